import { FASCIAS } from '../fascia/fascias';
import { flagValues } from '../flags/flags';
import { experiment } from './browser';
import { EXPERIMENT_STORAGE_KEY, parseExperimentOverrides, resolveExperiment } from './experiments';

const at = (search: string) => window.history.replaceState(null, '', `/product/shirt${search}`);

beforeEach(() => {
  window.localStorage.clear();
  at('');
});

describe('parseExperimentOverrides', () => {
  it('reads the parameter form and the kept JSON form', () => {
    expect(parseExperimentOverrides('atbModal=testAtbModalV1')).toEqual({ atbModal: 'testAtbModalV1' });
    expect(parseExperimentOverrides(' atbModal = default ,other=x')).toEqual({ atbModal: 'default' });
    expect(parseExperimentOverrides('{"atbModal":"testAtbModalV1"}')).toEqual({ atbModal: 'testAtbModalV1' });
  });

  it('leaves out unknown experiments and variants, and text it cannot read', () => {
    expect(parseExperimentOverrides('atbModal=v2')).toEqual({});
    expect(parseExperimentOverrides('toString=default')).toEqual({});
    expect(parseExperimentOverrides('{broken')).toEqual({});
    expect(parseExperimentOverrides(null)).toEqual({});
  });
});

describe('resolveExperiment', () => {
  it('takes the override, else the fascia setting, else the control', () => {
    expect(resolveExperiment('atbModal', { overrides: { atbModal: 'default' }, fascia: FASCIAS.coast })).toBe('default');
    expect(resolveExperiment('atbModal', { fascia: FASCIAS.coast })).toBe('testAtbModalV1');
    expect(resolveExperiment('atbModal', { fascia: FASCIAS.burton })).toBe('default');
    expect(resolveExperiment('atbModal', {})).toBe('default');
  });

  it('ignores a fascia value that is not a variant', () => {
    const odd = { features: { ...FASCIAS.burton.features, atbModalVariant: 'v9' as never } };
    expect(resolveExperiment('atbModal', { fascia: odd })).toBe('default');
  });
});

describe('experiment', () => {
  it('follows the address override and keeps it for the next pages, until reset', () => {
    at('?experiment=atbModal=testAtbModalV1');
    expect(experiment('atbModal', FASCIAS.burton)).toBe('testAtbModalV1');
    expect(JSON.parse(window.localStorage.getItem(EXPERIMENT_STORAGE_KEY) ?? 'null')).toEqual({ atbModal: 'testAtbModalV1' });

    at('');
    expect(experiment('atbModal', FASCIAS.burton)).toBe('testAtbModalV1');

    at('?experiment=reset');
    expect(experiment('atbModal', FASCIAS.burton)).toBe('default');
    expect(window.localStorage.getItem(EXPERIMENT_STORAGE_KEY)).toBeNull();
    at('');
    expect(experiment('atbModal', FASCIAS.coast)).toBe('testAtbModalV1');
  });

  it('is the control without a fascia or an override', () => {
    expect(experiment('atbModal')).toBe('default');
    expect(experiment('deliveryBadgePosition')).toBe('underPrice');
  });

  it('reads the server’s assignment from parcel props’ flags, over the fascia’s setting', () => {
    const flags = flagValues({ fascia: FASCIAS.burton });
    expect(experiment('atbModal', { fascia: FASCIAS.burton, flags: { ...flags, atbModal: 'testAtbModalV1' } })).toBe('testAtbModalV1');
    expect(experiment('atbModal', { fascia: FASCIAS.coast, flags: { ...flags, atbModal: 'default' } })).toBe('default');
    expect(experiment('deliveryBadgePosition', { fascia: FASCIAS.burton, flags: { ...flags, deliveryBadgePosition: 'underButton' } })).toBe('underButton');
    expect(experiment('atbModal', { fascia: FASCIAS.coast })).toBe('testAtbModalV1');
  });

  it('lets the client-only QA override win over the assignment', () => {
    at('?experiment=atbModal=default');
    const flags = { ...flagValues({ fascia: FASCIAS.burton }), atbModal: 'testAtbModalV1' as const };
    expect(experiment('atbModal', { fascia: FASCIAS.burton, flags })).toBe('default');
  });
});
