// A content page: an ordered list of sections (spec 3 §1). Two readings of
// the same data: the editor's (strict: every problem named by section and
// field, nothing stored) and the page's (lenient: an unknown type renders
// nothing, a malformed section is dropped, the rest of the page stays).
import { z } from 'zod';
import { isSectionType, sectionSchemas, type ContentSection } from './sections';
import { text } from './values';

export const CONTENT_SCHEMA_VERSION = 1;

/** A path under /pages/ ("home" for the home page, "cms-404" for the not-found page). */
export const contentPath = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, { message: 'must be lower-case words joined by - or /, such as brands/coast' });

export interface ContentPage {
  path: string;
  title: string;
  description?: string;
  sections: ContentSection[];
}

/** The page as an editor sends it. */
export const contentPageInput = z.object({
  title: text(200).min(1),
  description: text(500).optional(),
  sections: z.array(z.unknown()).max(80),
});

export interface ContentProblem {
  /** "sections.3.links.0.href", or "title" for the page's own fields. */
  field: string;
  /** Position of the section, when the problem is in one. */
  section?: number;
  sectionType?: string;
  sectionId?: string;
  message: string;
}

function fieldOf(path: ReadonlyArray<PropertyKey>): string {
  return path.map(String).join('.');
}

/** Parses one section; the problems name its fields. */
export function parseSection(value: unknown): { section: ContentSection } | { problems: Array<{ field: string; message: string }> } {
  const type = (value as { type?: unknown } | null)?.type;
  if (!isSectionType(type)) {
    return { problems: [{ field: 'type', message: `unknown section type ${JSON.stringify(type ?? null)}` }] };
  }
  const result = sectionSchemas[type].safeParse(value);
  if (result.success) return { section: result.data as ContentSection };
  return { problems: result.error.issues.map((issue) => ({ field: fieldOf(issue.path) || 'section', message: issue.message })) };
}

/** The editor's reading: the page, or every problem with the section it is in. */
export function validateContentPage(path: string, input: unknown): { page: ContentPage } | { problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const pathResult = contentPath.safeParse(path);
  if (!pathResult.success) problems.push({ field: 'path', message: pathResult.error.issues[0]?.message ?? 'invalid path' });
  const head = contentPageInput.safeParse(input);
  if (!head.success) {
    for (const issue of head.error.issues) problems.push({ field: fieldOf(issue.path) || 'page', message: issue.message });
    return { problems };
  }
  const sections: ContentSection[] = [];
  const ids = new Set<string>();
  head.data.sections.forEach((value, index) => {
    const parsed = parseSection(value);
    const raw = (value ?? {}) as { type?: unknown; id?: unknown };
    const where = {
      section: index,
      sectionType: typeof raw.type === 'string' ? raw.type : undefined,
      sectionId: typeof raw.id === 'string' ? raw.id : undefined,
    };
    if ('problems' in parsed) {
      for (const p of parsed.problems) problems.push({ ...where, field: `sections.${index}.${p.field}`, message: p.message });
      return;
    }
    if (ids.has(parsed.section.id)) problems.push({ ...where, field: `sections.${index}.id`, message: `id "${parsed.section.id}" is used by another section` });
    ids.add(parsed.section.id);
    sections.push(parsed.section);
  });
  if (problems.length > 0) return { problems };
  return { page: { path, title: head.data.title, description: head.data.description, sections } };
}

/** One line per problem, for a 4xx message: "section 3 (heroBanner) links.0.href: must be …". */
export function describeProblems(problems: ContentProblem[]): string {
  return problems
    .map((p) => {
      if (p.section === undefined) return `${p.field}: ${p.message}`;
      const field = p.field.split('.').slice(2).join('.') || 'section';
      return `section ${p.section + 1} (${p.sectionType ?? 'unknown type'}) ${field}: ${p.message}`;
    })
    .join('; ');
}

/** The page's reading: the sections that can render, in order; unknown and malformed ones left out (and reported). */
export function readContentSections(values: unknown, report?: (index: number, problem: string) => void): ContentSection[] {
  if (!Array.isArray(values)) return [];
  const sections: ContentSection[] = [];
  values.forEach((value, index) => {
    const parsed = parseSection(value);
    if ('section' in parsed) sections.push(parsed.section);
    else report?.(index, parsed.problems.map((p) => `${p.field}: ${p.message}`).join('; '));
  });
  return sections;
}

/** A published page as the content service delivers it: sections already read (unknown and malformed ones left out). */
export interface ContentPageData extends ContentPage {
  version: number;
  publishedAt: string;
}
