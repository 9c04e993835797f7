// Image beside text with button: the image left or right of a title, text
// and an optional button (stacked on phones, image first).
import type { BlockProps } from '../../page/types';
import { CtaLink } from '../../kit/common/CtaLink';
import { EditorImage } from '../../kit/common/EditorImage';
import { TextLines } from '../text/TextLines';
import styles from './imageBesideText.module.css';

export default function ImageBesideText({ section, context }: BlockProps<'imageBesideText'>) {
  return (
    <div className={`${styles.block} ${section.imagePosition === 'right' ? styles.imageRight : styles.imageLeft}`} data-image-position={section.imagePosition}>
      <div className={styles.media}>
        <EditorImage image={section.image} loading={context.imageLoading} width={800} height={800} className={styles.image} />
      </div>
      <div className={styles.content}>
        <h2 className={styles.title}>{section.title}</h2>
        {section.text && <TextLines text={section.text} className={styles.text} />}
        {section.button && <CtaLink cta={section.button} />}
      </div>
    </div>
  );
}
