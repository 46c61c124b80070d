// The WebKit layer of `npm test`: every iPhone visitor's engine (WebKitGTK's MiniBrowser over WebDriver).
import { describeSiteChecks } from './site-checks.ts';
import { startWebKit } from './webkit.ts';

describeSiteChecks(startWebKit);
