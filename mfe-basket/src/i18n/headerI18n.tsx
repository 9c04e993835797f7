// The mini bag's translations, a namespace of their own (see header/).
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import { enGBHeader } from './header/en-GB';
import { frFRHeader } from './header/fr-FR';
import { nlNLHeader } from './header/nl-NL';
import { svSEHeader } from './header/sv-SE';

export const headerCatalogues = { 'en-GB': enGBHeader, 'fr-FR': frFRHeader, 'nl-NL': nlNLHeader, 'sv-SE': svSEHeader } satisfies Record<Locale, object>;

export const { i18nFor: basketHeaderI18n, RemoteI18n: BasketHeaderI18n } = createRemoteI18n('basketHeader', headerCatalogues);
