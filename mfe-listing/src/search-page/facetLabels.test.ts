import { FASCIAS } from '@storefront/shared-contracts';
import { i18nFor } from '../i18n/i18n';
import { facetLabel, facetValueLabel } from './facetLabels';

const en = i18nFor('en-GB').t;
const sv = i18nFor('sv-SE').t;

describe('facetValueLabel', () => {
  it('reads price ranges in the fascia currency, "max" as open-ended', () => {
    expect(facetValueLabel('priceRange', '20-50', FASCIAS.burton, en)).toBe('£20 – £50');
    expect(facetValueLabel('priceRange', '200-max', FASCIAS.burton, en)).toBe('£200 and over');
    expect(facetValueLabel('priceRange', '200-max', FASCIAS.oasis, sv)?.replace(/\s/g, ' ')).toBe('200 kr och uppåt');
  });

  it('reads discount ranges and star ratings', () => {
    expect(facetValueLabel('discountRange', '10-20', FASCIAS.burton, en)).toBe('10% – 20%');
    expect(facetValueLabel('discountRange', '50-max', FASCIAS.burton, en)).toBe('50% or more');
    expect(facetValueLabel('ratingGroup', '4', FASCIAS.burton, en)).toBe('4 stars');
    expect(facetValueLabel('ratingGroup', '1', FASCIAS.burton, en)).toBe('1 star');
  });

  it('leaves out range and rating values that do not parse', () => {
    expect(facetValueLabel('priceRange', 'cheap', FASCIAS.burton, en)).toBeNull();
    expect(facetValueLabel('discountRange', '20-10', FASCIAS.burton, en)).toBeNull();
    expect(facetValueLabel('ratingGroup', '9', FASCIAS.burton, en)).toBeNull();
  });

  it('shows other values as they are', () => {
    expect(facetValueLabel('size', 'XL', FASCIAS.burton, en)).toBe('XL');
  });
});

describe('facetLabel', () => {
  it('names each facet in the fascia language', () => {
    expect(facetLabel('colourFacet', en)).toBe('Colour');
    expect(facetLabel('sleeveLength', sv)).toBe('Ärmlängd');
    expect(facetLabel('unknownFacet', en)).toBe('unknownFacet');
  });
});
