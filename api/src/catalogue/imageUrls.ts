// Image URL scheme: the addresses the catalogue's products, their reviews' photos and the
// other domains' answers point at, which the image service (images/) answers.
// Product image URLs carry no query: the gallery appends
// `?w={width}&q={80|95}` (shared-contracts imageUrl/imageSrcSet).

/** Image `index` of a product: colour c, view v is index c * views + v. */
export function productImagePath(productKey: string, index: number): string {
  return `/images/products/${encodeURIComponent(productKey)}/${index}.jpg`;
}

export function swatchPath(hex: string): string {
  return `/images/swatch/${hex.toLowerCase()}.png`;
}

/** A customer photo of a review (reviews/generate.ts); like product images, it carries no query. */
export function reviewPhotoPath(productKey: string, index: number): string {
  return `/images/reviews/${encodeURIComponent(productKey)}/${index}.jpg`;
}
