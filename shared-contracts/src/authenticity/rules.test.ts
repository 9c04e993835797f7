import type { Product } from '../entities/product';
import { authenticityOf } from './rules';

const MP4 = { type: 'MP4' as const, width: 480, height: 720, url: '/media/authenticity/mp4_480p' };
const WEBM = { type: 'WEBM' as const, width: 480, height: 720, url: '/media/authenticity/webm_480p' };
const product = (authenticity: unknown) => ({ authenticity }) as Pick<Product, 'authenticity'>;

describe('authenticityOf', () => {
  it('reads the kind and the playable sources', () => {
    expect(authenticityOf(product({ kind: 'preloved', video: { sources: [MP4, WEBM] } }))).toEqual({
      kind: 'preloved',
      sources: [
        { src: '/media/authenticity/mp4_480p', type: 'video/mp4' },
        { src: '/media/authenticity/webm_480p', type: 'video/webm' },
      ],
    });
  });

  it('drops sources of other sites or unknown types, and the badge when none is left', () => {
    const evil = { ...MP4, url: 'https://evil.example/v.mp4' };
    const script = { ...MP4, url: 'javascript:alert(1)' };
    const odd = { ...MP4, type: 'AVI' };
    expect(authenticityOf(product({ kind: 'luxury', video: { sources: [evil, WEBM] } }))?.sources).toEqual([{ src: '/media/authenticity/webm_480p', type: 'video/webm' }]);
    expect(authenticityOf(product({ kind: 'luxury', video: { sources: [evil, script, odd, null] } }))).toBeNull();
  });

  it('shows no badge without a known kind or data', () => {
    expect(authenticityOf(product({ kind: 'fake', video: { sources: [MP4] } }))).toBeNull();
    expect(authenticityOf(product({ kind: 'luxury' }))).toBeNull();
    expect(authenticityOf(product(undefined))).toBeNull();
    expect(authenticityOf(undefined)).toBeNull();
  });
});
