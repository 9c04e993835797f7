// Editor HTML, sanitised with DOMPurify in the browser (issue 18: editor
// content is never executed). Formatting, links and images only: no script,
// style, iframe, form or event handler; links only to http(s), mailto: or a
// path on this site; images only from http(s) or this site; a link opening a
// new tab gets rel="noopener noreferrer". Our own DOMPurify instance, so its
// hooks never change anyone else's sanitising.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

export const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strong',
  'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];
export const ALLOWED_ATTR = ['href', 'target', 'rel', 'title', 'src', 'alt', 'width', 'height', 'loading', 'colspan', 'rowspan', 'scope', 'lang', 'dir'];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  FORBID_TAGS: ['script', 'style', 'iframe', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed', 'link', 'meta', 'base', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'xlink:href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/** Whitespace or a control character: browsers drop them inside a scheme ("java\nscript:"). */
function hasControlOrSpace(value: string): boolean {
  for (const char of value) if (char.charCodeAt(0) <= 0x20 || /\s/.test(char)) return true;
  return false;
}

/** A link the block keeps: http(s), mailto, or relative (a path, #fragment or ?query; never protocol-relative). */
export function isAllowedHref(value: string): boolean {
  const href = value.trim();
  if (href === '') return false;
  if (href.startsWith('//') || href.startsWith('/\\') || href.startsWith('\\')) return false;
  if (/^[/#?]/.test(href)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  // No scheme and not starting with '/': a relative path such as "sale/shoes".
  if (!scheme) return !hasControlOrSpace(href) && !/^[^/?#]*:/.test(href);
  return ['http', 'https', 'mailto'].includes(scheme[1]!.toLowerCase());
}

/** An image source the block keeps: http(s) or a path on this site. */
export function isAllowedImageSrc(value: string): boolean {
  const src = value.trim();
  if (src.startsWith('//') || src.startsWith('/\\')) return false;
  if (src.startsWith('/')) return true;
  return /^https?:\/\//i.test(src);
}

let purifier: Purifier | null = null;

function instance(win: Window & typeof globalThis): Purifier {
  if (purifier) return purifier;
  const purify = DOMPurify(win);
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.tagName === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && !isAllowedHref(href)) element.removeAttribute('href');
      const target = element.getAttribute('target');
      if (target !== null && target !== '_blank' && target !== '_self') element.removeAttribute('target');
      if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
    } else if (element.tagName === 'IMG') {
      const src = element.getAttribute('src');
      if (src === null || !isAllowedImageSrc(src)) element.removeAttribute('src');
      element.setAttribute('loading', 'lazy');
      element.setAttribute('decoding', 'async');
      if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
    }
  });
  purifier = purify;
  return purify;
}

/** The editor's HTML made safe to put in the page; '' where there is no DOM (the server). */
export function sanitiseHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  const purify = instance(window);
  if (!purify.isSupported) return '';
  return purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
