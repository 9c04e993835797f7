/**
 * @jest-environment node
 */
// The product page's document carries the product without Product.related; the
// bundles widget reads it from the api on the same origin.
import { apiPaths, type ProductRelated } from '@storefront/shared-contracts';
import { bootOf, shellForTheseTests } from './testing/shell';

const shell = shellForTheseTests();

it('leaves the related products out of the boot data, and the same origin answers them for the bundles widget', async () => {
  const document = await shell().inject({ method: 'GET', url: '/product/midi-wrap-dress-navy-10001' });
  expect(document.statusCode).toBe(200);
  const page = bootOf(document.body).page!;
  expect(page.product.slug).toBe('midi-wrap-dress-navy-10001');
  expect(page.product.variants.length).toBeGreaterThan(0);
  expect(page.product).not.toHaveProperty('related');

  const answer = await shell().inject({ method: 'GET', url: apiPaths.related(page.product.id) });
  expect(answer.statusCode).toBe(200);
  const related = answer.json<ProductRelated>();
  expect(related.influencer?.header).toBe('Styled by @ellie.wears');
  // None of it reached the document.
  expect(document.body).not.toContain('Styled by @ellie.wears');
});
