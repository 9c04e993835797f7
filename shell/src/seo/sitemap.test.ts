import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap', () => {
  const products = [
    { slug: 'dress-1', isPremier: false, availablefascias: ['burton', 'coast'] },
    { slug: 'unlimited', isPremier: true, availablefascias: ['burton'] },
    { slug: 'coat-&-hat', isPremier: false, availablefascias: ['coast'] },
  ];
  it('lists the fascia’s product pages with absolute, escaped URLs', () => {
    const xml = sitemapXml('https://burton.test', 'burton', products);
    expect(xml).toContain('<loc>https://burton.test/</loc>');
    expect(xml).toContain('<loc>https://burton.test/product/dress-1</loc>');
    expect(xml).toContain('<loc>https://burton.test/premier/unlimited</loc>');
    expect(xml).not.toContain('coat');
    expect(sitemapXml('https://coast.test', 'coast', products)).toContain('/product/coat-%26-hat');
  });
  it('points robots at the sitemap and keeps private paths out', () => {
    const txt = robotsTxt('https://burton.test');
    expect(txt).toContain('Sitemap: https://burton.test/sitemap.xml');
    expect(txt).toContain('Disallow: /_api/');
    expect(txt).toContain('Disallow: /releases');
  });
});
