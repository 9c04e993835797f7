// Colour swatches: buttons named by colour, pressed when selected; hovering
// or focusing one previews its image.
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { ColourVariant } from '@storefront/shared-contracts';
import { safeUrl } from '@storefront/shared-contracts';
import styles from './ProductCard.module.css';

export interface SwatchesProps {
  variants: readonly ColourVariant[];
  shown: number;
  selected: string;
  moreHref: string;
  onSelect(colour: string): void;
  onPreview(colour: string | null): void;
}

export function Swatches({ variants, shown, selected, moreHref, onSelect, onPreview }: SwatchesProps) {
  const { t } = useTranslation();
  const visible = variants.slice(0, shown);
  const more = variants.length - visible.length;
  return (
    <div className={styles.swatchRow}>
      <ul className={styles.swatches} aria-label={t('card.colours')}>
        {visible.map((variant) => {
          const image = safeUrl(variant.swatchImage);
          return (
            <li key={variant.colour}>
              <button
                type="button"
                className={styles.swatch}
                aria-label={variant.colour}
                aria-pressed={variant.colour === selected}
                onClick={() => onSelect(variant.colour)}
                onMouseEnter={() => onPreview(variant.colour)}
                onMouseLeave={() => onPreview(null)}
                onFocus={() => onPreview(variant.colour)}
                onBlur={() => onPreview(null)}
              >
                {image ? <img src={image} width={40} height={40} alt="" loading="lazy" decoding="async" /> : <span aria-hidden="true">{variant.colour.slice(0, 1)}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <a className={styles.moreColours} href={moreHref} aria-label={t('card.moreColoursLabel', { count: more })}>
          {t('card.moreColours', { count: more })}
        </a>
      )}
    </div>
  );
}
