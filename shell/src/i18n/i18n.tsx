// The shell's translations, one fixed-language i18next instance per fascia
// locale (made by shared-contracts, as in every remote). The server and the
// client both wrap the page in ShellI18n with the fascia's locale from the
// boot data, and the catalogues are bundled, so both render the same words
// and hydration never sees a difference.
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type Catalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export type { Catalogue, Locale };

export const catalogues: Record<Locale, Catalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

export const { i18nFor, RemoteI18n: ShellI18n } = createRemoteI18n('shell', catalogues);
