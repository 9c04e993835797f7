// Card data comes from the search service or another remote: check what the
// card relies on instead of trusting the types. A hit that is not a product
// is left out (null); broken optional parts are dropped, never thrown on.
import { z } from 'zod';
import type { BadgeConfig, ColourVariant, PriceVariant, ProductCardData } from '@storefront/shared-contracts';
import { safeUrl } from '../common/safeUrl';

const text = z.string().trim().min(1);
const url = z.object({ url: z.string() });
const image = z.object({ desktop: url, mobile: url.optional().catch(undefined) });
const priceText = z.union([z.string(), z.number().transform((n) => n.toFixed(2))]);

const colourVariant = z.object({
  colour: text,
  colourFacet: z.string().catch(''),
  swatchImage: z.string().optional().catch(undefined),
  imageResponsive: image.optional().catch(undefined),
  rolloverImage: z.object({ desktop: url }).optional().catch(undefined),
  sizesInStock: z.array(z.string()).catch([]),
  sku: z.string().catch(''),
});

const priceVariant = z.object({
  colour: text,
  size: z.string().optional().catch(undefined),
  price: priceText,
  wasPrice: priceText.optional().catch(undefined),
  percentageSaving: z.number().optional().catch(undefined),
});

const badge = z.object({
  id: z.string().catch(''),
  placement: z.string().regex(/^(PDP|PLP|CAROUSEL)_(topLeft|topRight|bottomLeft|bottomRight|price|promo)$/),
  categorySlug: z.string().optional().catch(undefined),
  priority: z.number(),
  text1: z.string(),
  text2: z.string().optional().catch(undefined),
  icon: z.string().optional().catch(undefined),
  backgroundColor: z.string().optional().catch(undefined),
  textColor: z.string().optional().catch(undefined),
  borderColor: z.string().optional().catch(undefined),
  discount: z.number().optional().catch(undefined),
});

/** Keeps the entries of a list that parse, dropping the others. */
function listOf<T>(schema: z.ZodType<T>) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((item) => {
      const parsed = schema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }));
}

const card = z.object({
  id: text,
  productId: z.string().optional().catch(undefined),
  productKey: text,
  name: text,
  brand: z.string().catch(''),
  slug: text,
  colour: z.string().catch(''),
  colourVariants: listOf(colourVariant),
  priceVariants: listOf(priceVariant),
  price: priceText.catch(''),
  wasPrice: priceText.optional().catch(undefined),
  percentageSaving: z.number().optional().catch(undefined),
  imagesResponsive: listOf(image),
  isPremier: z.boolean().catch(false),
  classification: z.string().optional().catch(undefined),
  department: z.string().optional().catch(undefined),
  averageRating: z.number().min(0).max(5).optional().catch(undefined),
  totalReviewCount: z.number().int().min(0).optional().catch(undefined),
  categoryNames: z.array(z.string()).optional().catch(undefined),
  categorySlugs: z.array(z.string()).optional().catch(undefined),
  recommendedUrl: z.string().optional().catch(undefined),
  badges: listOf(badge).optional(),
  singleVariantSku: z.string().optional().catch(undefined),
});

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function toCardData(raw: unknown): ProductCardData | null {
  const parsed = card.safeParse(raw);
  if (!parsed.success) return null;
  const data = parsed.data;
  const recommendedUrl = safeUrl(data.recommendedUrl) ?? undefined;
  return withoutUndefined({
    ...data,
    recommendedUrl,
    colourVariants: data.colourVariants.map((v) => withoutUndefined(v)) as ColourVariant[],
    priceVariants: data.priceVariants.map((v) => withoutUndefined(v)) as PriceVariant[],
    imagesResponsive: data.imagesResponsive.map((v) => withoutUndefined(v)) as ProductCardData['imagesResponsive'],
    badges: data.badges?.map((b) => withoutUndefined(b)) as BadgeConfig[] | undefined,
  }) as ProductCardData;
}
