// Short links in the database (migration 0007): one code per address, made
// on first ask, found again on the next.
import type { Db } from '../db/db';
import { randomShortCode } from './rules';

/** A fresh code that is already taken is drawn again, this many times at most. */
export const MAX_CODE_ATTEMPTS = 5;

export class ShortLinkService {
  constructor(
    private readonly db: Db,
    private readonly newCode: () => string = () => randomShortCode(),
  ) {}

  /** The code of a checked address (rules.checkShareUrl): the one it has, else a new one. */
  async shorten(url: string): Promise<string> {
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      const existing = await this.db.query<{ code: string }>('SELECT code FROM short_links WHERE url = $1', [url]);
      if (existing[0]) return existing[0].code;
      // Neither conflict raises: the same address stored meanwhile is found by
      // the next look-up; a code already taken is drawn again.
      const inserted = await this.db.query<{ code: string }>(
        'INSERT INTO short_links (code, url) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code',
        [this.newCode(), url],
      );
      if (inserted[0]) return inserted[0].code;
    }
    throw new Error(`no free short code after ${MAX_CODE_ATTEMPTS} attempts`);
  }

  /** The stored address of a code, if there is one. */
  async target(code: string): Promise<string | undefined> {
    const rows = await this.db.query<{ url: string }>('SELECT url FROM short_links WHERE code = $1', [code]);
    return rows[0]?.url;
  }

  async count(): Promise<number> {
    const rows = await this.db.query<{ n: number | string }>('SELECT count(*) AS n FROM short_links');
    return Number(rows[0]?.n ?? 0);
  }
}
