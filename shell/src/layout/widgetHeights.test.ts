import { FASCIAS, type ProductDelivery, type SessionSummary } from '@storefront/shared-contracts';
import { makeProduct, makeVariant, shirt } from '@storefront/shared-contracts/testing';
import { authenticityHeight, countdownHeight, rewardsHeight } from './widgetHeights';

const earning = (id: string, colour: string, points: number | undefined) => {
  const variant = makeVariant({ id, colour, size: 'M' });
  return { ...variant, attributes: { ...variant.attributes, ...(points === undefined ? {} : { rewardsPoints: { default: points } }) } };
};
const signedIn = { user: { guest: false }, basketCount: 0 } as unknown as SessionSummary;
const guest = { user: { guest: true }, basketCount: 0 } as unknown as SessionSummary;

describe('the room reserved for the authenticity badge', () => {
  const video = { sources: [{ type: 'MP4' as const, width: 480, height: 720, url: '/media/authenticity/mp4_480p' }] };

  it('holds the badge button and its margins for a luxury or preloved product with a video it can play', () => {
    expect(authenticityHeight({ product: { ...shirt, authenticity: { kind: 'luxury', video } } })).toBe(8 + 44 + 8);
    expect(authenticityHeight({ product: { ...shirt, authenticity: { kind: 'preloved', video } } })).toBe(60);
  });

  it('is nothing when the badge would show nothing: no check, an unknown kind, or no video of this site', () => {
    expect(authenticityHeight({ product: shirt })).toBe(0);
    expect(authenticityHeight({ product: { ...shirt, authenticity: { kind: 'vintage', video } } as never })).toBe(0);
    const elsewhere = { sources: [{ ...video.sources[0]!, url: 'https://elsewhere.example/clip.mp4' }] };
    expect(authenticityHeight({ product: { ...shirt, authenticity: { kind: 'luxury', video: elsewhere } } })).toBe(0);
  });
});

describe('the room reserved for the rewards badge', () => {
  const product = makeProduct([earning('navy-m', 'navy', 125), earning('white-m', 'white', undefined)]);

  it('holds the earn line, and the join line for a guest (or an unknown shopper)', () => {
    expect(rewardsHeight({ product }, {}, signedIn)).toBe(Math.ceil(16 + 19.6));
    expect(rewardsHeight({ product }, {}, guest)).toBe(Math.ceil(16 + 2 * 19.6));
    expect(rewardsHeight({ product }, {}, undefined)).toBe(rewardsHeight({ product }, {}, guest));
  });

  it('is nothing when the colour the page starts on earns no points', () => {
    expect(rewardsHeight({ product }, { colour: 'white' }, guest)).toBe(0);
    expect(rewardsHeight({ product: shirt }, {}, guest)).toBe(0);
  });
});

describe('the room reserved for the delivery countdown', () => {
  const delivery = (info: Partial<ProductDelivery['info']>, displayCountdown = true): ProductDelivery =>
    ({
      info: { shopName: 'Burton', ...info },
      messaging: { threshold: { centAmount: 5000, currencyCode: 'GBP' }, standardCharge: { centAmount: 399, currencyCode: 'GBP' } },
      countdown: { displayCountdown },
    }) as ProductDelivery;
  // Burton's cut-off is 23:00 UTC.
  const morning = Date.parse('2025-06-06T10:00:00Z');
  const late = Date.parse('2025-06-06T23:30:00Z');
  const nextDay = { product: shirt, delivery: delivery({ nextDayDelivery: true }) };

  it('holds the badges and the timer, the timer smaller under the price', () => {
    expect(countdownHeight(nextDay, FASCIAS.burton, {}, 'underPrice', morning)).toBe(Math.ceil(12 + 28.2 + 18.2));
    expect(countdownHeight(nextDay, FASCIAS.burton, {}, 'underButton', morning)).toBe(Math.ceil(20 + 28.2 + 19.6));
  });

  it('keeps the badges after the cut-off, when the timer has gone', () => {
    expect(countdownHeight(nextDay, FASCIAS.burton, {}, 'underPrice', late)).toBe(Math.ceil(12 + 28.2));
    // Next-day with express counts on to tomorrow's cut-off.
    const both = { product: shirt, delivery: delivery({ nextDayDelivery: true, delXpsDeliveryEnabled: true }) };
    expect(countdownHeight(both, FASCIAS.burton, {}, 'underPrice', late)).toBe(Math.ceil(12 + 28.2 + 18.2));
  });

  it('holds only the timer without badges, and only the badges when the content turns the countdown off', () => {
    expect(countdownHeight({ product: shirt, delivery: delivery({}) }, FASCIAS.burton, {}, 'underPrice', morning)).toBe(Math.ceil(12 + 18.2));
    expect(countdownHeight({ product: shirt, delivery: delivery({ nextDayDelivery: true }, false) }, FASCIAS.burton, {}, 'underPrice', morning)).toBe(Math.ceil(12 + 28.2));
    // A marketplace product: its badge, never a countdown.
    const marketplace = { ...shirt, isHostedMarketplace: true };
    expect(countdownHeight({ product: marketplace, delivery: delivery({ nextDayDelivery: true }) }, FASCIAS.burton, {}, 'underPrice', morning)).toBe(Math.ceil(12 + 28.2));
  });

  it('is nothing when the block shows nothing or the page has no usable delivery', () => {
    expect(countdownHeight({ product: shirt, delivery: delivery({}, false) }, FASCIAS.burton, {}, 'underPrice', morning)).toBe(0);
    expect(countdownHeight({ product: shirt }, FASCIAS.burton, {}, 'underPrice', morning)).toBe(0);
    expect(countdownHeight({ product: shirt, delivery: { info: {} } as unknown as ProductDelivery }, FASCIAS.burton, {}, 'underPrice', morning)).toBe(0);
  });
});
