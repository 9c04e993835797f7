// Rendered once by the shell: opens the sign-in modal whenever a remote asks
// for it (session:sign-in-requested), e.g. a guest pressing the wishlist heart.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { type EventPayload } from '@storefront/shared-contracts';
import { on } from '@storefront/shared-contracts/events/bus';

// The modal's code (form, validation, login calls, styles) is fetched when a
// sign-in is first asked for, not with every page.
const SignInModal = lazy(() => import('./SignInModal').then((module) => ({ default: module.SignInModal })));

export type SignInRequest = EventPayload<'session:sign-in-requested'> & {
  /** What had focus when it was asked for: focus goes back there on close. */
  opener: HTMLElement | null;
};

/** The pending sign-in request, if any, and a way to close it. */
export function useSignInRequests(): { request: SignInRequest | null; close(): void } {
  const [request, setRequest] = useState<SignInRequest | null>(null);
  useEffect(
    () =>
      on('session:sign-in-requested', (payload) => {
        const active = document.activeElement;
        const opener = active instanceof HTMLElement && active !== document.body ? active : null;
        // Asked again while open (the dialog has focus): keep the first opener.
        setRequest((current) => ({ ...payload, opener: current?.opener ?? opener }));
      }),
    [],
  );
  const close = useCallback(() => setRequest(null), []);
  return { request, close };
}

export interface SessionManagerProps {
  /** fascia.locale */
  locale?: string;
}

export function SessionManager({ locale }: SessionManagerProps) {
  const { request, close } = useSignInRequests();
  if (request === null) return null;
  return (
    <Suspense fallback={null}>
      <SignInModal
        open
        onClose={close}
        locale={locale}
        reason={request.reason}
        returnTo={request.returnTo}
        wishlistItem={request.item}
        returnFocusTo={request.opener}
      />
    </Suspense>
  );
}
