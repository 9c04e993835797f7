// The shoppable blocks' translations, a namespace of their own in the page's
// i18next instance per locale (shared-contracts/i18n).
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type ShoppableCatalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export const catalogues: Record<Locale, ShoppableCatalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

export const { i18nFor: shoppableI18n, RemoteI18n: ShoppableI18n } = createRemoteI18n('contentBlocks.shoppable', catalogues);
