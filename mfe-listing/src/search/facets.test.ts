import { facetOfParam, facetPanelOrder, facetParam, facetValueSort } from './facets';

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

describe('facetValueSort', () => {
  it('sorts sizes by the size chart, not as text', () => {
    const sizes = ['10', 'One Size', '12', 'M', '6', '10 Long', '8', 'XS'].map((name) => ({ name }));
    expect(sizes.sort(facetValueSort('size')).map((value) => value.name)).toEqual(['6', '8', '10', '10 Long', '12', 'XS', 'M', 'One Size']);
  });

  it('leaves other facets to the index facet ordering', () => {
    expect(facetValueSort('brand')).toBeUndefined();
  });
});
