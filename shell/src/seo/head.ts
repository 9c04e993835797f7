// The document head of a page as data, rendered to HTML by the server
// (spec 2 "Page metadata"). Pure, so every rule is unit tested.
import {
  defaultVariant,
  priceSummary,
  totalAvailable,
  type FasciaSettings,
  type ProductPageData,
} from '@storefront/shared-contracts';

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface LinkTag {
  rel: string;
  href: string;
  as?: string;
  imagesrcset?: string;
  imagesizes?: string;
  fetchpriority?: 'high' | 'low' | 'auto';
  crossorigin?: 'anonymous';
  type?: string;
  /** A script preload's CSP nonce (script-src is nonce-based). */
  nonce?: string;
}

export interface HeadData {
  title: string;
  meta: MetaTag[];
  links: LinkTag[];
  jsonLd: object[];
}

const LIMITED_BELOW = 10;

export function availability(quantity: number): string {
  if (quantity <= 0) return 'https://schema.org/OutOfStock';
  if (quantity < LIMITED_BELOW) return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/InStock';
}

function truncate(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

const major = (cents: number) => (cents / 100).toFixed(2);

export function basicHead(opts: { title: string; description?: string; canonical: string; fascia: FasciaSettings }): HeadData {
  const meta: MetaTag[] = [
    { property: 'og:site_name', content: opts.fascia.name },
    { property: 'og:title', content: opts.title },
    { property: 'og:url', content: opts.canonical },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (opts.description) {
    meta.unshift({ name: 'description', content: opts.description });
    meta.push({ property: 'og:description', content: opts.description });
  }
  if (opts.fascia.iosAppId) meta.push({ name: 'apple-itunes-app', content: `app-id=${opts.fascia.iosAppId}` });
  return { title: opts.title, meta, links: [{ rel: 'canonical', href: opts.canonical }], jsonLd: [] };
}

/**
 * Head of a product page. `origin` is the absolute site origin, `path` the
 * canonical path (colour kept, size dropped). Throws on data it cannot use;
 * the caller then uses errorHead().
 */
export function productHead(data: ProductPageData, fascia: FasciaSettings, origin: string, path: string): HeadData {
  const { product } = data;
  const variant = defaultVariant(product);
  const prices = priceSummary(product.variants);
  if (!variant || !prices) throw new Error(`product ${product.id} has no variants`);
  const canonical = `${origin}${path}`;
  // The brand is named when it is not the fascia's own ("Oxford Shirt | Coast | Burton"), not twice.
  const ownBrand = product.brand.trim().toLowerCase() === fascia.name.toLowerCase();
  const title = ownBrand || !product.brand.trim() ? `${product.name} | ${fascia.name}` : `${product.name} | ${product.brand} | ${fascia.name}`;
  const description = truncate(product.description || `${product.brand} ${product.name}`, 160);
  const image = variant.images[0]?.desktop.url;
  const imageUrl = image ? `${origin}${image}?w=1280&q=80` : undefined;
  const quantity = totalAvailable(product.variants);

  const head = basicHead({ title, description, canonical, fascia });
  head.meta.find((m) => m.property === 'og:title')!.content = product.name;
  head.meta.find((m) => m.name === 'twitter:card')!.content = imageUrl ? 'summary_large_image' : 'summary';
  head.meta.push(
    { property: 'og:type', content: 'product' },
    { property: 'product:price:amount', content: major(prices.lowCents) },
    { property: 'product:price:currency', content: prices.currencyCode || 'GBP' },
  );
  if (imageUrl) head.meta.push({ property: 'og:image', content: imageUrl }, { name: 'twitter:image', content: imageUrl });

  const video = product.media?.video;
  if (video) {
    const src = `${video.mobileBaseUrl}${video.mp4Profiles.mobile}`;
    head.meta.push(
      { property: 'og:video', content: src.startsWith('http') ? src : `${origin}${src}` },
      { property: 'og:video:type', content: 'video/mp4' },
      { property: 'og:video:width', content: '1080' },
      { property: 'og:video:height', content: '1920' },
    );
  }

  const offers = prices.isRange
    ? { '@type': 'AggregateOffer', lowPrice: major(prices.lowCents), highPrice: major(prices.highCents), offerCount: product.variants.length }
    : { '@type': 'Offer', price: major(prices.lowCents) };
  const productLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    sku: variant.sku,
    brand: { '@type': 'Brand', name: product.brand },
    ...(imageUrl ? { image: [imageUrl] } : {}),
    offers: { ...offers, priceCurrency: prices.currencyCode || 'GBP', availability: availability(quantity), url: canonical },
  };
  if (product.reviewStats.totalReviewCount > 0) {
    productLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.reviewStats.averageRating.toFixed(1),
      reviewCount: product.reviewStats.totalReviewCount,
      bestRating: 5,
    };
  }
  const breadcrumbLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...product.breadcrumbs.map((b, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: b.name,
        item: `${origin}${b.slug === '' || b.slug === '/' ? '/' : `/categories/${b.slug}`}`,
      })),
      { '@type': 'ListItem', position: product.breadcrumbs.length + 1, name: product.name, item: canonical },
    ],
  };
  head.jsonLd.push(productLd, breadcrumbLd);
  return head;
}

/** When the metadata cannot be built the title reads "error" (spec 2 §8). */
export function errorHead(fascia: FasciaSettings, canonical: string): HeadData {
  return basicHead({ title: 'error', canonical, fascia });
}
