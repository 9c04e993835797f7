// What the SearchPage parcel renders from the shell's props.
import type { ListingParcelProps, ListingPreview } from '@storefront/shared-contracts';
import { RemoteI18n } from '../i18n/i18n';
import { SearchPage, type SearchPageProps } from './SearchPage';

export type SearchPageSlotProps = ListingParcelProps & Pick<SearchPageProps, 'searchClient' | 'insightsClient' | 'navigate' | 'routeWriteDelay'>;

/** The shell's first results, when they have the expected shape (each hit is checked again when shown). */
function previewOf(value: unknown): ListingPreview | undefined {
  const preview = value as Partial<ListingPreview> | null | undefined;
  return preview && typeof preview.query === 'string' && Array.isArray(preview.hits) ? (preview as ListingPreview) : undefined;
}

export function SearchPageSlot(props: SearchPageSlotProps) {
  const route = props.route && typeof props.route === 'object' ? props.route : null;
  if (!props.fascia?.search || !route || (route.name !== 'search' && route.name !== 'category')) return null;
  const safeRoute = { name: route.name, params: route.params ?? {}, query: route.query ?? {} };
  return (
    <RemoteI18n locale={props.fascia.locale}>
      <SearchPage {...props} route={safeRoute} preview={previewOf(props.preview)} />
    </RemoteI18n>
  );
}
