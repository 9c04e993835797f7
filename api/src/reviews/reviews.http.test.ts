// The review endpoints over HTTP: paging, sorts, filters, keyword chips, the
// summary, writing a review (pending until approved), bad input (4xx,
// nothing stored), and agreement with the product page's stats.
import type {
  ProductPageData, Review, ReviewFeaturesAnswer, ReviewsPage, ReviewSummaryAnswer, WriteReviewAnswer,
} from '@storefront/shared-contracts';
import { apiPaths, PROMOTIONAL_REVIEW_PREFIX } from '@storefront/shared-contracts';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../testing/server';
import { featuresIn } from './features';
import { ReviewService } from './reviewService';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const record = (n: number) => server.api.catalogue.productById(String(n))!;
const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
  const res = await server.client().get(path);
  return { status: res.status, body: (await res.json()) as T };
};
const list = (query: Parameters<typeof apiPaths.reviews>[0]) => get<ReviewsPage>(apiPaths.reviews(query));

/** Every page of a listing, following hasNextPage. */
async function allPages(query: Parameters<typeof apiPaths.reviews>[0]): Promise<Review[]> {
  const reviews: Review[] = [];
  for (let page = 1; ; page++) {
    const { body } = await list({ ...query, page });
    reviews.push(...body.results);
    if (!body.hasNextPage) return reviews;
  }
}

