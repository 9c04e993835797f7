// The liveText section: a styled title and subtitle (spec 3 §1, §9), aligned
// left, centre or right.
import type { BlockProps } from '../../page/types';
import { LiveText } from './LiveText';
import styles from './liveText.module.css';

export function LiveTextBlock({ section }: BlockProps<'liveText'>) {
  return (
    <LiveText
      className={[styles.block, styles[section.align ?? 'center']].join(' ')}
      title={section.title}
      subtitle={section.subtitle}
      colour={section.colour}
      titleSize={section.titleSize}
      subtitleSize={section.subtitleSize}
    />
  );
}

export default LiveTextBlock;
