// Editor HTML (the `html` section type) cleaned with sanitize-html, when an
// editor saves a draft and again on delivery, so neither a stored page from
// before a rule changed nor a row written past the editor API can put script
// on a shopper's page. Allowed: ordinary formatting, headings, lists, quotes,
// tables, links (http, https, mailto or relative) and images (http, https or
// relative). Removed: script and style (with their content), iframes, forms,
// event handlers (on*), style and class attributes, javascript:/data: URLs
// and protocol-relative ones.
import sanitizeHtml from 'sanitize-html';
import type { ContentSection } from '@storefront/shared-contracts/content';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'cite', 'q', 'code', 'pre', 'blockquote',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    abbr: ['title'],
    ol: ['start', 'reversed'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // A link opening a new tab cannot reach back into the page.
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      if (target === '_blank') return { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } };
      return { tagName, attribs: rest };
    },
  },
};

/** The editor's HTML with only the allowed tags, attributes and URLs left. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The sections with every `html` section's markup sanitised; other sections as they are. */
export function sanitizeSections<T extends ContentSection>(sections: readonly T[]): T[] {
  return sections.map((section) => (section.type === 'html' ? { ...section, html: sanitizeContentHtml(section.html) } : section));
}
