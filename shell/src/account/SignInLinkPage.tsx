// The sign-in link page (spec 2's /sign-in-link?email=&source=wishlist, the
// wishlist's sign-in dialog's "Email me a sign-in link"). Without a token it
// asks for the address to mail a link to; the mailed link brings the shopper
// back with ?token=. Opening the link does not sign in by itself: mail
// scanners open links too, and a link works once, so the shopper presses
// "Sign in". Then the page goes to the wishlist when that is where the
// shopper started, else home. A guest who turns to the sign-in dialog here
// and signs in with their password gets the item the page carried saved too,
// as the link would have.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { routes, wishlistItemFromQuery, wishlistSignInLink } from '@storefront/shared-contracts';
import { emit, track } from '@storefront/shared-contracts/events/bus';
import type { BootData } from '../boot';
import { announceSignedIn } from '../session/announce';
import { loadLoginPage } from '../session/loginApi';
import { ErrorBanner } from '../session/SignInField';
import { saveWishlistItem, signInWithLink } from './accountApi';
import { AccountPage, useSignedInUser } from './AccountPage';
import { LinkRequestForm } from './LinkRequestForm';
import { LinkExpiredNotice, SignedInNotice } from './notices';
import { useScriptsReady } from './ready';

export interface SignInLinkPageProps {
  boot: BootData;
  /** Where the page goes once signed in; the browser's address by default. */
  navigate?(path: string): void;
}

export function SignInLinkPage({ boot, navigate = (path) => window.location.assign(path) }: SignInLinkPageProps) {
  const { t } = useTranslation();
  const { token } = boot.route.query;
  const forWishlist = boot.route.query.source === 'wishlist';
  const onward = forWishlist ? routes.wishlist() : '/';
  // The item the guest was saving, kept if they turn to the sign-in dialog from here (its own link to
  // this page carries it). A mailed link's address has none: the server keeps it with the token.
  const [item] = useState(() => (forWishlist && !token ? wishlistItemFromQuery(boot.route.query) : null));
  // Signed in meanwhile (the sign-in dialog, another tab): no link needed.
  const user = useSignedInUser(boot);
  const ready = useScriptsReady();
  // Signed in, but the item is not on the wishlist (full by now, or no longer sold): said here,
  // with the way on, rather than left to be noticed there.
  const [itemNotSaved, setItemNotSaved] = useState(false);

  // So a guest signed in while on a page with an item signed in another way (the dialog's password):
  // the page saves the item, once, then goes on as the link does. A shopper already signed in on
  // arrival did not sign in here, and is not asked.
  const signedInOnArrival = useRef(!boot.session.user.guest);
  const itemSaving = useRef(false);
  useEffect(() => {
    if (!user || !item || signedInOnArrival.current || itemSaving.current) return;
    itemSaving.current = true;
    void saveWishlistItem(item).then((saved) => (saved ? navigate(onward) : setItemNotSaved(true)));
  }, [user, item, navigate, onward]);

  return (
    <AccountPage title={t('signInLink.title')}>
      {user ? (
        <SignedInNotice message={itemNotSaved ? t('signInLink.itemNotSaved') : t('signUp.signedIn', { email: user.email ?? '' })} href={onward} />
      ) : (
        <>
          {token ? <LinkSignIn token={token} forWishlist={forWishlist} onSignedIn={(itemSaved) => (itemSaved ? navigate(onward) : setItemNotSaved(true))} /> : <LinkRequestForm kind="signInLink" boot={boot} />}
          <p className="sf-signin-links">
            <button type="button" className="sf-signup-signin" disabled={!ready} onClick={() => emit('session:sign-in-requested', { reason: forWishlist ? 'wishlist' : 'account', returnTo: onward, ...(item ? { item } : {}) })}>
              {t('signInLink.usePassword')}
            </button>
          </p>
        </>
      )}
    </AccountPage>
  );
}

/** `onSignedIn(itemSaved)`: false when the link's wishlist item could not be saved. */
function LinkSignIn({ token, forWishlist, onSignedIn }: { token: string; forWishlist: boolean; onSignedIn(itemSaved: boolean): void }) {
  const { t } = useTranslation();
  const ready = useScriptsReady();
  const [state, setState] = useState<'ready' | 'signingIn' | 'expired' | 'failed'>('ready');
  // A link that no longer works hands back the item it carried: the new link asked for carries it too.
  const [askAgain, setAskAgain] = useState(() => routes.signInLink(undefined, forWishlist ? 'wishlist' : null));

  const signIn = async () => {
    setState('signingIn');
    try {
      const { csrf } = await loadLoginPage();
      const result = await signInWithLink({ csrf, token });
      if (result.ok) {
        announceSignedIn(result.session, result.cart);
        track('login', { method: 'link' });
        onSignedIn(result.wishlistItemSaved !== false);
        return;
      }
      const expired = !result.field && (result.error === 'LINK_EXPIRED' || result.error === 'TOKEN_REQUIRED');
      if (expired && forWishlist && result.wishlistItem) setAskAgain(wishlistSignInLink('', result.wishlistItem));
      setState(expired ? 'expired' : 'failed');
    } catch {
      setState('failed');
    }
  };

  if (state === 'expired') return <LinkExpiredNotice askAgain={askAgain} />;
  return (
    <>
      <p className="sf-signin-intro">{t('signInLink.confirmIntro')}</p>
      {state === 'failed' ? (
        <ErrorBanner>{t('signInLink.error')}</ErrorBanner>
      ) : null}
      {state === 'signingIn' ? (
        <p role="status" className="sf-signin-status">
          {t('signInLink.signingIn')}
        </p>
      ) : null}
      <button type="button" className="sf-signin-submit sf-account-wide" disabled={!ready || state === 'signingIn'} onClick={() => void signIn()}>
        {t('signInLink.confirm')}
      </button>
    </>
  );
}
