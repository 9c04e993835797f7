// The catalogue with its lookups (by slug per fascia, by id, by key, by sku)
// and the mapping from a generated record to the shared Product shape, priced
// in the fascia's currency.
import type {
  InternalPriceAnswer, Bundle, BundleProduct, FasciaKey, FasciaSettings, Product, ProductCardData, ProductPageData, ProductRelated, ResponsiveImage, ReviewStats,
  SocialProofEntry, Variant, VideoMedia, VideoSource,
} from '@storefront/shared-contracts';
import { BUNDLE_MAX_PRODUCTS, FASCIAS, SPONSORED_STATUS, toCardData } from '@storefront/shared-contracts';
import { productImagePath, swatchPath } from './imageUrls';
import { badgesFor } from './badges';
import { localiseBadge } from './badgeTexts';
import { deliveryFor, marketplaceSeller } from './delivery';
import { generateCatalogue } from './generate';
import type { ProductRecord, VariantRecord } from './generate';
import { priceIn } from './pricing';
import { BUNDLE_HEADERS, BUNDLE_KINDS, generateRelated, INFLUENCER_MAX, SPONSORED_MAX, type BundlePlan, type RelatedPlan } from './related';
import { localiseSecondary, reviewStatsFor } from '../reviews';
import { toSearchRecord } from '@storefront/search-service';
import { authenticityOf } from '../authenticity';

export interface SkuMatch {
  product: ProductRecord;
  variant: VariantRecord;
}

const VIDEO_PROFILES = {
  mp4: { desktop: 'mp4_720p_no_audio', mobile: 'mp4_480p' },
  webm: { desktop: 'webm_720p', mobile: 'webm_480p' },
};

function videoMedia(record: ProductRecord): VideoMedia {
  const base = `/media/video/${encodeURIComponent(record.key)}/`;
  const poster = productImagePath(record.key, 0);
  const sources: VideoSource[] = [
    { type: 'MP4', width: 720, height: 1080, url: `${base}${VIDEO_PROFILES.mp4.desktop}` },
    { type: 'WEBM', width: 720, height: 1080, url: `${base}${VIDEO_PROFILES.webm.desktop}` },
  ];
  return {
    desktopBaseUrl: base,
    mobileBaseUrl: base,
    mp4Profiles: VIDEO_PROFILES.mp4,
    webmProfiles: VIDEO_PROFILES.webm,
    posters: { desktop: `${poster}?w=720&q=80`, mobile: `${poster}?w=480&q=80` },
    autoplay: true,
    sound: false,
    controls: false,
    loop: true,
    scrollToPlay: true,
    width: 720,
    height: 1080,
    sources,
  };
}

/** The product's authenticity check, when it has one (issue 20). */
function withAuthenticity(record: ProductRecord): { authenticity?: Product['authenticity'] } {
  const authenticity = authenticityOf(record);
  return authenticity ? { authenticity } : {};
}

const VIEW_NAMES = ['front', 'back', 'side', 'detail'];

export class Catalogue {
  readonly products: readonly ProductRecord[];
  private readonly bySlug = new Map<string, ProductRecord>();
  private readonly byId = new Map<string, ProductRecord>();
  private readonly byKey = new Map<string, ProductRecord>();
  private readonly bySku = new Map<string, SkuMatch>();
  private readonly perFascia = new Map<FasciaKey, Product[]>();
  private readonly fullReviewStats = new Map<string, ReviewStats>();
  private readonly byNumber = new Map<number, ProductRecord>();
  private relatedPlans: Map<number, RelatedPlan> | undefined;

  constructor(products: readonly ProductRecord[]) {
    this.products = products;
    for (const product of products) {
      if (this.bySlug.has(product.slug)) throw new Error(`duplicate slug ${product.slug}`);
      this.bySlug.set(product.slug, product);
      this.byId.set(product.id, product);
      this.byKey.set(product.key, product);
      this.byNumber.set(product.n, product);
      for (const variant of product.variants) {
        this.bySku.set(variant.sku, { product, variant });
        if (variant.marketplaceSku) this.bySku.set(variant.marketplaceSku, { product, variant });
      }
    }
  }

  static generate(options?: { seed?: number; count?: number }): Catalogue {
    return new Catalogue(generateCatalogue(options));
  }

  isSoldIn(product: ProductRecord, fascia: FasciaKey): boolean {
    return product.availablefascias.includes(fascia);
  }

  /** A product sold in the fascia, by its slug. */
  bySlugIn(fascia: FasciaKey, slug: string): ProductRecord | undefined {
    const product = this.bySlug.get(slug);
    return product && this.isSoldIn(product, fascia) ? product : undefined;
  }

