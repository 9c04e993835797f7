// Brand marquee (spec 3 §2, §9): a continuously scrolling row of brand images
// that link out. The editor's items are repeated to at least 24 and the row
// is drawn twice for a seamless loop; only the editor's own items are
// exposed and focusable (repeats and the loop copy are aria-hidden and out
// of the tab order). Pauses on hover and focus, and by its Pause button;
// with reduced motion it does not scroll and shows the items once.
import { useState, type CSSProperties } from 'react';
import { safeUrl } from '@storefront/shared-contracts';
import type { BlockProps, BlockContext } from '../../page/types';
import { blockLabels } from '../../kit/common/i18n/i18n';
import { PlayPauseButton } from '../../kit/common/PlayPauseButton';
import { useReducedMotion } from '../../kit/common/media';
import { MARQUEE_GAP, MARQUEE_HEIGHT, marqueeDuration, repeatToMinimum, type Repeated } from './rules';
import styles from './marquee.module.css';

type Item = BlockProps<'marquee'>['section']['items'][number];

function Brand({ entry, exposed, context }: { entry: Repeated<Item>; exposed: boolean; context: BlockContext }) {
  const href = safeUrl(entry.item.href);
  const src = safeUrl(entry.item.image);
  if (!src) return null;
  const image = <img className={styles.image} src={src} alt={exposed ? entry.item.alt : ''} height={MARQUEE_HEIGHT} loading={context.imageLoading} decoding="async" />;
  return (
    <li className={styles.item} aria-hidden={exposed ? undefined : true}>
      {href ? (
        <a className={styles.link} href={href} tabIndex={exposed ? undefined : -1}>
          {image}
        </a>
      ) : (
        image
      )}
    </li>
  );
}

export default function Marquee({ section, context }: BlockProps<'marquee'>) {
  const { t } = blockLabels(context.fascia.locale);
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const entries = reducedMotion ? repeatToMinimum(section.items, 0) : repeatToMinimum(section.items);
  const style = {
    '--cb-marquee-height': `${MARQUEE_HEIGHT}px`,
    '--cb-marquee-gap': `${MARQUEE_GAP}px`,
    '--cb-marquee-duration': `${marqueeDuration(section.speedSeconds)}s`,
  } as CSSProperties;
  const name = t('brands');
  return (
    <div className={`${styles.marquee} ${reducedMotion ? styles.still : ''} ${paused ? styles.paused : ''}`} style={style} role="region" aria-label={name}>
      <div className={styles.viewport}>
        <div className={styles.track} data-testid="marquee-track">
          <ul className={styles.row}>
            {entries.map((entry, index) => (
              <Brand key={index} entry={entry} exposed={entry.original} context={context} />
            ))}
          </ul>
          {!reducedMotion && (
            <ul className={styles.row} aria-hidden="true" data-copy="loop">
              {entries.map((entry, index) => (
                <Brand key={index} entry={entry} exposed={false} context={context} />
              ))}
            </ul>
          )}
        </div>
      </div>
      {!reducedMotion && <PlayPauseButton className={styles.control} paused={paused} onToggle={() => setPaused((p) => !p)} locale={context.fascia.locale} name={name} />}
    </div>
  );
}
