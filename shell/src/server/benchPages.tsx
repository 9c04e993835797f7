// Pages for `pnpm bench:web` only (STOREFRONT_BENCH_PAGES=1): a plain page
// showing just the product's first gallery image, with the same markup, CSS,
// server and compression as the product page, as the LCP baseline.
import type { FastifyInstance } from 'fastify';
import { renderToString } from 'react-dom/server';
import { initialColour, resolveFascia, type ProductPageData } from '@storefront/shared-contracts';
import type { CatalogueEntry } from '@storefront/api';
import { FirstImage } from '../layout/ProductPage';
import { ShellI18n } from '../i18n/i18n';

interface BenchDeps {
  css: string;
  catalogue: () => CatalogueEntry[];
  productPage: (fascia: string, slug: string) => Promise<ProductPageData | null>;
}

export function registerBenchPages(app: FastifyInstance, deps: BenchDeps): void {
  app.get('/_bench/plain', async () => {
    const products = deps.catalogue().filter((p) => p.availablefascias.includes('burton') && !p.isPremier);
    const withVideo = products.find((p) => p.hasVideo && p.hasSocialProof) ?? products.find((p) => p.hasVideo) ?? products[0];
    return { suggested: withVideo ? `/product/${withVideo.slug}` : null };
  });
  app.get<{ Params: { slug: string } }>('/_bench/plain/:slug', async (request, reply) => {
    const fascia = resolveFascia({ hostname: request.hostname });
    const page = await deps.productPage(fascia.key, request.params.slug);
    if (!page) return reply.code(404).send({ error: 'NOT_FOUND', message: 'unknown product' });
    const image = renderToString(
      <ShellI18n locale={fascia.locale}>
        <main className="sf-pdp">
          <section className="sf-pdp-gallery">
            <FirstImage product={page.product} colour={initialColour(page.product, undefined)} fascia={fascia} />
          </section>
        </main>
      </ShellI18n>,
    );
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="${fascia.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${fascia.name}</title><style>${deps.css}</style></head><body><div id="root">${image}</div></body></html>`;
  });
}
