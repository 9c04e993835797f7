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

describe('recommendation and visually similar paths', () => {
  it('write the items as id:weight pairs and leave out what is not given', () => {
    expect(apiPaths.recommendations({ recommendationId: 'similar', productId: '10001' })).toBe('/_api/recommendations?recommendationId=similar&productId=10001');
    expect(apiPaths.recommendations({ recommendationId: 'bought-together', items: { '10001': 1, '10002': 0.5 }, size: 10, fillWithRandom: true })).toBe(
      '/_api/recommendations?recommendationId=bought-together&items=10001%3A1%2C10002%3A0.5&size=10&fillWithRandom=true',
    );
  });

  it('carry the visually similar key, colour, fascia and locale', () => {
    expect(apiPaths.visuallySimilar({ key: 'DRS10001' })).toBe('/_api/search/visuallySimilar?key=DRS10001');
    expect(apiPaths.visuallySimilar({ key: 'DRS10001', colour: 'Sky Blue', fascia: 'coast', locale: 'fr-FR' })).toBe(
      '/_api/search/visuallySimilar?key=DRS10001&colour=Sky+Blue&fascia=coast&locale=fr-FR',
    );
  });
});
