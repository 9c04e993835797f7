// The delivery widgets' translations: a namespace of their own on the page's i18n instances.
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGB, type DeliveryCatalogue } from './en-GB';
import { frFR } from './fr-FR';
import { nlNL } from './nl-NL';
import { svSE } from './sv-SE';

export const catalogues: Record<Locale, DeliveryCatalogue> = { 'en-GB': enGB, 'fr-FR': frFR, 'nl-NL': nlNL, 'sv-SE': svSE };

export const { i18nFor: deliveryI18n, RemoteI18n: DeliveryI18n } = createRemoteI18n('pdpWidgets.delivery', catalogues);
