import { selectionState } from '@storefront/shared-contracts';
import { stockMessage } from './stockMessage';
import { shirt, soldOutScarf } from '../test/fixtures';

const messageFor = (product = shirt, colour: string, sizeVariantId: string | null) =>
  stockMessage(selectionState(product, { colour, sizeVariantId }, 5));

describe('stock message', () => {
  it('says out of stock when every variant is', () => {
    expect(messageFor(soldOutScarf, 'red', null)).toEqual({ kind: 'outOfStock' });
  });

  it('says the colour is out of stock when none of its sizes is in stock', () => {
    expect(messageFor(shirt, 'red', null)).toEqual({ kind: 'colourOutOfStock' });
  });

  it('says out of stock for an out-of-stock size', () => {
    expect(messageFor(shirt, 'navy', 'navy-m')).toEqual({ kind: 'outOfStock' });
  });

  it('gives the count left when stock is low', () => {
    expect(messageFor(shirt, 'navy', 'navy-l')).toEqual({ kind: 'lowStock', count: 2 });
  });

  it('says nothing otherwise', () => {
    expect(messageFor(shirt, 'navy', 'navy-xl')).toBeNull();
    expect(messageFor(shirt, 'navy', null)).toBeNull();
  });
});
