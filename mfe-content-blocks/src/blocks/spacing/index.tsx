// Spacer (spec 3 §3): a vertical gap, its own height on desktop and mobile
// (below 768 px, by CSS), with an optional background colour.
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../page/types';
import styles from './spacing.module.css';

export default function Spacing({ section }: BlockProps<'spacing'>) {
  const style = {
    '--cb-spacing-desktop': `${section.desktopHeight}px`,
    '--cb-spacing-mobile': `${section.mobileHeight}px`,
    backgroundColor: section.backgroundColour,
  } as CSSProperties;
  return <div className={styles.spacing} style={style} aria-hidden="true" data-testid="spacing" />;
}
