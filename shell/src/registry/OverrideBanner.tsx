// A visible banner while this browser uses overridden remotes, so nobody
// mistakes a local build for what is deployed.
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { OVERRIDE_STORAGE_KEY } from './registry';

type Active = Array<{ name: string; url: string }>;
let active: Active = [];
const listeners = new Set<() => void>();

export function setActiveOverrides(next: Active): void {
  active = next;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function OverrideBanner() {
  const { t } = useTranslation();
  // The server never knows the browser's overrides: it renders nothing.
  const current = useSyncExternalStore(subscribe, () => active, () => [] as Active);
  if (current.length === 0) return null;
  return (
    <div className="sf-override-banner" role="status">
      <span>
        {t('overrides.active')}{' '}
        {current.map((o) => (
          <code key={o.name}>{`${o.name} → ${o.url}`}</code>
        ))}
      </span>{' '}
      <button
        type="button"
        onClick={() => {
          localStorage.removeItem(OVERRIDE_STORAGE_KEY);
          const url = new URL(window.location.href);
          url.searchParams.delete('remote-override');
          window.location.assign(url.toString());
        }}
      >
        {t('overrides.reset')}
      </button>
    </div>
  );
}
