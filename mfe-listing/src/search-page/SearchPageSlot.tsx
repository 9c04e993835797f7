// What the SearchPage parcel renders from the shell's props.
import type { ParcelBaseProps } from '@storefront/shared-contracts';
import { RemoteI18n } from '../i18n/i18n';
import { SearchPage, type SearchPageProps } from './SearchPage';

export type SearchPageSlotProps = ParcelBaseProps & Pick<SearchPageProps, 'searchClient' | 'insightsClient' | 'navigate' | 'routeWriteDelay'>;

export function SearchPageSlot(props: SearchPageSlotProps) {
  const route = props.route && typeof props.route === 'object' ? props.route : null;
  if (!props.fascia?.search || !route || (route.name !== 'search' && route.name !== 'category')) return null;
  const safeRoute = { name: route.name, params: route.params ?? {}, query: route.query ?? {} };
  return (
    <RemoteI18n locale={props.fascia.locale}>
      <SearchPage {...props} route={safeRoute} />
    </RemoteI18n>
  );
}
