// The version a write names in If-Match: `"3"`, the ETag its read sent (`W/"3"`
// too, as a proxy may weaken it). One reading for every versioned resource
// (the bag, a content page); whether a write needs one is the caller's call.
import { badRequest } from './errors';

/**
 * The version in an If-Match header, or undefined when there is none. Any
 * other text, `*` included (it would let a write through whatever changed
 * meanwhile), is a 400 INVALID_VERSION with the caller's words.
 */
export function versionInIfMatch(header: string | string[] | undefined, invalidMessage: string): number | undefined {
  const text = (Array.isArray(header) ? header.join(', ') : header ?? '').trim();
  if (text === '') return undefined;
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(text);
  if (!match) throw badRequest('INVALID_VERSION', invalidMessage, 'If-Match');
  return Number(match[1]);
}
