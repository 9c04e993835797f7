import { isAllowedHref, isAllowedImageSrc, sanitiseHtml } from './sanitise';

describe('isAllowedHref', () => {
  it.each(['https://example.com/a', 'http://example.com', 'mailto:help@example.com', '/pages/sale', '#top', '?page=2', 'sale/shoes'])('keeps %s', (href) => {
    expect(isAllowedHref(href)).toBe(true);
  });
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '/\\evil.example', 'tel:123', ''])('refuses %j', (href) => {
    expect(isAllowedHref(href)).toBe(false);
  });
});

describe('isAllowedImageSrc', () => {
  it('keeps http(s) and paths on this site, refuses the rest', () => {
    expect(isAllowedImageSrc('/images/a.jpg')).toBe(true);
    expect(isAllowedImageSrc('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isAllowedImageSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false);
    expect(isAllowedImageSrc('//evil.example/a.jpg')).toBe(false);
  });
});

describe('sanitiseHtml', () => {
  it('keeps formatting, links and images', () => {
    const out = sanitiseHtml('<h2>Sale</h2><p><strong>Big</strong> <em>savings</em></p><ul><li>one</li></ul><a href="/pages/sale">Shop</a><img src="/images/x.jpg" alt="X" width="10" height="10">');
    expect(out).toContain('<h2>Sale</h2>');
    expect(out).toContain('<strong>Big</strong>');
    expect(out).toContain('<a href="/pages/sale">Shop</a>');
    expect(out).toMatch(/<img src="\/images\/x.jpg" alt="X" width="10" height="10"/);
  });

  it('removes script, style, iframe, form and every event handler', () => {
    const out = sanitiseHtml(
      '<script>alert(1)</script><style>body{}</style><iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form>' +
        '<img src="/a.jpg" onerror="alert(1)"><p onclick="alert(2)" style="color:red">hi</p><svg onload="alert(3)"></svg>',
    );
    expect(out).not.toMatch(/script|style|iframe|form|input|onerror|onclick|onload|svg|alert/i);
    expect(out).toContain('<p>hi</p>');
  });

  it('drops javascript:, data: and protocol-relative links but keeps their text', () => {
    const out = sanitiseHtml('<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&#58;alert(1)">b</a><a href="data:text/html,x">c</a><a href="//evil.example">d</a>');
    expect(out).not.toMatch(/href/);
    expect(out).toBe('<a>a</a><a>b</a><a>c</a><a>d</a>');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab, whatever rel the editor gave', () => {
    const out = sanitiseHtml('<a href="https://example.com" target="_blank" rel="opener">x</a><a href="/a" target="other">y</a>');
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(out).toContain('<a href="/a">y</a>');
  });
});
