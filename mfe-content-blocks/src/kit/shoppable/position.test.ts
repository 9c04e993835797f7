import { clampLeftPercent, clampTopPercent, popupSide } from './position';

describe('clampTopPercent (spec 3 §5)', () => {
  it('keeps the vertical position between 10 and 90 %', () => {
    expect(clampTopPercent(0)).toBe(10);
    expect(clampTopPercent(9.9)).toBe(10);
    expect(clampTopPercent(42)).toBe(42);
    expect(clampTopPercent(95)).toBe(90);
    expect(clampTopPercent(Number.NaN)).toBe(50);
  });
});

describe('clampLeftPercent and popupSide', () => {
  it('keeps the point on the image and opens the popup towards the wider side', () => {
    expect(clampLeftPercent(-5)).toBe(0);
    expect(clampLeftPercent(120)).toBe(100);
    expect(popupSide(20)).toBe('right');
    expect(popupSide(80)).toBe('left');
  });
});
