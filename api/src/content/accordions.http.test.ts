// GET /_api/content/accordions: the request's fascia's delivery and returns
// accordions, in its language, the same for every shopper.
import { RETURNS_POLICIES, type AccordionContent } from '@storefront/shared-contracts';
import { startTestServer, type TestServer } from '../testing/server';
import { makeAccordionContent } from './accordions';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /_api/content/accordions', () => {
  it('answers the fascia’s content, cached privately per fascia', async () => {
    const response = await server.client().get('/_api/content/accordions?fascia=coast');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(response.headers.get('vary')).toContain('cookie');
    const content = (await response.json()) as AccordionContent;
    expect(content).toEqual(makeAccordionContent('coast'));
    expect(content.deliveryAccordion.methods[0]?.name).toBe('Livraison standard');
    expect(Object.keys(content.returnsAccordion).sort()).toEqual([...RETURNS_POLICIES].sort());
  });

  it('follows the fascia of the request, English without one', async () => {
    const oasis = (await (await server.client().get('/_api/content/accordions?fascia=oasis')).json()) as AccordionContent;
    expect(oasis.returnsAccordion.marketplace?.returnsMessage).toContain('Oasis');
    const plain = (await (await server.client().get('/_api/content/accordions')).json()) as AccordionContent;
    expect(plain.deliveryAccordion.methods[0]?.name).toBe('Standard delivery');
  });
});
