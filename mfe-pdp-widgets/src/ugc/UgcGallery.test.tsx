import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '@storefront/shared-contracts';
import { fakeReviewsApi, makeReview, productWith, renderWithSwr, setDesktop, statsOf } from '../reviews/test/fakeApi';
import { Reviews } from '../reviews/Reviews';
import { UgcGallery } from './UgcGallery';

beforeEach(() => setDesktop(false));
afterEach(() => jest.restoreAllMocks());

const photo = (review: number, n: number, caption?: string) => ({ id: `R${review}-P${n}`, ...(caption ? { caption } : {}), sizes: { normal: { url: `/images/reviews/DRS10001/${review}${n}.jpg` } } });
const MARKUP = '<img src=x onerror="alert(1)"><b>Beach day</b>';

/** Six photos over three of eight reviews. */
function photoReviews(): Review[] {
  return Array.from({ length: 8 }, (_, i) => {
    const n = i + 1;
    if (n === 1) return makeReview(n, { photos: [photo(1, 1, 'Perfect for a wedding'), photo(1, 2)] });
    if (n === 4) return makeReview(n, { username: 'Claire', photos: [photo(4, 1, MARKUP), photo(4, 2), photo(4, 3)] });
    if (n === 6) return makeReview(n, { photos: [photo(6, 1)] });
    return makeReview(n);
  });
}

describe('user-generated-content gallery', () => {
  it('shows the customers\' photos as a grid with a +N tile, asked for with the reviews\' photo call', async () => {
    const reviews = photoReviews();
    const api = fakeReviewsApi({ reviews });
    renderWithSwr(<UgcGallery product={productWith(statsOf(reviews))} locale="en-GB" />);
    const gallery = await screen.findByRole('region', { name: 'Styled by you' });
    expect(within(gallery).getAllByRole('button').map((b) => b.textContent || within(b).getByRole('img').getAttribute('alt'))).toEqual([
      'Customer photo 1 of 6',
      'Customer photo 2 of 6',
      'Customer photo 3 of 6',
      'Customer photo 4 of 6',
      '+2 more photos',
    ]);
    expect(within(gallery).getByRole('img', { name: 'Customer photo 1 of 6' })).toHaveAttribute('src', '/images/reviews/DRS10001/11.jpg?w=160&q=80');
    expect(api.requested()).toEqual(['/_api/reviews?sku=SKU-navy-s&limit=100&sort=Recent&hasPhotos=true']);
  });

  it('shows 8 before the tile on a desktop', async () => {
    setDesktop(true);
    const reviews = photoReviews();
    fakeReviewsApi({ reviews });
    renderWithSwr(<UgcGallery product={productWith(statsOf(reviews))} locale="en-GB" />);
    const gallery = await screen.findByRole('region', { name: 'Styled by you' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(6);
    expect(within(gallery).queryByRole('button', { name: /more photos/ })).not.toBeInTheDocument();
  });

  it('opens a named viewer that keeps focus inside, steps with the buttons and arrow keys, and closes on Escape back to the thumbnail', async () => {
    const reviews = photoReviews();
    fakeReviewsApi({ reviews });
    renderWithSwr(<UgcGallery product={productWith(statsOf(reviews))} locale="en-GB" />);
    const thumbnail = await screen.findByRole('button', { name: 'Customer photo 1 of 6' });
    await userEvent.click(thumbnail);

    const dialog = await screen.findByRole('dialog', { name: 'Customer photos' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const figure = within(dialog).getByRole('figure');
    expect(within(figure).getByRole('img', { name: 'Customer photo 1 of 6' })).toHaveAttribute('src', '/images/reviews/DRS10001/11.jpg?w=960&q=80');
    expect(within(figure).getByText('Perfect for a wedding')).toBeVisible();
    expect(within(figure).getByText('Photo by Shopper1')).toBeVisible();
    expect(within(dialog).getByText('Photo 1 of 6')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeDisabled();

    // Tab goes round inside the dialog.
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('Photo 2 of 6')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 4 of 6')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Photo 3 of 6')).toBeVisible();
    // The caption is text: the markup shows as written and nothing of it runs or renders.
    expect(within(figure).getByText(MARKUP)).toBeVisible();
    expect(figure.querySelector('b, img[onerror]')).toBeNull();
    expect(within(figure).getByText('Photo by Claire')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbnail).toHaveFocus();
  });

  it('opens the +N tile at the first photo not shown; the last photo has no next', async () => {
    const reviews = photoReviews();
    fakeReviewsApi({ reviews });
    renderWithSwr(<UgcGallery product={productWith(statsOf(reviews))} locale="en-GB" />);
    await userEvent.click(await screen.findByRole('button', { name: '+2 more photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer photos' });
    expect(within(dialog).getByText('Photo 5 of 6')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 6 of 6')).toBeVisible();
  });

  it('speaks the fascia\'s language', async () => {
    const reviews = photoReviews();
    fakeReviewsApi({ reviews });
    renderWithSwr(<UgcGallery product={productWith(statsOf(reviews))} locale="fr-FR" />, 'fr-FR');
    const gallery = await screen.findByRole('region', { name: 'Vos looks' });
    await userEvent.click(within(gallery).getByRole('button', { name: 'Photo client 1 sur 6' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Photo de Shopper1')).toBeVisible();
  });

  it('is hidden when no review has a photo', async () => {
    const reviews = [makeReview(1), makeReview(2)];
    const api = fakeReviewsApi({ reviews });
    const { container } = renderWithSwr(<UgcGallery product={productWith(statsOf(reviews))} locale="en-GB" />);
    await waitFor(() => expect(api.requested()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it('asks nothing and is hidden when the product has no reviews', async () => {
    const api = fakeReviewsApi({ reviews: [] });
    const { container } = renderWithSwr(<UgcGallery product={productWith(statsOf([]))} locale="en-GB" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
    expect(api.requested()).toEqual([]);
  });

  it('is hidden, and logs, when the photos cannot be read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reviews = photoReviews();
    fakeReviewsApi({ reviews, failing: ['/_api/reviews'] });
    const { container } = renderWithSwr(<UgcGallery product={productWith(statsOf(reviews))} locale="en-GB" />);
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('[pdpWidgets/ugc] customer photos unavailable')));
    expect(container).toBeEmptyDOMElement();
  });

  it('shares one photo request with the reviews block on the same page', async () => {
    const reviews = photoReviews();
    const api = fakeReviewsApi({ reviews });
    renderWithSwr(
      <>
        <Reviews product={productWith(statsOf(reviews))} locale="en-GB" />
        <UgcGallery product={productWith(statsOf(reviews))} locale="en-GB" />
      </>,
    );
    await screen.findByRole('region', { name: 'Styled by you' });
    await screen.findByRole('heading', { name: 'Customer photos' });
    expect(api.requested().filter((path) => path.includes('hasPhotos=true'))).toHaveLength(1);
  });
});
