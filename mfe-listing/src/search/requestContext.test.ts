import { FASCIAS } from '@storefront/shared-contracts';
import { analyticsTagsFor, deviceOf } from './requestContext';

describe('analytics tags', () => {
  it('name the fascia and the device by the 768 px breakpoint', () => {
    expect(deviceOf(767)).toBe('mobile');
    expect(deviceOf(768)).toBe('desktop');
    expect(analyticsTagsFor(FASCIAS.coast, 375)).toEqual(['fascia:coast', 'device:mobile']);
    expect(analyticsTagsFor(FASCIAS.burton, 1280)).toEqual(['fascia:burton', 'device:desktop']);
  });
});
