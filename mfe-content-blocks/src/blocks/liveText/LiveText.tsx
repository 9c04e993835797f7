// Live text: a title and subtitle in the editor's colour and sizes (spec 3
// §3 hero liveText, §9 sizes). Drawn over a hero banner and as a block of its own.
import { liveTextStyle, type LiveTextSizesInput } from '@storefront/shared-contracts/content/editor-styles';
import styles from './liveText.module.css';

export interface LiveTextProps extends LiveTextSizesInput {
  title?: string | undefined;
  subtitle?: string | undefined;
  colour?: string | undefined;
  headingLevel?: 1 | 2 | 3;
  className?: string | undefined;
}

export function LiveText({ title, subtitle, colour, titleSize, subtitleSize, headingLevel = 2, className }: LiveTextProps) {
  if (!title && !subtitle) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.liveText, className].filter(Boolean).join(' ')} style={liveTextStyle({ colour, titleSize, subtitleSize })}>
      {title && <Heading className={styles.title}>{title}</Heading>}
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}
