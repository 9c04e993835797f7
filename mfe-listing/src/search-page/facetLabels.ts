// How facet values read: price and discount ranges in the shopper's
// currency and words, ratings in stars. A range value that does not parse
// is not offered (spec 1 §5).
import { parsePriceRange, type FasciaSettings } from '@storefront/shared-contracts';
import type { Translate } from '@storefront/shared-contracts/i18n';
import type { FacetKey } from '../search/facets';
import { formatRangeBound } from '../search/priceRange';

export function facetValueLabel(attribute: string, value: string, fascia: Pick<FasciaSettings, 'locale' | 'currency'>, t: Translate): string | null {
  if (attribute === 'priceRange') {
    const range = parsePriceRange(value);
    if (!range) return null;
    const min = formatRangeBound(range.min, fascia);
    return range.max === null ? t('facet.priceFrom', { min }) : t('facet.priceBetween', { min, max: formatRangeBound(range.max, fascia) });
  }
  if (attribute === 'discountRange') {
    const range = parsePriceRange(value);
    if (!range) return null;
    return range.max === null ? t('facet.discountFrom', { min: range.min }) : t('facet.discountBetween', { min: range.min, max: range.max });
  }
  if (attribute === 'ratingGroup') {
    const stars = Number(value);
    return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? t('facet.stars', { count: stars }) : null;
  }
  return value;
}

export function facetLabel(attribute: FacetKey | string, t: Translate): string {
  return t(`facet.${attribute}`, { defaultValue: attribute });
}
