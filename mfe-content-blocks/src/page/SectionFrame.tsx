// The container a section may sit in (spec 3 §1): a background colour (checked
// by the schema), full width, and no vertical padding.
import type { ReactNode } from 'react';
import type { ContentSection } from '@storefront/shared-contracts/content';
import styles from './page.module.css';

export function SectionFrame({ section, children }: { section: ContentSection; children: ReactNode }) {
  const { container } = section;
  const classes = [styles.section, container?.fullWidth ? styles.fullWidth : '', container?.removeVerticalPadding ? styles.noPadding : ''].filter(Boolean).join(' ');
  return (
    <div id={section.id} className={classes} data-section-type={section.type} style={container?.backgroundColour ? { backgroundColor: container.backgroundColour } : undefined}>
      {children}
    </div>
  );
}
