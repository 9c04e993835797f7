import { act, render, screen, waitFor } from '@testing-library/react';
import { FASCIAS } from '@storefront/shared-contracts';
import type { ContentSection } from '@storefront/shared-contracts/content';
import { ContentPage } from './ContentPage';
import type { BlockLoaders } from './blocks';
import type { BlockProps } from './types';

function TextBlock({ section, context }: BlockProps<'text'>) {
  return (
    <p>
      {section.text} ({context.imageLoading}, {context.visitor})
    </p>
  );
}
function Broken(): never {
  throw new Error('bad data');
}
const loaders: BlockLoaders = {
  text: async () => ({ default: TextBlock }),
  spacing: async () => ({ default: Broken }),
};

const text = (id: string, words: string, container?: ContentSection['container']) => ({ id, type: 'text', text: words, ...(container ? { container } : {}) }) as ContentSection;
const guest = { user: { id: 'g', guest: true }, basketCount: 0 } as never;

beforeAll(() => {
  // Near the viewport at once: every later section loads.
  globalThis.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
    }
    disconnect() {}
  } as never;
});

describe('ContentPage', () => {
  it('renders the sections in order, the first two with eager images and the rest lazy', async () => {
    render(<ContentPage sections={[text('a', 'One'), text('b', 'Two'), text('c', 'Three')]} fascia={FASCIAS.coast} session={guest} pathname="/pages/brand-room" title="Brand room" loaders={loaders} />);
    expect(await screen.findByText('Three (lazy, guest)')).toBeInTheDocument();
    expect(screen.getAllByText(/^(One|Two|Three) /).map((p) => p.textContent)).toEqual(['One (eager, guest)', 'Two (eager, guest)', 'Three (lazy, guest)']);
    expect(screen.getByRole('heading', { level: 1, name: 'Brand room' })).toBeInTheDocument();
  });

  it('wraps a section in its container: background colour, full width, no vertical padding', async () => {
    render(<ContentPage sections={[text('a', 'Framed', { backgroundColour: '#f4e1d2', fullWidth: true, removeVerticalPadding: true })]} fascia={FASCIAS.coast} session={null} pathname="/" title="Home" loaders={loaders} />);
    const frame = (await screen.findByText('Framed (eager, unknown)')).closest('[data-section-type="text"]') as HTMLElement;
    expect(frame.id).toBe('a');
    expect(frame.style.backgroundColor).toBe('rgb(244, 225, 210)');
    expect(frame.className).toMatch(/fullWidth/);
    expect(frame.className).toMatch(/noPadding/);
  });

  it('draws nothing for a type it has no block for, and leaves out a section that fails to render', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sections = [text('a', 'Before'), { id: 'x', type: 'faqAccordion', items: [] } as unknown as ContentSection, { id: 's', type: 'spacing', desktopHeight: 1, mobileHeight: 1 } as ContentSection, text('b', 'After')];
    const { container } = render(<ContentPage sections={sections} fascia={FASCIAS.coast} session={guest} pathname="/" title="Home" loaders={loaders} />);
    expect(await screen.findByText('After (lazy, guest)')).toBeInTheDocument();
    expect(screen.getByText('Before (eager, guest)')).toBeInTheDocument();
    expect(container.querySelector('[data-section-type="faqAccordion"]')).toBeNull();
    expect(container.querySelector('#s')).toBeEmptyDOMElement();
    await waitFor(() => expect(error.mock.calls.some(([message]) => /section s \(spacing\) left out: bad data/.test(String(message)))).toBe(true));
    error.mockRestore();
  });

  it('loads later sections’ blocks only once the first two are drawn (before that every placeholder looks near)', async () => {
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    const later = jest.fn(async () => ({ default: TextBlock }));
    const waiting: BlockLoaders = { text: async () => first.then(() => ({ default: TextBlock })), faqAccordion: later };
    const sections = [text('a', 'One'), text('b', 'Two'), { id: 'f', type: 'faqAccordion', title: 'Questions', items: [{ question: 'Q', answer: 'A' }] } as unknown as ContentSection];
    render(<ContentPage sections={sections} fascia={FASCIAS.coast} session={guest} pathname="/" title="Home" loaders={waiting} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(later).not.toHaveBeenCalled();
    await act(async () => release());
    expect(await screen.findByText('One (eager, guest)')).toBeInTheDocument();
    await waitFor(() => expect(later).toHaveBeenCalled());
  });
});
