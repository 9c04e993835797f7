// The imageHeader section: an image with a title and subtitle over it, in the
// editor's text colour. The page's first section names the page (h1), later
// ones are section headings (h2).
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../page/types';
import { EditorImage } from '../_kit/EditorImage';
import styles from './imageHeader.module.css';

export function ImageHeader({ section, context }: BlockProps<'imageHeader'>) {
  const Heading = context.index === 0 ? 'h1' : 'h2';
  const colour = section.textColour ? ({ '--ih-colour': section.textColour } as CSSProperties) : undefined;
  return (
    <div className={styles.header}>
      <EditorImage className={styles.image} image={section.image} loading={context.imageLoading} width={1920} height={640} />
      <div className={styles.text} style={colour}>
        <Heading className={styles.title}>{section.title}</Heading>
        {section.subtitle && <p className={styles.subtitle}>{section.subtitle}</p>}
      </div>
    </div>
  );
}

export default ImageHeader;
