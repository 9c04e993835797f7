/**
 * @jest-environment node
 */
// The search client against the page's own origin, a single host: an answer
// that fails once (a 5xx, a dropped connection) is asked for again, not shown
// to the shopper as "could not load products".
import { createServer, type Server } from 'node:http';
import { FASCIAS } from '../fascia/fascias';
import { searchClientFor } from './client';

let server: Server;
let port: number;
let failures: Array<'503' | 'drop'> = [];
let asked = 0;

// A server, so an origin, per test: the client keeps a failed host's state for a while.
beforeEach(async () => {
  asked = 0;
  server = createServer((request, response) => {
    asked++;
    const failure = failures.shift();
    if (failure === 'drop') return request.socket.destroy();
    if (failure === '503') {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"busy"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ results: [{ hits: [{ objectID: 'p1', name: 'Linen Shirt' }], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query: 'linen', params: '' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

const search = () =>
  searchClientFor(FASCIAS.burton, { hostname: '127.0.0.1', port: String(port), protocol: 'http:' }).search({ requests: [{ indexName: 'burton_products', query: 'linen' }] });

it('asks the origin again after a 5xx, and answers', async () => {
  failures = ['503'];
  const { results } = await search();
  expect(results[0]).toMatchObject({ nbHits: 1, hits: [{ name: 'Linen Shirt' }] });
  expect(asked).toBe(2);
});

it('asks the origin again after a dropped connection, and answers', async () => {
  failures = ['drop'];
  const { results } = await search();
  expect(results[0]).toMatchObject({ nbHits: 1 });
  expect(asked).toBe(2);
});

it('fails when the origin fails twice, having asked only twice', async () => {
  failures = ['503', '503'];
  await expect(search()).rejects.toThrow();
  expect(asked).toBe(2);
});