const storedFor = async (key: string) =>
  (await server.api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE product_key = $1', [key]))[0]!.n;

describe('GET /_api/reviews', () => {
  it('answers the first five newest reviews with hasNextPage and remainingResults', async () => {
    const dress = record(10001);
    const { status, body } = await list({ sku: dress.variants[0]!.sku });
    expect(status).toBe(200);
    expect(body.results).toHaveLength(5);
    expect(body.hasNextPage).toBe(true);
    expect(body.remainingResults).toBe(dress.reviewStats.totalReviewCount - 5);
    expect(body.results[0]).toMatchObject({ id: expect.any(String), rating: expect.any(Number), title: expect.any(String), reviewText: expect.any(String), username: expect.any(String), submittedAt: expect.any(String) });
  });

  it('names the product by a variant sku, its key or its id alike', async () => {
    const dress = record(10001);
    const bySku = await list({ sku: dress.variants[3]!.sku });
    expect((await list({ sku: dress.key })).body).toEqual(bySku.body);
    expect((await list({ sku: dress.id })).body).toEqual(bySku.body);
  });

  it('pages through every review once, as many as the product page counts, with its average', async () => {
    const jeans = record(10003);
    const reviews = await allPages({ sku: jeans.key, limit: 7 });
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
    const page = (await get<ProductPageData>(`/_api/product/${jeans.slug}`)).body;
    expect(reviews).toHaveLength(page.product.reviewStats.totalReviewCount);
    const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    expect(page.product.reviewStats.averageRating).toBe(Math.round(average * 10) / 10);
    expect(page.product.reviewStats.ratingDistribution).toEqual([5, 4, 3, 2, 1].map((rating) => ({ rating, count: reviews.filter((r) => r.rating === rating).length })));
    expect(page.product.reviewStats.recommendedCount).toBe(reviews.filter((r) => r.isRecommended === true).length);
  });

  it('answers an empty page past the end', async () => {
    expect((await list({ sku: '10003', page: 50 })).body).toEqual({ results: [], hasNextPage: false, remainingResults: 0 });
  });

  it('sorts newest first, by rating high to low and low to high', async () => {
    const time = (r: Review) => Date.parse(r.submittedAt);
    const recent = (await list({ sku: '10004', limit: 50, sort: 'Recent' })).body.results;
    expect(recent.map(time)).toEqual(recent.map(time).sort((a, b) => b - a));
    const high = (await list({ sku: '10004', limit: 50, sort: 'HighestRating' })).body.results;
    expect(high.map((r) => r.rating)).toEqual(high.map((r) => r.rating).sort((a, b) => b - a));
    expect(high[0]!.rating).toBe(5);
    const low = (await list({ sku: '10004', limit: 50, sort: 'LowestRating' })).body.results;
    expect(low.map((r) => r.rating)).toEqual(low.map((r) => r.rating).sort((a, b) => a - b));
    expect(low[0]!.rating).toBe(1);
  });

  it('filters to the reviews that mention a feature, as many as its chip counts', async () => {
    const chips = (await get<ReviewFeaturesAnswer>(apiPaths.reviewFeatures('10002'))).body.features;
    const colour = chips.find((c) => c.feature === 'color')!;
    const reviews = await allPages({ sku: '10002', feature: 'color', limit: 20 });
    expect(reviews).toHaveLength(colour.count);
    for (const r of reviews) expect(featuresIn(`${r.title}\n${r.reviewText}`)).toContain('color');
  });

  it('lists the reviews with photos for the photo strip, their photos served as images', async () => {
    const { body } = await list({ sku: '10001', limit: 100, sort: 'Recent', hasPhotos: true });
    expect(body.results.length).toBeGreaterThan(10);
    for (const r of body.results) expect(r.photos!.length).toBeGreaterThan(0);
    const res = await server.client().get(`${body.results[0]!.photos![0]!.sizes.normal.url}?w=320&q=80`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(320);
    expect((await server.client().get('/images/reviews/DRS10001/999.jpg')).status).toBe(404);
  });

  it("answers the showcase cases as written: syndication with its logo, responses, the promotional prefix, markup as text", async () => {
    const newest = (await list({ sku: '10001', limit: 7 })).body.results;
    const syndicated = newest.find((r) => r.isSyndicated)!;
    expect(syndicated.syndicationSource).toMatchObject({ name: expect.any(String), contentLink: expect.stringMatching(/^https:\/\//) });
    const logo = await server.client().get(syndicated.syndicationSource!.logoImageUrl!);
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(newest.find((r) => r.responses!.length > 0)!.responses![0]).toEqual({ clientName: 'Coast Customer Care', text: expect.any(String) });
    expect(newest.some((r) => r.reviewText.startsWith(PROMOTIONAL_REVIEW_PREFIX))).toBe(true);
    expect(newest.some((r) => r.reviewText.length > 2000)).toBe(true);
    expect(newest.some((r) => /<(script|img)/.test(r.reviewText))).toBe(true);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['page=0', 'page'],
    ['sort=Newest', 'sort'],
    ['hasPhotos=1', 'hasPhotos'],
    ['feature=sparkle', 'feature'],
  ])('refuses %s with a 400 naming the field', async (param, field) => {
    const { status, body } = await get<{ error: string; message: string; field: string }>(`/_api/reviews?sku=10001&${param}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'INVALID_INPUT', message: expect.stringContaining(field), field });
  });

  it('refuses a missing sku with a 400 and an unknown one with a 404', async () => {
    expect((await get('/_api/reviews')).body).toMatchObject({ error: 'INVALID_INPUT', field: 'sku' });
    const unknown = await get('/_api/reviews?sku=NOPE-01-01');
    expect(unknown).toEqual({ status: 404, body: { error: 'PRODUCT_NOT_FOUND', message: 'We could not find that product.', field: 'sku' } });
  });

  it('answers nothing for a product without reviews', async () => {
    expect((await list({ sku: '10009' })).body).toEqual({ results: [], hasNextPage: false, remainingResults: 0 });
  });

  it('writes generated reviews once, however many servers ask', async () => {
    const before = await storedFor(record(10001).key);
    const again = new ReviewService(server.api.db, server.api.catalogue);
    await Promise.all([again.list(record(10001), { sku: '10001', limit: 5, page: 1, sort: 'Recent' }), list({ sku: '10001' })]);
    expect(await storedFor(record(10001).key)).toBe(before);
  });
});

describe('GET /_api/reviews/features', () => {
  it('answers the chips, most mentioned first, for a product with more than ten reviews', async () => {
    const { status, body } = await get<ReviewFeaturesAnswer>(apiPaths.reviewFeatures(record(10001).variants[0]!.sku));
    expect(status).toBe(200);
    expect(body.features.length).toBeGreaterThan(3);
    expect(body.features[0]).toEqual({ feature: expect.any(String), count: expect.any(Number) });
    const counts = body.features.map((f) => f.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers no chips for ten reviews or fewer', async () => {
    expect(record(10005).reviewStats.totalReviewCount).toBeLessThanOrEqual(10);
    expect((await get(apiPaths.reviewFeatures('10005'))).body).toEqual({ features: [] });
  });

  it('refuses a missing or unknown sku', async () => {
    expect((await get('/_api/reviews/features?sku=')).status).toBe(400);
    expect((await get('/_api/reviews/features?sku=NOPE')).status).toBe(404);
  });
});

describe('GET /_api/reviews/summary', () => {
  it('answers a summary quoting the reviews, with its disclaimer, from 30 reviews', async () => {
    const { status, body } = await get<ReviewSummaryAnswer>(apiPaths.reviewSummary('10002'));
    expect(status).toBe(200);
    expect(body.summary).toMatch(/^Reviewers most often mention the /);
    expect(body.disclaimer).toMatch(/automatically from the text of customer reviews/);
    const texts = (await allPages({ sku: '10002', limit: 50 })).map((r) => r.reviewText).join('\n');
    const quoted = body.summary.split(/(?<=\.)\s+/).slice(1).filter((s) => !s.startsWith('Less happy'));
    for (const sentence of quoted) expect(texts).toContain(sentence);
  });

  it('answers 404 below 30 reviews', async () => {
    const { status, body } = await get(apiPaths.reviewSummary('10003'));
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'NO_REVIEW_SUMMARY' });
  });
});

describe("the provider's words in the fascia's language", () => {
  /** A shopper of the fascia: locally the fascia cookie chooses it, as the host name does on the sites. */
  const sendIn = (fascia: string, path: string): Promise<Response> => {
    const client = server.client();
    client.cookies.set('fascia', fascia);
    return client.get(path);
  };
  const getIn = async <T>(fascia: string, path: string): Promise<T> => {
    const res = await sendIn(fascia, path);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const secondaryWords = (ratings: Review['secondaryRatings']) => ratings!.map(({ label, minLabel, maxLabel }) => [label, minLabel, maxLabel]);

  it.each([
    ['burton', [['Fit', 'Runs small', 'Runs large'], ['Quality', 'Poor', 'Excellent'], ['Comfort', 'Uncomfortable', 'Very comfortable']]],
    ['dorothyperkins', [['Fit', 'Runs small', 'Runs large'], ['Quality', 'Poor', 'Excellent'], ['Comfort', 'Uncomfortable', 'Very comfortable']]],
    ['coast', [['Coupe', 'Taille petit', 'Taille grand'], ['Qualité', 'Médiocre', 'Excellente'], ['Confort', 'Inconfortable', 'Très confortable']]],
    ['wallis', [['Pasvorm', 'Valt klein', 'Valt groot'], ['Kwaliteit', 'Slecht', 'Uitstekend'], ['Comfort', 'Oncomfortabel', 'Zeer comfortabel']]],
    ['oasis', [['Passform', 'Liten i storleken', 'Stor i storleken'], ['Kvalitet', 'Dålig', 'Utmärkt'], ['Komfort', 'Obekväm', 'Mycket bekväm']]],
  ])("%s: a dress's secondary ratings, in its reviews and on its product page, say %j", async (fascia, words) => {
    const dress = record(10001);
    const { results } = await getIn<ReviewsPage>(fascia, apiPaths.reviews({ sku: dress.key, limit: 20 }));
    const rated = results.filter((r) => r.secondaryRatings!.length > 0);
    expect(rated.length).toBeGreaterThan(0);
    for (const review of rated) expect(secondaryWords(review.secondaryRatings)).toEqual(words);
    const page = await getIn<ProductPageData>(fascia, `/_api/product/${dress.slug}`);
    expect(secondaryWords(page.product.reviewStats.secondaryRatings)).toEqual(words);
  });

  it("coast: a beauty product's value rating is French too", async () => {
    const { results } = await getIn<ReviewsPage>('coast', apiPaths.reviews({ sku: record(10014).key, limit: 20 }));
    const rated = results.find((r) => r.secondaryRatings!.length > 0)!;
    expect(secondaryWords(rated.secondaryRatings)).toEqual([['Qualité', 'Médiocre', 'Excellente'], ['Rapport qualité-prix', 'Médiocre', 'Excellent']]);
  });

  it.each([
    ['coast', 'couleur'],
    ['wallis', 'kleur'],
    ['oasis', 'färg'],
    ['burton', 'color'],
  ])('%s: the chips say %s for colour, and filter by their own word, as many as the English chip counts', async (fascia, colour) => {
    const english = (await get<ReviewFeaturesAnswer>(apiPaths.reviewFeatures('10002'))).body.features;
    const { features } = await getIn<ReviewFeaturesAnswer>(fascia, apiPaths.reviewFeatures('10002'));
    expect(features.map((f) => f.count)).toEqual(english.map((f) => f.count));
    const chip = features.find((f) => f.feature === colour)!;
    expect(chip.count).toBe(english.find((f) => f.feature === 'color')!.count);
    const first = await getIn<ReviewsPage>(fascia, apiPaths.reviews({ sku: '10002', feature: colour, limit: 100 }));
    expect(first.results.length + first.remainingResults).toBe(chip.count);
  });

  it('tells caches that the answers vary with the fascia cookie and the host', async () => {
    for (const path of [apiPaths.reviews({ sku: '10002' }), apiPaths.reviewFeatures('10002'), apiPaths.reviewSummary('10002')]) {
      expect((await sendIn('coast', path)).headers.get('vary')).toBe('cookie, host');
    }
  });

  it("coast: refuses a feature not of its words with a 400 naming its words", async () => {
    const res = await sendIn('coast', '/_api/reviews?sku=10001&feature=sparkle');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'feature', message: expect.stringContaining('coupe, taille, couleur') });
  });

  it.each([
    ['coast', /^Les clients évoquent le plus souvent : [^.]+ et [^.]+\./, /^Ce résumé a été rédigé automatiquement/],
    ['wallis', /^Reviewers noemen het vaakst: [^.]+ en [^.]+\./, /^Deze samenvatting is automatisch/],
    ['oasis', /^Recensenterna nämner oftast: [^.]+ och [^.]+\./, /^Den här sammanfattningen har skapats automatiskt/],
  ])("%s: the summary's own words and its disclaimer are the fascia's", async (fascia, summary, disclaimer) => {
    const answer = await getIn<ReviewSummaryAnswer>(fascia, apiPaths.reviewSummary('10002'));
    expect(answer.summary).toMatch(summary);
    expect(answer.disclaimer).toMatch(disclaimer);
    expect(answer.summary).not.toMatch(/Reviewers most often|Less happy reviewers/);
  });
});

describe('POST /_api/reviews', () => {
  const product = () => record(10014);
  const valid = () => ({ sku: product().variants[0]!.sku, rating: 5, title: 'Lovely cream', reviewText: 'The texture is light and it smells fresh.', username: 'Sam', userLocation: 'York' });
  const customerRows = async () =>
    (await server.api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reviews WHERE product_key = $1 AND origin = 'customer'`, [product().key]))[0]!.n;

  it('stores a review as pending, not listed until it is approved', async () => {
    const total = (await list({ sku: product().key })).body.remainingResults + 5;
    const res = await server.client().postJson(apiPaths.writeReview(), valid());
    expect(res.status).toBe(201);
    const answer = (await res.json()) as WriteReviewAnswer;
    expect(answer).toEqual({ success: true, status: 'pending', id: expect.any(String) });

    const pending = await allPages({ sku: product().key, limit: 50 });
    expect(pending).toHaveLength(total);
    expect(pending.some((r) => r.id === answer.id)).toBe(false);

    // Moderation happens outside the storefront; approving is a status change.
    await server.api.db.query(`UPDATE reviews SET status = 'approved' WHERE id = $1`, [answer.id]);
    const { body } = await list({ sku: product().key });
    expect(body.remainingResults + body.results.length).toBe(total + 1);
    expect(body.results[0]).toMatchObject({ id: answer.id, rating: 5, title: 'Lovely cream', username: 'Sam', userLocation: 'York' });
    const chips = await allPages({ sku: product().key, feature: 'scent', limit: 50 });
    expect(chips.some((r) => r.id === answer.id)).toBe(true);
  });

  it.each([
    ['no rating', { rating: undefined }, 'rating'],
    ['a rating of 6', { rating: 6 }, 'rating'],
    ['an empty title', { title: ' ' }, 'title'],
    ['a title over 100 characters', { title: 't'.repeat(101) }, 'title'],
    ['an empty review', { reviewText: '' }, 'reviewText'],
    ['a review over 5,000 characters', { reviewText: 'r'.repeat(5001) }, 'reviewText'],
    ['a name over 50 characters', { username: 'n'.repeat(51) }, 'username'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_name, change, field) => {
    const before = await customerRows();
    const res = await server.client().postJson(apiPaths.writeReview(), { ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'INVALID_INPUT', message: expect.stringContaining(field), field });
    expect(await customerRows()).toBe(before);
  });

  it('refuses an unknown sku with a 404 and broken JSON with a 400, storing nothing', async () => {
    const before = await customerRows();
    const unknown = await server.client().postJson(apiPaths.writeReview(), { ...valid(), sku: 'NOPE00001-01-01' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'PRODUCT_NOT_FOUND', field: 'sku' });
    const broken = await server.client().postRaw(apiPaths.writeReview(), '{"rating": 5', 'application/json');
    expect(broken.status).toBe(400);
    expect(await customerRows()).toBe(before);
  });

  it("refuses another site's post with a 403, storing nothing", async () => {
    const before = await customerRows();
    const res = await server.client().postJson(apiPaths.writeReview(), valid(), { origin: 'https://elsewhere.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'CROSS_SITE_REQUEST' });
    expect(await customerRows()).toBe(before);
  });

  it('keeps markup as written: it is text', async () => {
    const text = '<script>alert(1)</script> <b>Great</b> quality';
    const { id } = (await (await server.client().postJson(apiPaths.writeReview(), { ...valid(), reviewText: text })).json()) as WriteReviewAnswer;
    const [row] = await server.api.db.query<{ review_text: string; status: string }>('SELECT review_text, status FROM reviews WHERE id = $1', [id]);
    expect(row).toEqual({ review_text: text, status: 'pending' });
  });
});
