import { parseProductSku, productMatchesSku, skuMatch } from './sku';

describe('parseProductSku', () => {
  it('reads sku#colour', () => {
    expect(parseProductSku('DRS00012-01-03#Navy Blue')).toEqual({ sku: 'DRS00012-01-03', colour: 'Navy Blue' });
  });

  it('has no colour without a #, or with nothing after it', () => {
    expect(parseProductSku('DRS00012')).toEqual({ sku: 'DRS00012', colour: null });
    expect(parseProductSku('DRS00012#')).toEqual({ sku: 'DRS00012', colour: null });
  });
});

describe('skuMatch (spec 3 §5)', () => {
  it('uses the part before the hyphen for a sku with a hyphen not starting with P', () => {
    expect(skuMatch('DRS00012-01-03')).toEqual({ by: 'productKey', value: 'DRS00012' });
    expect(skuMatch('p00012-01')).toEqual({ by: 'productKey', value: 'p00012' });
  });

  it('matches a sku starting with P by its capitalised id', () => {
    expect(skuMatch('Prm00003')).toEqual({ by: 'id', value: 'PRM00003' });
    expect(skuMatch('PWD00123-01-01')).toEqual({ by: 'id', value: 'PWD00123-01-01' });
  });

  it('uses the whole sku otherwise', () => {
    expect(skuMatch('TOP00042')).toEqual({ by: 'productKey', value: 'TOP00042' });
  });
});

describe('productMatchesSku', () => {
  const dress = { id: '12', productKey: 'DRS00012' };
  const premier = { id: '3', productKey: 'PRM00003' };

  it('finds a product by the key before the hyphen', () => {
    expect(productMatchesSku(dress, 'DRS00012-01-03')).toBe(true);
    expect(productMatchesSku(dress, 'DRS00013-01-03')).toBe(false);
  });

  it('finds a P product by its id, capitalised', () => {
    expect(productMatchesSku(premier, 'Prm00003')).toBe(true);
    expect(productMatchesSku({ id: 'p77', productKey: 'X' }, 'P77')).toBe(true);
    expect(productMatchesSku(premier, 'PRM00003-01-01')).toBe(false);
  });
});
