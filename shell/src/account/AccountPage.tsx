// What the account pages (sign-up, password reset, sign-in link) share: the
// page with its heading and the sign-in form's styles, and the customer
// signed in, as the page was drawn and as they sign in meanwhile (the sign-in
// dialog, another tab).
import { useEffect, useState, type ReactNode } from 'react';
import { type SessionSummary } from '@storefront/shared-contracts';
import { on } from '@storefront/shared-contracts/events/bus';
import type { BootData } from '../boot';
import { SIGN_IN_CSS } from '../session/styles';
import { SIGN_UP_CSS } from './styles';

export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="sf-page sf-signup" id="main">
      <style>{SIGN_IN_CSS + SIGN_UP_CSS}</style>
      <h1 className="sf-signup-title">{title}</h1>
      {children}
    </main>
  );
}

/** The signed-in customer, or null for a guest. */
export function useSignedInUser(boot: BootData): SessionSummary['user'] | null {
  const [user, setUser] = useState(boot.session.user.guest ? null : boot.session.user);
  useEffect(() => on('session:changed', (session: SessionSummary) => setUser(session.user.guest ? null : session.user), { replay: true }), []);
  return user;
}
