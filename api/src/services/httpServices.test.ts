// The shell's calls to the api over HTTP try once more after a dropped
// connection or a gateway's brief 502-504, and never after anything else.
import { ApiCallError, createHttpServices } from './httpServices';

const PAGE = { product: { id: '10001' }, badges: [], socialProof: null };
const answer = (status: number, body: unknown = { data: PAGE }) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that gives the answers in turn (an Error is thrown), counting the calls. */
function fetchGiving(...answers: Array<Response | Error>) {
  const calls: string[] = [];
  const fetch = (async (url: URL | string) => {
    calls.push(String(url));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const services = (fetch: typeof globalThis.fetch) => createHttpServices({ apiUrl: 'http://api.internal:3100', fetch });

describe('createHttpServices, when the api falters', () => {
  it('asks again after a dropped connection and gives the second answer', async () => {
    const { fetch, calls } = fetchGiving(new TypeError('fetch failed'), answer(200));
    await expect(services(fetch).getProductPage('burton', 'midi-wrap-dress')).resolves.toEqual(PAGE);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toBe(calls[0]);
  });

  it.each([502, 503, 504])('asks again after a %i', async (status) => {
    const { fetch, calls } = fetchGiving(answer(status, { message: 'upstream restarting' }), answer(200));
    await expect(services(fetch).getProductPage('burton', 'midi-wrap-dress')).resolves.toEqual(PAGE);
    expect(calls).toHaveLength(2);
  });

  it('gives up after the second attempt, naming the status', async () => {
    const { fetch, calls } = fetchGiving(answer(503), answer(503), answer(200));
    const call = services(fetch).getContentPage('burton', 'home');
    await expect(call).rejects.toThrow(ApiCallError);
    await expect(call).rejects.toMatchObject({ status: 503, message: expect.stringMatching(/content-page with 503/) });
    expect(calls).toHaveLength(2);
  });

  it.each([400, 404, 500])('does not ask again after a %i', async (status) => {
    const { fetch, calls } = fetchGiving(answer(status, { message: 'no' }), answer(200));
    await expect(services(fetch).listProductSlugs('burton')).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });

  it('does not ask again once the time limit has passed', async () => {
    const calls: string[] = [];
    const slow = (async (url: URL | string, init?: RequestInit) => {
      calls.push(String(url));
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }) as typeof globalThis.fetch;
    const call = createHttpServices({ apiUrl: 'http://api.internal:3100', fetch: slow, timeoutMs: 50 }).getBag(undefined, 'burton');
    await expect(call).rejects.toThrow(/did not answer/);
    expect(calls).toHaveLength(1);
  });
});
