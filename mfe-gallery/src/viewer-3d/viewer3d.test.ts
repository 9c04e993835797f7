import type { Product } from '@storefront/shared-contracts';
import { viewer3dId, viewer3dUrl } from './viewer3d';
import { makeProduct, makeVariant } from '../test/fixtures';

const withId = (colour: string, id: string | undefined) => {
  const variant = makeVariant({ id: `${colour}-s`, colour, size: 'S' });
  return { ...variant, attributes: { ...variant.attributes, ...(id === undefined ? {} : { voxeloID: id }) } };
};

describe('3D viewer id', () => {
  it('is the selected colour one, else the first of the product', () => {
    const product = makeProduct([withId('navy', 'vx-navy'), withId('white', 'vx-white'), withId('red', undefined)]);
    expect(viewer3dId(product, 'white')).toBe('vx-white');
    expect(viewer3dId(product, 'red')).toBe('vx-navy');
    expect(viewer3dId(product, undefined)).toBe('vx-navy');
  });

  it('is null without one, and ignores malformed ids', () => {
    expect(viewer3dId(makeProduct([withId('navy', undefined)]), 'navy')).toBeNull();
    expect(viewer3dId(makeProduct([withId('navy', '../../x'), withId('navy', '')]), 'navy')).toBeNull();
    expect(viewer3dId({ variants: null } as unknown as Product, 'navy')).toBeNull();
  });
});

describe('3D viewer URL', () => {
  it('is {host}/viewer/{id}', () => {
    expect(viewer3dUrl('/_api/3d', 'vx-drs10001')).toBe('/_api/3d/viewer/vx-drs10001');
    expect(viewer3dUrl('https://3d.example.com/', 'vx-1')).toBe('https://3d.example.com/viewer/vx-1');
  });

  it('is null for a host that is not a web URL', () => {
    expect(viewer3dUrl('javascript:alert(1)', 'vx-1')).toBeNull();
  });
});
