// The product page's editorial content (spec 2 §2 "blog cards and content
// grid"): the content service's page for the product's category
// (`pdp/{categorySlug}`), else the fascia's shared `pdp/default`, read for
// its blog cards and content grid sections only. The api checked the page when
// it was saved; here the fields the cards read are checked again (strings,
// safe links, a real date) without the whole schema library, so the product
// page's chunk stays small. Anything else in the page is left out.
import { isRecord, safeUrl } from '@storefront/shared-contracts';
import { HttpRequestError, requestJson } from '@storefront/shared-contracts/http';
import type { SectionOf } from '@storefront/shared-contracts/content';

export const PRODUCT_CONTENT_PREFIX = 'pdp';
export const PRODUCT_CONTENT_DEFAULT = `${PRODUCT_CONTENT_PREFIX}/default`;
export const PRODUCT_CONTENT_TYPES = ['blogCards', 'contentGrid'] as const;

export type ProductContentSection = SectionOf<'blogCards'> | SectionOf<'contentGrid'>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The content pages asked for, in order: the product's most specific category's, then the shared default. */
export function productContentPaths(categories: ReadonlyArray<{ slug?: unknown }> | undefined): string[] {
  const list = Array.isArray(categories) ? categories : [];
  const specific = [...list].reverse().find((c) => typeof c?.slug === 'string' && SLUG.test(c.slug) && c.slug.length <= 80);
  const paths = specific ? [`${PRODUCT_CONTENT_PREFIX}/${specific.slug as string}`] : [];
  return [...paths, PRODUCT_CONTENT_DEFAULT];
}

export const contentPageUrl = (path: string) => `/_api/content/pages/${path}`;

const optionalText = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type BlogItem = SectionOf<'blogCards'>['items'][number];

function readItem(value: unknown): BlogItem | null {
  if (!isRecord(value) || !isRecord(value.image)) return null;
  const { title, excerpt, href, date, category } = value;
  const { src, mobileSrc, alt } = value.image;
  if (typeof title !== 'string' || !title.trim() || typeof href !== 'string' || !safeUrl(href)) return null;
  if (typeof src !== 'string' || !safeUrl(src) || typeof alt !== 'string' || !optionalText(mobileSrc)) return null;
  if (!optionalText(excerpt) || !optionalText(category) || !(date === undefined || (typeof date === 'string' && ISO_DATE.test(date) && !Number.isNaN(Date.parse(date))))) return null;
  return {
    title,
    href,
    image: { src, alt, ...(mobileSrc ? { mobileSrc } : {}) },
    ...(excerpt ? { excerpt } : {}),
    ...(date ? { date } : {}),
    ...(category ? { category } : {}),
  };
}

/** The page's blog cards and content grid sections that have cards to show, in order. */
export function productContentSections(page: unknown): ProductContentSection[] {
  if (!isRecord(page) || !Array.isArray(page.sections)) return [];
  return page.sections.flatMap((value, index): ProductContentSection[] => {
    if (!isRecord(value) || !(PRODUCT_CONTENT_TYPES as readonly unknown[]).includes(value.type)) return [];
    const items = Array.isArray(value.items) ? value.items.map(readItem).filter((item): item is BlogItem => item !== null) : [];
    if (items.length === 0) return [];
    const id = typeof value.id === 'string' && value.id ? value.id : `section-${index}`;
    const title = typeof value.title === 'string' && value.title.trim() ? value.title : undefined;
    const type = value.type as ProductContentSection['type'];
    return [{ id, type, items, ...(title ? { title } : {}) } as ProductContentSection];
  });
}

/**
 * The first of the paths the content service has a page for, read for its
 * sections; none when no page exists (404s). Other failures throw.
 */
export async function fetchProductContent(paths: readonly string[], fetchImpl: typeof fetch = fetch): Promise<ProductContentSection[]> {
  for (const path of paths) {
    try {
      return productContentSections((await requestJson(contentPageUrl(path), { fetch: fetchImpl })).body);
    } catch (error) {
      if (!(error instanceof HttpRequestError && error.status === 404)) throw error;
    }
  }
  return [];
}
