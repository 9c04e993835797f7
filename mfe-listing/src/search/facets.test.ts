import { facetOfParam, facetPanelOrder, facetParam } from './facets';

describe('facetPanelOrder', () => {
  it('follows the facet ordering, then the other present facet keys', () => {
    expect(facetPanelOrder(['category', 'size', 'colourFacet', 'brand'], ['brand', 'size', 'occasion', 'category', 'colourFacet', 'delivery'])).toEqual([
      'category',
      'size',
      'colourFacet',
      'brand',
      'delivery',
      'occasion',
    ]);
  });

  it('leaves out facets without values and attributes that are not facet keys', () => {
    expect(facetPanelOrder(['category', 'size', 'priceValue'], ['size', 'priceValue', 'isPremier', 'pattern'])).toEqual(['size', 'pattern']);
  });

  it('shows present facets in key order when the index gives no ordering', () => {
    expect(facetPanelOrder([], ['fit', 'brand', 'size'])).toEqual(['size', 'brand', 'fit']);
  });
});

describe('facet parameters', () => {
  it('names the colour facet "colour" in the address and reads it back', () => {
    expect(facetParam('colourFacet')).toBe('colour');
    expect(facetParam('sleeveLength')).toBe('sleeveLength');
    expect(facetOfParam('colour')).toBe('colourFacet');
    expect(facetOfParam('size')).toBe('size');
    expect(facetOfParam('colourFacet')).toBeNull();
    expect(facetOfParam('fascia')).toBeNull();
  });
});
