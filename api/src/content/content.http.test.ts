// The content service over HTTP: delivery of seeded pages, the editor API
// (drafts kept apart, publish, rollback, validation), who may write, and two
// editors changing one page (each write names the draft version it was based
// on in If-Match).
import { FASCIA_KEYS, type FasciaKey, type LoginPageAnswer } from '@storefront/shared-contracts';
import sharp from 'sharp';
import { newCustomer } from '../testing/customers';
import { startTestServer, type TestClient, type TestServer } from '../testing/server';
import type { EditorPage } from './contentService';
import type { DeliveredContentPage } from './rules';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Signed {
  client: TestClient;
  csrf: string;
}

async function signIn(username: string, password: string): Promise<Signed> {
  const client = server.client();
  const { csrf } = (await (await client.get('/login')).json()) as LoginPageAnswer;
  const res = await client.postForm('/login', { csrf, username, password });
  expect(res.status).toBe(200);
  // The session is new after signing in: its own token.
  const after = (await (await client.get('/login')).json()) as LoginPageAnswer;
  return { client, csrf: after.csrf };
}

const editor = () => signIn('editor@example.com', 'Editor-pass-1');

const put = (who: Signed, path: string, body: unknown, headers: Record<string, string> = {}) =>
  who.client.send(`/_api/content/editor/pages/${path}`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-csrf-token': who.csrf, ...headers },
  });

