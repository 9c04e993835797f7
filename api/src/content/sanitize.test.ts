import { sanitizeContentHtml, sanitizeSections } from './sanitize';

describe('sanitizeContentHtml', () => {
  it('removes script tags with their content', () => {
    expect(sanitizeContentHtml('<p>Hello</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>')).toBe('<p>Hello</p>');
  });

  it('removes event handlers and style attributes but keeps the element', () => {
    const out = sanitizeContentHtml('<img src="/images/content/card-a.jpg" alt="A" onerror="alert(1)" style="position:fixed"><p onclick="steal()" class="x">Text</p>');
    expect(out).toBe('<img src="/images/content/card-a.jpg" alt="A" /><p>Text</p>');
    expect(out).not.toMatch(/onerror|onclick|style|class/);
  });

  it('removes javascript:, data: and protocol-relative links, keeping http(s), mailto and relative ones', () => {
    const out = sanitizeContentHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><a href="//evil.example">d</a>' +
        '<a href="https://example.com/x">e</a><a href="mailto:help@example.com">f</a><a href="/pages/informational/returns">g</a>',
    );
    expect(out).not.toMatch(/javascript|data:|evil/i);
    expect(out).toContain('<a href="https://example.com/x">e</a>');
    expect(out).toContain('<a href="mailto:help@example.com">f</a>');
    expect(out).toContain('<a href="/pages/informational/returns">g</a>');
  });

  it('removes iframes, forms, objects and styles', () => {
    const out = sanitizeContentHtml('<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><object data="x"></object><style>p{}</style><p>Kept</p>');
    expect(out).toBe('<p>Kept</p>');
  });

  it('keeps formatting, tables and images, and adds rel to links opening a new tab', () => {
    const html = '<h2>Sizes</h2><table><thead><tr><th scope="col">UK</th></tr></thead><tbody><tr><td>10</td></tr></tbody></table><p><strong>Bold</strong> <em>and</em> <a href="https://example.com" target="_blank">out</a></p><img src="https://example.com/a.jpg" alt="a" />';
    const out = sanitizeContentHtml(html);
    expect(out).toContain('<table><thead><tr><th scope="col">UK</th></tr></thead><tbody><tr><td>10</td></tr></tbody></table>');
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
    expect(out).toContain('<img src="https://example.com/a.jpg" alt="a" />');
  });

  it('refuses data: and javascript: image sources', () => {
    expect(sanitizeContentHtml('<img src="data:image/png;base64,AAAA" alt="x"><img src="javascript:alert(1)" alt="y">')).toBe('<img alt="x" /><img alt="y" />');
  });
});

describe('sanitizeSections', () => {
  it('cleans html sections only', () => {
    const sections = sanitizeSections([
      { id: 'h', type: 'html', html: '<p>x</p><script>1</script>' },
      { id: 't', type: 'text', text: '<script>shown as text</script>' },
    ]);
    expect(sections).toEqual([
      { id: 'h', type: 'html', html: '<p>x</p>' },
      { id: 't', type: 'text', text: '<script>shown as text</script>' },
    ]);
  });
});
