import { decodeEntities, parseBoldMarkup, plainText } from './markup';

describe('bold-only markup', () => {
  it('turns <b> and <strong> into bold runs', () => {
    expect(parseBoldMarkup('<b>12 people</b> are viewing this')).toEqual([
      { text: '12 people', bold: true },
      { text: ' are viewing this', bold: false },
    ]);
    expect(parseBoldMarkup('In <STRONG>3 carts</STRONG> now')).toEqual([
      { text: 'In ', bold: false },
      { text: '3 carts', bold: true },
      { text: ' now', bold: false },
    ]);
  });

  it('shows any other markup as text', () => {
    expect(parseBoldMarkup('<i>hi</i> <img src=x onerror=alert(1)>')).toEqual([{ text: '<i>hi</i> <img src=x onerror=alert(1)>', bold: false }]);
    expect(parseBoldMarkup('<b onclick="x()">a</b>')).toEqual([{ text: '<b onclick="x()">a</b>', bold: false }]);
    expect(parseBoldMarkup('<script>alert(1)</script>')).toEqual([{ text: '<script>alert(1)</script>', bold: false }]);
  });

  it('keeps markup inside bold as text too', () => {
    expect(parseBoldMarkup('<b>Low <em>stock</em></b>')).toEqual([{ text: 'Low <em>stock</em>', bold: true }]);
  });

  it('shows a closing tag with nothing open as text, and lets an unclosed bold run to the end', () => {
    expect(parseBoldMarkup('a</b>b')).toEqual([{ text: 'a</b>b', bold: false }]);
    expect(parseBoldMarkup('a<b>b')).toEqual([
      { text: 'a', bold: false },
      { text: 'b', bold: true },
    ]);
  });

  it('handles nested bold and drops empty runs', () => {
    expect(parseBoldMarkup('<b><strong>x</strong>y</b>z<b></b>')).toEqual([
      { text: 'xy', bold: true },
      { text: 'z', bold: false },
    ]);
    expect(parseBoldMarkup('')).toEqual([]);
  });

  it('decodes character references as text', () => {
    expect(decodeEntities('Fish &amp; chips &lt;b&gt; &#39;x&#x27; &unknown;')).toBe("Fish & chips <b> 'x' &unknown;");
    expect(parseBoldMarkup('&lt;b&gt;not bold&lt;/b&gt;')).toEqual([{ text: '<b>not bold</b>', bold: false }]);
  });

  it('gives the words without markup', () => {
    expect(plainText('<b>5 bought</b> in the past hour')).toBe('5 bought in the past hour');
  });
});
