// mfe-listing's product card, loaded through the page's federation runtime
// (never its source); where it cannot be had, a plain link to the product.
import type { ProductCardContractProps } from '@storefront/shared-contracts';
import { productUrl } from '@storefront/shared-contracts';
import { createProductCard } from '@storefront/shared-contracts/product-card';

function PlainCard({ product, headingLevel = 3 }: ProductCardContractProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="sf-pdp-look__plain">
      <a href={productUrl({ slug: product.slug, isPremier: product.isPremier, colour: product.colour })}>{product.name}</a>
    </Heading>
  );
}

export const RemoteProductCard = createProductCard('pdpWidgets/Bundles', PlainCard);