  productById(id: string): ProductRecord | undefined {
    return this.byId.get(id);
  }

  productByKey(key: string): ProductRecord | undefined {
    return this.byKey.get(key);
  }

  /** A variant by its sku or its marketplace sku. */
  variantBySku(sku: string): SkuMatch | undefined {
    return this.bySku.get(sku);
  }

  slugsIn(fascia: FasciaKey): string[] {
    return this.products.filter((p) => this.isSoldIn(p, fascia)).map((p) => p.slug);
  }

  /** Every product the fascia sells, priced in its currency (built once per fascia). */
  productsIn(fascia: FasciaKey): Product[] {
    let list = this.perFascia.get(fascia);
    if (!list) {
      const settings = FASCIAS[fascia];
      list = this.products.filter((p) => this.isSoldIn(p, fascia)).map((p) => this.toProduct(p, settings));
      this.perFascia.set(fascia, list);
    }
    return list;
  }

  /**
   * A product page's data in a fascia. `withRelated: false` leaves out
   * Product.related (the shell's document does not carry it: see
   * ApiServices.getProductPage), so it is not made for nothing.
   */
  productPage(fascia: FasciaSettings, slug: string, { withRelated = true } = {}): ProductPageData | null {
    const record = this.bySlugIn(fascia.key, slug);
    if (!record) return null;
    const related = withRelated ? this.related(record, fascia) : undefined;
    const delivery = deliveryFor(record, fascia);
    return {
      product: { ...this.toProduct(record, fascia), reviewStats: this.reviewStats(record, fascia.locale), ...(related ? { related } : {}) },
      badges: this.badges(record, fascia.key),
      socialProof: this.socialProof(record),
      ...(delivery ? { delivery } : {}),
    };
  }

  /** The related plan of a product (related.ts), made for the whole catalogue on first ask. */
  relatedPlan(record: ProductRecord): RelatedPlan | undefined {
    this.relatedPlans ??= generateRelated(this.products);
    return this.relatedPlans.get(record.n);
  }

  /**
   * A product's bundles, influencer look and sponsored cards in a fascia:
   * only the products it sells. A bundle keeps its products even when that
   * leaves one (the page does not show it, spec 2 §4); an empty list is left out.
   */
  related(record: ProductRecord, fascia: FasciaSettings): ProductRelated | undefined {
    const plan = this.relatedPlan(record);
    if (!plan) return undefined;
    const sold = (numbers: readonly number[]) =>
      numbers.map((n) => this.byNumber.get(n)).filter((p): p is ProductRecord => p !== undefined && this.isSoldIn(p, fascia.key));
    const related: ProductRelated = {};
    for (const kind of BUNDLE_KINDS) {
      const bundle = plan.bundles[kind];
      const answer = bundle && this.bundle(bundle, fascia);
      if (answer) related[kind] = answer;
    }
    const look = plan.influencer && sold(plan.influencer.products).slice(0, INFLUENCER_MAX).map((p) => this.card(p, fascia));
    if (look?.length) related.influencer = { ...(plan.influencer?.header ? { header: plan.influencer.header } : {}), products: look };
    const sponsored = plan.sponsored && sold(plan.sponsored).slice(0, SPONSORED_MAX).map((p) => ({ ...this.card(p, fascia), sponsoredStatus: SPONSORED_STATUS }));
    if (sponsored?.length) related.sponsored = sponsored;
    return Object.keys(related).length ? related : undefined;
  }

  private bundle(plan: BundlePlan, fascia: FasciaSettings): Bundle | null {
    const products = plan.members
      .flatMap((member) => {
        const record = this.byNumber.get(member.n);
        return record && this.isSoldIn(record, fascia.key) ? [this.bundleProduct(record, fascia, member.colour)] : [];
      })
      .slice(0, BUNDLE_MAX_PRODUCTS);
    return products.length ? { id: plan.id, bundleType: plan.kind, header: BUNDLE_HEADERS[plan.kind], products } : null;
  }

