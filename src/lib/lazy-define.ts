/** Tag → the dynamic import that defines it. */
export type WidgetLoaders = Readonly<Record<string, () => Promise<unknown>>>;

export interface LazyDefiner {
  /** Loads a tag's code now (once; nothing when the tag is already defined), any tag of the loaders. */
  load(tag: string): void;
  /** Loads each watched element's code when it is in `root` (a document or a shadow root) and near the viewport, now or later. */
  watch(root: Document | ShadowRoot): void;
  /** The tags `watch` looks for: the widgets that come alive from the page. */
  readonly tags: readonly string[];
}

const definers: LazyDefiner[] = [];

/**
 * Asks every lazy definer of the page for `tag`'s code, for elements no viewport check will ever
 * see (the zero-size toast area); resolves once the tag is defined.
 */
export function requestDefinition(tag: string): Promise<void> {
  for (const definer of definers) definer.load(tag);
  return customElements.whenDefined(tag).then(() => undefined);
}

/**
 * Catalyst-style lazy define: an element's code loads when the element is near the viewport, each tag
 * once; until then it shows its build-time render. A bare element (a partner's, rendered by nothing
 * but its code) loads as soon as it is found.
 * Tags already defined (another copy of the script) are left alone. Only `tags` are watched; any tag of
 * `loaders` can still be asked for (the toast area, created by the code that raises a toast).
 */
export function createLazyDefiner(loaders: WidgetLoaders, tags: readonly string[] = Object.keys(loaders)): LazyDefiner {
  const requested = new Set<string>();
  const watchedRoots = new WeakSet<Document | ShadowRoot>();
  const selector = tags.join(',');

  function load(tag: string): void {
    const loader = loaders[tag];
    if (!loader || requested.has(tag)) return;
    requested.add(tag);
    if (customElements.get(tag)) return;
    loader().catch((error: unknown) => {
      requested.delete(tag);
      console.error(`EchoJam: could not load <${tag}>`, error);
    });
  }

  const visibility =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              visibility?.unobserve(entry.target);
              load(entry.target.localName);
            }
          },
          { rootMargin: '200px' },
        );

  function observe(element: Element): void {
    if (requested.has(element.localName)) return;
    // A bare element (a partner's: no build-time render) shows nothing until its code runs, and may
    // draw itself away from where it stands (the fixed download bar): its code loads now.
    if (visibility && element.shadowRoot) visibility.observe(element);
    else load(element.localName);
  }

  function scan(node: ParentNode): void {
    if (selector === '') return;
    if (node instanceof Element && node.matches(selector)) observe(node);
    node.querySelectorAll(selector).forEach(observe);
  }

  function watch(root: Document | ShadowRoot): void {
    if (watchedRoots.has(root)) return;
    watchedRoots.add(root);
    scan(root);
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        mutation.addedNodes.forEach((node) => {
          if (node instanceof Element) scan(node);
        });
      }
    }).observe(root instanceof Document ? root.documentElement : root, { childList: true, subtree: true });
  }

  const definer = { load, watch, tags };
  definers.push(definer);
  return definer;
}
