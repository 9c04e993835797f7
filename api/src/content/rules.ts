// Pure rules of the content service: paths, editor actions, ETags and the
// draft version editors' writes name, who may edit, and the seed templates'
// placeholders and per-locale strings.
import { contentPath, type ContentPage, type ContentPageData } from '@storefront/shared-contracts/content';
import type { FasciaSettings } from '@storefront/shared-contracts';
import { z } from 'zod';
import { versionInIfMatch } from '../http/ifMatch';

/** The published page as shoppers get it (GET /_api/content/pages/*, `services.getContentPage`). */
/** The published page as delivered (shared-contracts' ContentPageData: the shell and the content remote read the same type). */
export type DeliveredContentPage = ContentPageData;

/** A page's editable content, as the editor API takes and stores it. */
export type PageContent = Omit<ContentPage, 'path'>;

/** A path under /pages/ (`home`, `brands/coast`, `cms-404`), or null when it is not one. */
export function parseContentPath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const path = raw.replace(/^\/+|\/+$/g, '');
  return contentPath.safeParse(path).success ? path : null;
}

export const EDITOR_ACTIONS = ['publish', 'unpublish', 'rollback'] as const;
export type EditorAction = (typeof EDITOR_ACTIONS)[number];

/**
 * `POST /_api/content/editor/pages/{path}/{action}`: the last segment is
 * always the action, so a page whose path ends in "publish" is published
 * with `.../publish/publish`. Null when either part is not valid.
 */
export function parseEditorAction(raw: unknown): { path: string; action: EditorAction } | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.replace(/\/+$/, '');
  const slash = trimmed.lastIndexOf('/');
  if (slash < 0) return null;
  const action = trimmed.slice(slash + 1);
  const path = parseContentPath(trimmed.slice(0, slash));
  if (!path || !(EDITOR_ACTIONS as readonly string[]).includes(action)) return null;
  return { path, action: action as EditorAction };
}

export const rollbackBody = z.object({
  version: z.number({ error: 'version must be the number of a published version.' }).int().min(1).max(1_000_000),
});

/** Strong ETag of a published version: the fascia is part of it since one URL answers every fascia (cookie, host). */
export function etagOf(fascia: string, version: number): string {
  return `"${fascia}-${version}"`;
}

/** Whether an If-None-Match header names this ETag (or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

/** The editor's ETag of a page: its draft version, what the next write sends back in If-Match. */
export function draftEtagOf(draftVersion: number): string {
  return `"${draftVersion}"`;
}

/**
 * The draft version an editor's write names in If-Match: `"3"`, the ETag of
 * GET /_api/content/editor/pages/{path} (`W/"3"` too, as a proxy may weaken
 * it); undefined when it names none (whether one is needed is the service's
 * call: creating a page needs none). `*` is refused like any other text: it
 * would let a write through whatever changed meanwhile.
 */
export function parseDraftIfMatch(header: string | string[] | undefined): number | undefined {
  return versionInIfMatch(header, 'If-Match must be the page\'s draftVersion in quotes, as the editor API sends it in its ETag (for example "3").');
}

/** Every write to a page, as the page records its last one. */
export type DraftChange = 'seed' | 'save' | 'publish' | 'unpublish' | 'rollback';

const CHANGE_WORDS: Record<DraftChange, string> = {
  seed: 'seeded',
  save: 'draft saved',
  publish: 'published',
  unpublish: 'unpublished',
  rollback: 'rolled back',
};

/** 409 DRAFT_CHANGED: the version the write was based on, the current one and the write that made it. */
export function draftChangedMessage(
  path: string,
  basedOn: number,
  current: { draftVersion: number; action: DraftChange; at: string; by: string | null },
): string {
  const who = current.by ? ` by ${current.by}` : '';
  return (
    `Page "${path}" has changed since you loaded version ${basedOn}: it is at version ${current.draftVersion} now ` +
    `(${CHANGE_WORDS[current.action]}${who} at ${current.at}). Nothing was stored: load the page again and redo your change on it.`
  );
}

/** 428 VERSION_REQUIRED: a write to a page that exists names no version. */
export function versionRequiredMessage(path: string): string {
  return (
    `Page "${path}" already exists: send If-Match with the draftVersion you loaded (GET /_api/content/editor/pages/${path} ` +
    'gives it, also as its ETag), so that a change another editor made meanwhile is not overwritten. Nothing was stored.'
  );
}

export function canEditContent(user: { role?: string } | null | undefined): boolean {
  return user?.role === 'editor';
}

/** The content of a page (title, description when there is one, sections). */
export function contentOf(page: { title: string; description?: string | null; sections: unknown }): { title: string; description?: string; sections: unknown } {
  return { title: page.title, ...(page.description ? { description: page.description } : {}), sections: page.sections };
}

/** Whether two contents are the same (key order aside). */
export function sameContent(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

// ---- Seed templates -------------------------------------------------------

export const LOCALES: ReadonlyArray<FasciaSettings['locale']> = ['en-GB', 'fr-FR', 'nl-NL', 'sv-SE'];

/** `{ "en-GB": "...", "fr-FR": "...", ... }`: a string per locale (English at least). */
function isLocalised(value: object): value is Record<string, unknown> {
  const keys = Object.keys(value);
  return keys.includes('en-GB') && keys.every((k) => (LOCALES as readonly string[]).includes(k));
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9.]*|now\+\d+[dh])\s*\}\}/g;

/** `{{now+3d}}` / `{{now+12h}}`: that far from `now`, on the hour, as an ISO date-time. */
export function relativeTime(spec: string, now: Date): string | null {
  const m = /^now\+(\d+)([dh])$/.exec(spec);
  if (!m) return null;
  const ms = Number(m[1]) * (m[2] === 'd' ? 86_400_000 : 3_600_000);
  const at = new Date(now.getTime() + ms);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
}

/**
 * A seed template made concrete for one fascia: every per-locale object
 * becomes the fascia's string (English when the locale is missing), and
 * `{{name}}` placeholders take `vars` (`fascia.name`, `brand.name`, ...) or a
 * time from `now` (`{{now+3d}}`). An unknown placeholder is an error: a seed
 * file with a typo must not reach a page.
 */
export function resolveTemplate(value: unknown, locale: FasciaSettings['locale'], vars: Record<string, string>, now: Date): unknown {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (_all, name: string) => {
      const time = relativeTime(name, now);
      if (time) return time;
      const v = vars[name];
      if (v === undefined) throw new Error(`unknown placeholder {{${name}}}`);
      return v;
    });
  }
  if (Array.isArray(value)) return value.map((v) => resolveTemplate(v, locale, vars, now));
  if (value && typeof value === 'object') {
    if (isLocalised(value)) return resolveTemplate(value[locale] ?? value['en-GB'], locale, vars, now);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveTemplate(v, locale, vars, now)]));
  }
  return value;
}
