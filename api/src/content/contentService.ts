// Content pages in the database (migration 0006): per fascia and path, the
// draft editors work on kept apart from the published version, and every
// publish kept as a numbered version so an earlier one can be published
// again (rollback). Delivery reads the published version leniently
// (readContentSections: a stored section that no longer parses is left out)
// and sanitises HTML sections again on the way out.
//
// Every write moves the page's draft version on (migration 0010) and names
// the version its editor loaded: the check and the write happen in one
// transaction with the page's row locked, so of two writes based on one
// version exactly one is stored and the other is refused (409 DRAFT_CHANGED).
import { readContentSections, validateContentPage, describeProblems, type ContentProblem } from '@storefront/shared-contracts/content';
import type { FasciaKey } from '@storefront/shared-contracts';
import type { Db } from '../db/db';
import { HttpError, notFound } from '../http/errors';
import { contentOf, draftChangedMessage, sameContent, versionRequiredMessage, type DeliveredContentPage, type DraftChange, type PageContent } from './rules';
import { sanitizeSections } from './sanitize';

interface VersionRow {
  version: number;
  title: string;
  description: string | null;
  sections: unknown;
  published_at: Date | string;
  published_by: string;
  source: 'seed' | 'publish' | 'rollback';
  rolled_back_from: number | null;
}

interface PageRow {
  path: string;
  draft: { title: string; description?: string; sections: unknown } | null;
  draft_updated_at: Date | string | null;
  draft_updated_by: string | null;
  published_version: number | null;
  draft_version: number;
  changed_at: Date | string;
  changed_by: string;
  last_change: DraftChange;
}

const PAGE_COLUMNS = 'path, draft, draft_updated_at, draft_updated_by, published_version, draft_version, changed_at, changed_by, last_change';

/** One page in the editor's list. */
export interface EditorPageSummary {
  path: string;
  /** The draft's title, else the published one's. */
  title: string;
  draftUpdatedAt: string | null;
  /** What a write to the page sends in If-Match (see EditorPage). */
  draftVersion: number;
  publishedVersion: number | null;
  publishedAt: string | null;
  /** The draft differs from what is published (or nothing is published). */
  hasUnpublishedChanges: boolean;
}

export interface EditorDraft extends PageContent {
  updatedAt: string | null;
  /** The editor's user id, or "seed". */
  updatedBy: string | null;
}

export interface EditorHistoryEntry {
  version: number;
  title: string;
  publishedAt: string;
  publishedBy: string;
  source: 'seed' | 'publish' | 'rollback';
  /** For a rollback: the version whose content was published again. */
  rolledBackFrom?: number;
  /** This version is the one shoppers see. */
  current: boolean;
}

/** The write that brought a page to its draft version. */
export interface EditorChange {
  action: DraftChange;
  /** The editor's user id, or "seed". */
  by: string;
  at: string;
}

/** GET /_api/content/editor/pages/*: the draft, what is published and every published version, newest first. */
export interface EditorPage {
  fascia: FasciaKey;
  path: string;
  /**
   * The page's version as editors change it: every write (draft saved,
   * publish, unpublish, rollback) moves it on by one. The next write sends it
   * back in If-Match (it is also the answer's ETag); not a published version.
   */
  draftVersion: number;
  lastChange: EditorChange;
  draft: EditorDraft | null;
  published: DeliveredContentPage | null;
  history: EditorHistoryEntry[];
  hasUnpublishedChanges: boolean;
}

/** A page to seed: its content as the seed files give it (see seed.ts). */
export interface SeedPage {
  fascia: FasciaKey;
  path: string;
  content: PageContent;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

export const INVALID_SECTION = 'INVALID_SECTION';

export const DRAFT_CHANGED = 'DRAFT_CHANGED';
export const VERSION_REQUIRED = 'VERSION_REQUIRED';

/** 400 for a draft the schemas refuse: the message names each section and field. */
export function invalidContent(problems: ContentProblem[]): HttpError {
  return new HttpError(400, INVALID_SECTION, describeProblems(problems), undefined, { problems });
}

const pageNotFound = (path: string) => notFound('PAGE_NOT_FOUND', `There is no content page "${path}" for this fascia.`);

export class ContentService {
  constructor(
    private readonly db: Db,
    /** Where a stored section that no longer parses is reported (it is left out). */
    private readonly report: (message: string) => void = (message) => console.warn(`[content] ${message}`),
  ) {}

