// A fake of the api's review endpoints for the widget tests: paging, sorting,
// keyword and photo filters over a list of reviews, the chips, the summary
// and POST, answered the way api/src/reviews answers them.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { makeProduct, makeVariant, mockMatchMedia } from '@storefront/shared-contracts/testing';
import type { Product, ProductReviewStats, Review, ReviewFeature, ReviewSummaryAnswer } from '@storefront/shared-contracts';
import { ReviewsI18n } from '../i18n/i18n';
import { DESKTOP_QUERY } from '../useIsDesktop';

export type FetchArgs = [RequestInfo | URL, RequestInit?];

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  ({ ok: status >= 200 && status < 300, status, headers: new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])), json: () => Promise.resolve(body) }) as unknown as Response;

const DAY = 86_400_000;

/** Review n (1 is the newest), rating cycling 5, 4, 3, 2, 1 unless given. */
export function makeReview(n: number, extra: Partial<Review> = {}): Review {
  return {
    id: `R${n}`,
    rating: [5, 4, 3, 2, 1][(n - 1) % 5]!,
    title: `Review title ${n}`,
    reviewText: `Review text ${n}.`,
    username: `Shopper${n}`,
    submittedAt: new Date(Date.UTC(2026, 9, 31) - n * DAY).toISOString(),
    ...extra,
  };
}

export interface FakeApiOptions {
  reviews: Review[];
  features?: ReviewFeature[];
  summary?: ReviewSummaryAnswer | null;
  /** Paths (without query) whose GETs answer 500. */
  failing?: string[];
  /** POST /_api/reviews answer. */
  writeAnswer?: { status: number; body: unknown; headers?: Record<string, string> };
  /** Requests whose answer is held until released (their full path with query). */
  hold?: (path: string) => boolean;
}

export function fakeReviewsApi(options: FakeApiOptions) {
  const fetchMock = jest.fn<Promise<Response>, FetchArgs>();
  const held: Array<() => void> = [];
  const posted: unknown[] = [];
  fetchMock.mockImplementation((input, init) => {
    const path = String(input);
    const url = new URL(path, 'http://shop.test');
    const answer = (): Response => {
      if (init?.method === 'POST' && url.pathname === '/_api/reviews') {
        posted.push(JSON.parse(String(init.body)));
        const written = options.writeAnswer ?? { status: 201, body: { success: true, status: 'pending', id: 'new-1' } };
        return json(written.status, written.body, written.headers);
      }
      if (options.failing?.includes(url.pathname)) return json(500, { error: 'INTERNAL', message: 'Something went wrong.' });
      const q = url.searchParams;
      switch (url.pathname) {
        case '/_api/reviews': {
          let list = [...options.reviews];
          if (q.get('hasPhotos') === 'true') list = list.filter((r) => (r.photos?.length ?? 0) > 0);
          const feature = q.get('feature');
          if (feature) list = list.filter((r) => `${r.title} ${r.reviewText}`.toLowerCase().includes(feature));
          const sort = q.get('sort') ?? 'Recent';
          const byDate = (a: Review, b: Review) => b.submittedAt.localeCompare(a.submittedAt);
          list.sort((a, b) => (sort === 'HighestRating' ? b.rating - a.rating : sort === 'LowestRating' ? a.rating - b.rating : 0) || byDate(a, b));
          const limit = Number(q.get('limit') ?? 5);
          const page = Number(q.get('page') ?? 1);
          const remainingResults = Math.max(0, list.length - page * limit);
          return json(200, { results: list.slice((page - 1) * limit, page * limit), hasNextPage: remainingResults > 0, remainingResults });
        }
        case '/_api/reviews/features':
          return json(200, { features: options.features ?? [] });
        case '/_api/reviews/summary':
          return options.summary ? json(200, options.summary) : json(404, { error: 'NO_REVIEW_SUMMARY', message: 'Not enough reviews.' });
        default:
          throw new Error(`unexpected fetch ${path}`);
      }
    };
    if (options.hold?.(path)) return new Promise<Response>((resolve) => held.push(() => resolve(answer())));
    try {
      return Promise.resolve(answer());
    } catch (error) {
      return Promise.reject(error as Error);
    }
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    fetchMock,
    posted,
    /** The GET paths asked for, in order. */
    requested: () => fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST').map(([input]) => String(input)),
    /** Answers every held request. */
    release: () => held.splice(0).forEach((go) => go()),
  };
}

/** Stats that agree with a list of reviews. */
export function statsOf(reviews: Review[], extra: Partial<ProductReviewStats> = {}): ProductReviewStats {
  const total = reviews.length;
  const sum = reviews.reduce((n, r) => n + r.rating, 0);
  return {
    totalReviewCount: total,
    averageRating: total ? Math.round((sum / total) * 10) / 10 : 0,
    ratingDistribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: reviews.filter((r) => r.rating === rating).length })),
    recommendedCount: reviews.filter((r) => r.isRecommended === true).length,
    notRecommendedCount: reviews.filter((r) => r.isRecommended === false).length,
    ...extra,
  };
}

export function productWith(reviewStats: ProductReviewStats, overrides: Partial<Product> = {}): Product {
  return makeProduct(
    [makeVariant({ id: 'navy-s', colour: 'navy', size: 'S' }), makeVariant({ id: 'navy-m', colour: 'navy', size: 'M' })],
    { id: 'p-dress', key: 'DRS10001', name: 'Midi Wrap Dress', reviewStats, ...overrides },
  );
}

/** Renders with a cache of its own, no deduping and no retries, so each test reads afresh. */
export function renderWithSwr(ui: ReactNode, locale = 'en-GB') {
  const cache = new Map();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <ReviewsI18n locale={locale}>{children}</ReviewsI18n>
    </SWRConfig>
  );
  return render(ui, { wrapper });
}

/** A screen at least 768 px wide (true) or a phone's (false). */
export function setDesktop(desktop: boolean): void {
  mockMatchMedia(desktop ? [DESKTOP_QUERY] : []);
}
