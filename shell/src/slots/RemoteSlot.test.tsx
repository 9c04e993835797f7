import { render as renderBare, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { createParcel, useShownLater } from '@storefront/shared-contracts/parcel';
import { type ParcelModule } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { mockMatchMedia } from '@storefront/shared-contracts/testing';
import { RemoteSlot } from './RemoteSlot';
import { loadParcel, SlotLoadError } from './loadParcel';
import { ShellI18n } from '../i18n/i18n';
import { EARLY_INTERACTION_FLAG, earlyInteractionScript } from './firstInteraction';

jest.mock('./loadParcel', () => {
  const actual = jest.requireActual('./loadParcel');
  return { ...actual, loadParcel: jest.fn() };
});
const mockedLoad = loadParcel as jest.MockedFunction<typeof loadParcel>;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

function Hello({ who }: { who: string }) {
  return <p>Hello {who}</p>;
}
/** Draws only when `draw` is called, like a library that starts after its first render. */
let draw = () => {};
function Later({ who }: { who: string }) {
  const shown = useShownLater();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    draw = () => setReady(true);
  }, []);
  useEffect(() => {
    if (ready) shown();
  }, [ready, shown]);
  return ready ? <p>Hello {who}</p> : null;
}
/** A parcel whose first control is a link, as the mini bag's. */
function Bag() {
  return (
    <a href="/basket" aria-label="Bag, 1 item">
      Bag
    </a>
  );
}
function Boom(): never {
  throw new Error('boom');
}

/** The page's words come from the shell catalogue in the fascia locale. */
const render = (ui: ReactElement, locale = 'en-GB') => renderBare(<ShellI18n locale={locale}>{ui}</ShellI18n>);

const slot = (critical = true) => (
  <RemoteSlot module="demo/Thing" parcelProps={{ who: 'shopper' }} timeoutMs={1000} critical={critical} fallback={<p>Loading thing</p>} unavailableText="Thing is unavailable." />
);

describe('RemoteSlot', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('shows the fallback, then the mounted parcel with its props', async () => {
    mockedLoad.mockResolvedValue(createParcel('demo/Thing', Hello) as unknown as ParcelModule);
    render(slot());
    expect(screen.getByText('Loading thing')).toBeInTheDocument();
    expect(await screen.findByText('Hello shopper')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading thing')).not.toBeInTheDocument());
  });

  it('keeps the fallback until a parcel that draws after its first render says it is shown', async () => {
    mockedLoad.mockResolvedValue(createParcel('demo/Thing', Later) as unknown as ParcelModule);
    const { container } = render(slot());
    await waitFor(() => expect(container.querySelector('.sf-slot-parcel')).not.toBeNull());
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByText('Loading thing')).toBeInTheDocument();
    draw();
    expect(await screen.findByText('Hello shopper')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading thing')).not.toBeInTheDocument());
  });

  it('shows the quiet unavailable state and reports when the remote cannot load', async () => {
    mockedLoad.mockRejectedValue(new SlotLoadError('demo/Thing', 'load', 'demo/Thing could not be loaded: RUNTIME-003'));
    render(slot());
    expect(await screen.findByRole('status')).toHaveTextContent('Thing is unavailable.');
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('[shell] slot demo/Thing unavailable: demo/Thing could not be loaded'));
  });

  it('says a critical slot is unavailable in the fascia language by default', async () => {
    mockedLoad.mockRejectedValue(new SlotLoadError('demo/Thing', 'timeout', 'demo/Thing did not load within 1000 ms'));
    render(<RemoteSlot module="demo/Thing" parcelProps={{}} timeoutMs={1000} critical />, 'fr-FR');
    expect(await screen.findByRole('status')).toHaveTextContent('Cette partie de la page est indisponible pour le moment.');
  });

  it('shows nothing for a non-critical slot that fails', async () => {
    mockedLoad.mockRejectedValue(new SlotLoadError('demo/Thing', 'timeout', 'demo/Thing did not load within 1000 ms'));
    const { container } = render(slot(false));
    await waitFor(() => expect(container.querySelector('[data-state="failed"]')).not.toBeNull());
    expect(container.textContent).toBe('');
  });

  it('falls back when the parcel throws on mount', async () => {
    mockedLoad.mockResolvedValue({
      bootstrap: () => Promise.resolve(),
      mount: () => Promise.reject(new Error('mount failed on purpose')),
      unmount: () => Promise.resolve(),
    });
    render(slot());
    expect(await screen.findByRole('status')).toHaveTextContent('Thing is unavailable.');
  });

  it('falls back when the parcel throws while rendering', async () => {
    mockedLoad.mockResolvedValue(createParcel('demo/Thing', Boom) as unknown as ParcelModule);
    render(slot());
    expect(await screen.findByRole('status')).toHaveTextContent('Thing is unavailable.');
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('render failed: boom'));
  });
});

