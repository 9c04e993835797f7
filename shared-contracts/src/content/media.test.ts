import { heroImageSources } from './media';

describe('heroImageSources', () => {
  it('asks this site’s image service for every width, with the mobile image below 768 px', () => {
    const sources = heroImageSources({ src: '/images/content/hero-coast.jpg', mobileSrc: '/images/content/hero-coast-mobile.jpg' });
    expect(sources?.srcSet).toContain('/images/content/hero-coast.jpg?w=640&q=80 640w');
    expect(sources?.mobileSrcSet).toContain('/images/content/hero-coast-mobile.jpg?w=320&q=80 320w');
    expect(sources?.sizes).toBe('100vw');
  });

  it('takes another site’s image as it is, and refuses an unsafe one', () => {
    expect(heroImageSources({ src: 'https://cdn.example.com/a.jpg' })).toEqual({ src: 'https://cdn.example.com/a.jpg', sizes: '100vw' });
    expect(heroImageSources({ src: 'javascript:alert(1)' })).toBeNull();
  });
});
