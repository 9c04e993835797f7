// A document's inline boot data read back as the client reads it, for the
// server tests (with or without a whole shell behind the document).
import { BOOT_ELEMENT_ID, type BootData } from '../../boot';

/** The document's inline boot data; throws when it has none. */
export function bootOf(html: string): BootData {
  const json = new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(html)?.[1];
  if (!json) throw new Error('no boot data in the document');
  return JSON.parse(json) as BootData;
}
