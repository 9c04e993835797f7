// Reviews in the database. A product's generated reviews are written the
// first time any of its reviews are asked for, once per generator version
// (review_seeds), not at start: the catalogue's 5,200 products hold some
// 600,000 reviews, too many to write on every fresh database (and every
// test server). Only approved reviews are read; written ones wait as pending.
import { randomUUID } from 'node:crypto';
import {
  REVIEW_FEATURES_MIN, REVIEW_SUMMARY_MIN, type Review, type ReviewFeature, type ReviewsPage, type WriteReviewRequest,
} from '@storefront/shared-contracts';
import type { Catalogue, ProductRecord } from '../catalogue';
import type { Db } from '../db/db';
import { featureChips, reviewFeatures } from './features';
import { generateReviews, REVIEWS_VERSION, type GeneratedReview } from './generate';
import { featureWord, localiseSecondary, type ReviewLocale } from './labels';
import { pageOf, SORT_ORDER, type ListQuery } from './rules';
import { summarise } from './summary';

interface ReviewRow {
  id: string;
  rating: number;
  title: string;
  review_text: string;
  username: string;
  user_location: string | null;
  submitted_at: Date | string;
  is_recommended: boolean | null;
  secondary_ratings: Review['secondaryRatings'];
  photos: Review['photos'];
  responses: Review['responses'];
  syndication_name: string | null;
  syndication_logo_url: string | null;
  syndication_link: string | null;
}

const COLUMNS = `id, rating, title, review_text, username, user_location, submitted_at, is_recommended,
  secondary_ratings, photos, responses, syndication_name, syndication_logo_url, syndication_link`;

/** A stored review as answered in the locale: the provider's words (secondary ratings) in its language. */
function toReview(row: ReviewRow, locale: ReviewLocale): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    reviewText: row.review_text,
    username: row.username,
    ...(row.user_location ? { userLocation: row.user_location } : {}),
    submittedAt: new Date(row.submitted_at).toISOString(),
    ...(row.is_recommended === null ? {} : { isRecommended: row.is_recommended }),
    secondaryRatings: localiseSecondary(row.secondary_ratings ?? [], locale),
    responses: row.responses ?? [],
    photos: row.photos ?? [],
    isSyndicated: row.syndication_name !== null,
    ...(row.syndication_name !== null
      ? {
          syndicationSource: {
            name: row.syndication_name,
            ...(row.syndication_logo_url ? { logoImageUrl: row.syndication_logo_url } : {}),
            ...(row.syndication_link ? { contentLink: row.syndication_link } : {}),
          },
        }
      : {}),
  };
}

/** A generated review as a row of jsonb_to_recordset in `seed`. */
function seedRow(review: GeneratedReview) {
  return {
    id: review.id,
    product_key: review.productKey,
    rating: review.rating,
    title: review.title,
    review_text: review.reviewText,
    username: review.username,
    user_location: review.userLocation,
    submitted_at: review.submittedAt,
    is_recommended: review.isRecommended,
    secondary_ratings: review.secondaryRatings,
    photos: review.photos,
    responses: review.responses,
    syndication_name: review.syndicationSource?.name ?? null,
    syndication_logo_url: review.syndicationSource?.logoImageUrl ?? null,
    syndication_link: review.syndicationSource?.contentLink ?? null,
    features: review.features,
  };
}

