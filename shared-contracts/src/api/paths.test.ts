import { apiPaths } from './paths';

describe('review paths', () => {
  it('carry only the query parameters given', () => {
    expect(apiPaths.reviews({ sku: 'DRS10001-01-01' })).toBe('/_api/reviews?sku=DRS10001-01-01');
    expect(apiPaths.reviews({ sku: 'DRS10001-01-01', limit: 5, page: 2, sort: 'HighestRating', feature: 'color' })).toBe(
      '/_api/reviews?sku=DRS10001-01-01&limit=5&page=2&sort=HighestRating&feature=color',
    );
    expect(apiPaths.reviews({ sku: 'a b', limit: 100, sort: 'Recent', hasPhotos: true })).toBe('/_api/reviews?sku=a+b&limit=100&sort=Recent&hasPhotos=true');
  });

  it('name the features, summary and write calls', () => {
    expect(apiPaths.reviewFeatures('DRS10001-01-01')).toBe('/_api/reviews/features?sku=DRS10001-01-01');
    expect(apiPaths.reviewSummary('DRS10001-01-01')).toBe('/_api/reviews/summary?sku=DRS10001-01-01');
    expect(apiPaths.writeReview()).toBe('/_api/reviews');
  });
});