  /** The published page shoppers see, or null when none is published. */
  async published(fascia: FasciaKey, path: string): Promise<DeliveredContentPage | null> {
    const rows = await this.db.query<VersionRow & { path: string }>(
      `SELECT v.path, v.version, v.title, v.description, v.sections, v.published_at, v.published_by, v.source, v.rolled_back_from
         FROM content_pages p
         JOIN content_page_versions v ON v.fascia = p.fascia AND v.path = p.path AND v.version = p.published_version
        WHERE p.fascia = $1 AND p.path = $2`,
      [fascia, path],
    );
    const row = rows[0];
    return row ? this.deliver(fascia, path, row) : null;
  }

  private deliver(fascia: FasciaKey, path: string, row: VersionRow): DeliveredContentPage {
    const sections = readContentSections(row.sections, (index, problem) =>
      this.report(`${fascia} ${path} v${row.version}: section ${index + 1} left out (${problem})`),
    );
    return {
      path,
      title: row.title,
      ...(row.description ? { description: row.description } : {}),
      sections: sanitizeSections(sections),
      version: row.version,
      publishedAt: iso(row.published_at),
    };
  }

  async list(fascia: FasciaKey): Promise<EditorPageSummary[]> {
    const rows = await this.db.query<PageRow & { published_title: string | null; published_description: string | null; published_sections: unknown; published_at: Date | string | null }>(
      `SELECT p.path, p.draft, p.draft_updated_at, p.draft_updated_by, p.published_version, p.draft_version,
              v.title AS published_title, v.description AS published_description, v.sections AS published_sections, v.published_at
         FROM content_pages p
         LEFT JOIN content_page_versions v ON v.fascia = p.fascia AND v.path = p.path AND v.version = p.published_version
        WHERE p.fascia = $1
        ORDER BY p.path`,
      [fascia],
    );
    return rows.map((row) => {
      const published = row.published_title === null ? null : contentOf({ title: row.published_title, description: row.published_description, sections: row.published_sections });
      return {
        path: row.path,
        title: row.draft?.title ?? row.published_title ?? row.path,
        draftUpdatedAt: row.draft_updated_at ? iso(row.draft_updated_at) : null,
        draftVersion: Number(row.draft_version),
        publishedVersion: row.published_version,
        publishedAt: row.published_at ? iso(row.published_at) : null,
        hasUnpublishedChanges: row.draft !== null && (published === null || !sameContent(contentOf(row.draft), published)),
      };
    });
  }

