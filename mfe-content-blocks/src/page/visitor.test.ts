import { imageLoadingFor, visitorOf } from './visitor';

describe('visitorOf', () => {
  it('tells guests from signed-in shoppers, and says unknown without a session', () => {
    expect(visitorOf({ user: { id: 'g1', guest: true }, basketCount: 0 } as never)).toBe('guest');
    expect(visitorOf({ user: { id: 'u1', guest: false, email: 'a@b.c' }, basketCount: 2 } as never)).toBe('signedIn');
    expect(visitorOf(null)).toBe('unknown');
  });
});

describe('imageLoadingFor', () => {
  it('loads the first two sections’ images eagerly and the rest lazily', () => {
    expect([0, 1, 2, 7].map(imageLoadingFor)).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });
});
