// The shell's labels for a page. The browser gets only the page's language
// (the server puts its catalogue in the boot data), so the client bundle
// does not carry all four; the server and the tests provide every catalogue
// (./i18n.tsx). Both render the same words, so hydration sees no difference.
import type { ReactNode } from 'react';
import { createRemoteI18n, type Locale } from '@storefront/shared-contracts/i18n';
import type { Catalogue } from './en-GB';

const provided: Partial<Record<Locale, Catalogue>> = {};
let made: ReturnType<typeof createRemoteI18n> | null = null;

/** Gives the shell the catalogues it may speak (before the first render). */
export function provideShellCatalogues(catalogues: Partial<Record<Locale, Catalogue>>): void {
  Object.assign(provided, catalogues);
  made = null;
}

const shellI18n = () => (made ??= createRemoteI18n('shell', provided as Record<Locale, object>));

export const i18nFor = (locale: unknown) => shellI18n().i18nFor(locale);

export function ShellI18n({ locale, children }: { locale: unknown; children: ReactNode }) {
  const { RemoteI18n } = shellI18n();
  return <RemoteI18n locale={locale}>{children}</RemoteI18n>;
}
