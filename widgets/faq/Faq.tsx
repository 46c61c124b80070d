import * as Accordion from '@radix-ui/react-accordion';
import { useRef } from 'react';
import { FAQ } from '../../src/content/faq.ts';
import type { WidgetProps } from '../../src/lib/widget-types.ts';
import type { FaqEvents, faqAttributes } from './contract.ts';

type FaqProps = WidgetProps<typeof faqAttributes, FaqEvents>;

/**
 * The FAQ as a Radix accordion, type="multiple": items open and close independently. Radix gives the
 * WAI-ARIA accordion pattern: buttons in headings with aria-expanded/aria-controls, Enter/Space to
 * toggle, ArrowUp/ArrowDown/Home/End between questions.
 */
export function Faq({ headingLevel, emit }: FaqProps) {
  // Radix keeps the open items (uncontrolled: its updates are functional, so quick clicks all count);
  // this copy only tells which item changed, for the event.
  const open = useRef<string[]>([]);
  const Heading = `h${headingLevel}` as 'h3';

  function change(next: string[]) {
    const opened = next.find((id) => !open.current.includes(id));
    const closed = open.current.find((id) => !next.includes(id));
    open.current = next;
    if (opened) emit('echojam-faq-toggle', { id: opened, open: true });
    if (closed) emit('echojam-faq-toggle', { id: closed, open: false });
  }

  return (
    <Accordion.Root className="faq" type="multiple" defaultValue={[]} onValueChange={change}>
      {FAQ.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className="faq__item" part="item" data-faq={item.id}>
          <Accordion.Header asChild>
            <Heading className="faq__heading">
              <Accordion.Trigger className="faq__trigger" part="trigger">
                <span className="faq__question">{item.question}</span>
                <span className="faq__icon" part="icon" aria-hidden="true" />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          {/* Always in the markup (forceMount; faq.css hides a closed one): the build-time render carries
              every answer, for crawlers and for visitors without JavaScript (faq.css shows them all then). */}
          <Accordion.Content className="faq__answer" part="answer" forceMount>
            <div className="faq__answer-inner">
              {item.answer.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
