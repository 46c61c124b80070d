type Loaders = Readonly<Record<string, () => Promise<unknown>>>;

/**
 * Loads an element's code when the element is in the page and near the viewport (Catalyst-style lazy
 * define), once `start` has resolved (src/lib/page-ready.ts): elements present then and added later,
 * each tag loaded once. Until then the element shows its light-DOM content. Tags already defined
 * (another copy of the script) are left alone.
 */
export function defineWhenPresent(loaders: Loaders, start: Promise<void>, root: Document = document): void {
  void start.then(() => watchForElements(loaders, root));
}

function watchForElements(loaders: Loaders, root: Document): void {
  const requested = new Set<string>();
  const watched = new WeakSet<Element>();
  const tags = Object.keys(loaders);

  function load(tag: string): void {
    if (requested.has(tag)) return;
    requested.add(tag);
    if (customElements.get(tag)) return;
    loaders[tag]!().catch((error: unknown) => {
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

  function watch(element: Element): void {
    if (watched.has(element) || requested.has(element.localName)) return;
    watched.add(element);
    if (visibility) visibility.observe(element);
    else load(element.localName);
  }

  function scan(node: ParentNode): void {
    for (const tag of tags) {
      if (node instanceof Element && node.localName === tag) watch(node);
      node.querySelectorAll(tag).forEach(watch);
    }
  }

  scan(root);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (node instanceof Element) scan(node);
      });
    }
  }).observe(root.documentElement, { childList: true, subtree: true });
}
