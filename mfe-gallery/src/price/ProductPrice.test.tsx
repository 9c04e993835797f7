import { act, render, screen, within } from '@testing-library/react';
import { FASCIAS, type BadgeConfig, type EventPayload, type FasciaSettings, type Product } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { RemoteI18n } from '../i18n/i18n';
import { productRoute } from '../test/fixtures';
import { ProductPrice } from './ProductPrice';
import { badge, dress } from './testProducts';

function renderPrice({ product = dress, fascia = FASCIAS.burton, badges = [] as unknown, query = {} as Record<string, string>, restrictPromoBadges = false } = {}) {
  return render(
    <RemoteI18n locale={fascia.locale}>
      <ProductPrice product={product} fascia={fascia} route={productRoute(product.slug, query)} badges={badges} restrictPromoBadges={restrictPromoBadges} />
    </RemoteI18n>,
  );
}

function select(colour: string, variantId: string | null, product: Product = dress) {
  const payload: EventPayload<'pdp:selection-changed'> = {
    productId: product.id,
    productKey: product.key,
    colour,
    size: variantId ? variantId.split('-')[1]!.toUpperCase() : null,
    sku: variantId ? `SKU-${variantId}` : null,
    variantId,
    isOnStock: true,
    availableQuantity: 5,
    allOutOfStock: false,
  };
  act(() => {
    emit('pdp:selection-changed', payload);
  });
}

const text = (content: string) => screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === content);
const norm = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');

beforeEach(() => resetEventState());

describe('price', () => {
  it("shows the selected colour's price range with the was-price and saving while no size is chosen", () => {
    renderPrice();
    expect(text('£30.00 – £35.00 £40.00Was £40.00 Save 25%')).toBeVisible();
    expect(screen.getByText('Was £40.00')).toBeInTheDocument();
    expect(screen.getByText('Save 25%')).toBeVisible();
  });

  it('follows the selected size and colour', () => {
    renderPrice();
    select('navy', 'navy-m');
    expect(screen.getByText('£35.00')).toBeVisible();
    expect(screen.getByText('Save 13%')).toBeVisible();

    select('white', 'white-m');
    expect(screen.getByText('£25.00')).toBeVisible();
    // No was-price: a sale price is not shown as a discount.
    expect(screen.queryByText(/Save/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Was/)).not.toBeInTheDocument();
  });

  it('ignores selections of another product', () => {
    renderPrice();
    select('white', 'white-m', { ...dress, id: 'p-other' });
    expect(screen.getByText('£30.00 – £35.00')).toBeVisible();
  });

  it('starts on the size named in the address, as the pickers do', () => {
    renderPrice({ query: { colour: 'navy', size: 'M' } });
    expect(screen.getByText('£35.00')).toBeVisible();
  });

  it.each([
    ['burton', 'Save 25%'],
    ['coast', 'Économisez 25 %'],
    ['wallis', 'Bespaar 25%'],
    ['oasis', 'Spara 25 %'],
  ] as const)('says the saving in the language of %s', (key, saving) => {
    renderPrice({ fascia: FASCIAS[key] });
    expect(screen.getByText(saving)).toBeVisible();
  });

  it('shows the prices in the fascia currency', () => {
    renderPrice({ fascia: FASCIAS.oasis });
    expect(norm(screen.getByText(/–/).textContent)).toBe('30,00 kr – 35,00 kr');
  });

  it('leaves the price out, and keeps the rest, when no variant has a price', () => {
    const unpriced = { ...dress, variants: dress.variants.map((v) => ({ ...v, prices: undefined })) } as unknown as Product;
    renderPrice({ product: unpriced });
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rated 4.3 out of 5, 128 reviews' })).toBeVisible();
  });
});

describe('rating', () => {
  it('links the stars, rating and review count to the reviews', () => {
    renderPrice();
    const link = screen.getByRole('link', { name: 'Rated 4.3 out of 5, 128 reviews' });
    expect(link).toHaveAttribute('href', '#reviews');
    expect(link).toHaveTextContent('4.3 (128)');
  });

  it('says one review, in the language of the fascia', () => {
    renderPrice({ product: { ...dress, reviewStats: { averageRating: 5, totalReviewCount: 1 } } });
    expect(screen.getByRole('link', { name: 'Rated 5.0 out of 5, 1 review' })).toBeVisible();
  });

  it('is left out without reviews', () => {
    renderPrice({ product: { ...dress, reviewStats: { averageRating: 0, totalReviewCount: 0 } } });
    expect(screen.queryByRole('link', { name: /Rated/ })).not.toBeInTheDocument();
  });
});

