/**
 * The widgets this page brings to life, as the build listed them in
 * `<meta name="echojam-widgets" content="echojam-faq echojam-contact-form">` (src/build/widget-islands.ts):
 * a widget with nothing to do on our pages (all its controls disabled) is not listed and loads no code.
 */
export function pageWidgetTags(root: Document = document): string[] {
  return (
    root.querySelector<HTMLMetaElement>('meta[name="echojam-widgets"]')?.content.split(/\s+/).filter(Boolean) ?? []
  );
}
