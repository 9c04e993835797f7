import { premierAction } from './premier';

const now = new Date('2026-11-22T12:00:00Z');
const premier = { isPremier: true };

describe('premierAction', () => {
  it('adds as usual for other products', () => {
    expect(premierAction({ isPremier: false }, undefined, now)).toEqual({ kind: 'add' });
  });

  it('asks guests to sign up and add', () => {
    expect(premierAction(premier, { guest: true }, now)).toEqual({ kind: 'sign-up-and-add' });
    expect(premierAction(premier, undefined, now)).toEqual({ kind: 'sign-up-and-add' });
  });

  it('shows the membership line for an active member with an expiry date', () => {
    expect(premierAction(premier, { guest: false, premierExpiry: '2027-03-12' }, now)).toEqual({ kind: 'membership-active', expiry: '2027-03-12' });
    expect(premierAction(premier, { guest: false, premierExpiry: '2026-11-22' }, now)).toEqual({ kind: 'membership-active', expiry: '2026-11-22' });
  });

  it('lets a signed-in shopper without an active membership add', () => {
    expect(premierAction(premier, { guest: false }, now)).toEqual({ kind: 'add' });
    expect(premierAction(premier, { guest: false, premierExpiry: '2026-11-21' }, now)).toEqual({ kind: 'add' });
    expect(premierAction(premier, { guest: false, premierExpiry: 'soon' }, now)).toEqual({ kind: 'add' });
  });
});
