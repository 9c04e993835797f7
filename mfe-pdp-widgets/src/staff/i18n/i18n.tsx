// The pdpWidgets.staff translations: a namespace of its own on the page's i18n instances.
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type StaffCatalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export const catalogues: Record<Locale, StaffCatalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

export const { i18nFor: staffI18n, RemoteI18n: StaffI18n } = createRemoteI18n('pdpWidgets.staff', catalogues);
