// Review request rules: defaults, bounds and messages naming the field, the
// paging maths and the sort orders.
import { REVIEWS_PAGE_SIZE } from '@storefront/shared-contracts';
import { HttpError } from '../http/errors';
import { pageOf, parseListQuery, parseSkuQuery, parseWriteReview, SORT_ORDER } from './rules';

/** The 400 a parse throws, as the answer's body. */
function refusal(parse: () => unknown) {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).statusCode, ...(error as HttpError).toJSON() };
  }
  throw new Error('expected a refusal');
}

describe('pageOf', () => {
  it('gives the offset, whether a next page exists and how many reviews follow', () => {
    expect(pageOf(12, 1, 5)).toEqual({ offset: 0, hasNextPage: true, remainingResults: 7 });
    expect(pageOf(12, 2, 5)).toEqual({ offset: 5, hasNextPage: true, remainingResults: 2 });
    expect(pageOf(12, 3, 5)).toEqual({ offset: 10, hasNextPage: false, remainingResults: 0 });
    expect(pageOf(10, 2, 5)).toEqual({ offset: 5, hasNextPage: false, remainingResults: 0 });
  });

  it('answers an empty last page past the end, and nothing for no reviews', () => {
    expect(pageOf(12, 9, 5)).toEqual({ offset: 40, hasNextPage: false, remainingResults: 0 });
    expect(pageOf(0, 1, 5)).toEqual({ offset: 0, hasNextPage: false, remainingResults: 0 });
  });
});

describe('parseListQuery', () => {
  it('defaults to the first page of five, newest first', () => {
    expect(parseListQuery({ sku: ' DRS10001-01-01 ' })).toEqual({ sku: 'DRS10001-01-01', limit: REVIEWS_PAGE_SIZE, page: 1, sort: 'Recent' });
  });

  it('reads every parameter; a feature in any case, an empty one as none', () => {
    expect(parseListQuery({ sku: 'x', limit: '100', page: '3', sort: 'LowestRating', feature: 'COLOR', hasPhotos: 'true' })).toEqual({
      sku: 'x', limit: 100, page: 3, sort: 'LowestRating', feature: 'color', hasPhotos: true,
    });
    expect(parseListQuery({ sku: 'x', feature: '', hasPhotos: 'false' })).toMatchObject({ feature: undefined, hasPhotos: false });
  });

  it("reads a feature as the locale's chip says it, or as its keyword", () => {
    expect(parseListQuery({ sku: 'x', feature: 'Qualité' }, 'fr-FR').feature).toBe('quality');
    expect(parseListQuery({ sku: 'x', feature: 'färg' }, 'sv-SE').feature).toBe('color');
    expect(parseListQuery({ sku: 'x', feature: 'color' }, 'nl-NL').feature).toBe('color');
    expect(refusal(() => parseListQuery({ sku: 'x', feature: 'couleur' }, 'en-GB'))).toMatchObject({ status: 400, field: 'feature' });
  });

  it.each([
    [{}, 'sku', 'sku is required.'],
    [{ sku: '  ' }, 'sku', 'sku is required.'],
    [{ sku: 'x', limit: '0' }, 'limit', 'limit must be a whole number from 1 to 100.'],
    [{ sku: 'x', limit: '101' }, 'limit', 'limit must be a whole number from 1 to 100.'],
    [{ sku: 'x', limit: 'five' }, 'limit', 'limit must be a whole number from 1 to 100.'],
    [{ sku: 'x', page: '0' }, 'page', 'page must be a whole number from 1 to 10000.'],
    [{ sku: 'x', page: '1.5' }, 'page', 'page must be a whole number from 1 to 10000.'],
    [{ sku: 'x', sort: 'Best' }, 'sort', 'sort must be one of Recent, HighestRating, LowestRating.'],
    [{ sku: 'x', hasPhotos: 'yes' }, 'hasPhotos', 'hasPhotos must be true or false.'],
    [{ sku: 'x', feature: 'sparkle' }, 'feature', expect.stringMatching(/^feature must be one of fit, size, color, /)],
  ])('refuses %j with a 400 naming %s', (query, field, message) => {
    expect(refusal(() => parseListQuery(query))).toEqual({ status: 400, error: 'INVALID_INPUT', field, message });
  });

  it('reads the sku of the features and summary calls', () => {
    expect(parseSkuQuery({ sku: 'DRS10001' })).toBe('DRS10001');
    expect(refusal(() => parseSkuQuery({ sku: '' }))).toMatchObject({ status: 400, field: 'sku' });
  });
});

describe('SORT_ORDER', () => {
  it('orders by the sort, then newest, then id, so pages never overlap', () => {
    expect(SORT_ORDER).toEqual({
      Recent: 'submitted_at DESC, id',
      HighestRating: 'rating DESC, submitted_at DESC, id',
      LowestRating: 'rating ASC, submitted_at DESC, id',
    });
  });
});

describe('parseWriteReview', () => {
  const valid = { sku: 'DRS10001-01-01', rating: 4, title: ' Lovely ', reviewText: 'Fits well.', username: 'Sam', userLocation: 'Leeds' };

  it('takes a review, trimmed; a rating sent as text (a form), an empty location as none', () => {
    expect(parseWriteReview(valid)).toEqual({ ...valid, title: 'Lovely' });
    expect(parseWriteReview({ ...valid, rating: '5', userLocation: ' ', isRecommended: true })).toEqual({
      ...valid, title: 'Lovely', rating: 5, userLocation: undefined, isRecommended: true,
    });
  });

  const rating = 'rating is required: a whole number of stars from 1 to 5.';
  it.each([
    [{ rating: undefined }, 'rating', rating],
    [{ rating: 0 }, 'rating', rating],
    [{ rating: 6 }, 'rating', rating],
    [{ rating: 4.5 }, 'rating', rating],
    [{ title: '   ' }, 'title', 'title is required.'],
    [{ title: 'x'.repeat(101) }, 'title', 'title can be at most 100 characters.'],
    [{ reviewText: '' }, 'reviewText', 'reviewText is required.'],
    [{ reviewText: 'x'.repeat(5001) }, 'reviewText', 'reviewText can be at most 5,000 characters.'],
    [{ username: undefined }, 'username', 'username is required.'],
    [{ username: 42 }, 'username', 'username must be text.'],
    [{ username: 'x'.repeat(51) }, 'username', 'username can be at most 50 characters.'],
    [{ userLocation: 'x'.repeat(61) }, 'userLocation', 'userLocation can be at most 60 characters.'],
    [{ isRecommended: 'yes' }, 'isRecommended', 'isRecommended must be true or false.'],
    [{ sku: undefined }, 'sku', 'sku is required.'],
  ])('refuses %j with a 400 naming %s', (change, field, message) => {
    expect(refusal(() => parseWriteReview({ ...valid, ...change }))).toEqual({ status: 400, error: 'INVALID_INPUT', field, message });
  });

  it('refuses a body that is not an object', () => {
    expect(refusal(() => parseWriteReview([valid]))).toEqual({ status: 400, error: 'INVALID_INPUT', message: 'Send the review as a JSON object.' });
  });
});
