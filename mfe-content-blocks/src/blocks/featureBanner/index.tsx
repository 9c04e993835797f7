// Feature banner: an image with a title, optional text and CTA, in the
// editor's colours.
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../page/types';
import { CtaLink } from '../../kit/common/CtaLink';
import { EditorImage } from '../../kit/common/EditorImage';
import { TextLines } from '../text/TextLines';
import styles from './featureBanner.module.css';

export default function FeatureBanner({ section, context }: BlockProps<'featureBanner'>) {
  const style: CSSProperties = { color: section.textColour, backgroundColor: section.backgroundColour };
  return (
    <div className={styles.banner} style={style}>
      <div className={styles.media}>
        <EditorImage image={section.image} loading={context.imageLoading} width={1200} height={600} className={styles.image} />
      </div>
      <div className={styles.content}>
        <h2 className={styles.title}>{section.title}</h2>
        {section.text && <TextLines text={section.text} className={styles.text} />}
        {section.cta && <CtaLink cta={section.cta} />}
      </div>
    </div>
  );
}
