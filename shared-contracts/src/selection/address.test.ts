import { addressForColour } from './address';
import { replaceAddressColour } from './addressBar';

describe('address for a colour', () => {
  it('sets the colour and keeps other parameters', () => {
    expect(addressForColour('https://shop.test/product/shirt?fascia=coast&colour=navy#reviews', 'white', null))
      .toBe('/product/shirt?fascia=coast&colour=white#reviews');
  });

  it('adds the colour when the address has none', () => {
    expect(addressForColour('https://shop.test/product/shirt', 'white', 'M')).toBe('/product/shirt?colour=white');
  });

  it('drops the size when it differs from the default size', () => {
    expect(addressForColour('https://shop.test/product/shirt?colour=navy&size=XL', 'white', 'M')).toBe('/product/shirt?colour=white');
  });

  it('keeps the size when it is the default size', () => {
    expect(addressForColour('https://shop.test/product/shirt?colour=navy&size=M', 'white', 'M')).toBe('/product/shirt?colour=white&size=M');
  });

  it('encodes colours that need it', () => {
    expect(addressForColour('https://shop.test/product/shirt', 'light blue & white', null)).toBe('/product/shirt?colour=light+blue+%26+white');
  });
});

describe('replacing the address colour', () => {
  it('rewrites the address bar without adding a history entry and keeps the history state', () => {
    window.history.replaceState({ shell: 1 }, '', '/product/shirt?colour=navy&size=XL&ref=card');
    const entries = window.history.length;
    replaceAddressColour('white', 'M');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/product/shirt?colour=white&ref=card');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ shell: 1 });
  });
});
