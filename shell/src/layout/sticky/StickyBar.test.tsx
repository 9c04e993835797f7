import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FASCIAS, selectionPayload, selectionState, type ProductPageData } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { mockMatchMedia, shirt } from '@storefront/shared-contracts/testing';
import type { BootData } from '../../boot';
import { matchRoute } from '../../routing/matchRoute';
import { catalogues, ShellI18n } from '../../i18n/i18n';
import { Header } from '../Header';
import { StickyBar } from './StickyBar';

// Remotes are not loaded here: the add-to-basket slot stands in with a
// button and records what it was asked to mount; other slots draw nothing.
const mountedSlots: Array<{ module: string; slot: string; settings?: Record<string, unknown> }> = [];
jest.mock('../../slots/RemoteSlot', () => ({
  RemoteSlot: ({ module, parcelProps }: { module: string; parcelProps: { slot: { name: string; settings?: Record<string, unknown> } } }) => {
    if (module !== 'basket/AddToBasket') return null;
    mountedSlots.push({ module, slot: parcelProps.slot.name, settings: parcelProps.slot.settings });
    return <button type="button">Add to bag</button>;
  },
}));

let mobile = true;
let observed: IntersectionObserverCallback | null = null;

beforeEach(() => {
  mountedSlots.length = 0;
  mobile = true;
  observed = null;
  resetEventState();
  mockMatchMedia((query) => (query.includes('768px') ? mobile : false));
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      observed = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  // One frame per scroll event, run at once.
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
    frame(0);
    return 1;
  });
  window.scrollTo = jest.fn() as never;
  scrollTo(0);
});

afterEach(() => jest.restoreAllMocks());

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function mainButtonInView(inView: boolean) {
  act(() => observed?.([{ isIntersecting: inView } as IntersectionObserverEntry], {} as IntersectionObserver));
}

function renderPage(locale: 'en-GB' | 'fr-FR' = 'en-GB', product = shirt) {
  const fascia = locale === 'fr-FR' ? FASCIAS.coast : FASCIAS.burton;
  const boot: BootData = {
    route: matchRoute('/product/oxford-shirt'),
    fascia,
    session: { user: null, basketCount: 0 } as unknown as BootData['session'],
    registry: { remotes: {} } as unknown as BootData['registry'],
    page: { product, badges: [], socialProof: null } satisfies ProductPageData,
    slotTimeoutMs: 1000,
    labels: catalogues['en-GB'],
  };
  return render(
    <ShellI18n locale={fascia.locale}>
      <Header boot={boot} />
      <div className="sf-slot-add">main add button</div>
      <StickyBar boot={boot} mainButtonSelector=".sf-slot-add" />
    </ShellI18n>,
  );
}

const bar = () => screen.queryByRole('region', { name: 'Quick buy' });

describe('sticky add-to-basket bar', () => {
  it('appears on mobile past 850 px with the main button out of view, with the name, price and a second add button', () => {
    renderPage();
    mainButtonInView(false);
    scrollTo(850);
    expect(bar()).not.toBeInTheDocument();
    scrollTo(900);
    const region = bar();
    expect(region).toBeInTheDocument();
    expect(region).toHaveTextContent('Oxford Shirt');
    expect(region).toHaveTextContent('£35.00');
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeInTheDocument();
    // A copy of the main button: pdp:add-requested is the main one's to answer.
    expect(mountedSlots.at(-1)).toEqual({ module: 'basket/AddToBasket', slot: 'sticky-add-to-basket', settings: { answersAddRequests: false } });
  });

  it('loads nothing before it is first shown, and keeps its add button once loaded', () => {
    renderPage();
    scrollTo(2000);
    // The observer has not answered yet: the main button counts as in view.
    expect(bar()).not.toBeInTheDocument();
    expect(mountedSlots).toEqual([]);
    mainButtonInView(false);
    expect(bar()).toBeInTheDocument();
    mainButtonInView(true);
    expect(bar()).not.toBeInTheDocument();
    mainButtonInView(false);
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeInTheDocument();
  });

  it('reads the scroll position in an animation frame, not while the page renders, and shows for a page scrolled before it hydrated', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const readScroll = jest.fn(() => 900);
    Object.defineProperty(window, 'scrollY', { get: readScroll, configurable: true });
    renderPage();
    mainButtonInView(false);
    expect(readScroll).not.toHaveBeenCalled();
    expect(bar()).not.toBeInTheDocument();
    act(() => frames.splice(0).forEach((frame) => frame(0)));
    expect(readScroll).toHaveBeenCalled();
    expect(bar()).toBeInTheDocument();
  });

  it('never appears on desktop', () => {
    mobile = false;
    renderPage();
    mainButtonInView(false);
    scrollTo(3000);
    expect(bar()).not.toBeInTheDocument();
    expect(mountedSlots).toEqual([]);
  });

  it('shows the price of the chosen size', () => {
    const product = { ...shirt, variants: shirt.variants.map((v) => (v.id === 'navy-l' ? { ...v, prices: { ...v.prices, centAmount: 4250 } } : v)) };
    renderPage('en-GB', product);
    mainButtonInView(false);
    scrollTo(900);
    expect(bar()).toHaveTextContent('£35.00 – £42.50');
    act(() => {
      emit('pdp:selection-changed', selectionPayload(product, selectionState(product, { colour: 'navy', sizeVariantId: 'navy-l' }, 5)));
    });
    expect(bar()).toHaveTextContent('£42.50');
  });
});

describe('back to top', () => {
  it('appears from 1000 px on every viewport, scrolls to the top and moves focus there', async () => {
    mobile = false;
    renderPage();
    scrollTo(999);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(1000);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('banner')).toHaveFocus();
  });

  it('speaks the fascia language', () => {
    renderPage('fr-FR');
    mainButtonInView(false);
    scrollTo(1200);
    expect(screen.getByRole('button', { name: 'Retour en haut' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Achat rapide' })).toHaveTextContent('35,00');
  });
});
