/** A widget's folder name, which is also its workbench page's: 'echojam-faq' → 'faq' (/widgets/faq). */
export function workbenchName(tag: string): string {
  return tag.replace(/^echojam-/, '');
}
