// "Email me a link": the form of /reset-password and /sign-in-link without a
// token. The address the link to the page carried (?email=) fills the field.
// The api answers the same whether or not the address has an account, and so
// does the page: it says where the mail went if there is one. The shopper
// may send again (the api mails one address at most three times an hour).
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { emailProblem } from '@storefront/shared-contracts/account/sign-up';
import type { BootData } from '../boot';
import { loadLoginPage } from '../session/loginApi';
import { ErrorBanner, SignInField } from '../session/SignInModal';
import { requestLink, type LinkKind } from './accountApi';
import { useScriptsReady } from './ready';

export function LinkRequestForm({ kind, boot }: { kind: LinkKind; boot: BootData }) {
  const { t } = useTranslation();
  const id = useId();
  const ready = useScriptsReady();
  const input = useRef<HTMLInputElement>(null);
  const source = kind === 'signInLink' && boot.route.query.source === 'wishlist' ? 'wishlist' : undefined;
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBanner(null);
    setSentTo(null);
    const problem = emailProblem(email);
    if (problem) return refuse(t(`signUp.${problem}`));
    setError(null);
    setSubmitting(true);
    try {
      const { csrf } = await loadLoginPage();
      const result = await requestLink(kind, { csrf, email, ...(source ? { source } : {}) });
      if (result.ok) setSentTo(email);
      else if (result.field) refuse(t(`signUp.${result.problem}`, { defaultValue: t('signUp.emailInvalid') }));
      else setBanner(t(result.status === 429 ? 'accountLink.tooMany' : 'accountLink.sendError'));
    } catch {
      setBanner(t('accountLink.sendError'));
    }
    setSubmitting(false);
  };

  return (
    <>
      <p className="sf-signin-intro">{t(`${kind}.intro`)}</p>
      <div role="status" className="sf-account-sent">
        {sentTo ? t('accountLink.sent', { email: sentTo }) : null}
      </div>
      {banner ? (
        <ErrorBanner>{banner}</ErrorBanner>
      ) : null}
      {/* POST and a button that waits for the scripts, as the sign-up form. */}
      <form className="sf-signin-form" method="post" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting || undefined}>
        <SignInField
          ref={input}
          id={`${id}-email`}
          errorId={`${id}-email-error`}
          label={t('accountLink.email')}
          type="email"
          name="email"
          autoComplete="email"
          defaultValue={boot.route.query.email ?? ''}
          error={error}
        />
        {submitting ? (
          <p role="status" className="sf-signin-status">
            {t('accountLink.sending')}
          </p>
        ) : null}
        <button type="submit" className="sf-signin-submit" disabled={!ready || submitting}>
          {t(`${kind}.submit`)}
        </button>
      </form>
    </>
  );
}
