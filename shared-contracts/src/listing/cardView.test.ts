import { FASCIAS } from '../fascia';
import { makeCard } from '../testing/fixtures';
import { cardImages, cardLink, cardPrice, cardInitialColour, isPriceRange, rolloverAllowed, shownPrice } from './cardView';

describe('card colour', () => {
  it('opens on the product colour, else the first colour variant', () => {
    expect(cardInitialColour(makeCard())).toBe('Blue');
    expect(cardInitialColour(makeCard({ colour: 'Green' }))).toBe('Blue');
    expect(cardInitialColour(makeCard({ colour: '', colourVariants: [] }))).toBe('');
  });
});

describe('cardImages', () => {
  it('shows the selected colour image and its rollover', () => {
    expect(cardImages(makeCard(), 'White')).toEqual({ main: '/images/products/K100/2.jpg', rollover: '/images/products/K100/3.jpg' });
  });

  it('falls back to the card images for the default colour', () => {
    const card = makeCard({ colourVariants: [] });
    expect(cardImages(card, 'Blue')).toEqual({ main: '/images/products/K100/0.jpg', rollover: '/images/products/K100/1.jpg' });
  });
});

describe('rolloverAllowed', () => {
  it('needs device support and a desktop url on every image', () => {
    expect(rolloverAllowed(makeCard(), true)).toBe(true);
    expect(rolloverAllowed(makeCard(), false)).toBe(false);
    const broken = makeCard({ imagesResponsive: [{ desktop: { url: '/a.jpg' } }, { desktop: { url: '' } }] });
    expect(rolloverAllowed(broken, true)).toBe(false);
    expect(rolloverAllowed(makeCard({ imagesResponsive: [] }), true)).toBe(false);
  });
});

describe('cardPrice', () => {
  it('is the product price (the lowest price first) until a colour is picked', () => {
    expect(cardPrice(makeCard(), null)).toEqual({ price: '30.00-35.00', wasPrice: '40.00', percentageSaving: 25 });
    expect(cardPrice(makeCard({ price: '35.00-40.00', priceVariants: [{ colour: 'Blue', price: '40.00' }, { colour: 'White', price: '35.00' }] }), null).price).toBe('35.00-40.00');
  });

  it('follows a picked colour, else the product price', () => {
    expect(cardPrice(makeCard(), 'Blue')).toEqual({ price: '30.00', wasPrice: '40.00', percentageSaving: 25 });
    expect(cardPrice(makeCard(), 'White')).toEqual({ price: '35.00' });
    expect(cardPrice(makeCard({ priceVariants: [] }), 'White')).toEqual({ price: '30.00-35.00', wasPrice: '40.00', percentageSaving: 25 });
  });

  it('shows a range when the price contains a hyphen', () => {
    expect(isPriceRange('30.00-35.00')).toBe(true);
    expect(isPriceRange('30.00')).toBe(false);
    expect(shownPrice('30.00-35.00', FASCIAS.burton)).toEqual({ low: '£30.00', high: '£35.00' });
    expect(shownPrice('12.5', FASCIAS.coast)).toEqual({ low: '12,50\u00a0€' });
    expect(shownPrice('Free', FASCIAS.burton)).toEqual({ low: 'Free' });
  });
});

describe('cardLink', () => {
  it('links to the product in the selected colour', () => {
    expect(cardLink(makeCard(), 'White')).toBe('/product/linen-shirt?colour=White');
  });

  it('adds the size only when exactly one size is chosen', () => {
    expect(cardLink(makeCard(), 'Blue', ['M'])).toBe('/product/linen-shirt?colour=Blue&size=M');
    expect(cardLink(makeCard(), 'Blue', ['M', 'L'])).toBe('/product/linen-shirt?colour=Blue');
  });

  it('uses /premier/{slug} for premier products and the recommended URL when given', () => {
    expect(cardLink(makeCard({ isPremier: true, slug: 'premier-membership' }), 'Blue', ['M'])).toBe('/premier/premier-membership');
    expect(cardLink(makeCard({ recommendedUrl: '/product/other?colour=Red' }), 'Blue')).toBe('/product/other?colour=Red');
  });
});
