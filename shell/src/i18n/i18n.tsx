// Every catalogue of the shell: for the server, which renders any fascia's
// page and puts the page's catalogue in the boot data, and for the tests.
// The browser bundle never imports this module (see ShellI18n.tsx).
import type { Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type Catalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';
import { provideShellCatalogues } from './ShellI18n';

export type { Catalogue, Locale };
export { i18nFor, ShellI18n } from './ShellI18n';

export const catalogues: Record<Locale, Catalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

provideShellCatalogues(catalogues);
