import { bagBadgeText } from './bagBadge';

describe('bagBadgeText', () => {
  it('shows the count, nothing for an empty or unknown bag, and 99+ above 99', () => {
    expect(bagBadgeText(1)).toBe('1');
    expect(bagBadgeText(99)).toBe('99');
    expect(bagBadgeText(100)).toBe('99+');
    expect(bagBadgeText(0)).toBeNull();
    expect(bagBadgeText(null)).toBeNull();
  });
});
