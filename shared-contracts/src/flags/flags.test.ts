import { FASCIAS } from '../fascia/fascias';
import {
  FLAG_NAMES,
  featuresWithFlags,
  flag,
  flagFallback,
  flagValues,
  formatFlagOverrides,
  isFlagValue,
  mergeFlagOverrides,
  parseFlagOverrides,
  type FlagValues,
} from './flags';

const decided: FlagValues = {
  atbModal: 'testAtbModalV1',
  deliveryBadgePosition: 'underButton',
  quickAddInRecentlyViewed: false,
  hideBeautySwatches: true,
  similarProductsGrid: true,
  reviews: false,
  subscription: true,
  rewards: false,
  liveStockRefresh: false,
};

describe('the flag names', () => {
  it('cover every flag and A/B test of spec 2 §6', () => {
    expect([...FLAG_NAMES].sort()).toEqual(
      ['atbModal', 'deliveryBadgePosition', 'hideBeautySwatches', 'liveStockRefresh', 'quickAddInRecentlyViewed', 'reviews', 'rewards', 'similarProductsGrid', 'subscription'].sort(),
    );
  });

  it('know each flag’s values', () => {
    expect(isFlagValue('atbModal', 'testAtbModalV1')).toBe(true);
    expect(isFlagValue('atbModal', 'v2')).toBe(false);
    expect(isFlagValue('deliveryBadgePosition', 'underButton')).toBe(true);
    expect(isFlagValue('reviews', false)).toBe(true);
    expect(isFlagValue('reviews', 'false')).toBe(false);
  });
});

describe('flag', () => {
  it('reads the server’s decision from the parcel props', () => {
    const props = { fascia: FASCIAS.burton, flags: decided };
    expect(flag('atbModal', props)).toBe('testAtbModalV1');
    expect(flag('deliveryBadgePosition', props)).toBe('underButton');
    expect(flag('reviews', props)).toBe(false);
    expect(flagValues(props)).toEqual(decided);
  });

  it('falls back to the fascia’s setting, then to the flag’s fallback (an experiment’s control)', () => {
    expect(flag('atbModal', { fascia: FASCIAS.coast })).toBe('testAtbModalV1');
    expect(flag('atbModal', { fascia: FASCIAS.burton })).toBe('default');
    expect(flag('deliveryBadgePosition', { fascia: FASCIAS.burton })).toBe('underPrice');
    expect(flag('subscription', { fascia: FASCIAS.burton })).toBe(false);
    expect(flag('reviews', null)).toBe(true);
    expect(flag('atbModal')).toBe('default');
  });

  it('ignores a decided value that is not one of the flag’s values', () => {
    const odd = { flags: { atbModal: 'v9', reviews: 'yes' } as unknown as FlagValues, fascia: FASCIAS.coast };
    expect(flag('atbModal', odd)).toBe('testAtbModalV1');
    expect(flag('reviews', odd)).toBe(true);
  });

  it('writes the decided values into the fascia’s features for readers of the older shape', () => {
    const features = featuresWithFlags(FASCIAS.burton.features, decided);
    expect(features).toEqual({
      atbModalVariant: 'testAtbModalV1',
      quickAddInRecentlyViewed: false,
      hideBeautySwatches: true,
      similarProductsGrid: true,
      reviews: false,
      subscription: true,
      rewards: false,
      liveStockRefresh: false,
    });
    expect(flagValues({ fascia: { features } })).toEqual({ ...decided, deliveryBadgePosition: flagFallback('deliveryBadgePosition') });
  });
});

describe('parseFlagOverrides', () => {
  it('reads name=value pairs: variants by name, booleans as true/false, on/off or 1/0', () => {
    expect(parseFlagOverrides('atbModal=testAtbModalV1,rewards=false').set).toEqual({ atbModal: 'testAtbModalV1', rewards: false });
    expect(parseFlagOverrides(' reviews = OFF , subscription=on, liveStockRefresh=0 ,similarProductsGrid=1').set).toEqual({
      reviews: false,
      subscription: true,
      liveStockRefresh: false,
      similarProductsGrid: true,
    });
  });

  it('ignores unknown names, unknown values and malformed pairs', () => {
    const parsed = parseFlagOverrides('atbModal=v2,toString=true,__proto__=x,rewards=maybe,deliveryBadgePosition=UNDERBUTTON,=true,reviews,constructor=1');
    expect(parsed).toEqual({ set: {}, cleared: [], reset: false });
    expect(parseFlagOverrides(null, undefined, '')).toEqual({ set: {}, cleared: [], reset: false });
  });

  it('takes several parameters, the later winning; `name=` forgets one, `reset` all before it', () => {
    expect(parseFlagOverrides('atbModal=testAtbModalV1', 'atbModal=default').set).toEqual({ atbModal: 'default' });
    expect(parseFlagOverrides('rewards=false,rewards=')).toEqual({ set: {}, cleared: ['rewards'], reset: false });
    expect(parseFlagOverrides('rewards=false,reset,reviews=false')).toEqual({ set: { reviews: false }, cleared: [], reset: true });
  });
});

describe('mergeFlagOverrides and formatFlagOverrides', () => {
  it('applies the address’s changes to the kept overrides and writes them back in the same form', () => {
    const kept = { atbModal: 'testAtbModalV1', rewards: false } as const;
    expect(mergeFlagOverrides(kept, parseFlagOverrides('reviews=false'))).toEqual({ atbModal: 'testAtbModalV1', rewards: false, reviews: false });
    expect(mergeFlagOverrides(kept, parseFlagOverrides('rewards='))).toEqual({ atbModal: 'testAtbModalV1' });
    expect(mergeFlagOverrides(kept, parseFlagOverrides('reset'))).toEqual({});
    expect(mergeFlagOverrides(kept, parseFlagOverrides('reset,reviews=false'))).toEqual({ reviews: false });

    const text = formatFlagOverrides({ rewards: false, atbModal: 'testAtbModalV1' });
    expect(text).toBe('atbModal=testAtbModalV1,rewards=false');
    expect(parseFlagOverrides(text).set).toEqual({ atbModal: 'testAtbModalV1', rewards: false });
    expect(formatFlagOverrides({})).toBe('');
  });
});
