/** Text that spills out of its box, and a page that scrolls sideways, as measured in the page by `measureWidth`. */
interface TextSpill {
  /** The element's text, shortened. */
  text: string;
  /** Its tag name. */
  tag: string;
  /** How far its visible text reaches past its content box (inside padding and border), in px. */
  overflow: number;
}

export interface WidthMeasure {
  /** The window's width (the viewport, scrollbar left out). */
  width: number;
  /** The page's scroll width: more than `width` means it scrolls sideways. */
  scrollWidth: number;
  spills: TextSpill[];
}

/**
 * Runs in the page (self-contained: it is handed to Playwright, WebDriver and puppeteer as is). For each visible
 * link, button, label, list item, heading and paragraph, through open shadow roots, the horizontal extent of its
 * visible text nodes (a Range over each) against its content box. Only the horizontal extent counts: a glyph's
 * height past a tight line-height is not text leaving its box. Visually hidden text (a box clipped to nothing)
 * and text inside a scrolling box of its own (reachable by scrolling) are left out.
 */
export function measureWidth(): WidthMeasure {
  // Sub-pixel rounding and a glyph's side bearing stay under this.
  const TOLERANCE_PX = 1;
  const roots: (Document | ShadowRoot)[] = [document];
  for (let index = 0; index < roots.length; index++) {
    for (const element of roots[index]!.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  }
  // No named inner functions: a bundler's keep-names helper (`__name`) would not exist in the page.
  // Visually hidden: the pattern of an absolutely placed box clipped to nothing.
  const CLIPPED = /^(rect|inset)/;
  const spills: TextSpill[] = [];
  for (const root of roots) {
    for (const element of root.querySelectorAll('a, button, label, li, h1, h2, h3, h4, h5, h6, p')) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility !== 'visible' || style.display === 'inline') continue;
      if (style.position === 'absolute' && (CLIPPED.test(style.clip) || CLIPPED.test(style.clipPath))) continue;
      const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      let overflow = 0;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        let hidden = false;
        for (let parent = node.parentElement; parent && parent !== element; parent = parent.parentElement) {
          const { position, clip, clipPath, overflowX } = getComputedStyle(parent);
          if (position === 'absolute' && (CLIPPED.test(clip) || CLIPPED.test(clipPath))) hidden = true;
          if (overflowX === 'auto' || overflowX === 'scroll') hidden = true;
        }
        if (hidden) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          overflow = Math.max(overflow, left - rect.left, rect.right - right);
        }
      }
      if (overflow > TOLERANCE_PX) {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        spills.push({ text, tag: element.localName, overflow: Math.round(overflow) });
      }
    }
  }
  return { width: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth, spills };
}

/** One line per problem, naming what and by how much; empty when the page is fine at this width. */
export function widthProblems(label: string, measure: WidthMeasure): string[] {
  const problems = measure.spills.map(
    (spill) => `${label}: <${spill.tag}> "${spill.text}" spills ${spill.overflow} px past its padding`,
  );
  if (measure.scrollWidth > measure.width) {
    problems.push(
      `${label}: the page scrolls sideways (${measure.scrollWidth} px wide in a ${measure.width} px window)`,
    );
  }
  return problems;
}
