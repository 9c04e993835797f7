// Seed content pages, kept as data in ./seed: manifest.json says which pages
// each fascia gets (which brands have a landing page and a size guide, with
// which template) and templates/*.json hold the pages, their strings given per
// locale ({ "en-GB": ..., "fr-FR": ..., "nl-NL": ..., "sv-SE": ... }) and
// placeholders ({{fascia.name}}, the fascia's delivery charges, {{brand.name}}, {{cat1.slug}}, ... and
// {{now+3d}}, a countdown's end three days after the seed was loaded).
// Loaded at start for every page the database does not have yet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FASCIA_KEYS, FASCIAS, formatMoney, type FasciaKey } from '@storefront/shared-contracts';
import type { SeedPage } from './contentService';
import { resolveTemplate, type PageContent } from './rules';

export const SEED_DIR = join(import.meta.dirname, 'seed');

type Localised = string | Record<string, string>;

interface Manifest {
  /** Brand slug → its name and the four categories its landing page links to. */
  brands: Record<string, { name: string; categories?: string[] }>;
  /** Category slug → its label per locale. */
  categories: Record<string, Localised>;
  fascias: Record<FasciaKey, { landingBrands: string[]; sizeGuides: Record<string, string[]> }>;
  /** `each`: one page per landing brand, or per size-guide brand of the template named. */
  pages: Array<{ path: string; template: string; each?: 'landingBrands' | 'sizeGuides' }>;
}

export const readSeedJson = (file: string): unknown => JSON.parse(readFileSync(join(SEED_DIR, file), 'utf8'));

export function readManifest(): Manifest {
  return readSeedJson('manifest.json') as Manifest;
}

/** The fascia's placeholders: its key, its name and its delivery charges in its money. */
export function fasciaVars(fascia: FasciaKey): Record<string, string> {
  const settings = FASCIAS[fascia];
  const { delivery } = settings;
  return {
    'fascia.key': fascia,
    'fascia.name': settings.name,
    // The delivery page's charges are the ones the bag applies.
    'fascia.deliveryStandard': formatMoney(delivery.standardCentAmount, settings),
    'fascia.deliveryFreeFrom': formatMoney(delivery.freeThresholdCentAmount, settings),
    'fascia.bulkySurcharge': formatMoney(delivery.bulkySurchargeCentAmount, settings),
  };
}

/** Every seed page of every fascia, resolved (`now`: for the countdowns' {{now+Nd}}). */
export function seedPages(now = new Date()): SeedPage[] {
  const manifest = readManifest();
  const templates = new Map<string, unknown>();
  const template = (name: string) => {
    if (!templates.has(name)) templates.set(name, readSeedJson(`templates/${name}.json`));
    return templates.get(name);
  };
  const pages: SeedPage[] = [];
  for (const fascia of FASCIA_KEYS) {
    const settings = FASCIAS[fascia];
    const { locale } = settings;
    const label = (value: Localised): string => (typeof value === 'string' ? value : (value[locale] ?? value['en-GB'] ?? ''));
    const base = fasciaVars(fascia);
    const brandVars = (slug: string) => {
      const brand = manifest.brands[slug];
      if (!brand) throw new Error(`seed manifest: unknown brand ${slug}`);
      const vars: Record<string, string> = { ...base, 'brand.slug': slug, 'brand.name': brand.name };
      (brand.categories ?? []).forEach((cat, i) => {
        vars[`cat${i + 1}.slug`] = cat;
        vars[`cat${i + 1}.label`] = label(manifest.categories[cat] ?? cat);
      });
      return vars;
    };
    const add = (path: string, name: string, vars: Record<string, string>) => {
      const content = resolveTemplate(template(name), locale, vars, now) as PageContent;
      pages.push({ fascia, path: resolveTemplate(path, locale, vars, now) as string, content });
    };
    for (const page of manifest.pages) {
      if (page.each === 'landingBrands') {
        for (const slug of manifest.fascias[fascia].landingBrands) add(page.path, page.template, brandVars(slug));
      } else if (page.each === 'sizeGuides') {
        for (const slug of manifest.fascias[fascia].sizeGuides[page.template] ?? []) add(page.path, page.template, brandVars(slug));
      } else {
        add(page.path, page.template, base);
      }
    }
  }
  return pages;
}
