import { defineWhenPresent } from '../lib/lazy-define.ts';
import { WIDGET_LOADERS } from '../lib/widget-registry.ts';
import { manageDownloadBarSpace } from './download-bar-space.ts';
import { enhanceMobileMenu } from './menu.ts';
import { logMissingPath } from './not-found.ts';

// The site's one script (a deferred module): small enhancements of the static pages, and each
// widget's code loaded when its element is in the page.
enhanceMobileMenu();
manageDownloadBarSpace();
logMissingPath();
defineWhenPresent(WIDGET_LOADERS);
