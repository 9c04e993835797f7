// Countdown banner (spec 3 §3, §4): a timer to the end time with a title, an
// optional description and CTA, in one of three layouts and the editor's
// colours; refreshed every 500 ms, stopped at zero.
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../page/types';
import { CtaLink } from '../../kit/common/CtaLink';
import { CountdownTimer } from './CountdownTimer';
import styles from './countdownBanner.module.css';

export default function CountdownBanner({ section, context }: BlockProps<'countdownBanner'>) {
  const style: CSSProperties = { color: section.textColour, backgroundColor: section.backgroundColour };
  const Title = section.layout === 'small' ? 'p' : 'h2';
  return (
    <div className={`${styles.banner} ${styles[section.layout]}`} style={style} data-layout={section.layout}>
      <div className={styles.text}>
        <Title className={styles.title}>{section.title}</Title>
        {section.description && <p className={styles.description}>{section.description}</p>}
      </div>
      <CountdownTimer endTime={section.endTime} locale={context.fascia.locale} compact={section.layout === 'small'} className={styles.timer} />
      {section.cta && <CtaLink cta={section.cta} className={styles.cta} />}
    </div>
  );
}
