// The media endpoints over HTTP: 3D viewer page, try-on vendor stand-in, video clips.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  // Clips made by this suite go to a fresh folder, so it proves they can be made.
  process.env.STOREFRONT_VIDEO_CACHE = mkdtempSync(join(tmpdir(), 'sf-videos-'));
  server = await startTestServer();
});
afterAll(() => server.close());

const productWith = (test: (p: TestServer['api']['catalogue']['products'][number]) => boolean) => {
  const found = server.api.catalogue.products.find(test);
  if (!found) throw new Error('no such product in the catalogue');
  return found;
};

describe('GET /_api/3d/viewer/{id}', () => {
  it('answers a self-contained page for a product with a 3D id, allowed to run only its own script', async () => {
    const product = productWith((p) => p.voxeloID !== undefined);
    const res = await server.client().get(`/_api/3d/viewer/${product.voxeloID}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    const html = await res.text();
    expect(html).toContain(`<title>3D view: ${product.name}</title>`);
    expect(html).toContain(`/images/products/${product.key}/0.jpg`);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1];
    expect(html).toContain(`<script nonce="${nonce}">`);
  });

  it('answers 404 with a readable message for an unknown or malformed id', async () => {
    for (const id of ['vx-nope', 'vx%3Cscript%3E', '..%2F..%2Fetc']) {
      const res = await server.client().get(`/_api/3d/viewer/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'VIEWER_NOT_FOUND', message: 'There is no 3D view for this product.' });
    }
  });
});

describe('try-on vendor stand-in', () => {
  it('serves the vendor script as JavaScript defining window.StorefrontTryOn', async () => {
    const res = await server.client().get('/_api/tryon/vendor.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await res.text();
    expect(script).toContain('window.StorefrontTryOn = api');
    // The script must at least parse.
    expect(() => new Function(script)).not.toThrow();
  });

  it('says makeup and foundation shades are available, other skus are not', async () => {
    const foundation = productWith((p) => p.category.slug === 'beauty-foundation').variants[0]!.sku;
    const dress = productWith((p) => p.category.slug === 'womens-dresses').variants[0]!.sku;
    expect(await (await server.client().get(`/_api/tryon/availability?sku=${foundation}`)).json()).toEqual({ sku: foundation, available: true });
    expect(await (await server.client().get(`/_api/tryon/availability?sku=${dress}`)).json()).toEqual({ sku: dress, available: false });
    expect(await (await server.client().get('/_api/tryon/availability?sku=NOPE')).json()).toEqual({ sku: 'NOPE', available: false });
  });

  it('answers 400 without a sku', async () => {
    const res = await server.client().get('/_api/tryon/availability');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'INVALID_SKU', field: 'sku' });
  });
});

describe('GET /media/video/{key}/{profile}', () => {
  const withVideo = () => productWith((p) => p.hasVideo);

  it.each([
    ['mp4_720p_no_audio', 'video/mp4'],
    ['webm_720p', 'video/webm'],
    ['mp4_480p', 'video/mp4'],
    ['webm_480p', 'video/webm'],
  ])('serves a real %s clip as %s', async (profile, type) => {
    const res = await server.client().get(`/media/video/${withVideo().key}/${profile}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    if (type === 'video/mp4') expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // WebM files open with the EBML magic number.
    else expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it('answers byte ranges with 206 and refuses ranges past the end with 416', async () => {
    const path = `/media/video/${withVideo().key}/mp4_480p`;
    const full = Buffer.from(await (await server.client().get(path)).arrayBuffer());
    const send = (range: string) => fetch(`${server.url}${path}`, { headers: { range } });

    const part = await send('bytes=0-99');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${full.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(full.subarray(0, 100));

    const tail = await send('bytes=-10');
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(full.subarray(full.length - 10));

    const past = await send(`bytes=${full.length}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${full.length}`);
  });

  it('answers 404 for an unknown product, a product without video or an unknown profile', async () => {
    const without = productWith((p) => !p.hasVideo);
    for (const path of [`/media/video/NOPE/mp4_480p`, `/media/video/${without.key}/mp4_480p`, `/media/video/${withVideo().key}/mp4_4k`]) {
      const res = await server.client().get(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'VIDEO_NOT_FOUND' });
    }
  });
});
