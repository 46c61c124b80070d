import { defineWhenPresent } from '../lib/lazy-define.ts';
import { afterFirstInteraction } from '../lib/page-ready.ts';
import { WIDGET_LOADERS } from '../lib/widget-registry.ts';
import { manageDownloadBarSpace } from './download-bar-space.ts';
import { enhanceMobileMenu } from './menu.ts';
import { logMissingPath } from './not-found.ts';

// The site's one script (a deferred module): small enhancements of the static pages, and each
// widget's code loaded when its element is in view, from the visitor's first interaction on (every
// widget of ours has a complete fallback, so nothing is missing until then).
enhanceMobileMenu();
manageDownloadBarSpace();
logMissingPath();
defineWhenPresent(WIDGET_LOADERS, afterFirstInteraction());
