import { makeVariant } from '../testing/fixtures';
import { rewardsPoints } from './points';

const withPoints = (points: unknown) => {
  const variant = makeVariant({ id: 'v', colour: 'navy', size: 'S' });
  return { ...variant, attributes: { ...variant.attributes, rewardsPoints: { default: points as number } } };
};

describe('rewards rules', () => {
  it('reads whole points above 0 and nothing else', () => {
    expect(rewardsPoints(withPoints(125))).toBe(125);
    expect(rewardsPoints(withPoints(0))).toBeNull();
    expect(rewardsPoints(withPoints(-5))).toBeNull();
    expect(rewardsPoints(withPoints(1.5))).toBeNull();
    expect(rewardsPoints(withPoints('125'))).toBeNull();
    expect(rewardsPoints(makeVariant({ id: 'v', colour: 'navy', size: 'S' }))).toBeNull();
    expect(rewardsPoints(undefined)).toBeNull();
  });
});