describe('buy now pay later', () => {
  it('splits the lowest price of a range into the fascia instalments', () => {
    renderPrice();
    expect(screen.getByText('Or 3 interest-free payments from £10.00 with Klarna')).toBeVisible();
  });

  it('splits the selected price', () => {
    renderPrice();
    select('navy', 'navy-m');
    expect(screen.getByText('Or 3 interest-free payments of £11.67 with Klarna')).toBeVisible();
  });

  it('speaks the fascia language, currency and number of instalments', () => {
    renderPrice({ fascia: FASCIAS.oasis, query: { colour: 'white' } });
    expect(norm(screen.getByText(/delbetalningar/).textContent)).toBe('Eller 4 räntefria delbetalningar på 6,25 kr med Klarna');
  });
});

describe('classification badge', () => {
  it('shows a classification that is not excluded in an included department', () => {
    renderPrice();
    expect(screen.getByText('New In')).toBeVisible();
  });

  it('is left out for an excluded classification or a department that is not included', () => {
    const { unmount } = renderPrice({ fascia: { ...FASCIAS.burton, excludedClassifications: ['New In'] } as FasciaSettings });
    expect(screen.queryByText('New In')).not.toBeInTheDocument();
    unmount();
    renderPrice({ fascia: { ...FASCIAS.burton, includedDepartments: ['Menswear'] } as FasciaSettings });
    expect(screen.queryByText('New In')).not.toBeInTheDocument();
  });
});

describe('price and promo badges', () => {
  const promos: BadgeConfig[] = [
    badge('third', 'PDP_promo', 3, { text1: 'Third offer' }),
    badge('first', 'PDP_promo', 1, { text1: '25% off with code COSY25', text2: 'Ends soon', link: '/pages/offers', linkName: 'Terms apply', endDate: '2099-03-31T23:59:59Z' }),
    badge('second', 'PDP_promo', 2, { text1: 'Free delivery over {priceRangeFromUpper}' }),
  ];
  const promotions = () => within(screen.getByRole('list', { name: 'Promotions' })).getAllByRole('listitem');

  it('shows the price badge with the lowest priority number, its placeholders filled from the shown price', () => {
    renderPrice({ badges: [badge('later', 'PDP_price', 2, { text1: 'Later' }), badge('extra', 'PDP_price', 1, { text1: 'Extra 20% off: now {discountedPrice}', discount: 20 })] });
    expect(screen.getByText('Extra 20% off: now £24.00')).toBeVisible();
    expect(screen.queryByText('Later')).not.toBeInTheDocument();
  });

  it('shows 2 promo badges, lowest priority numbers first, with end date and link', () => {
    renderPrice({ badges: promos });
    const items = promotions();
    expect(items.map((item) => item.textContent)).toEqual(['25% off with code COSY25 Ends soon Ends 31/03/99 Terms apply', 'Free delivery over £35.00']);
    expect(within(items[0]!).getByRole('link', { name: 'Terms apply' })).toHaveAttribute('href', '/pages/offers');
  });

  it('shows 1 promo badge when restricted', () => {
    renderPrice({ badges: promos, restrictPromoBadges: true });
    expect(promotions().map((item) => item.textContent)).toEqual(['25% off with code COSY25 Ends soon Ends 31/03/99 Terms apply']);
  });

  it('leaves out a promo that has ended and category badges of other categories', () => {
    renderPrice({
      badges: [
        badge('ended', 'PDP_promo', 0, { text1: 'Ended offer', endDate: '2001-01-01T00:00:00Z' }),
        badge('coats', 'PDP_promo', 0, { text1: 'Coats offer', categorySlug: 'womens-coats' }),
        badge('dresses', 'PDP_promo', 1, { text1: 'Dresses offer', categorySlug: 'womens-dresses' }),
      ],
    });
    expect(promotions().map((item) => item.textContent)).toEqual(['Dresses offer']);
  });

  it('renders the rest of malformed badge data: no javascript: links, no bad colours, no badge without text', () => {
    renderPrice({
      badges: [
        { id: 'no-text', placement: 'PDP_promo', priority: 0 },
        badge('script', 'PDP_promo', 1, { text1: 'Click me', link: 'javascript:alert(1)', linkName: 'Go', backgroundColor: 'red;background:url(//x)', textColor: '#ffffff' }),
        'nonsense',
        badge('fine', 'PDP_promo', 2, { text1: 'Fine offer' }),
      ],
    });
    const items = promotions();
    expect(items.map((item) => item.textContent)).toEqual(['Click me', 'Fine offer']);
    expect(within(items[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(items[0]!.getAttribute('style')).toBe('color: rgb(255, 255, 255);');
    expect(screen.getByText('£30.00 – £35.00')).toBeVisible();
  });

  it('shows preview badges from the admin configuration while admin preview is on', () => {
    renderPrice({ badges: [badge('live', 'PDP_promo', 2, { text1: 'Live offer' })] });
    act(() => {
      emit('admin:preview-changed', { active: true, features: [], data: { badges: [badge('preview', 'PDP_promo', 1, { text1: 'Preview offer' }), { broken: true }] } });
    });
    expect(promotions().map((item) => item.textContent)).toEqual(['Preview offer', 'Live offer']);
  });
});
