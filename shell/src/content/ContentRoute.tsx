// Home, /pages/... and the CMS 404 page: the content remote draws the
// sections; until it has (and if it cannot) the server's drawing of the first
// section stands, so the page's largest image and its text do not wait.
// A route chunk of its own (layout/routePages.ts): no other route loads it.
import { useTranslation } from '@storefront/shared-contracts/i18n';
import type { BootData } from '../boot';
import { parcelBaseProps } from '../layout/parcelProps';
import { RemoteSlot } from '../slots/RemoteSlot';
import { FirstSection } from './FirstSection';

export function ContentRoute({ boot }: { boot: BootData }) {
  const content = boot.content ?? null;
  const { t } = useTranslation();
  const first = content ? <FirstSection section={content.sections[0]} /> : null;
  // Failed: the server's first section stays, and the rest is said to be unavailable.
  const failed = (
    <>
      {first}
      <p className="sf-slot-unavailable" role="status">
        {t('slots.unavailable')}
      </p>
    </>
  );
  return (
    <main className="sf-page sf-page-content" id="main">
      <RemoteSlot
        module="contentBlocks/ContentPage"
        parcelProps={{ ...parcelBaseProps(boot, 'content'), content }}
        timeoutMs={boot.slotTimeoutMs}
        critical
        fallback={first}
        failedFallback={failed}
      />
    </main>
  );
}