const post = (who: Signed, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  who.client.postJson(`/_api/content/editor/pages/${path}`, body, { 'x-csrf-token': who.csrf, ...headers });

const published = async (path: string, fascia = 'burton') => server.client().get(`/_api/content/pages/${path}?fascia=${fascia}`);

/** The editor's view of a page and its ETag, as an editor client loads it before a change. */
async function load(who: Signed, path: string): Promise<{ page: EditorPage; etag: string | null }> {
  const res = await who.client.get(`/_api/content/editor/pages/${path}`);
  expect(res.status).toBe(200);
  return { page: (await res.json()) as EditorPage, etag: res.headers.get('etag') };
}

const ifMatch = (draftVersion: number) => ({ 'if-match': `"${draftVersion}"` });

/**
 * Runs requests sent at once with the database held until they have all
 * arrived: the embedded database then runs their statements turn about, so a
 * version check made apart from its write would let two writes through.
 */
async function alongside<T>(send: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const holding = server.api.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
  const answers = send();
  await new Promise((resolve) => setTimeout(resolve, 300));
  release();
  await holding;
  return answers;
}

interface ErrorAnswer {
  error: string;
  message: string;
  field?: string;
  draftVersion?: number;
  lastChange?: EditorPage['lastChange'];
}

const page = (title: string, text: string) => ({ title, sections: [{ id: 'intro', type: 'text', text }] });

describe('delivery', () => {
  it('answers a seeded page with its version, ETag and sections', async () => {
    const res = await published('home', 'coast');
    expect(res.status).toBe(200);
    const body = (await res.json()) as DeliveredContentPage;
    expect(body).toMatchObject({ path: 'home', title: 'Coast : nouvelle saison', version: 1 });
    expect(body.sections[0]).toMatchObject({ type: 'heroBanner', image: { src: '/images/content/hero-coast-home.jpg' } });
    expect(new Date(body.publishedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(res.headers.get('etag')).toBe('"coast-1"');
    const again = await server.client().send('/_api/content/pages/home?fascia=coast', { headers: { 'if-none-match': '"coast-1"' } });
    expect(again.status).toBe(304);
  });

  it('answers nested paths: brand landing pages and size guides', async () => {
    expect((await published('brands/coast')).status).toBe(200);
    const guide = await published('brands/harbour-and-co/informational/size-guide', 'wallis');
    expect(((await guide.json()) as DeliveredContentPage).title).toBe('Maattabel Harbour & Co');
  });

  it('answers 404 with a readable message for an unknown or malformed path', async () => {
    const res = await published('no/such-page');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'PAGE_NOT_FOUND', message: 'No content page "no/such-page" is published for Burton.' });
    expect((await published('Bad%20Path')).status).toBe(404);
  });

  it('sanitises HTML on delivery (the seed stores a script, a handler and a javascript: link)', async () => {
    const body = (await (await published('informational/returns')).json()) as DeliveredContentPage;
    const html = body.sections.find((s) => s.type === 'html') as { html: string };
    expect(html.html).toContain('<a href="mailto:help@example.com">');
    expect(html.html).not.toMatch(/<script|onclick|javascript:/i);
    const { draft } = await (await editor()).client.get('/_api/content/editor/pages/informational/returns').then((r) => r.json() as Promise<EditorPage>);
    expect(JSON.stringify(draft)).toContain('<script>');
  });

  it('leaves out a stored section that no longer parses', async () => {
    await server.api.db.query(
      `UPDATE content_page_versions SET sections = sections || '[{"id":"broken","type":"text"}]'::jsonb WHERE fascia = 'oasis' AND path = 'cms-404'`,
    );
    const body = (await (await published('cms-404', 'oasis')).json()) as DeliveredContentPage;
    expect(body.sections.map((s) => s.id)).toEqual(['message', 'help', 'links']);
  });

  it('is offered to the shell in process', async () => {
    const page = await server.api.services.getContentPage('wallis', 'informational/returns');
    expect(page).toMatchObject({ path: 'informational/returns', title: 'Retourneren en terugbetalen', version: 1 });
    expect(await server.api.services.getContentPage('wallis', 'nope')).toBeNull();
    expect(await server.api.services.getContentPage('wallis', '../x')).toBeNull();
  });
});

describe("a product page's editorial cards", () => {
  const seededCategories = ['womens-dresses', 'mens-shirts', 'beauty-foundation'];
  const cardTitles: Record<FasciaKey, string> = {
    burton: 'From the journal',
    dorothyperkins: 'From the journal',
    coast: 'Extraits du journal',
    wallis: 'Uit het journaal',
    oasis: 'Från journalen',
  };

  // The product content widget asks for pdp/{the product's most specific category}, then pdp/default.
  it.each(FASCIA_KEYS)('%s: a product in a category without a page of its own gets pdp/default, in the fascia\'s language', async (fascia) => {
    const product = server.api.catalogue.productsIn(fascia).find((p) => !seededCategories.includes(p.categories.at(-1)!.slug))!;
    const category = product.categories.at(-1)!.slug;
    expect((await published(`pdp/${category}`, fascia)).status).toBe(404);

    const res = await published('pdp/default', fascia);
    expect(res.status).toBe(200);
    const body = (await res.json()) as DeliveredContentPage;
    expect(body.sections.map((s) => s.type)).toEqual(['blogCards', 'contentGrid']);
    expect(body.sections[0]).toMatchObject({ title: cardTitles[fascia] });
    // Its cards' links to content pages lead to pages the fascia has.
    const hrefs = body.sections.flatMap((s) => (s as unknown as { items: Array<{ href: string }> }).items.map((item) => item.href));
    const pages = hrefs.filter((href) => href.startsWith('/pages/')).map((href) => href.slice('/pages/'.length));
    expect(pages.length).toBeGreaterThan(0);
    for (const path of pages) expect([path, (await published(path, fascia)).status]).toEqual([path, 200]);
  });
});

describe('editor API', () => {
  it('lists the fascia pages', async () => {
    const { client } = await editor();
    const res = await client.get('/_api/content/editor/pages?fascia=oasis');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { fascia: string; pages: Array<{ path: string; publishedVersion: number | null; hasUnpublishedChanges: boolean }> };
    expect(body.fascia).toBe('oasis');
    expect(body.pages.find((p) => p.path === 'brand-room')).toMatchObject({ draftVersion: 1, publishedVersion: 1, hasUnpublishedChanges: false, title: 'Märkesrummet' });
  });

  it('keeps a draft unseen until published, publishes a new version, rolls back to the old one', async () => {
    const who = await editor();
    const path = 'informational/gift-cards';
    // A new page needs no If-Match; every later write names the draft version the previous answer gave.
    const saved = await put(who, `${path}?fascia=burton`, page('Gift cards', 'First text'));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as EditorPage)).toMatchObject({ draftVersion: 1, draft: { title: 'Gift cards', updatedBy: 'editor-0001' }, published: null, history: [] });
    expect((await published(path)).status).toBe(404);

    const publishedFirst = await post(who, `${path}/publish?fascia=burton`, {}, ifMatch(1));
    expect(publishedFirst.status).toBe(200);
    expect(((await publishedFirst.json()) as EditorPage).draftVersion).toBe(2);
    const v1 = (await (await published(path)).json()) as DeliveredContentPage;
    expect(v1).toMatchObject({ title: 'Gift cards', version: 1, sections: [{ id: 'intro', text: 'First text' }] });

    expect((await put(who, `${path}?fascia=burton`, page('Gift cards', 'Second text'), ifMatch(2))).status).toBe(200);
    expect(((await (await published(path)).json()) as DeliveredContentPage).version).toBe(1);
    const afterPublish = (await (await post(who, `${path}/publish?fascia=burton`, {}, ifMatch(3))).json()) as EditorPage;
    expect(afterPublish).toMatchObject({ draftVersion: 4, published: { version: 2 } });
    const v2 = await published(path);
    expect(v2.headers.get('etag')).toBe('"burton-2"');
    expect(((await v2.json()) as DeliveredContentPage).sections[0]).toMatchObject({ text: 'Second text' });

    const rolled = await post(who, `${path}/rollback?fascia=burton`, { version: 1 }, ifMatch(4));
    expect(rolled.status).toBe(200);
    const history = ((await rolled.json()) as EditorPage).history;
    expect(history.map((h) => [h.version, h.source, h.rolledBackFrom ?? null, h.current])).toEqual([
      [3, 'rollback', 1, true],
      [2, 'publish', null, false],
      [1, 'publish', null, false],
    ]);
    const v3 = (await (await published(path)).json()) as DeliveredContentPage;
    expect(v3).toMatchObject({ version: 3, sections: [{ text: 'First text' }] });

    const detail = (await (await who.client.get(`/_api/content/editor/pages/${path}?fascia=burton`)).json()) as EditorPage;
    expect(detail).toMatchObject({ draft: { sections: [{ text: 'Second text' }] }, hasUnpublishedChanges: true });

    expect((await post(who, `${path}/rollback?fascia=burton`, { version: 9 }, ifMatch(5))).status).toBe(404);
    const unpublished = await post(who, `${path}/unpublish?fascia=burton`, {}, ifMatch(5));
    expect(unpublished.status).toBe(200);
    expect(((await unpublished.json()) as EditorPage).lastChange).toMatchObject({ action: 'unpublish', by: 'editor-0001' });
    expect((await published(path)).status).toBe(404);
  });

  it('refuses an invalid section with 400 naming section and field, and stores nothing', async () => {
    const who = await editor();
    const before = (await (await who.client.get('/_api/content/editor/pages/brand-room?fascia=coast')).json()) as EditorPage;
    const res = await put(who, 'brand-room?fascia=coast', {
      title: 'Brand room',
      sections: [
        { id: 'ok', type: 'text', text: 'Fine' },
        { id: 'hero', type: 'heroBanner', image: { src: '/images/content/hero-x.jpg', alt: 'x' }, links: [{ label: 'Go', href: 'javascript:alert(1)' }] },
      ],
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string; problems: Array<{ field: string; section: number }> };
    expect(body.error).toBe('INVALID_SECTION');
    expect(body.message).toBe('section 2 (heroBanner) links.0.href: must be a path on this site or an http(s) address');
    expect(body.problems).toEqual([expect.objectContaining({ field: 'sections.1.links.0.href', section: 1, sectionType: 'heroBanner' })]);
    const after = (await (await who.client.get('/_api/content/editor/pages/brand-room?fascia=coast')).json()) as EditorPage;
    expect(after.draft).toEqual(before.draft);
  });

  it('sanitises HTML when a draft is saved', async () => {
    const who = await editor();
    const res = await put(who, 'informational/html-test', { title: 'HTML', sections: [{ id: 'h', type: 'html', html: '<p onclick="x()">Hi</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>' }] });
    expect(((await res.json()) as EditorPage).draft?.sections).toEqual([{ id: 'h', type: 'html', html: '<p>Hi</p>' }]);
  });
});

