// What the other domains may use of the catalogue (.dependency-cruiser.cjs,
// api-domains-through-their-entry): the service (ApiContext's `catalogue`), its
// product records, and the rules and addresses the other domains' answers share
// with it: prices per currency, customisation groups, sponsored products, the
// image URL scheme. How the products are generated stays behind it.
export { Catalogue } from './catalogue';
export { CATALOGUE_DATE, FIRST_PRODUCT_NUMBER, type ProductRecord, type VariantRecord } from './generate';
export type { ColourDef, ShapeKind } from './data';
export { priceIn } from './pricing';
export { CUSTOMISATION_GROUPS, customisationAnswer } from './customisation';
export { isSponsoredProduct } from './related';
export { productImagePath, reviewPhotoPath, swatchPath } from './imageUrls';