  /**
   * A product as a bundle shows it: every variant with what choosing a
   * colour and a size and adding it needs (colour, size, stock, price, the
   * colour's first image and swatch), so four of them stay small in the page
   * data (the shell inlines it in the document).
   */
  bundleProduct(record: ProductRecord, fascia: FasciaSettings, colour?: string): BundleProduct {
    const full = this.toProduct(record, fascia);
    const variants = full.variants.map((v): Variant => {
      const { attributes: a, prices: p } = v;
      const image = v.images[0];
      return {
        id: v.id,
        sku: v.sku,
        ...(v.marketplaceSku ? { marketplaceSku: v.marketplaceSku } : {}),
        isMaster: v.isMaster,
        ...(v.preSelected ? { preSelected: true } : {}),
        isOnStock: v.isOnStock,
        availableQuantity: v.availableQuantity,
        images: image ? [{ desktop: image.desktop }] : [],
        prices: { centAmount: p.centAmount, currencyCode: p.currencyCode, ...(p.wasPrice ? { wasPrice: p.wasPrice } : {}) },
        attributes: {
          colour: a.colour, colourLabel: a.colourLabel, colourFacet: a.colourFacet, size: a.size, brand: a.brand,
          department: a.department, categoryTaxonomy: a.categoryTaxonomy,
          ...(a.swatchImage ? { swatchImage: a.swatchImage } : {}),
          ...(a.customisationGroupName ? { customisationGroupName: a.customisationGroupName } : {}),
        },
      };
    });
    return {
      id: full.id,
      key: full.key,
      productKey: record.key,
      name: full.name,
      slug: full.slug,
      description: full.description,
      productType: full.productType,
      brand: full.brand,
      brandSlug: full.brandSlug,
      availablefascias: full.availablefascias,
      isPremier: full.isPremier,
      variants,
      breadcrumbs: full.breadcrumbs,
      categories: full.categories,
      categoryNames: full.categoryNames,
      reviewStats: full.reviewStats,
      ...(colour ? { selectedColor: colour } : {}),
    };
  }

  /**
   * A product's card as a listing shows it (the search record's card fields),
   * with the two images a card shows (the image and its rollover).
   */
  card(record: ProductRecord, fascia: FasciaSettings): ProductCardData {
    const card = toCardData(toSearchRecord(this.toProduct(record, fascia), fascia));
    if (!card) throw new Error(`no card for ${record.key}`);
    return { ...card, imagesResponsive: card.imagesResponsive.slice(0, 2) };
  }

  /**
   * All of a product's review stats for its page (distribution,
   * recommendations, secondary ratings), from the scores of its generated
   * reviews; made on first ask, since listings need only the count and average.
   * The secondary ratings' words are the locale's (reviews/labels.ts).
   */
  reviewStats(record: ProductRecord, locale: FasciaSettings['locale'] = 'en-GB'): ReviewStats {
    let stats = this.fullReviewStats.get(record.key);
    if (!stats) {
      stats = reviewStatsFor(record);
      this.fullReviewStats.set(record.key, stats);
    }
    return stats.secondaryRatings ? { ...stats, secondaryRatings: localiseSecondary(stats.secondaryRatings, locale) } : stats;
  }

  badges(record: ProductRecord, fascia: FasciaKey) {
    return badgesFor({ categorySlugs: [record.departmentSlug, record.category.slug], badges: record.badges }, fascia);
  }

  socialProof(record: ProductRecord): SocialProofEntry | null {
    return record.socialProof ? { productIds: [record.id], messages: record.socialProof } : null;
  }

  colourImages(record: ProductRecord, colourIndex: number): ResponsiveImage[] {
    const colour = record.colours[colourIndex];
    return Array.from({ length: record.views }, (_, view) => {
      const url = productImagePath(record.key, colourIndex * record.views + view);
      return {
        desktop: { url },
        mobile: { url },
        alt: `${record.name} in ${colour?.colour ?? ''}, ${VIEW_NAMES[view] ?? 'view'} view`,
      };
    });
  }

  /**
   * The internal price details of a product's variants in a fascia's currency
   * (spec 2 §3 "Internal price info"): only the office-network endpoint
   * answers them (internal/routes.ts); the public product data never has them.
   */
  internalPrices(record: ProductRecord, fascia: FasciaSettings): Omit<InternalPriceAnswer, 'toolUrl'> {
    const currencyCode = fascia.currency;
    return {
      productKey: record.key,
      currencyCode,
      variants: record.variants.map((v) => {
        const price = priceIn(currencyCode, v.price);
        const was = v.wasPrice !== undefined ? priceIn(currencyCode, v.wasPrice) : undefined;
        return {
          id: `${record.id}-${v.colourIndex + 1}-${v.sizeIndex + 1}`,
          sku: v.sku,
          price,
          ...(was !== undefined ? { wasPrice: was, preDiscountPrice: was } : {}),
          discountEffects: was !== undefined && was > price ? [{ name: 'Seasonal sale', value: was - price }] : [],
        };
      }),
    };
  }

