// Parcel props made of the fixtures, and a way to run a parcel's lifecycles
// in a test or a standalone dev page, without the shell (issue 21).
import { FASCIAS, type FasciaSettings } from '../fascia/fascias';
import type { Product } from '../entities/product';
import type { SessionSummary } from '../entities/user';
import type { LifecycleFn, ParcelBaseProps, ParcelModule, ProductParcelProps, RouteInfo } from '../parcels/props';
import { shirt } from './products';

export const guestSession: SessionSummary = { user: { id: 'guest', guest: true }, basketCount: 0 };
export const signedInSession: SessionSummary = { user: { id: 'customer-1', guest: false, email: 'test.customer@example.com', firstName: 'Test' }, basketCount: 2 };

export function productRouteOf(product: Product): RouteInfo {
  return { name: 'product', path: `/product/${product.slug}`, params: { slug: product.slug }, query: {} };
}

/** What the shell gives every parcel: the fascia, a guest session, a product page route. */
export function fixtureBaseProps(overrides: Partial<ParcelBaseProps> = {}): ParcelBaseProps {
  return { fascia: FASCIAS.burton as FasciaSettings, session: guestSession, route: productRouteOf(shirt), ...overrides };
}

/** A product page's parcel props: the `shirt` fixture, no badges, no social proof. */
export function fixtureProductProps(product: Product = shirt, overrides: Partial<ProductParcelProps> = {}): ProductParcelProps {
  return { ...fixtureBaseProps({ route: productRouteOf(product) }), page: { product, badges: [], socialProof: null }, ...overrides };
}

type AnyLifecycle = LifecycleFn<never> | Array<LifecycleFn<never>>;

async function run(lifecycle: AnyLifecycle | undefined, props: object): Promise<void> {
  for (const fn of ([] as Array<LifecycleFn<never>>).concat(lifecycle ?? [])) await fn(props as never);
}

/**
 * single-spa-react renders outside act(), so a test waiting for act would
 * hang. Call at the top of a test file: its beforeAll runs after Testing
 * Library's own, which turns the act environment on.
 */
export function outsideAct(): void {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
}

export interface MountedParcel<P> {
  element: HTMLElement;
  /** As the shell on new page data: these props over the mounted ones. */
  update(props: Partial<P>): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * Bootstraps and mounts a parcel module in a new element appended to
 * document.body, as the shell would. Tests whose components render through
 * single-spa-react call outsideAct() first.
 */
export async function mountParcel<P extends object>(parcel: ParcelModule<P>, props: P, name = 'parcel'): Promise<MountedParcel<P>> {
  const element = document.createElement('div');
  element.dataset.parcel = name;
  document.body.append(element);
  let all = { ...props, name, domElement: element };
  await run(parcel.bootstrap as AnyLifecycle, all);
  await run(parcel.mount as AnyLifecycle, all);
  return {
    element,
    async update(next) {
      if (!parcel.update) throw new Error(`${name} has no update lifecycle`);
      all = { ...all, ...next, name, domElement: element };
      await run(parcel.update as AnyLifecycle, all);
    },
    unmount: () => run(parcel.unmount as AnyLifecycle, all),
  };
}
