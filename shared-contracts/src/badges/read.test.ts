import { badgeColours, mergeBadges, readBadges, safeHexColour } from './read';

describe('readBadges', () => {
  it('keeps well-formed badges as they are', () => {
    const badge = { id: 'a', placement: 'PDP_promo', priority: 1, text1: 'Free delivery', link: '/pages/delivery', discount: 10, endDate: '2027-03-31' };
    expect(readBadges([badge])).toEqual([badge]);
  });

  it('leaves out a badge without id, text or a known placement, and keeps the rest', () => {
    const read = readBadges([
      { placement: 'PDP_topLeft', priority: 1, text1: 'No id' },
      { id: 'b', placement: 'PDP_middle', priority: 1, text1: 'Bad placement' },
      { id: 'c', placement: 'PDP_topLeft', priority: 1 },
      { id: 'd', placement: 'PDP_topLeft', priority: 1, text1: '   ' },
      null,
      'badge',
      { id: 'ok', placement: 'PDP_topLeft', priority: 2, text1: 'Kept' },
    ]);
    expect(read.map((b) => b.id)).toEqual(['ok']);
  });

  it('drops bad optional fields and colours but keeps the badge', () => {
    const [badge] = readBadges([
      { id: 7, placement: 'PLP_price', priority: 'high', text1: 'Sale', text2: 42, backgroundColor: 'red; background:url(x)', textColor: '#fff', discount: 'lots' },
    ]);
    expect(badge).toEqual({ id: '7', placement: 'PLP_price', priority: Number.MAX_SAFE_INTEGER, text1: 'Sale', textColor: '#fff' });
  });

  it('gives no badges for anything that is not a list', () => {
    expect(readBadges({ id: 'a' })).toEqual([]);
    expect(readBadges(undefined)).toEqual([]);
  });
});

describe('mergeBadges', () => {
  it('lets a later badge with the same id replace the earlier one', () => {
    const merged = mergeBadges([{ id: 'a', placement: 'PDP_promo', priority: 1, text1: 'old' }], [{ id: 'a', placement: 'PDP_promo', priority: 1, text1: 'new' }, { id: 'b', placement: 'PDP_promo', priority: 2, text1: 'b' }]);
    expect(merged.map((b) => b.text1)).toEqual(['new', 'b']);
  });
});

describe('colours', () => {
  it('accepts hex colours only', () => {
    expect(safeHexColour(' #b3261e ')).toBe('#b3261e');
    expect(safeHexColour('#12345')).toBeUndefined();
    expect(safeHexColour('red; background:url(x)')).toBeUndefined();
    expect(safeHexColour(undefined)).toBeUndefined();
  });

  it('styles a badge with its safe colours only', () => {
    expect(badgeColours({ backgroundColor: '#111', textColor: 'expression(alert(1))', borderColor: '#222222' })).toEqual({ backgroundColor: '#111', border: '1px solid #222222' });
  });
});