export class ReviewService {
  private readonly seeded = new Set<string>();
  private readonly seeding = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
  ) {}

  /** The product of a variant sku (or marketplace sku), a product key or a product id. */
  productOf(sku: string): ProductRecord | undefined {
    return this.catalogue.variantBySku(sku)?.product ?? this.catalogue.productByKey(sku) ?? this.catalogue.productById(sku);
  }

  /** Writes the product's generated reviews unless this generator version already did. */
  private ensureSeeded(record: ProductRecord): Promise<void> {
    if (this.seeded.has(record.key)) return Promise.resolve();
    let pending = this.seeding.get(record.key);
    if (!pending) {
      pending = this.seed(record)
        .then(() => {
          this.seeded.add(record.key);
        })
        .finally(() => this.seeding.delete(record.key));
      this.seeding.set(record.key, pending);
    }
    return pending;
  }

  private async seed(record: ProductRecord): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Claims the product: another server seeding it at the same time waits
      // on this row, then finds the version written and does nothing.
      const claimed = await tx.query(
        `INSERT INTO review_seeds (product_key, version) VALUES ($1, $2)
         ON CONFLICT (product_key) DO UPDATE SET version = EXCLUDED.version, seeded_at = now()
         WHERE review_seeds.version <> EXCLUDED.version
         RETURNING product_key`,
        [record.key, REVIEWS_VERSION],
      );
      if (claimed.length === 0) return;
      await tx.query(`DELETE FROM reviews WHERE product_key = $1 AND origin = 'generated'`, [record.key]);
      const reviews = generateReviews(record);
      if (reviews.length === 0) return;
      // One statement for all of them: the rows travel as one JSON parameter.
      await tx.query(
        `INSERT INTO reviews (id, product_key, status, origin, rating, title, review_text, username, user_location, submitted_at,
           is_recommended, secondary_ratings, photos, responses, syndication_name, syndication_logo_url, syndication_link, features)
         SELECT id, product_key, 'approved', 'generated', rating, title, review_text, username, user_location, submitted_at,
           is_recommended, secondary_ratings, photos, responses, syndication_name, syndication_logo_url, syndication_link, features
         FROM jsonb_to_recordset($1::jsonb) AS r(id text, product_key text, rating smallint, title text, review_text text,
           username text, user_location text, submitted_at timestamptz, is_recommended boolean, secondary_ratings jsonb,
           photos jsonb, responses jsonb, syndication_name text, syndication_logo_url text, syndication_link text, features text[])`,
        [JSON.stringify(reviews.map(seedRow))],
      );
    });
  }

  /** The approved reviews' filter: $1 is the product key. */
  private filter(query: Pick<ListQuery, 'feature' | 'hasPhotos'>, params: unknown[]): string {
    let where = `product_key = $1 AND status = 'approved'`;
    if (query.feature) {
      params.push(query.feature);
      where += ` AND $${params.length} = ANY(features)`;
    }
    if (query.hasPhotos !== undefined) where += query.hasPhotos ? ` AND photos <> '[]'::jsonb` : ` AND photos = '[]'::jsonb`;
    return where;
  }

  private async approvedCount(record: ProductRecord): Promise<number> {
    const [row] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM reviews WHERE product_key = $1 AND status = 'approved'`,
      [record.key],
    );
    return row?.total ?? 0;
  }

  async list(record: ProductRecord, query: ListQuery, locale: ReviewLocale = 'en-GB'): Promise<ReviewsPage> {
    await this.ensureSeeded(record);
    const params: unknown[] = [record.key];
    const where = this.filter(query, params);
    const [count] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM reviews WHERE ${where}`, params);
    const { offset, hasNextPage, remainingResults } = pageOf(count?.total ?? 0, query.page, query.limit);
    const rows = await this.db.query<ReviewRow>(
      `SELECT ${COLUMNS} FROM reviews WHERE ${where} ORDER BY ${SORT_ORDER[query.sort]}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, offset],
    );
    return { results: rows.map((row) => toReview(row, locale)), hasNextPage, remainingResults };
  }

  /** The keyword chips in the locale's words: none unless the product has more than REVIEW_FEATURES_MIN reviews. */
  async features(record: ProductRecord, locale: ReviewLocale = 'en-GB'): Promise<ReviewFeature[]> {
    await this.ensureSeeded(record);
    if ((await this.approvedCount(record)) <= REVIEW_FEATURES_MIN) return [];
    const rows = await this.db.query<{ feature: string; count: number }>(
      `SELECT f AS feature, count(*)::int AS count FROM reviews, unnest(features) AS f
       WHERE product_key = $1 AND status = 'approved' GROUP BY f`,
      [record.key],
    );
    return featureChips(new Map(rows.map((r) => [r.feature, r.count]))).map((chip) => ({ ...chip, feature: featureWord(chip.feature, locale) }));
  }

  /** The extractive summary, framed in the locale's words; null below REVIEW_SUMMARY_MIN reviews or when nothing can be said. */
  async summary(record: ProductRecord, locale: ReviewLocale = 'en-GB'): Promise<string | null> {
    await this.ensureSeeded(record);
    const rows = await this.db.query<{ rating: number; review_text: string; features: string[] }>(
      `SELECT rating, review_text, features FROM reviews WHERE product_key = $1 AND status = 'approved' ORDER BY id`,
      [record.key],
    );
    if (rows.length < REVIEW_SUMMARY_MIN) return null;
    return summarise(rows.map((r) => ({ rating: r.rating, reviewText: r.review_text, features: r.features })), locale);
  }

  /** Stores a customer's review as pending; returns its id. */
  async write(record: ProductRecord, input: WriteReviewRequest, fascia: string): Promise<string> {
    const id = randomUUID();
    await this.db.query(
      `INSERT INTO reviews (id, product_key, status, origin, fascia, rating, title, review_text, username, user_location, is_recommended, features)
       VALUES ($1, $2, 'pending', 'customer', $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id, record.key, fascia, input.rating, input.title, input.reviewText, input.username,
        input.userLocation ?? null, input.isRecommended ?? null, reviewFeatures(input),
      ],
    );
    return id;
  }
}
