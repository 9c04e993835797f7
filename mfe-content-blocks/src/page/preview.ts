// The admin preview bridge on content pages (issue 18): a parent window on an
// allowed origin (the shell's bridge checks it) sends a draft page as
// `set-data` / `init-response` data `contentPage: { title, sections }`; it is
// read like any untrusted page, section by section.
import type { ContentSection } from '@storefront/shared-contracts/content';

export interface PreviewPage {
  title?: string;
  sections: ContentSection[];
}

/** The draft in the admin data, if any; the schema module loads only when a draft arrives. */
export async function readPreview(data: Record<string, unknown> | undefined): Promise<PreviewPage | null> {
  const draft = data?.contentPage as { title?: unknown; sections?: unknown } | undefined;
  if (!draft || typeof draft !== 'object' || !Array.isArray(draft.sections)) return null;
  const { readContentSections } = await import('@storefront/shared-contracts/content');
  const sections = readContentSections(draft.sections, (index, problem) => console.warn(`[contentBlocks] preview section ${index + 1} left out: ${problem}`));
  return { ...(typeof draft.title === 'string' ? { title: draft.title } : {}), sections };
}
