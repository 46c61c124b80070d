import * as Accordion from '@radix-ui/react-accordion';
import { useId, useRef } from 'react';
import { FAQ } from '../../src/content/faq.ts';
import type { WidgetProps } from '../../src/lib/widget-types.ts';
import type { FaqEvents, faqAttributes } from './contract.ts';

type FaqProps = WidgetProps<typeof faqAttributes, FaqEvents>;

/**
 * The FAQ as a Radix accordion, type="multiple": items open and close independently. Radix gives the
 * WAI-ARIA accordion pattern: buttons in headings with aria-expanded, Enter/Space to toggle,
 * ArrowUp/ArrowDown/Home/End between questions.
 *
 * Each answer is our own element, not Radix's `Accordion.Content`: always in the markup (the build-time render
 * carries every answer, for crawlers and for visitors without JavaScript, when faq.css shows them all) and shown
 * by faq.css when Radix marks its item open. Radix's Content would mount a presence tracker and measure its panel
 * (style writes, then getBoundingClientRect, then a second render) for each of the items in the task in
 * which the widget comes alive, and again for the opened answer on each click; the slide in faq.css
 * needs no measured height. The question names its answer (aria-controls, by our ids; always, as in the WAI-ARIA
 * pattern, where Radix named it only while open) and the answer is a region labelled by its question.
 */
export function Faq({ headingLevel, emit }: FaqProps) {
  // Radix keeps the open items (uncontrolled: its updates are functional, so quick clicks all count);
  // this copy only tells which item changed, for the event.
  const open = useRef<string[]>([]);
  const ids = useId();
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
      {FAQ.map((item) => {
        const questionId = `${ids}q-${item.id}`;
        const answerId = `${ids}a-${item.id}`;
        return (
          <Accordion.Item key={item.id} value={item.id} className="faq__item" part="item" data-faq={item.id}>
            <Accordion.Header asChild>
              <Heading className="faq__heading">
                <Accordion.Trigger className="faq__trigger" part="trigger" id={questionId} aria-controls={answerId}>
                  <span className="faq__question">{item.question}</span>
                  <span className="faq__icon" part="icon" aria-hidden="true" />
                </Accordion.Trigger>
              </Heading>
            </Accordion.Header>
            <div className="faq__answer" part="answer" id={answerId} role="region" aria-labelledby={questionId}>
              <div className="faq__answer-inner">
                {item.answer.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </div>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
