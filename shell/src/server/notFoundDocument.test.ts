/**
 * @jest-environment node
 */
// An unknown product, content page or address answers 404 with the CMS 404
// page's sections; with none published, "Unexpected Error" and the raw error
// (specs 2 §2 and 3 §1).
import type { InjectOptions } from 'fastify';
import type { LoginPageAnswer } from '@storefront/shared-contracts';
import { bootOf, shellForTheseTests } from './testing/shell';

const shell = shellForTheseTests();

const page = async (url: string) => {
  const res = await shell().inject({ method: 'GET', url });
  return { status: res.statusCode, boot: bootOf(res.body), title: /<title>([^<]*)<\/title>/.exec(res.body)?.[1] };
};

/** Signs in as the seeded editor and unpublishes the fascia's CMS 404 page. */
async function unpublishCms404(fascia: string) {
  const cookies = new Map<string, string>();
  const send = async (options: InjectOptions & { headers?: Record<string, string> }) => {
    const res = await shell().inject({ ...options, headers: { ...options.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.cookies) cookies.set(c.name, c.value);
    return res;
  };
  const csrf = async () => (await send({ method: 'GET', url: '/login' })).json<LoginPageAnswer>().csrf;
  const login = await send({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
    payload: new URLSearchParams({ csrf: await csrf(), username: 'editor@example.com', password: 'Editor-pass-1' }).toString(),
  });
  expect(login.statusCode).toBe(200);
  const token = await csrf();
  const loaded = await send({ method: 'GET', url: `/_api/content/editor/pages/cms-404?fascia=${fascia}` });
  const unpublished = await send({
    method: 'POST',
    url: `/_api/content/editor/pages/cms-404/unpublish?fascia=${fascia}`,
    headers: { 'x-csrf-token': token, 'if-match': loaded.headers.etag as string, origin: 'http://localhost:80', 'content-type': 'application/json' },
    payload: '{}',
  });
  expect(unpublished.statusCode).toBe(200);
}

it("shows the CMS 404 page for a product the fascia does not have, as for an unknown address", async () => {
  for (const url of ['/product/no-such-product-anywhere', '/no/such/page', '/pages/no-such-page']) {
    const { status, boot, title } = await page(url);
    expect({ url, status, route: boot.route.name, title }).toEqual({ url, status: 404, route: 'content', title: 'Page not found | Burton' });
    expect(boot.content?.sections[0]).toMatchObject({ type: 'liveText', title: "Sorry, we can't find that page" });
    expect(boot.error).toBeUndefined();
  }
  const coast = await page('/product/no-such-product-anywhere?fascia=coast');
  expect(coast.title).toBe('Page introuvable | Coast');
});

it('shows the CMS 404 page for an address that cannot be decoded, not the router\'s JSON; the api\'s keep their 400', async () => {
  for (const url of ['/product/%ZZ', '/pages/%C3%28', '/%E0%A4%A?fascia=burton']) {
    const res = await shell().inject({ method: 'GET', url });
    expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ url, status: 404, type: 'text/html; charset=utf-8' });
    expect(/<title>([^<]*)<\/title>/.exec(res.body)?.[1]).toBe('Page not found | Burton');
    expect(bootOf(res.body).content?.sections[0]).toMatchObject({ type: 'liveText', title: "Sorry, we can't find that page" });
  }
  const api = await shell().inject({ method: 'GET', url: '/_api/products/%ZZ' });
  expect(api.statusCode).toBe(400);
  expect(api.json<{ message: string }>().message).toBe("'/_api/products/%ZZ' is not a valid url component");
});

it('shows "Unexpected Error" and the raw error when the fascia publishes no CMS 404 page', async () => {
  await unpublishCms404('dorothyperkins');
  const product = await page('/product/no-such-product-anywhere?fascia=dorothyperkins');
  expect(product).toMatchObject({ status: 404, title: 'Unexpected Error' });
  expect(product.boot.route.name).toBe('notFound');
  expect(product.boot.error).toBe('404: no product "no-such-product-anywhere" in Dorothy Perkins');
  expect(product.boot.content).toBeUndefined();

  const address = await page('/no/such/page?fascia=dorothyperkins');
  expect(address).toMatchObject({ status: 404, title: 'Unexpected Error' });
  expect(address.boot.error).toContain('/no/such/page');
  // Another fascia's CMS 404 page is its own, and still published.
  expect((await page('/product/no-such-product-anywhere?fascia=burton')).boot.route.name).toBe('content');
});
