// The product details accordions' translations: a namespace of their own on the page's i18n instances.
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type AccordionsCatalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export const catalogues: Record<Locale, AccordionsCatalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

export const { i18nFor: accordionsI18n, RemoteI18n: AccordionsI18n } = createRemoteI18n('pdpWidgets.accordions', catalogues);
