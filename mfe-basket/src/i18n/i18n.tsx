// This remote's translations (i18n instances made by shared-contracts).
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type BasketCatalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export type { Locale };

export const catalogues: Record<Locale, BasketCatalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

export const { i18nFor: basketI18n, RemoteI18n: BasketI18n } = createRemoteI18n('basket', catalogues);