describe('RemoteSlot failed fallback', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('shows the failed fallback instead of the unavailable text', async () => {
    mockedLoad.mockRejectedValue(new SlotLoadError('demo/Thing', 'load', 'gone'));
    render(
      <RemoteSlot module="demo/Thing" parcelProps={{}} timeoutMs={1000} critical fallback={<p>Loading thing</p>} failedFallback={<p>Basic thing</p>} />,
    );
    expect(await screen.findByText('Basic thing')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

/** An IntersectionObserver the test drives: `notify` says whether the slot is in view. */
function fakeIntersectionObserver() {
  const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
  const original = window.IntersectionObserver;
  window.IntersectionObserver = class {
    constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
      observers.push(cb);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return {
    notify: (entries: Array<{ isIntersecting: boolean }>) => observers.at(-1)?.(entries),
    restore: () => {
      window.IntersectionObserver = original;
    },
  };
}

describe('RemoteSlot loading on demand', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    resetEventState();
    mockedLoad.mockReset();
  });
  afterEach(() => errorSpy.mockRestore());

  it('loads an event-triggered slot only when the event comes', async () => {
    mockedLoad.mockResolvedValue(createParcel('demo/Thing', Hello) as unknown as ParcelModule);
    render(<RemoteSlot module="demo/Thing" parcelProps={{ who: 'quick add' }} timeoutMs={1000} loadOn={{ event: 'quick-add:open' }} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(mockedLoad).not.toHaveBeenCalled();
    emit('quick-add:open', { productId: 'p1' });
    expect(await screen.findByText('Hello quick add')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });

  it('tries a failed event-triggered load again on the next event, telling the shopper meanwhile', async () => {
    mockedLoad.mockRejectedValueOnce(new SlotLoadError('demo/Thing', 'timeout', 'demo/Thing did not load within 1000 ms'));
    mockedLoad.mockResolvedValue(createParcel('demo/Thing', Hello) as unknown as ParcelModule);
    render(<RemoteSlot module="demo/Thing" parcelProps={{ who: 'quick add' }} timeoutMs={1000} loadOn={{ event: 'quick-add:open' }} failedFallback={<p role="alert">Quick add is unavailable</p>} />);
    emit('quick-add:open', { productId: 'p1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Quick add is unavailable');
    emit('quick-add:open', { productId: 'p1' });
    expect(await screen.findByText('Hello quick add')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('did not load'));
  });

  it('does not load again code that came but is no parcel', async () => {
    mockedLoad.mockRejectedValue(new SlotLoadError('demo/Thing', 'shape', 'demo/Thing does not export single-spa lifecycles'));
    const { container } = render(<RemoteSlot module="demo/Thing" parcelProps={{}} timeoutMs={1000} loadOn={{ event: 'quick-add:open' }} />);
    emit('quick-add:open', { productId: 'p1' });
    await waitFor(() => expect(container.querySelector('[data-state="failed"]')).not.toBeNull());
    emit('quick-add:open', { productId: 'p1' });
    await new Promise((r) => setTimeout(r, 20));
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it('loads a slot when it comes into view', async () => {
    const viewport = fakeIntersectionObserver();
    const notify = viewport.notify;
    try {
      mockedLoad.mockResolvedValue(createParcel('demo/Thing', Hello) as unknown as ParcelModule);
      render(<RemoteSlot module="demo/Thing" parcelProps={{ who: 'below the fold' }} timeoutMs={1000} loadOn="visible" />);
      notify([{ isIntersecting: false }]);
      expect(mockedLoad).not.toHaveBeenCalled();
      notify([{ isIntersecting: true }]);
      expect(await screen.findByText('Hello below the fold')).toBeInTheDocument();
    } finally {
      viewport.restore();
    }
  });

  it('loads a visible-or-interaction slot when it comes into view, or on the first scroll or touch before that, once', async () => {
    const viewport = fakeIntersectionObserver();
    const notify = viewport.notify;
    try {
      mockedLoad.mockResolvedValue(createParcel('demo/Thing', Hello) as unknown as ParcelModule);
      const inView = render(<RemoteSlot module="demo/Thing" parcelProps={{ who: 'in view' }} timeoutMs={1000} loadOn="visible-or-interaction" />);
      notify([{ isIntersecting: true }]);
      expect(await screen.findByText('Hello in view')).toBeInTheDocument();
      inView.unmount();

      mockedLoad.mockClear();
      render(<RemoteSlot module="demo/Thing" parcelProps={{ who: 'under the gallery' }} timeoutMs={1000} loadOn="visible-or-interaction" />);
      notify([{ isIntersecting: false }]);
      await new Promise((r) => setTimeout(r, 20));
      expect(mockedLoad).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('touchstart'));
      expect(await screen.findByText('Hello under the gallery')).toBeInTheDocument();
      notify([{ isIntersecting: true }]);
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 20));
      expect(mockedLoad).toHaveBeenCalledTimes(1);
    } finally {
      viewport.restore();
    }
  });

  it('loads an interaction slot on the first scroll, touch or key, and once', async () => {
    mockedLoad.mockResolvedValue(createParcel('demo/Thing', Hello) as unknown as ParcelModule);
    render(<RemoteSlot module="demo/Thing" parcelProps={{ who: 'after a scroll' }} timeoutMs={1000} loadOn="interaction" />);
    await new Promise((r) => setTimeout(r, 20));
    expect(mockedLoad).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await screen.findByText('Hello after a scroll')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });

  it('loads an interaction-on-phone slot at once on a wider screen, and on a phone only on the first interaction', async () => {
    let phone = false;
    const restoreMatchMedia = mockMatchMedia((query) => phone && query.includes('max-width'));
    const screenIs = (isPhone: boolean) => {
      phone = isPhone;
    };
    try {
      mockedLoad.mockResolvedValue(createParcel('demo/Thing', Hello) as unknown as ParcelModule);
      screenIs(false);
      const wide = render(<RemoteSlot module="demo/Thing" parcelProps={{ who: 'on a desktop' }} timeoutMs={1000} loadOn="interaction-on-phone" />);
      expect(await screen.findByText('Hello on a desktop')).toBeInTheDocument();
      wide.unmount();

      mockedLoad.mockClear();
      screenIs(true);
      render(<RemoteSlot module="demo/Thing" parcelProps={{ who: 'on a phone' }} timeoutMs={1000} fallback={<p>First results</p>} loadOn="interaction-on-phone" />);
      await new Promise((r) => setTimeout(r, 20));
      expect(mockedLoad).not.toHaveBeenCalled();
      expect(screen.getByText('First results')).toBeInTheDocument();
      window.dispatchEvent(new Event('touchstart'));
      expect(await screen.findByText('Hello on a phone')).toBeInTheDocument();
      expect(mockedLoad).toHaveBeenCalledTimes(1);
    } finally {
      restoreMatchMedia();
    }
  });

  it('keeps the focus of a shopper on the fallback: on the parcel\'s first control once it takes over', async () => {
    let arrive: (parcel: ParcelModule) => void = () => {};
    mockedLoad.mockReturnValue(new Promise<ParcelModule>((resolve) => (arrive = resolve)));
    render(<RemoteSlot module="demo/Bag" parcelProps={{}} timeoutMs={1000} fallback={<a href="/basket">Bag, 1 item (server)</a>} />);
    screen.getByRole('link', { name: 'Bag, 1 item (server)' }).focus();
    arrive(createParcel('demo/Bag', Bag) as unknown as ParcelModule);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bag, 1 item (server)' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Bag, 1 item' })).toHaveFocus());
  });

  it('leaves the focus alone when the shopper was elsewhere', async () => {
    mockedLoad.mockResolvedValue(createParcel('demo/Bag', Bag) as unknown as ParcelModule);
    renderBare(
      <ShellI18n locale="en-GB">
        <button type="button">Elsewhere</button>
        <RemoteSlot module="demo/Bag" parcelProps={{}} timeoutMs={1000} fallback={<a href="/basket">Bag, 1 item (server)</a>} />
      </ShellI18n>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bag, 1 item (server)' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Bag, 1 item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('counts a touch made before the shell ran (noted by the document) as the first interaction', async () => {
    mockedLoad.mockResolvedValue(createParcel('demo/Thing', Hello) as unknown as ParcelModule);
    // The document's inline script, as the server sends it.
    new Function(earlyInteractionScript())();
    window.dispatchEvent(new Event('touchstart'));
    try {
      render(<RemoteSlot module="demo/Thing" parcelProps={{ who: 'touched early' }} timeoutMs={1000} loadOn="interaction" />);
      expect(await screen.findByText('Hello touched early')).toBeInTheDocument();
    } finally {
      delete (window as unknown as Record<string, unknown>)[EARLY_INTERACTION_FLAG];
    }
  });
});
