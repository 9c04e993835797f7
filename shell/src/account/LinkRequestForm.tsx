// "Email me a link": the form of /reset-password and /sign-in-link without a
// token. The address the link to the page carried (?email=) fills the field.
// The api answers the same whether or not the address has an account, and so
// does the page: it says where the mail went if there is one. The shopper
// may send again (the api mails one address at most three times an hour).
// A sign-in link asked for while saving to the wishlist carries the item the
// address holds (the sign-in dialog put it there), for the link to save.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { wishlistItemFromQuery } from '@storefront/shared-contracts';
import { emailProblem } from '@storefront/shared-contracts/account/sign-up';
import type { BootData } from '../boot';
import { loadLoginPage } from '../session/loginApi';
import { ErrorBanner, SignInField } from '../session/SignInField';
import { requestLink, type LinkKind } from './accountApi';
import { useScriptsReady } from './ready';

export function LinkRequestForm({ kind, boot }: { kind: LinkKind; boot: BootData }) {
  const { t } = useTranslation();
  const id = useId();
  const ready = useScriptsReady();
  const input = useRef<HTMLInputElement>(null);
  const source = kind === 'signInLink' && boot.route.query.source === 'wishlist' ? 'wishlist' : undefined;
  const [wishlistItem, setWishlistItem] = useState(() => (source ? wishlistItemFromQuery(boot.route.query) : null));
  const [itemNotKept, setItemNotKept] = useState(false);
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
      const form = { csrf, email, ...(source ? { source } : {}) };
      let result = await requestLink(kind, { ...form, ...(wishlistItem ? { wishlistItem } : {}) });
      if (wishlistItem && !result.ok && !result.field && (result.status === 400 || result.status === 404)) {
        // The item is refused (no longer sold, or an address edited by hand): the link still signs in.
        setWishlistItem(null);
        setItemNotKept(true);
        result = await requestLink(kind, form);
      }
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
      {wishlistItem ? <p className="sf-signin-intro">{t('signInLink.savesItem')}</p> : null}
      {itemNotKept ? <p className="sf-signin-intro">{t('signInLink.itemNotKept')}</p> : null}
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
