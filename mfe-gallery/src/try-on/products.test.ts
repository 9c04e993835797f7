import { tryOnProducts } from './products';
import { makeProduct, makeVariant, shirt } from '../test/fixtures';

describe('try-on products', () => {
  it('are one per shade, with the sku of its first variant', () => {
    expect(tryOnProducts(shirt)).toEqual([
      { colour: 'navy', sku: 'SKU-navy-s', shade: 'Navy', hex: '#1f2a44' },
      { colour: 'white', sku: 'SKU-white-s', shade: 'White', hex: '#ffffff' },
      { colour: 'red', sku: 'SKU-red-s', shade: 'Red', hex: '#c0392b' },
    ]);
  });

  it('leave out a colour hex that is not a plain hex colour', () => {
    const product = makeProduct([makeVariant({ id: 'a', colour: '010 Porcelain', size: '30ml', colourHex: 'red;background:url(x)' })]);
    expect(tryOnProducts(product)).toEqual([{ colour: '010 Porcelain', sku: 'SKU-a', shade: '010 Porcelain' }]);
  });
});
