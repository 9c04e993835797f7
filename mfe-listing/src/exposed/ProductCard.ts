// The federated `listing/ProductCard` module other remotes load: a plain
// React component (it brings its own translations) and its prop types. The
// card itself lives in src/card/, which the search page uses too.
export { ProductCard, type ProductCardProps, type SearchTracking, type WishlistSlotProps } from '../card/ProductCard';
export { toCardData } from '@storefront/shared-contracts';
