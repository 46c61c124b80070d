import { RewritingStream } from 'parse5-html-rewriting-stream';

/** A start tag as the tokenizer reads it: its name, its attributes (values decoded) and where it is in the source. */
export type StartTag = Parameters<RewritingStream['emitStartTag']>[0];

/**
 * `html` run through parse5's rewriting stream: the HTML standard's tokenizer, so a tag ends where the
 * browser ends it (a quoted attribute value may hold ">"), and `<style>`, `<script>` and `<textarea>` hold
 * text. `setup` registers handlers for the tokens it changes; every token without a handler comes out
 * exactly as written, byte for byte (the widgets' declarative shadow roots, the inline styles the CSP
 * names by hash).
 */
export async function rewriteHtml(html: string, setup: (rewriter: RewritingStream) => void): Promise<string> {
  const rewriter = new RewritingStream();
  setup(rewriter);
  const chunks: string[] = [];
  rewriter.on('data', (chunk: string) => chunks.push(chunk));
  await new Promise<void>((resolve, reject) => {
    rewriter.once('end', resolve);
    rewriter.once('error', reject);
    try {
      rewriter.end(html);
    } catch (error) {
      reject(error as Error);
    }
  });
  return chunks.join('');
}

/** An attribute's value (decoded, as the browser reads it), or undefined when the tag does not have it. */
export function attributeOf(tag: StartTag, name: string): string | undefined {
  return tag.attrs.find((attribute) => attribute.name === name)?.value;
}

/** `tag` with `className` in its class attribute: added to the classes it has, or as a new attribute. */
export function withClass(tag: StartTag, className: string): StartTag {
  const classes = (attributeOf(tag, 'class') ?? '').split(/\s+/).filter(Boolean);
  if (classes.includes(className)) return tag;
  const value = [...classes, className].join(' ');
  const attrs = tag.attrs.some((attribute) => attribute.name === 'class')
    ? tag.attrs.map((attribute) => (attribute.name === 'class' ? { ...attribute, value } : attribute))
    : [...tag.attrs, { name: 'class', value }];
  return { ...tag, attrs };
}
