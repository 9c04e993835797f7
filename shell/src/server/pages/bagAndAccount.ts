// The bag, checkout and wishlist pages and the account pages (sign-up, reset
// password, sign-in link): a title of their own and, for the bag and
// checkout, the bag drawn by the server (its lines, or the empty bag's
// message), so the page's largest paint does not wait for the basket
// remote's scripts.
import { basicHead } from '../../seo/head';
import type { BootData } from '../../boot';
import type { BuiltPage, PageRequest } from './page';

type BagRequest = Pick<PageRequest, 'request' | 'route' | 'fascia' | 'services'>;

/**
 * The bag of a bag or checkout page, asked for as the request starts (beside
 * the account, not after it). A bag that cannot be read leaves it to the
 * basket remote, which reads the bag itself.
 */
export function drawnBagOf({ request, route, fascia, services }: BagRequest): Promise<BootData['bag']> | undefined {
  if (route.name !== 'basket' && route.name !== 'checkout') return undefined;
  return services.getBag(request.cookies.sf_sid, fascia.key).catch((error: unknown) => {
    request.log.error(error);
    return undefined;
  });
}

export async function bagAndAccountPage(page: PageRequest, drawnBag: ReturnType<typeof drawnBagOf>): Promise<BuiltPage> {
  const { route, fascia, t } = page;
  const bag = await drawnBag;
  if (bag) page.boot.bag = bag;
  const titles: Record<string, string> = {
    basket: t('pages.bagTitle'),
    checkout: t('pages.checkoutTitle'),
    wishlist: t('pages.savedItems'),
    signUp: t('signUp.title'),
    resetPassword: t('resetPassword.title'),
    signInLink: t('signInLink.title'),
  };
  return { head: basicHead({ title: `${titles[route.name] ?? ''} | ${fascia.name}`, canonical: page.canonical, fascia }), status: 200 };
}
