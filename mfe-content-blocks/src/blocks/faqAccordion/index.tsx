// FAQ accordion: each question a disclosure button (aria-expanded,
// aria-controls) over its plain-text answer.
import { useId, useState } from 'react';
import type { BlockProps } from '../../page/types';
import { TextLines } from '../text/TextLines';
import styles from './faqAccordion.module.css';

export default function FaqAccordion({ section }: BlockProps<'faqAccordion'>) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  const Heading = section.title ? 'h3' : 'h2';
  return (
    <div className={styles.faq}>
      {section.title && <h2 className={styles.title}>{section.title}</h2>}
      {section.items.map((item, index) => {
        const expanded = open.has(index);
        const answerId = `${baseId}-answer-${index}`;
        return (
          <div key={index} className={styles.item}>
            <Heading className={styles.question}>
              <button type="button" className={styles.button} aria-expanded={expanded} aria-controls={answerId} onClick={() => toggle(index)}>
                <span>{item.question}</span>
                <span aria-hidden="true" className={styles.icon}>{expanded ? '−' : '+'}</span>
              </button>
            </Heading>
            <div id={answerId} className={styles.answer} hidden={!expanded}>
              <TextLines text={item.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
