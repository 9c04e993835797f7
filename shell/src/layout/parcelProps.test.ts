import { FASCIAS, flag, flagValues, type FlagValues } from '@storefront/shared-contracts';
import type { BootData } from '../boot';
import { catalogues } from '../i18n/i18n';
import { matchRoute } from '../routing/matchRoute';
import { listingParcelProps, parcelBaseProps } from './parcelProps';

const flags: FlagValues = { ...flagValues({ fascia: FASCIAS.burton }), atbModal: 'testAtbModalV1', reviews: false };

const boot = (over: Partial<BootData> = {}): BootData => ({
  route: matchRoute('/product/oxford-shirt'),
  fascia: FASCIAS.burton,
  session: { user: { id: 'anonymous', guest: true }, basketCount: 0 },
  registry: { remotes: {} },
  page: null,
  slotTimeoutMs: 8000,
  labels: catalogues['en-GB'],
  ...over,
});

describe('parcel props', () => {
  it('carry the decided flags to every parcel, where remotes read them by name', () => {
    const props = parcelBaseProps(boot({ flags }), 'reviews');
    expect(props.flags).toEqual(flags);
    expect(flag('atbModal', props)).toBe('testAtbModalV1');
    expect(flag('reviews', props)).toBe(false);
    expect(listingParcelProps(boot({ flags })).flags).toEqual(flags);
  });

  it('leave flags out when the boot data has none (remotes then read the fascia’s setting)', () => {
    const props = parcelBaseProps(boot(), 'reviews');
    expect(props).not.toHaveProperty('flags');
    expect(flag('reviews', props)).toBe(true);
  });
});
