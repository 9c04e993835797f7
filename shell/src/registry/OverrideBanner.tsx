// A visible banner while this browser uses overridden remotes or flags, so
// nobody mistakes a local build or a forced variant for what is deployed.
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { FLAG_NAMES, FLAGS_PARAM, type FlagOverrides } from '@storefront/shared-contracts';
import { OVERRIDE_PARAM, OVERRIDE_STORAGE_KEY } from './registry';

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

export interface OverrideBannerProps {
  /** The flag overrides the server decided with (`BootData.flagOverrides`): known on the server, so drawn in the first paint. */
  flagOverrides?: FlagOverrides | undefined;
  /** Loads the address after a reset (tests pass their own). */
  navigate?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);

export function OverrideBanner({ flagOverrides, navigate = goTo }: OverrideBannerProps = {}) {
  const { t } = useTranslation();
  // The server never knows the browser's remote overrides: it renders none.
  const current = useSyncExternalStore(subscribe, () => active, () => [] as Active);
  const flags = FLAG_NAMES.filter((name) => flagOverrides?.[name] !== undefined);
  if (current.length === 0 && flags.length === 0) return null;
  return (
    <div className="sf-override-banner" role="status">
      {current.length > 0 && (
        <>
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
              url.searchParams.delete(OVERRIDE_PARAM);
              navigate(url.toString());
            }}
          >
            {t('overrides.reset')}
          </button>
        </>
      )}
      {flags.length > 0 && (
        <>
          <span>
            {t('overrides.flagsActive')}{' '}
            {flags.map((name) => (
              <code key={name}>{`${name}=${String(flagOverrides?.[name])}`}</code>
            ))}
          </span>{' '}
          <button
            type="button"
            onClick={() => {
              // The server forgets the kept overrides (the sf_flags cookie) and decides again.
              const url = new URL(window.location.href);
              url.searchParams.set(FLAGS_PARAM, 'reset');
              navigate(url.toString());
            }}
          >
            {t('overrides.resetFlags')}
          </button>
        </>
      )}
    </div>
  );
}
