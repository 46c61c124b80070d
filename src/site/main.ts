import { WIDGET_LOADERS } from '../catalog/widget-loaders.ts';
import { replayEarlyInteractions } from '../lib/event-replay.ts';
import { createLazyDefiner } from '../lib/lazy-define.ts';
import { afterParseAndIdle } from '../lib/page-ready.ts';
import { loadBrandFaces } from './brand-faces.ts';
import { manageDownloadBarSpace } from './download-bar-space.ts';
import { enhanceMobileMenu } from './menu.ts';
import { logMissingPath } from './not-found.ts';
import { pageWidgetTags } from './page-widgets.ts';
import { enhanceShareButtons } from './share-link.ts';
import { showSiteOrigin } from './site-origin.ts';
import { markVisitorSystem } from './visitor-os.ts';

// The site's one script (a deferred module, one file: nothing to fetch before it runs): the brand's web
// faces, small enhancements of the static pages, and the code of each widget that has something to do here, loaded
// when its element is near the viewport once the page is parsed and idle, or at once when the visitor reaches for it. Until then the widget's
// build-time render is on the page, and what the visitor does to it is kept (event-replay.ts).
loadBrandFaces();
markVisitorSystem();
enhanceMobileMenu();
manageDownloadBarSpace();
enhanceShareButtons();
logMissingPath();
showSiteOrigin();
const widgets = createLazyDefiner(WIDGET_LOADERS, pageWidgetTags());
replayEarlyInteractions(widgets);
void afterParseAndIdle().then(() => {
  widgets.watch(document);
  // A widget's page on the developers' workbench (/widgets/<name>): its panel's code, a chunk of its own that only those pages load.
  if (document.querySelector('.workbench-panel')) void import('../workbench/main.ts');
});
