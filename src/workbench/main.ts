import { WIDGET_LOADERS } from '../catalog/widget-loaders.ts';
import { replayEarlyInteractions } from '../lib/event-replay.ts';
import { createLazyDefiner } from '../lib/lazy-define.ts';
import { pageWidgetTags } from '../site/page-widgets.ts';
import { attachPanel } from './widget-panel.ts';

// The workbench is in the page's HTML (panel-template.ts) with its stylesheet (linked by the page, so the
// build inlines it); this code, which the site's script loads on that page, only brings it to life.
// The site's script brings the widgets the build listed to life; the workbench brings the others too
// (those with nothing to do on our other pages), the same way: near the viewport (the page is already
// parsed and idle when this code runs), or at the visitor's first contact.
const listed = new Set(pageWidgetTags());
const others = createLazyDefiner(
  WIDGET_LOADERS,
  Object.keys(WIDGET_LOADERS).filter((tag) => !listed.has(tag)),
);
replayEarlyInteractions(others);
others.watch(document);

document.querySelectorAll<HTMLElement>('.workbench-panel').forEach(attachPanel);
