// /sitemap.xml and /robots.txt per fascia, as search engines expect.
import { productUrl } from '@storefront/shared-contracts';

export interface SitemapProduct {
  slug: string;
  isPremier: boolean;
  availablefascias: string[];
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(origin: string, fascia: string, products: readonly SitemapProduct[], extraPaths: readonly string[] = ['/']): string {
  const paths = [
    ...extraPaths,
    ...products.filter((p) => p.availablefascias.includes(fascia)).map((p) => productUrl({ slug: p.slug, isPremier: p.isPremier })),
  ];
  const urls = paths.map((p) => `<url><loc>${xmlEscape(`${origin}${p}`)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /_api/',
    'Disallow: /basket',
    'Disallow: /wishlist',
    'Disallow: /account',
    'Disallow: /login',
    'Disallow: /search',
    'Disallow: /releases',
    'Allow: /',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