  /** The editor's view of one page, or null when the fascia has no such page. */
  async editorPage(fascia: FasciaKey, path: string, db: Db = this.db): Promise<EditorPage | null> {
    const pages = await db.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM content_pages WHERE fascia = $1 AND path = $2`, [fascia, path]);
    const page = pages[0];
    if (!page) return null;
    const versions = await db.query<VersionRow>(
      `SELECT version, title, description, sections, published_at, published_by, source, rolled_back_from
         FROM content_page_versions WHERE fascia = $1 AND path = $2 ORDER BY version DESC`,
      [fascia, path],
    );
    const current = versions.find((v) => v.version === page.published_version) ?? null;
    const draft: EditorDraft | null = page.draft
      ? {
          ...(contentOf(page.draft) as PageContent),
          updatedAt: page.draft_updated_at ? iso(page.draft_updated_at) : null,
          updatedBy: page.draft_updated_by,
        }
      : null;
    return {
      fascia,
      path,
      draftVersion: Number(page.draft_version),
      lastChange: { action: page.last_change, by: page.changed_by, at: iso(page.changed_at) },
      draft,
      published: current ? this.deliver(fascia, path, current) : null,
      history: versions.map((v) => ({
        version: v.version,
        title: v.title,
        publishedAt: iso(v.published_at),
        publishedBy: v.published_by,
        source: v.source,
        ...(v.rolled_back_from !== null ? { rolledBackFrom: v.rolled_back_from } : {}),
        current: v.version === page.published_version,
      })),
      hasUnpublishedChanges: page.draft !== null && (current === null || !sameContent(contentOf(page.draft), contentOf(current))),
    };
  }

  /**
   * Creates or replaces the draft: validated with the section schemas (400
   * INVALID_SECTION naming section and field, nothing stored), HTML sections
   * sanitised. What shoppers see does not change until it is published.
   * `basedOn` is the draft version the editor loaded (If-Match): a new page
   * needs none, an existing one must name its current version (428 / 409).
   */
  async saveDraft(fascia: FasciaKey, path: string, input: unknown, editorId: string, basedOn: number | undefined): Promise<EditorPage> {
    const result = validateContentPage(path, input);
    if ('problems' in result) throw invalidContent(result.problems);
    const { title, description, sections } = result.page;
    const draft = JSON.stringify({ title, ...(description ? { description } : {}), sections: sanitizeSections(sections) });
    return this.db.transaction(async (tx) => {
      if (basedOn === undefined) {
        // Of two editors creating one page at once, the second waits for the
        // first's row and then is told the page exists.
        const created = await tx.query(
          `INSERT INTO content_pages (fascia, path, draft, draft_updated_at, draft_updated_by, changed_by, last_change)
           VALUES ($1, $2, $3::jsonb, now(), $4, $4, 'save') ON CONFLICT DO NOTHING RETURNING path`,
          [fascia, path, draft, editorId],
        );
        if (created.length === 0) throw new HttpError(428, VERSION_REQUIRED, versionRequiredMessage(path), 'If-Match');
      } else {
        await this.lock(tx, fascia, path, basedOn);
        await tx.query('UPDATE content_pages SET draft = $3::jsonb, draft_updated_at = now(), draft_updated_by = $4 WHERE fascia = $1 AND path = $2', [
          fascia,
          path,
          draft,
          editorId,
        ]);
        await this.changed(tx, fascia, path, editorId, 'save');
      }
      return (await this.editorPage(fascia, path, tx))!;
    });
  }

  /** The draft becomes a new published version. */
  async publish(fascia: FasciaKey, path: string, editorId: string, basedOn: number | undefined): Promise<EditorPage> {
    return this.db.transaction(async (tx) => {
      const page = await this.lock(tx, fascia, path, basedOn);
      if (!page.draft) throw new HttpError(409, 'NO_DRAFT', `Page "${path}" has no draft to publish.`);
      const content = contentOf(page.draft);
      await this.addVersion(tx, fascia, path, { title: content.title, description: content.description ?? null, sections: content.sections }, editorId, 'publish', null);
      await this.changed(tx, fascia, path, editorId, 'publish');
      return (await this.editorPage(fascia, path, tx))!;
    });
  }

  /** Shoppers stop seeing the page (404); the draft and the history stay. */
  async unpublish(fascia: FasciaKey, path: string, editorId: string, basedOn: number | undefined): Promise<EditorPage> {
    return this.db.transaction(async (tx) => {
      await this.lock(tx, fascia, path, basedOn);
      await tx.query('UPDATE content_pages SET published_version = NULL WHERE fascia = $1 AND path = $2', [fascia, path]);
      await this.changed(tx, fascia, path, editorId, 'unpublish');
      return (await this.editorPage(fascia, path, tx))!;
    });
  }

  /** An earlier version's content is published again, as a new version; the draft is left as it is. */
  async rollback(fascia: FasciaKey, path: string, version: number, editorId: string, basedOn: number | undefined): Promise<EditorPage> {
    return this.db.transaction(async (tx) => {
      await this.lock(tx, fascia, path, basedOn);
      const rows = await tx.query<VersionRow>(
        'SELECT title, description, sections FROM content_page_versions WHERE fascia = $1 AND path = $2 AND version = $3',
        [fascia, path, version],
      );
      const old = rows[0];
      if (!old) throw notFound('VERSION_NOT_FOUND', `Page "${path}" has no version ${version}.`, 'version');
      await this.addVersion(tx, fascia, path, old, editorId, 'rollback', version);
      await this.changed(tx, fascia, path, editorId, 'rollback');
      return (await this.editorPage(fascia, path, tx))!;
    });
  }

  /**
   * The page's row, locked until the transaction ends (two publishes cannot
   * take one number, two writes based on one draft version cannot both pass),
   * once the write names the draft version the page is at: 428
   * VERSION_REQUIRED when it names none, 409 DRAFT_CHANGED when the page has
   * moved on since.
   */
  private async lock(tx: Db, fascia: FasciaKey, path: string, basedOn: number | undefined): Promise<PageRow> {
    const rows = await tx.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM content_pages WHERE fascia = $1 AND path = $2 FOR UPDATE`, [fascia, path]);
    const page = rows[0];
    if (!page) throw pageNotFound(path);
    if (basedOn === undefined) throw new HttpError(428, VERSION_REQUIRED, versionRequiredMessage(path), 'If-Match');
    const draftVersion = Number(page.draft_version);
    if (basedOn !== draftVersion) {
      const [editor] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [page.changed_by]);
      const at = iso(page.changed_at);
      throw new HttpError(
        409,
        DRAFT_CHANGED,
        draftChangedMessage(path, basedOn, { draftVersion, action: page.last_change, at, by: editor?.email ?? null }),
        'If-Match',
        { draftVersion, lastChange: { action: page.last_change, by: page.changed_by, at } },
      );
    }
    return page;
  }

  /** A write moves the page's draft version on, and says who made it, when and which it was. */
  private async changed(tx: Db, fascia: FasciaKey, path: string, by: string, change: DraftChange): Promise<void> {
    await tx.query(
      `UPDATE content_pages SET draft_version = draft_version + 1, changed_at = now(), changed_by = $3, last_change = $4
        WHERE fascia = $1 AND path = $2`,
      [fascia, path, by, change],
    );
  }

  private async addVersion(
    tx: Db,
    fascia: FasciaKey,
    path: string,
    content: { title: string; description: string | null; sections: unknown },
    by: string,
    source: VersionRow['source'],
    rolledBackFrom: number | null,
  ): Promise<number> {
    const [next] = await tx.query<{ version: number }>(
      'SELECT COALESCE(MAX(version), 0) + 1 AS version FROM content_page_versions WHERE fascia = $1 AND path = $2',
      [fascia, path],
    );
    const version = Number(next!.version);
    await tx.query(
      `INSERT INTO content_page_versions (fascia, path, version, title, description, sections, published_by, source, rolled_back_from)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)`,
      [fascia, path, version, content.title, content.description, JSON.stringify(content.sections), by, source, rolledBackFrom],
    );
    await tx.query('UPDATE content_pages SET published_version = $3 WHERE fascia = $1 AND path = $2', [fascia, path, version]);
    return version;
  }

  /**
   * Seeds the pages the database does not have yet (by fascia and path), as
   * draft and published version 1. Pages that exist are never touched, so an
   * editor's changes survive a restart. Returns how many were added.
   */
  async seed(pages: readonly SeedPage[]): Promise<number> {
    const existing = new Set((await this.db.query<{ fascia: string; path: string }>('SELECT fascia, path FROM content_pages')).map((r) => `${r.fascia} ${r.path}`));
    let added = 0;
    for (const page of pages) {
      if (existing.has(`${page.fascia} ${page.path}`)) continue;
      const content = contentOf(page.content);
      await this.db.transaction(async (tx) => {
        // Another server starting on the same PostgreSQL may have seeded it meanwhile.
        const inserted = await tx.query(
          `INSERT INTO content_pages (fascia, path, draft, draft_updated_at, draft_updated_by)
           VALUES ($1, $2, $3::jsonb, now(), 'seed') ON CONFLICT DO NOTHING RETURNING path`,
          [page.fascia, page.path, JSON.stringify(content)],
        );
        if (inserted.length === 0) return;
        await this.addVersion(tx, page.fascia, page.path, { title: content.title, description: content.description ?? null, sections: content.sections }, 'seed', 'seed', null);
        added += 1;
      });
    }
    return added;
  }
}
