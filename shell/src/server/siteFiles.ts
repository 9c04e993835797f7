// The addresses beside the documents: /remotes.json (the live registry),
// /favicon.ico, /robots.txt and /sitemap.xml.
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '@storefront/api';
import type { Registry } from '../registry/registry';
import { robotsTxt, sitemapXml } from '../seo/sitemap';
import { originOf, type FasciaOf } from './requestContext';

interface SiteFileDeps {
  registryOf: () => Promise<Registry>;
  fasciaOf: FasciaOf;
  services: ApiServices;
}

export function registerSiteFiles(app: FastifyInstance, { registryOf, fasciaOf, services }: SiteFileDeps): void {
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').header('Access-Control-Allow-Origin', '*');
    return registryOf();
  });

  // No brand icon yet: answer without a body rather than a 404 page.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).header('Cache-Control', 'public, max-age=86400').send());

  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return robotsTxt(originOf(request));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const fascia = fasciaOf(request, reply);
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return sitemapXml(originOf(request), fascia.key, await services.getCatalogue());
  });
}
