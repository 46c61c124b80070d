// The Firefox layer of `npm test`: Debian's firefox-esr over WebDriver BiDi.
import { describeSiteChecks } from './site-checks.ts';
import { startFirefox } from './firefox.ts';

describeSiteChecks(startFirefox);
