// Facet keys of spec 1 §3 as search record attributes, shared by the search
// service (api) and the listing. The colour facet is `colourFacet` (the
// colour family): a hit's `colour` is the card's default colour name.
export const SEARCH_FACET_KEYS = [
  'delivery',
  'size',
  'colourFacet',
  'style',
  'category',
  'gender',
  'brand',
  'department',
  'fabrication',
  'occasion',
  'discountBands',
  'neckline',
  'sleeveLength',
  'bodyFit',
  'pattern',
  'detail',
  'priceBands',
  'priceRange',
  'ratingGroup',
  'discountRange',
  'skinType',
  'hairType',
  'material',
  'fit',
] as const;

export type SearchFacetKey = (typeof SEARCH_FACET_KEYS)[number];
