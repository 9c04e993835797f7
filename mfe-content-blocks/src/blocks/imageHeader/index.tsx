// The imageHeader section: an image with a title and subtitle over it, in the
// editor's text colour, in the hero box the shell's server draws a first
// section in. The page names itself (a hidden h1): the title is a section
// heading (h2).
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../page/types';
import { HeroPicture } from '../heroBanner/HeroPicture';
import styles from './imageHeader.module.css';

export function ImageHeader({ section, context }: BlockProps<'imageHeader'>) {
  const colour = section.textColour ? ({ '--ih-colour': section.textColour } as CSSProperties) : undefined;
  return (
    <div className={styles.header}>
      <HeroPicture className={styles.image} image={section.image} loading={context.imageLoading} />
      <div className={styles.text} style={colour}>
        <h2 className={styles.title}>{section.title}</h2>
        {section.subtitle && <p className={styles.subtitle}>{section.subtitle}</p>}
      </div>
    </div>
  );
}

export default ImageHeader;
