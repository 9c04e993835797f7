import { customisationGroupOf } from './customisationGroup';

describe('customisation group of a product', () => {
  it('is named on the variant attributes', () => {
    const variant = (name?: unknown) => ({ attributes: name === undefined ? {} : { customisationGroupName: name } }) as never;
    expect(customisationGroupOf({ variants: [variant(), variant('monogram')] })).toBe('monogram');
    expect(customisationGroupOf({ variants: [variant(''), variant(3)] })).toBeNull();
    expect(customisationGroupOf({ variants: [] })).toBeNull();
  });
});
