// Family of brands: the group's brand logos, each linking out; 2 / 4 slides (spec 3 §9).
import { safeUrl } from '@storefront/shared-contracts';
import type { BlockProps } from '../../page/types';
import { CardCarousel } from '../../kit/carousel/CardCarousel';
import styles from '../../kit/cards/cards.module.css';

export default function FamilyOfBrands({ section, context }: BlockProps<'familyOfBrands'>) {
  return (
    <CardCarousel
      kind="familyOfBrands"
      section={section}
      context={context}
      slide={(brand, index, loading) => {
        const href = safeUrl(brand.href);
        const image = safeUrl(brand.image);
        if (!href || !image) return null;
        return {
          key: `${index}-${brand.href}`,
          content: (
            <a className={styles.brand} href={href}>
              <img className={styles.brandImage} src={image} alt={brand.alt} width={240} height={160} loading={loading} decoding="async" />
            </a>
          ),
        };
      }}
    />
  );
}
