/**
 * @jest-environment node
 */
// A listing page's document is titled as the page is headed: the category's name,
// not its address's slug; an empty search names all products.
import { shellForTheseTests } from './testing/shell';

const shell = shellForTheseTests();

const titleOf = async (url: string) => {
  const res = await shell().inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return /<title>([^<]*)<\/title>/.exec(res.body)?.[1];
};
const headingOf = async (url: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec((await shell().inject({ method: 'GET', url })).body)?.[1];

it("titles a category page with the category's name, as its heading says", async () => {
  expect(await titleOf('/categories/womens-dresses')).toBe('Dresses | Burton');
  expect(await headingOf('/categories/womens-dresses')).toBe('Dresses');
});

it('titles a search with the words searched for, and an empty search with all products', async () => {
  expect(await titleOf('/search?q=dress')).toBe('Search results for “dress” | Burton');
  expect(await titleOf('/search')).toBe('All products | Burton');
});

it('titles a category page without first results (sorted) with its slug in words', async () => {
  expect(await titleOf('/categories/womens-dresses?sort=price-asc')).toBe('Womens dresses | Burton');
});
