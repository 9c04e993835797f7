// Pages for `pnpm bench:web` only (STOREFRONT_BENCH_PAGES=1): a plain page
// showing just the largest image of a page, with the same markup, CSS, server
// and compression, as its LCP baseline. For a product page that is the first
// gallery image; for a search or category page, the first result's image;
// for home and content pages, the first section's hero as the server draws it;
// for the bag and checkout pages, the first line's image of the session's bag.
import type { FastifyInstance } from 'fastify';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { initialColour, lineImage, resolveFascia, toCardData, type FasciaSettings } from '@storefront/shared-contracts';
import type { ApiServices } from '@storefront/api';
import { FirstImage } from '../layout/ProductPage';
import { FirstSection } from '../content/FirstSection';
import { PreviewImage } from '../listing/ListingFallback';
import { previewRequest } from '../listing/listingPreview';
import { ShellI18n } from '../i18n/i18n';
import { matchRoute } from '../routing/matchRoute';

interface BenchDeps {
  css: string;
  services: ApiServices;
}

export function registerBenchPages(app: FastifyInstance, deps: BenchDeps): void {
  const plainPage = (fascia: FasciaSettings, body: ReactNode) =>
    `<!doctype html><html lang="${fascia.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${fascia.name}</title><style>${deps.css}</style></head><body><div id="root">${renderToString(<ShellI18n locale={fascia.locale}>{body}</ShellI18n>)}</div></body></html>`;

  // The pages to measure: a product with video and social proof, the home
  // page, a search with many results, a category and the bag (the bench
  // fills it); and items for a bag: the first size in stock of the first
  // products that have one.
  app.get('/_bench/plain', async () => {
    const products = (await deps.services.getCatalogue()).filter((p) => p.availablefascias.includes('burton') && !p.isPremier);
    const withVideo = products.find((p) => p.hasVideo && p.hasSocialProof) ?? products.find((p) => p.hasVideo) ?? products[0];
    const bagItems: string[] = [];
    for (const entry of products.slice(0, 20)) {
      const variant = (await deps.services.getProductPage('burton', entry.slug))?.product.variants.find((v) => v.isOnStock && v.availableQuantity >= 5);
      if (variant) bagItems.push(variant.sku);
      if (bagItems.length === 4) break;
    }
    return { suggested: [...(withVideo ? [`/product/${withVideo.slug}`] : []), '/', '/search?q=shirt', '/categories/womens-dresses', '/basket'], bagItems };
  });

  // ?page=/product/{slug} or ?page=/search?q=... (any listing address).
  app.get<{ Querystring: { page?: string } }>('/_bench/plain/image', async (request, reply) => {
    const fascia = resolveFascia({ hostname: request.hostname });
    const page = new URL(request.query.page ?? '/', 'http://local');
    const route = matchRoute(page.pathname, page.search);
    reply.type('text/html; charset=utf-8');
    if (route.name === 'product' || route.name === 'premier') {
      const data = await deps.services.getProductPage(fascia.key, route.params.slug ?? '');
      if (!data) return reply.code(404).send({ error: 'NOT_FOUND', message: 'unknown product' });
      return plainPage(
        fascia,
        <main className="sf-pdp">
          <section className="sf-pdp-gallery">
            <FirstImage product={data.product} colour={initialColour(data.product, undefined)} fascia={fascia} />
          </section>
        </main>,
      );
    }
    if (route.name === 'home' || route.name === 'content') {
      const content = await deps.services.getContentPage(fascia.key, route.name === 'home' ? 'home' : (route.params.path ?? ''));
      if (!content) return reply.code(404).send({ error: 'NOT_FOUND', message: 'no content page there' });
      return plainPage(
        fascia,
        <main className="sf-page sf-page-content">
          <FirstSection section={content.sections[0]} />
        </main>,
      );
    }
    if (route.name === 'basket' || route.name === 'checkout') {
      const line = (await deps.services.getBag(request.cookies.sf_sid, fascia.key)).lines.find((l) => l.image);
      if (!line?.image) return reply.code(404).send({ error: 'NOT_FOUND', message: 'the bag of this session has no line with an image' });
      return plainPage(
        fascia,
        <main className="sf-page">
          <img {...lineImage(line.image, fascia)} alt="" />
        </main>,
      );
    }
    const previewed = previewRequest(route, fascia);
    const first = previewed && (await deps.services.listingPreview(fascia.key, previewed))?.hits[0];
    const card = first && toCardData(first);
    if (!card) return reply.code(404).send({ error: 'NOT_FOUND', message: 'no first result for that page' });
    return plainPage(
      fascia,
      <main className="sf-page">
        <ul className="sf-listing-grid">
          <li>
            <div className="sf-listing-media" style={{ aspectRatio: `1 / ${fascia.imageAspectRatio}` }}>
              <PreviewImage product={card} fascia={fascia} position={0} />
            </div>
          </li>
        </ul>
      </main>,
    );
  });
}
