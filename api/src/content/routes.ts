// Content pages over HTTP:
//   GET  /_api/content/pages/*                    the published page (shoppers)
//   GET  /_api/content/accordions                 the product page's delivery and returns accordions
//   GET  /_api/content/editor/pages?fascia=       the fascia's pages (editors)
//   GET  /_api/content/editor/pages/*             draft, published and history
//   PUT  /_api/content/editor/pages/*             create or replace the draft
//   POST /_api/content/editor/pages/*/publish | unpublish | rollback
// Editors sign in like customers (POST /login); their writes send the
// session's csrf token in `x-csrf-token` and, like every write, pass the
// same-origin check of the routes' scope (src/http/sameOrigin.ts). Every
// editor answer carries the page's draft version (ETag and `draftVersion`);
// every write to an existing page sends it back in If-Match, so a write based
// on a page another editor has changed since is refused (409), not stored.
import { FASCIA_KEYS } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfMatches } from '../account';
import { CSRF_MESSAGE } from '../http/messages';
import type { ApiContext } from '../context';
import { HttpError, notFound, parseWith } from '../http/errors';
import { fasciaOf } from '../http/fascia';
import { makeAccordionContent } from './accordions';
import type { ContentService, EditorPage } from './contentService';
import { canEditContent, draftEtagOf, etagMatches, etagOf, parseContentPath, parseDraftIfMatch, parseEditorAction, rollbackBody } from './rules';

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export const FORBIDDEN_MESSAGE = 'Only editors can change content pages';

const sendEditorPage = (reply: FastifyReply, page: EditorPage) =>
  reply.header('cache-control', 'no-store').header('etag', draftEtagOf(page.draftVersion)).send(page);

export async function contentRoutes(app: FastifyInstance, { shopper }: ApiContext, content: ContentService) {
  app.get<{ Params: { '*': string } }>('/_api/content/pages/*', async (request, reply) => {
    const { fascia } = await shopper(request);
    const path = parseContentPath(request.params['*']);
    const page = path ? await content.published(fascia.key, path) : null;
    if (!page) throw notFound('PAGE_NOT_FOUND', `No content page "${request.params['*']}" is published for ${fascia.name}.`);
    const etag = etagOf(fascia.key, page.version);
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'cookie, host');
    if (etagMatches(header(request.headers['if-none-match']), etag)) return reply.status(304).send();
    return reply.send(page);
  });

  // The same for every shopper of a fascia (no session read): made once here, so a seed that does not fit stops the start.
  const accordions = new Map(FASCIA_KEYS.map((key) => [key, makeAccordionContent(key)]));
  app.get('/_api/content/accordions', async (request, reply) =>
    reply.header('cache-control', 'private, max-age=300').header('vary', 'cookie, host').send(accordions.get(fasciaOf(request).key)),
  );

  /** The signed-in editor: 401 for a guest, 403 FORBIDDEN for a customer; writes also need the csrf token (403 CSRF). */
  const editor = async (request: FastifyRequest, write: boolean) => {
    const who = await shopper(request);
    if (!who.user) throw new HttpError(401, 'SIGN_IN_REQUIRED', 'Please sign in as an editor.');
    if (!canEditContent(who.user)) throw new HttpError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE);
    if (write && !csrfMatches(who.session, header(request.headers['x-csrf-token']))) throw new HttpError(403, 'CSRF', CSRF_MESSAGE, 'csrf');
    return { user: who.user, fascia: who.fascia };
  };

  const editorPath = (raw: string) => {
    const path = parseContentPath(raw);
    if (!path) throw notFound('PAGE_NOT_FOUND', `"${raw}" is not a content page path (lower-case words joined by - or /).`);
    return path;
  };

  app.get('/_api/content/editor/pages', async (request, reply) => {
    const { fascia } = await editor(request, false);
    return reply.header('cache-control', 'no-store').send({ fascia: fascia.key, pages: await content.list(fascia.key) });
  });

  app.get<{ Params: { '*': string } }>('/_api/content/editor/pages/*', async (request, reply) => {
    const { fascia } = await editor(request, false);
    const path = editorPath(request.params['*']);
    const page = await content.editorPage(fascia.key, path);
    if (!page) throw notFound('PAGE_NOT_FOUND', `There is no content page "${path}" for ${fascia.name}.`);
    return sendEditorPage(reply, page);
  });

  app.put<{ Params: { '*': string } }>('/_api/content/editor/pages/*', async (request, reply) => {
    const { user, fascia } = await editor(request, true);
    const basedOn = parseDraftIfMatch(request.headers['if-match']);
    const path = parseContentPath(request.params['*']) ?? request.params['*'];
    // An invalid path is one of the problems validateContentPage names (400).
    return sendEditorPage(reply, await content.saveDraft(fascia.key, path, request.body, user.id, basedOn));
  });

  app.post<{ Params: { '*': string } }>('/_api/content/editor/pages/*', async (request, reply) => {
    const { user, fascia } = await editor(request, true);
    const target = parseEditorAction(request.params['*']);
    if (!target) throw notFound('NOT_FOUND', 'Use POST .../{path}/publish, .../unpublish or .../rollback.');
    const { path, action } = target;
    const basedOn = parseDraftIfMatch(request.headers['if-match']);
    const page =
      action === 'publish'
        ? await content.publish(fascia.key, path, user.id, basedOn)
        : action === 'unpublish'
          ? await content.unpublish(fascia.key, path, user.id, basedOn)
          : await content.rollback(fascia.key, path, parseWith(rollbackBody, request.body).version, user.id, basedOn);
    return sendEditorPage(reply, page);
  });
}
