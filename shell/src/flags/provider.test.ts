import { OpenFeature, StandardResolutionReasons } from '@openfeature/server-sdk';
import { parseFlagConfig } from './config';
import { BUCKETS, LocalFlagProvider, bucketOf, evaluateEntry, pickVariant } from './provider';

const config = parseFlagConfig({
  flags: {
    reviews: { default: true, rules: [{ fascias: ['oasis'], value: false }] },
    subscription: { default: false, rules: [{ environments: ['staging'], value: true }, { fascias: ['coast'], signedIn: true, value: true }] },
    atbModal: {
      default: 'default',
      rules: [
        { fascias: ['coast'], value: 'testAtbModalV1' },
        { fascias: ['wallis'], environments: ['production'], split: { default: 50, testAtbModalV1: 50 } },
        { fascias: ['oasis'], split: { default: 10, testAtbModalV1: 90 } },
      ],
    },
    deliveryBadgePosition: { default: 'underPrice', rules: [{ split: { underPrice: 0, underButton: 1 } }] },
  },
});

const context = (over: Partial<{ fascia: string; environment: string; targetingKey: string; signedIn: boolean }> = {}) => ({
  fascia: 'burton',
  environment: 'development',
  targetingKey: 'visitor-00000001',
  signedIn: false,
  ...over,
});

const visitors = (n: number) => Array.from({ length: n }, (_, i) => `visitor-${String(i).padStart(8, '0')}`);

describe('bucketOf', () => {
  it('is the same for the same visitor and experiment, every time', () => {
    expect(bucketOf('visitor-abc12345', 'atbModal')).toBe(bucketOf('visitor-abc12345', 'atbModal'));
    const b = bucketOf('visitor-abc12345', 'atbModal');
    expect(b).toBeGreaterThanOrEqual(0);
    expect(b).toBeLessThan(BUCKETS);
  });

  it('spreads visitors evenly over the buckets', () => {
    const tenths = new Array<number>(10).fill(0);
    for (const id of visitors(20_000)) tenths[Math.floor(bucketOf(id, 'atbModal') / (BUCKETS / 10))]! += 1;
    // 2000 expected in each tenth; a fair hash stays well within ±10%.
    for (const count of tenths) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  it('buckets each experiment independently of the others', () => {
    const ids = visitors(5000);
    const same = ids.filter((id) => bucketOf(id, 'atbModal') < BUCKETS / 2 === bucketOf(id, 'deliveryBadgePosition') < BUCKETS / 2).length;
    // Independent halves agree for about half the visitors.
    expect(Math.abs(same - 2500)).toBeLessThan(250);
  });
});

describe('pickVariant', () => {
  it('gives each variant its share of the buckets, in the split’s order', () => {
    const split = { default: 25, testAtbModalV1: 75 };
    expect(pickVariant(split, 0)).toBe('default');
    expect(pickVariant(split, 2499)).toBe('default');
    expect(pickVariant(split, 2500)).toBe('testAtbModalV1');
    expect(pickVariant(split, BUCKETS - 1)).toBe('testAtbModalV1');
    expect(pickVariant({ a: 0, b: 3 }, 0)).toBe('b');
    expect(pickVariant({ a: 0 }, 0)).toBeUndefined();
  });
});

describe('evaluateEntry', () => {
  it('serves the default where no rule matches', () => {
    expect(evaluateEntry('reviews', config.flags.reviews!, context())).toEqual({ value: true, variant: 'true', reason: StandardResolutionReasons.DEFAULT });
  });

  it('serves a fascia’s value', () => {
    expect(evaluateEntry('reviews', config.flags.reviews!, context({ fascia: 'oasis' })).value).toBe(false);
    expect(evaluateEntry('atbModal', config.flags.atbModal!, context({ fascia: 'coast' }))).toEqual({
      value: 'testAtbModalV1',
      variant: 'testAtbModalV1',
      reason: StandardResolutionReasons.TARGETING_MATCH,
    });
  });

  it('serves an environment’s value, and matches on signed-in', () => {
    expect(evaluateEntry('subscription', config.flags.subscription!, context({ environment: 'staging' })).value).toBe(true);
    expect(evaluateEntry('subscription', config.flags.subscription!, context({ environment: 'production' })).value).toBe(false);
    expect(evaluateEntry('subscription', config.flags.subscription!, context({ fascia: 'coast', signedIn: true })).value).toBe(true);
    expect(evaluateEntry('subscription', config.flags.subscription!, context({ fascia: 'coast', signedIn: false })).value).toBe(false);
  });

  it('splits an experiment by weight, only where its rule matches, stable per visitor', () => {
    const atb = config.flags.atbModal!;
    // Not production: wallis stays on the default.
    expect(evaluateEntry('atbModal', atb, context({ fascia: 'wallis' })).value).toBe('default');

    const ids = visitors(4000);
    const wallis = ids.map((id) => evaluateEntry('atbModal', atb, context({ fascia: 'wallis', environment: 'production', targetingKey: id })));
    expect(new Set(wallis.map((d) => d.reason))).toEqual(new Set([StandardResolutionReasons.SPLIT]));
    const v1 = wallis.filter((d) => d.value === 'testAtbModalV1').length;
    expect(Math.abs(v1 - 2000)).toBeLessThan(200);

    const oasis = ids.filter((id) => evaluateEntry('atbModal', atb, context({ fascia: 'oasis', targetingKey: id })).value === 'testAtbModalV1').length;
    expect(Math.abs(oasis - 3600)).toBeLessThan(200);

    // The same visitor gets the same variant on every request.
    for (const id of ids.slice(0, 50)) {
      const first = evaluateEntry('atbModal', atb, context({ fascia: 'oasis', targetingKey: id })).value;
      expect(evaluateEntry('atbModal', atb, context({ fascia: 'oasis', targetingKey: id })).value).toBe(first);
    }
  });

  it('serves the default to a request with no visitor to bucket', () => {
    expect(evaluateEntry('atbModal', config.flags.atbModal!, context({ fascia: 'oasis', targetingKey: '' })).value).toBe('default');
    expect(evaluateEntry('deliveryBadgePosition', config.flags.deliveryBadgePosition!, context()).value).toBe('underButton');
  });
});

describe('LocalFlagProvider through the OpenFeature client', () => {
  beforeAll(() => OpenFeature.setProviderAndWait('provider-test', new LocalFlagProvider(config)));
  afterAll(() => OpenFeature.clearProviders());
  const client = () => OpenFeature.getClient('provider-test');

  it('answers boolean and string flags with their variant and reason', async () => {
    const details = await client().getStringDetails('atbModal', 'default', context({ fascia: 'coast' }));
    expect(details).toEqual(expect.objectContaining({ value: 'testAtbModalV1', variant: 'testAtbModalV1', reason: 'TARGETING_MATCH' }));
    expect(await client().getBooleanValue('reviews', true, context({ fascia: 'oasis' }))).toBe(false);
  });

  it('gives the caller’s default, with the error, for an unknown flag or the wrong type', async () => {
    const missing = await client().getBooleanDetails('rewards', true, context());
    expect(missing).toEqual(expect.objectContaining({ value: true, errorCode: 'FLAG_NOT_FOUND' }));
    const wrongType = await client().getBooleanDetails('atbModal', false, context());
    expect(wrongType).toEqual(expect.objectContaining({ value: false, errorCode: 'TYPE_MISMATCH' }));
    expect(await client().getNumberValue('reviews', 7, context())).toBe(7);
  });
});
