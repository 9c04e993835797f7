import { classNames, safeHexColour } from './safeUrl';

describe('safe hex colour', () => {
  it('accepts hex colours only', () => {
    expect(safeHexColour('#1f2a44')).toBe('#1f2a44');
    expect(safeHexColour('#FFF')).toBe('#FFF');
    expect(safeHexColour('red; background: url(x)')).toBeNull();
    expect(safeHexColour('#12345')).toBeNull();
    expect(safeHexColour(undefined)).toBeNull();
  });
});

describe('class names', () => {
  it('joins the truthy names', () => {
    expect(classNames('a', false, undefined, 'b', null)).toBe('a b');
  });
});
