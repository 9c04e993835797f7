// The module other remotes load as `listing/ProductCard`: a plain React
// component (it brings its own translations) and its prop types.
export { ProductCard, type ProductCardProps, type SearchTracking, type WishlistSlotProps } from './ProductCard';
export { toCardData } from '@storefront/shared-contracts';