describe('two editors changing one page', () => {
  it('answers the draft version with every read and write, as the ETag and as draftVersion', async () => {
    const who = await editor();
    const { page: seeded, etag } = await load(who, 'brand-room?fascia=wallis');
    expect(seeded).toMatchObject({ draftVersion: 1, lastChange: { action: 'seed', by: 'seed' } });
    expect(etag).toBe('"1"');
    const saved = await put(who, 'brand-room?fascia=wallis', { title: seeded.draft!.title, sections: seeded.draft!.sections }, ifMatch(1));
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"2"');
    expect(((await saved.json()) as EditorPage).draftVersion).toBe(2);
    const list = (await (await who.client.get('/_api/content/editor/pages?fascia=wallis')).json()) as { pages: Array<{ path: string; draftVersion: number }> };
    expect(list.pages.find((p) => p.path === 'brand-room')?.draftVersion).toBe(2);
  });

  it('refuses a save, publish, unpublish or rollback based on a version the page has moved on from: 409 DRAFT_CHANGED naming the current version and who changed it, nothing stored', async () => {
    const first = await editor();
    const second = await editor();
    const path = 'informational/stale-write';
    expect((await put(first, `${path}?fascia=burton`, page('Stale', 'Original'))).status).toBe(200);
    expect((await post(first, `${path}/publish?fascia=burton`, {}, ifMatch(1))).status).toBe(200);
    // Both editors load version 2; the first saves, the second's writes are still based on 2.
    expect((await load(second, `${path}?fascia=burton`)).page.draftVersion).toBe(2);
    expect((await put(first, `${path}?fascia=burton`, page('Stale', 'First editor'), ifMatch(2))).status).toBe(200);

    const stale = await put(second, `${path}?fascia=burton`, page('Stale', 'Second editor'), ifMatch(2));
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as ErrorAnswer;
    expect(body).toMatchObject({ error: 'DRAFT_CHANGED', field: 'If-Match', draftVersion: 3, lastChange: { action: 'save', by: 'editor-0001' } });
    expect(Date.now() - new Date(body.lastChange!.at).getTime()).toBeLessThan(60_000);
    expect(body.message).toBe(
      `Page "${path}" has changed since you loaded version 2: it is at version 3 now (draft saved by editor@example.com at ${body.lastChange!.at}). ` +
        'Nothing was stored: load the page again and redo your change on it.',
    );
    for (const [action, data] of [['publish', {}], ['unpublish', {}], ['rollback', { version: 1 }]] as const) {
      const res = await post(second, `${path}/${action}?fascia=burton`, data, ifMatch(2));
      expect([action, res.status, ((await res.json()) as ErrorAnswer).error]).toEqual([action, 409, 'DRAFT_CHANGED']);
    }

    const after = (await load(first, `${path}?fascia=burton`)).page;
    expect(after).toMatchObject({ draftVersion: 3, draft: { sections: [{ text: 'First editor' }] }, published: { version: 1 } });
    expect(after.history).toHaveLength(1);
    expect(((await (await published(path)).json()) as DeliveredContentPage).sections[0]).toMatchObject({ text: 'Original' });

    // Loaded again, the second editor's change goes through on the current version.
    const current = await load(second, `${path}?fascia=burton`);
    const redone = await put(second, `${path}?fascia=burton`, page('Stale', 'Second editor'), { 'if-match': current.etag! });
    expect(redone.status).toBe(200);
    expect(((await redone.json()) as EditorPage)).toMatchObject({ draftVersion: 4, draft: { sections: [{ text: 'Second editor' }] } });
  });

  it('answers 428 VERSION_REQUIRED to a write to an existing page without If-Match, and 400 to a malformed one; nothing stored', async () => {
    const who = await editor();
    const path = 'informational/returns';
    const before = (await load(who, `${path}?fascia=coast`)).page;
    const res = await put(who, `${path}?fascia=coast`, page('Overwritten', 'Overwritten'));
    expect(res.status).toBe(428);
    expect(await res.json()).toEqual({
      error: 'VERSION_REQUIRED',
      field: 'If-Match',
      message:
        `Page "${path}" already exists: send If-Match with the draftVersion you loaded (GET /_api/content/editor/pages/${path} gives it, also as its ETag), ` +
        'so that a change another editor made meanwhile is not overwritten. Nothing was stored.',
    });
    for (const [action, data] of [['publish', {}], ['unpublish', {}], ['rollback', { version: 1 }]] as const) {
      const write = await post(who, `${path}/${action}?fascia=coast`, data);
      expect([action, write.status, ((await write.json()) as ErrorAnswer).error]).toEqual([action, 428, 'VERSION_REQUIRED']);
    }
    for (const malformed of ['1', '*', '"one"']) {
      const write = await put(who, `${path}?fascia=coast`, page('Overwritten', 'Overwritten'), { 'if-match': malformed });
      expect([malformed, write.status, ((await write.json()) as ErrorAnswer).error]).toEqual([malformed, 400, 'INVALID_VERSION']);
    }
    expect((await load(who, `${path}?fascia=coast`)).page).toEqual(before);
    expect((await published(path, 'coast')).status).toBe(200);
  });

  it('stores exactly one of two saves sent at once on the same version; the other is 409 DRAFT_CHANGED', async () => {
    const [first, second] = await Promise.all([editor(), editor()]);
    const path = 'informational/race';
    expect((await put(first, `${path}?fascia=burton`, page('Race', 'Start'))).status).toBe(200);
    const answers = await alongside(() =>
      Promise.all([
        put(first, `${path}?fascia=burton`, page('Race', 'From the first'), ifMatch(1)),
        put(second, `${path}?fascia=burton`, page('Race', 'From the second'), ifMatch(1)),
      ]),
    );
    const statuses = answers.map((res) => res.status);
    expect([...statuses].sort()).toEqual([200, 409]);
    expect(((await answers[statuses.indexOf(409)]!.json()) as ErrorAnswer)).toMatchObject({ error: 'DRAFT_CHANGED', draftVersion: 2 });
    const winner = statuses[0] === 200 ? 'From the first' : 'From the second';
    expect((await load(first, `${path}?fascia=burton`)).page).toMatchObject({ draftVersion: 2, draft: { sections: [{ text: winner }] } });
  });

  it('publishes once when two publishes are sent at once on the same version', async () => {
    const [first, second] = await Promise.all([editor(), editor()]);
    const path = 'informational/publish-race';
    expect((await put(first, `${path}?fascia=burton`, page('Publish race', 'Text'))).status).toBe(200);
    const statuses = await alongside(() => Promise.all([first, second].map(async (who) => (await post(who, `${path}/publish?fascia=burton`, {}, ifMatch(1))).status)));
    expect(statuses.sort()).toEqual([200, 409]);
    const after = (await load(first, `${path}?fascia=burton`)).page;
    expect(after.draftVersion).toBe(2);
    expect(after.history.map((h) => [h.version, h.source])).toEqual([[1, 'publish']]);
  });

  it('creates a new page once when two editors create it at once; the other is told it exists (428)', async () => {
    const [first, second] = await Promise.all([editor(), editor()]);
    const path = 'informational/created-twice';
    const [a, b] = await alongside(() => Promise.all([put(first, `${path}?fascia=burton`, page('Twice', 'First')), put(second, `${path}?fascia=burton`, page('Twice', 'Second'))]));
    expect([a.status, b.status].sort()).toEqual([200, 428]);
    const winner = a.status === 200 ? 'First' : 'Second';
    expect((await load(first, `${path}?fascia=burton`)).page).toMatchObject({ draftVersion: 1, draft: { sections: [{ text: winner }] } });
  });
});

