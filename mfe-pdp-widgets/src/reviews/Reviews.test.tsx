import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Review } from '@storefront/shared-contracts';
import { on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { Reviews } from './Reviews';
import { fakeReviewsApi, makeReview, productWith, renderWithSwr, setDesktop, statsOf } from './test/fakeApi';

const reviewsOf = (n: number, extra: (i: number) => Partial<Review> = () => ({})) => Array.from({ length: n }, (_, i) => makeReview(i + 1, extra(i + 1)));

let events: Array<{ event: string; payload: Record<string, unknown> }> = [];
let stopTracking = () => {};
beforeEach(() => {
  resetEventState();
  events = [];
  stopTracking = on('analytics:track', (e) => events.push(e));
});
afterEach(() => stopTracking());

const tracked = (name: string) => events.filter((e) => e.event === name).map((e) => e.payload);

function listedTitles(): string[] {
  const list = document.querySelector('ol');
  return list ? within(list).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '') : [];
}

beforeEach(() => setDesktop(false));

describe('Reviews summary', () => {
  it('shows the average to one decimal with its stars and word, the count, recommended % and the distribution', async () => {
    const reviews = reviewsOf(8, (i) => ({ rating: i <= 6 ? 5 : 4, isRecommended: i !== 8 }));
    fakeReviewsApi({ reviews });
    const stats = statsOf(reviews, {
      averageRating: 4.75,
      secondaryRatings: [{ label: 'Fit', rating: 3, ratingRange: 5, minLabel: 'Runs small', maxLabel: 'Runs large' }],
    });
    renderWithSwr(<Reviews product={productWith(stats)} locale="en-GB" />);

    const block = screen.getByRole('region', { name: 'Reviews' });
    expect(block).toHaveAttribute('id', 'reviews');
    expect(within(block).getByText('4.8')).toBeVisible();
    expect(within(block).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    expect(within(block).getByText('Excellent')).toBeVisible();
    expect(within(block).getByText('8 reviews')).toBeVisible();
    expect(within(block).getByText('88% of reviewers recommend this product')).toBeVisible();
    const bars = within(block).getByRole('heading', { name: 'Rating breakdown' }).nextElementSibling as HTMLElement;
    expect(within(bars).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('5 stars: 6 reviews'),
      expect.stringContaining('4 stars: 2 reviews'),
      expect.stringContaining('3 stars: 0 reviews'),
      expect.stringContaining('2 stars: 0 reviews'),
      expect.stringContaining('1 star: 0 reviews'),
    ]);
    expect(within(block).getByRole('heading', { name: 'Ratings by feature' })).toBeVisible();
    expect(within(block).getByText('Fit')).toBeVisible();
    expect(within(block).getByText('3.0 out of 5')).toBeInTheDocument();
    expect(within(block).getByText('Runs small')).toBeVisible();
    expect(within(block).getByText('Runs large')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Review title 1' })).toBeVisible();
  });

  it('writes the average in the fascia language', async () => {
    const reviews = reviewsOf(3);
    fakeReviewsApi({ reviews });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews, { averageRating: 4.25 }))} locale="fr-FR" />, 'fr-FR');
    expect(screen.getByRole('region', { name: 'Avis' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Noté 4,3 sur 5' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Écrire un avis' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveDisplayValue('Les plus récents');
  });

  it('shows the "no reviews yet" prompt and asks for nothing when there are none', () => {
    const api = fakeReviewsApi({ reviews: [] });
    renderWithSwr(<Reviews product={productWith(statsOf([]))} locale="en-GB" />);
    expect(screen.getByText('No reviews yet')).toBeVisible();
    expect(screen.getByText('Be the first to tell other shoppers what you think of this product.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

describe('Reviews list', () => {
  it('shows skeletons while the first page loads, then five reviews', async () => {
    const reviews = reviewsOf(3);
    const api = fakeReviewsApi({ reviews, hold: (path) => path.includes('page=1') });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews');
    expect(document.querySelector('ol')).toHaveAttribute('aria-busy', 'true');
    expect(listedTitles()).toEqual([]);
    await act(async () => api.release());
    await waitFor(() => expect(listedTitles()).toEqual(['Review title 1', 'Review title 2', 'Review title 3']));
    expect(document.querySelector('ol')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Showing 1-3 of 3 reviews')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
  });

  it('appends pages with "Show N more" (N at most 5), moving focus to the first new review', async () => {
    const reviews = reviewsOf(12);
    const api = fakeReviewsApi({ reviews });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);

    await waitFor(() => expect(listedTitles()).toHaveLength(5));
    expect(screen.getByText('Showing 1-5 of 12 reviews')).toBeVisible();
    expect(api.requested()).toContain('/_api/reviews?sku=SKU-navy-s&limit=5&page=1&sort=Recent');

    await userEvent.click(screen.getByRole('button', { name: 'Show 5 more' }));
    await waitFor(() => expect(listedTitles()).toHaveLength(10));
    expect(listedTitles().slice(0, 6)).toEqual(['Review title 1', 'Review title 2', 'Review title 3', 'Review title 4', 'Review title 5', 'Review title 6']);
    expect(screen.getByText('Showing 1-10 of 12 reviews')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Review title 6' })).toHaveFocus());
    expect(api.requested()).toContain('/_api/reviews?sku=SKU-navy-s&limit=5&page=2&sort=Recent');

    await userEvent.click(screen.getByRole('button', { name: 'Show 2 more' }));
    await waitFor(() => expect(listedTitles()).toHaveLength(12));
    expect(screen.getByText('Showing 1-12 of 12 reviews')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
    expect(tracked('showMore')).toEqual([
      { item_id: 'DRS10001', page: 2, sort: 'Recent' },
      { item_id: 'DRS10001', page: 3, sort: 'Recent' },
    ]);
  });

  it('starts again from page 1 when the sort changes', async () => {
    const reviews = reviewsOf(12);
    const api = fakeReviewsApi({ reviews });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show 5 more' }));
    await waitFor(() => expect(listedTitles()).toHaveLength(10));

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Most Recent', 'Rating: High-Low', 'Rating: Low-High']);
    await userEvent.selectOptions(sort, 'Rating: Low-High');
    await waitFor(() => expect(listedTitles()).toEqual(['Review title 5', 'Review title 10', 'Review title 4', 'Review title 9', 'Review title 3']));
    expect(screen.getByText('Showing 1-5 of 12 reviews')).toBeVisible();
    expect(api.requested()).toContain('/_api/reviews?sku=SKU-navy-s&limit=5&page=1&sort=LowestRating');
    expect(api.requested()).not.toContain('/_api/reviews?sku=SKU-navy-s&limit=5&page=2&sort=LowestRating');
    expect(tracked('reviewSort')).toEqual([{ item_id: 'DRS10001', sort: 'LowestRating' }]);
  });

  it('tells of a failed read and reads again on Try again', async () => {
    const reviews = reviewsOf(3);
    const failing = { failing: ['/_api/reviews'] };
    const api = fakeReviewsApi({ reviews, ...failing });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't load the reviews.");
    failing.failing = [];
    api.fetchMock.mockClear();
    fakeReviewsApi({ reviews });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listedTitles()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows review text as text, strips the promotional prefix with its note, cuts long text with Read more / Read less', async () => {
    const long = `${'Lovely fabric and a great fit. '.repeat(20)}The end.`;
    const reviews = [
      makeReview(1, { title: 'Five stars <i>at least</i>', reviewText: 'Nice <img src=x onerror="alert(1)"> and <b>bold</b>' }),
      makeReview(2, { title: 'Got it free', reviewText: '[This review was collected as part of a promotion.] Really good.' }),
      makeReview(3, { title: 'Long one', reviewText: long }),
      makeReview(4, { title: 'رائع جداً', reviewText: 'المنتج رائع' }),
    ];
    fakeReviewsApi({ reviews });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);

    const markup = await screen.findByRole('article', { name: 'Five stars <i>at least</i>' });
    expect(markup).toHaveTextContent('Nice <img src=x onerror="alert(1)"> and <b>bold</b>');
    expect(markup.querySelector('i, b, img[src="x"]')).toBeNull();

    const promo = screen.getByRole('article', { name: 'Got it free' });
    expect(within(promo).getByText('This review was collected as part of a promotion.')).toBeVisible();
    expect(within(promo).getByText('Really good.')).toBeVisible();
    expect(promo).not.toHaveTextContent('[This review');

    const longReview = screen.getByRole('article', { name: 'Long one' });
    const more = within(longReview).getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(longReview).not.toHaveTextContent('The end.');
    const cut = within(longReview).getByText(/…$/).textContent!;
    expect(cut.length).toBeLessThanOrEqual(251);
    await userEvent.click(more);
    expect(longReview).toHaveTextContent('The end.');
    await userEvent.click(within(longReview).getByRole('button', { name: 'Read less' }));
    expect(longReview).not.toHaveTextContent('The end.');

    expect(screen.getByRole('heading', { name: 'رائع جداً' })).toHaveAttribute('dir', 'auto');
    expect(screen.queryByRole('button', { name: 'Read more', description: 'Five stars <i>at least</i>' })).not.toBeInTheDocument();
  });

  it('shows who wrote it, where from and when, secondary ratings, recommendation, brand responses and the syndication source (safe links only)', async () => {
    const reviews = [
      makeReview(1, {
        title: 'From elsewhere',
        username: 'Hannah88',
        userLocation: 'Newcastle',
        submittedAt: '2026-10-30T16:46:29.151Z',
        isRecommended: true,
        secondaryRatings: [{ label: 'Quality', rating: 5, ratingRange: 5 }],
        isSyndicated: true,
        syndicationSource: { name: 'Beauty Circle', logoImageUrl: '/images/review-sources/beauty-circle.png', contentLink: 'https://www.beauty-circle.example/reviews/1' },
        responses: [{ clientName: 'Burton Customer Care', text: 'Thank you, Hannah!' }],
      }),
      makeReview(2, { title: 'Unsafe source', isSyndicated: true, syndicationSource: { name: 'Dodgy', logoImageUrl: 'javascript:alert(1)', contentLink: 'javascript:alert(1)' } }),
    ];
    fakeReviewsApi({ reviews });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);

    const first = await screen.findByRole('article', { name: 'From elsewhere' });
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    expect(within(first).getByText('By Hannah88, Newcastle')).toBeVisible();
    expect(within(first).getByText('30 October 2026')).toHaveAttribute('datetime', '2026-10-30T16:46:29.151Z');
    expect(within(first).getByText('Quality')).toBeVisible();
    expect(within(first).getByText('5 out of 5')).toBeVisible();
    expect(within(first).getByText('Recommends this product')).toBeVisible();
    expect(within(first).getByText('Response from Burton Customer Care')).toBeVisible();
    expect(within(first).getByText('Thank you, Hannah!')).toBeVisible();
    const source = within(first).getByRole('link', { name: 'Originally posted on Beauty Circle (opens in a new tab)' });
    expect(source).toHaveAttribute('href', 'https://www.beauty-circle.example/reviews/1');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(first.querySelector('img[src="/images/review-sources/beauty-circle.png"]')).not.toBeNull();

    const unsafe = screen.getByRole('article', { name: 'Unsafe source' });
    expect(within(unsafe).getByText('Originally posted on Dodgy')).toBeVisible();
    expect(within(unsafe).queryByRole('link')).not.toBeInTheDocument();
    expect(unsafe.querySelector('img[src^="javascript"]')).toBeNull();
  });

  it('starts again for a new product: page 1, default sort, its own reviews', async () => {
    const reviews = reviewsOf(12);
    const api = fakeReviewsApi({ reviews });
    const first = productWith(statsOf(reviews));
    const view = renderWithSwr(<Reviews key={first.id} product={first} locale="en-GB" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show 5 more' }));
    await waitFor(() => expect(listedTitles()).toHaveLength(10));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Rating: High-Low');

    const second = productWith(statsOf(reviews), { id: 'p-other', key: 'OTHER1' });
    second.variants = second.variants.map((v) => ({ ...v, sku: `OTHER-${v.id}` }));
    view.rerender(<Reviews key={second.id} product={second} locale="en-GB" />);
    await waitFor(() => expect(listedTitles()).toHaveLength(5));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Most Recent');
    expect(api.requested()).toContain('/_api/reviews?sku=OTHER-navy-s&limit=5&page=1&sort=Recent');
  });
});

describe('Reviews That Mention', () => {
  const withWords = (n: number) => reviewsOf(n, (i) => ({ reviewText: i % 2 ? 'The color is great.' : 'The fit is great.' }));

  it('are not asked for with 10 reviews or fewer', async () => {
    const reviews = withWords(10);
    const api = fakeReviewsApi({ reviews, features: [{ feature: 'fit', count: 5 }] });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    await waitFor(() => expect(listedTitles()).toHaveLength(5));
    expect(screen.queryByRole('group', { name: 'Reviews That Mention' })).not.toBeInTheDocument();
    expect(api.requested().some((p) => p.startsWith('/_api/reviews/features'))).toBe(false);
  });

  it('filter the list from page 1, show "color" as "colour", and pressing the active chip again clears it', async () => {
    const reviews = withWords(14);
    const api = fakeReviewsApi({ reviews, features: [{ feature: 'color', count: 7 }, { feature: 'fit', count: 7 }] });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);

    const chips = await screen.findByRole('group', { name: 'Reviews That Mention' });
    const colour = within(chips).getByRole('button', { name: 'colour' });
    expect(within(chips).queryByRole('button', { name: 'color' })).not.toBeInTheDocument();
    expect(colour).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(await screen.findByRole('button', { name: 'Show 5 more' }));
    await waitFor(() => expect(listedTitles()).toHaveLength(10));

    await userEvent.click(colour);
    expect(colour).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(listedTitles()).toEqual(['Review title 1', 'Review title 3', 'Review title 5', 'Review title 7', 'Review title 9']));
    expect(screen.getByText('Showing 1-5 of 7 reviews')).toBeVisible();
    expect(api.requested()).toContain('/_api/reviews?sku=SKU-navy-s&limit=5&page=1&sort=Recent&feature=color');

    await userEvent.click(colour);
    expect(colour).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByText('Showing 1-5 of 14 reviews')).toBeVisible());
    expect(tracked('featureKeywordClick')).toEqual([
      { item_id: 'DRS10001', feature: 'color', selected: true },
      { item_id: 'DRS10001', feature: 'color', selected: false },
    ]);
  });
});

describe('AI summary', () => {
  it('is not asked for below 30 reviews', async () => {
    const reviews = reviewsOf(29);
    const api = fakeReviewsApi({ reviews, summary: { summary: 'S', disclaimer: 'D' } });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    await waitFor(() => expect(listedTitles()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Show AI review summary' })).not.toBeInTheDocument();
    expect(api.requested().some((p) => p.startsWith('/_api/reviews/summary'))).toBe(false);
  });

  it('shows the summary with its disclaimer from 30 reviews', async () => {
    const reviews = reviewsOf(30);
    fakeReviewsApi({ reviews, summary: { summary: 'Reviewers most often mention the fit.', disclaimer: 'This summary was put together automatically.' } });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    const toggle = await screen.findByRole('button', { name: 'Show AI review summary' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Reviewers most often mention the fit.')).not.toBeVisible();
    await userEvent.click(toggle);
    const panel = screen.getByRole('region', { name: 'AI review summary' });
    expect(within(panel).getByText('Reviewers most often mention the fit.')).toBeVisible();
    expect(within(panel).getByText('This summary was put together automatically.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide AI review summary' })).toHaveAttribute('aria-expanded', 'true');
    expect(tracked('showAiSummary')).toEqual([{ item_id: 'DRS10001' }]);
  });

  it('is left out when the api has none for the product', async () => {
    const reviews = reviewsOf(30);
    fakeReviewsApi({ reviews, summary: null });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    await waitFor(() => expect(listedTitles()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: /AI review summary/ })).not.toBeInTheDocument();
  });
});

describe('reviews read', () => {
  it('is tracked once when the block comes into view', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    try {
      const reviews = reviewsOf(3);
      fakeReviewsApi({ reviews });
      renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
      expect(tracked('reviewsRead')).toEqual([]);
      act(() => observers.forEach((callback) => callback([{ isIntersecting: true }])));
      expect(tracked('reviewsRead')).toEqual([{ item_id: 'DRS10001', totalReviewCount: 3 }]);
      await waitFor(() => expect(listedTitles()).toHaveLength(3));
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
