// Product images are generated offline and served at the asked width and quality.
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../testing/server';
import { parseImageQuery } from './imageService';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('parseImageQuery', () => {
  it('accepts widths 64..1600 and qualities 80 and 95 only', () => {
    expect(parseImageQuery({ w: '640', q: '95' })).toEqual({ width: 640, quality: 95 });
    expect(parseImageQuery({})).toEqual({ width: 640, quality: 80 });
    expect(parseImageQuery({ w: '10' })).toMatch(/w must be/);
    expect(parseImageQuery({ w: '640', q: '50' })).toBe('q must be 80 or 95');
  });
});

describe('GET /images/products/{key}/{index}.jpg', () => {
  it('serves a JPEG of the asked width, cached for long, lighter at quality 80 than 95', async () => {
    const key = server.api.catalogue.products[0]!.key;
    const q80 = await server.client().get(`/images/products/${key}/0.jpg?w=320&q=80`);
    expect(q80.status).toBe(200);
    expect(q80.headers.get('content-type')).toBe('image/jpeg');
    expect(q80.headers.get('cache-control')).toContain('max-age=2592000');
    const bytes80 = Buffer.from(await q80.arrayBuffer());
    expect((await sharp(bytes80).metadata()).width).toBe(320);
    const bytes95 = Buffer.from(await (await server.client().get(`/images/products/${key}/0.jpg?w=320&q=95`)).arrayBuffer());
    expect(bytes95.length).toBeGreaterThan(bytes80.length);
  });

  it('answers 400 for a bad size and 404 for an unknown product or image', async () => {
    const key = server.api.catalogue.products[0]!.key;
    expect((await server.client().get(`/images/products/${key}/0.jpg?w=99999`)).status).toBe(400);
    expect((await server.client().get('/images/products/NOPE/0.jpg')).status).toBe(404);
    expect((await server.client().get(`/images/products/${key}/999.jpg`)).status).toBe(404);
  });
});