describe('who may change content', () => {
  it('answers 401 without signing in', async () => {
    const client = server.client();
    expect((await client.get('/_api/content/editor/pages')).status).toBe(401);
    const res = await client.send('/_api/content/editor/pages/home', { method: 'PUT', body: JSON.stringify(page('x', 'y')), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(401);
  });

  it('refuses a customer with 403 FORBIDDEN and stores nothing', async () => {
    const customer = await signIn('test.customer@example.com', 'Password123!');
    const res = await put(customer, 'home?fascia=burton', page('Hacked', 'Hacked'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'FORBIDDEN', message: 'Only editors can change content pages' });
    expect((await post(customer, 'home/unpublish?fascia=burton')).status).toBe(403);
    expect((await customer.client.get('/_api/content/editor/pages')).status).toBe(403);
    const other = await newCustomer(server);
    expect((await other.client.get('/_api/content/editor/pages/home')).status).toBe(403);
    const home = (await (await published('home')).json()) as DeliveredContentPage;
    expect(home.title).toBe('Burton: new season');
    expect(home.version).toBe(1);
  });

  it('refuses an editor write without the csrf token, or from another site, and stores nothing', async () => {
    const who = await editor();
    const noToken = await who.client.send('/_api/content/editor/pages/home?fascia=burton', { method: 'PUT', body: JSON.stringify(page('x', 'y')), headers: { 'content-type': 'application/json' } });
    expect(noToken.status).toBe(403);
    expect(await noToken.json()).toMatchObject({ error: 'CSRF' });
    const wrongToken = await post({ ...who, csrf: 'not-the-token' }, 'home/unpublish?fascia=burton');
    expect(wrongToken.status).toBe(403);
    const crossSite = await put(who, 'home?fascia=burton', page('x', 'y'), { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: 'CROSS_SITE_REQUEST' });
    const fetchSite = await post(who, 'home/unpublish?fascia=burton', {}, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.status).toBe(403);
    const detail = (await (await who.client.get('/_api/content/editor/pages/home?fascia=burton')).json()) as EditorPage;
    expect(detail.draft?.title).toBe('Burton: new season');
    expect(detail.published?.version).toBe(1);
  });
});

describe('GET /images/content/{name}.jpg', () => {
  it('renders a JPEG at the asked width, shaped by the name, the same each time', async () => {
    const hero = await server.client().get('/images/content/hero-coast-home.jpg?w=640&q=80');
    expect(hero.status).toBe(200);
    expect(hero.headers.get('content-type')).toBe('image/jpeg');
    expect(hero.headers.get('cache-control')).toContain('max-age=2592000');
    const bytes = Buffer.from(await hero.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 640, height: 360, format: 'jpeg' });
    const card = Buffer.from(await (await server.client().get('/images/content/card-coast-womens.jpg?w=320')).arrayBuffer());
    expect(await sharp(card).metadata()).toMatchObject({ width: 320, height: 400 });
    const again = Buffer.from(await (await server.client().get('/images/content/hero-coast-home.jpg?w=640&q=80')).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it('answers 400 for a bad size and 404 for a bad name', async () => {
    expect((await server.client().get('/images/content/hero-a.jpg?w=5')).status).toBe(400);
    expect((await server.client().get('/images/content/Bad_Name.jpg')).status).toBe(404);
    expect((await server.client().get('/images/content/hero-a.png')).status).toBe(404);
  });
});
