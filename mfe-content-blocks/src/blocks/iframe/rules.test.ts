import { ALLOWED_IFRAME_ORIGINS, allowedIframeSrc } from './rules';

describe('allowedIframeSrc', () => {
  it('allows the listed origins and the page own origin', () => {
    expect(ALLOWED_IFRAME_ORIGINS).toContain('https://www.youtube-nocookie.com');
    expect(allowedIframeSrc('https://www.youtube-nocookie.com/embed/abc', null)).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(allowedIframeSrc('https://player.vimeo.com/video/1', null)).toBe('https://player.vimeo.com/video/1');
    expect(allowedIframeSrc('https://www.google.com/maps/embed?pb=1', null)).toBe('https://www.google.com/maps/embed?pb=1');
    expect(allowedIframeSrc('http://localhost:3000/pages/x', 'http://localhost:3000')).toBe('http://localhost:3000/pages/x');
  });

  it('refuses other origins, look-alikes, http versions, credentials and other schemes', () => {
    expect(allowedIframeSrc('https://evil.example/embed', 'http://localhost:3000')).toBeNull();
    expect(allowedIframeSrc('https://www.youtube-nocookie.com.evil.example/embed', null)).toBeNull();
    expect(allowedIframeSrc('http://player.vimeo.com/video/1', null)).toBeNull();
    expect(allowedIframeSrc('https://user:pw@player.vimeo.com/video/1', null)).toBeNull();
    expect(allowedIframeSrc('javascript:alert(1)', null)).toBeNull();
    expect(allowedIframeSrc('not a url', null)).toBeNull();
  });
});