  toProduct(record: ProductRecord, fascia: FasciaSettings): Product {
    const currencyCode = fascia.currency;
    const imagesByColour = record.colours.map((_, c) => this.colourImages(record, c));
    const video = record.hasVideo ? videoMedia(record) : undefined;
    const firstInStock = record.variants.find((v) => v.colourIndex === 0 && v.quantity > 0);
    const exclusions = marketplaceSeller(record)?.exclusions;
    const variants: Variant[] = record.variants.map((v, i) => {
      const colour = record.colours[v.colourIndex];
      if (!colour) throw new Error(`variant ${v.sku} has no colour`);
      const cents = priceIn(currencyCode, v.price);
      const was = v.wasPrice !== undefined ? priceIn(currencyCode, v.wasPrice) : undefined;
      return {
        id: `${record.id}-${v.colourIndex + 1}-${v.sizeIndex + 1}`,
        sku: v.sku,
        ...(v.marketplaceSku ? { marketplaceSku: v.marketplaceSku } : {}),
        rawSku: v.sku.replace(/-/g, ''),
        isMaster: i === 0,
        preSelected: v === firstInStock,
        isOnStock: v.quantity > 0,
        isOnStockWishlist: v.quantity > 0,
        availableQuantity: v.quantity,
        images: imagesByColour[v.colourIndex] ?? [],
        ...(video?.sources ? { videos: video.sources } : {}),
        prices: {
          centAmount: cents,
          currencyCode,
          // The pre-discount price and discount effects are internal (internalPrices): never here.
          ...(was !== undefined ? { wasPrice: { centAmount: was } } : {}),
          isFree: false,
          ...(record.isHostedMarketplace ? { shopDeliveryMessaging: 'Delivered by the seller in 3-5 working days' } : {}),
          ...(exclusions ? { shopExclusionsMessaging: exclusions } : {}),
        },
        attributes: {
          colour: colour.colour,
          colourLabel: colour.colour,
          colourFacet: colour.facet,
          colourHex: `#${colour.hex}`,
          size: record.sizes[v.sizeIndex] ?? '',
          swatchImage: swatchPath(colour.hex),
          brand: record.brand,
          collection: record.brand,
          department: record.department,
          categoryTaxonomy: record.categoryTaxonomy,
          ...(record.styleTaxonomy ? { styleTaxonomy: record.styleTaxonomy } : {}),
          ...(record.classification ? { classification: record.classification } : {}),
          ...(record.gender ? { gender: record.gender } : {}),
          ...(record.occasion ? { occasion: record.occasion } : {}),
          locale: fascia.locale,
          returnsPolicy: record.ownBrand ? 'ownBrand' : record.isHostedMarketplace ? 'marketplace' : 'thirdParty',
          detailsAndCare: record.detailsAndCare,
          ...(record.fabrication ? { fabrication: record.fabrication } : {}),
          ...(record.sustainabilityContent ? { sustainabilityContent: record.sustainabilityContent } : {}),
          ...(record.gwp ? { gwpSku: record.gwp.sku, gwpDescription: record.gwp.description } : {}),
          rewardsPoints: { default: Math.round(cents * 0.05) },
          ...(record.voxeloID ? { voxeloID: record.voxeloID } : {}),
          ...(record.customisationGroupName ? { customisationGroupName: record.customisationGroupName } : {}),
        },
      };
    });
    return {
      id: record.id,
      key: record.key,
      name: record.name,
      slug: record.slug,
      description: record.description,
      productType: record.productType,
      brand: record.brand,
      brandSlug: record.brandSlug,
      availablefascias: [...record.availablefascias],
      isPremier: record.isPremier,
      hasGiftWithPurchase: Boolean(record.gwp),
      ...(record.sizingService ? { sizingService: record.sizingService } : {}),
      ...(record.isSubscribable ? { isSubscribable: true } : {}),
      variants,
      breadcrumbs: [
        { name: 'Home', slug: 'home', label: 'Home' },
        { name: record.department, slug: record.departmentSlug },
        { name: record.category.name, slug: record.category.slug },
      ],
      categories: [
        { name: record.department, slug: record.departmentSlug },
        { name: record.category.name, slug: record.category.slug },
      ],
      categoryNames: [record.category.name, record.department],
      ...(record.badges.length ? { badges: record.badges.map((badge) => localiseBadge(badge, fascia.locale)) } : {}),
      reviewStats: record.reviewStats,
      ...(video ? { media: { video } } : {}),
      ...(record.manufacturer ? { manufacturer: record.manufacturer } : {}),
      ...withAuthenticity(record),
      surcharge: { bulkyItem: record.bulkyItem },
      isHostedMarketplace: record.isHostedMarketplace,
      createdAt: record.createdAt,
    };
  }
}
