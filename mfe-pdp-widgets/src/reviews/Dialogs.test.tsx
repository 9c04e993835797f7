import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Review } from '@storefront/shared-contracts';
import { emit, on, resetEventState } from '@storefront/shared-contracts/events/bus';
import { Reviews } from './Reviews';
import { fakeReviewsApi, makeReview, productWith, renderWithSwr, setDesktop, statsOf } from './test/fakeApi';

let events: Array<{ event: string; payload: Record<string, unknown> }> = [];
let stopTracking = () => {};
beforeEach(() => {
  resetEventState();
  events = [];
  stopTracking = on('analytics:track', (e) => events.push(e));
  setDesktop(false);
});
afterEach(() => stopTracking());
const tracked = (name: string) => events.filter((e) => e.event === name).map((e) => e.payload);

const photo = (review: number, n: number) => ({ id: `R${review}-P${n}`, sizes: { normal: { url: `/images/reviews/DRS10001/${review}${n}.jpg` } } });
const longText = `${'The dress drapes beautifully and the colour is rich. '.repeat(20)}Last words.`; // about 1,070 characters

/** Five photos over three reviews (R1: 2, R3: 1 and a long text, R5: 2), among eight reviews. */
function photoReviews(): Review[] {
  return Array.from({ length: 8 }, (_, i) => {
    const n = i + 1;
    if (n === 1) return makeReview(n, { title: 'Lovely colour', photos: [photo(1, 1), photo(1, 2)] });
    if (n === 3) return makeReview(n, { title: 'A long story', reviewText: longText, photos: [photo(3, 1)], responses: [{ clientName: 'Burton Customer Care', text: 'Thank you!' }] });
    if (n === 5) return makeReview(n, { title: 'Great fit', photos: [photo(5, 1), { ...photo(5, 2), caption: 'On holiday' }] });
    return makeReview(n);
  });
}

describe('photo strip', () => {
  it('shows 2 thumbnails and +N on a phone', async () => {
    const reviews = photoReviews();
    const api = fakeReviewsApi({ reviews });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    const heading = await screen.findByRole('heading', { name: 'Customer photos' });
    const strip = heading.nextElementSibling as HTMLElement;
    expect(within(strip).getAllByRole('button').map((b) => b.textContent || within(b).getByRole('img').getAttribute('alt'))).toEqual([
      'Customer photo 1 of 5',
      'Customer photo 2 of 5',
      '+3 more photos',
    ]);
    expect(within(strip).getByRole('button', { name: '+3 more photos' })).toBeVisible();
    expect(within(strip).getByRole('img', { name: 'Customer photo 1 of 5' })).toHaveAttribute('src', '/images/reviews/DRS10001/11.jpg?w=160&q=80');
    expect(api.requested()).toContain('/_api/reviews?sku=SKU-navy-s&limit=100&sort=Recent&hasPhotos=true');
  });

  it('shows 3 thumbnails and +N on a desktop', async () => {
    setDesktop(true);
    const reviews = photoReviews();
    fakeReviewsApi({ reviews });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    const strip = (await screen.findByRole('heading', { name: 'Customer photos' })).nextElementSibling as HTMLElement;
    expect(within(strip).getAllByRole('img')).toHaveLength(3);
    expect(within(strip).getByRole('button', { name: '+2 more photos' })).toBeVisible();
  });

  it('is left out when no review has a photo', async () => {
    const reviews = [makeReview(1), makeReview(2)];
    fakeReviewsApi({ reviews });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    await screen.findByRole('heading', { name: 'Review title 1' });
    expect(screen.queryByRole('heading', { name: 'Customer photos' })).not.toBeInTheDocument();
  });
});

describe('photo modal', () => {
  it('opens on a thumbnail with that photo and its review, moves between photos, and closes on Escape back to the thumbnail', async () => {
    const reviews = photoReviews();
    fakeReviewsApi({ reviews });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    const thumbnail = await screen.findByRole('button', { name: 'Customer photo 2 of 5' });
    await userEvent.click(thumbnail);

    const dialog = await screen.findByRole('dialog', { name: 'Customer photos' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const figure = within(dialog).getByRole('figure');
    expect(within(figure).getByRole('img', { name: 'Customer photo 2 of 5' })).toHaveAttribute('src', '/images/reviews/DRS10001/12.jpg?w=960&q=80');
    expect(within(dialog).getByText('Photo 2 of 5')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Lovely colour' })).toBeVisible();
    expect(tracked('reviewImageClick')).toEqual([{ item_id: 'DRS10001', reviewId: 'R1', photoId: 'R1-P2', position: 2 }]);

    // The next photo is another review's, with its long text whole (under 2,000) and its response.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('Photo 3 of 5')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'A long story' })).toBeVisible();
    expect(within(dialog).getByText(/Last words\.$/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Response from Burton Customer Care')).toBeVisible();

    // The slider holds every photo; the current one is marked.
    const slider = within(dialog).getByRole('navigation', { name: 'All customer photos' });
    const slides = within(slider).getAllByRole('button');
    expect(slides).toHaveLength(5);
    expect(slides[2]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(slides[4]!);
    expect(within(figure).getByRole('img', { name: 'On holiday' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Next photo' })).toBeDisabled();
    expect(slides[4]).toHaveAttribute('aria-current', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbnail).toHaveFocus();
  });

  it('opens the +N tile at the first photo not shown, and its close button closes it', async () => {
    const reviews = photoReviews();
    fakeReviewsApi({ reviews });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    const more = await screen.findByRole('button', { name: '+3 more photos' });
    await userEvent.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'Customer photos' });
    expect(within(dialog).getByText('Photo 3 of 5')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(more).toHaveFocus();
  });

  it('cuts a review past 2,000 characters in the modal, where the list cuts it at 250', async () => {
    const huge = `${'Soft, warm and well made. '.repeat(100)}THE END`; // about 2,600 characters
    const reviews = [makeReview(1, { title: 'Very long', reviewText: huge, photos: [photo(1, 1)] })];
    fakeReviewsApi({ reviews });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    const inList = await screen.findByRole('article', { name: 'Very long' });
    expect(within(inList).getByText(/…$/).textContent!.length).toBeLessThanOrEqual(251);

    await userEvent.click(screen.getByRole('button', { name: 'Customer photo 1 of 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer photos' });
    const cut = within(dialog).getByText(/…$/).textContent!;
    expect(cut.length).toBeGreaterThan(1950);
    expect(cut.length).toBeLessThanOrEqual(2001);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Read more' }));
    expect(within(dialog).getByText(/THE END$/)).toBeVisible();
  });
});

describe('write a review', () => {
  /** The form's dialog, once focus is in it: the dialog moves focus in an effect after it is drawn. */
  async function openForm() {
    await userEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    return dialog;
  }

  it('checks the form, sends the review for the selected sku and says it will appear once checked', async () => {
    const reviews = [makeReview(1)];
    const api = fakeReviewsApi({ reviews });
    renderWithSwr(<Reviews product={productWith(statsOf(reviews))} locale="en-GB" />);
    act(() => {
      emit('pdp:selection-changed', { productId: 'p-dress', productKey: 'DRS10001', colour: 'navy', size: 'M', sku: 'SKU-navy-m', variantId: 'navy-m', isOnStock: true, availableQuantity: 20, allOutOfStock: false });
    });
    const dialog = await openForm();
    expect(tracked('writeReview')).toEqual([{ item_id: 'DRS10001' }]);
    expect(within(dialog).getByText('Your review of Midi Wrap Dress')).toBeVisible();

    const rating = within(dialog).getByRole('group', { name: 'Your rating' });
    expect(within(rating).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      '5 stars, Excellent',
      '4 stars, Good',
      '3 stars, Average',
      '2 stars, Fair',
      '1 star, Poor',
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(within(dialog).getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: '5 stars, Excellent' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Review title' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Review title' })).toHaveAccessibleDescription('Please fill in this field.');
    expect(within(dialog).getByRole('textbox', { name: 'Location (optional)' })).not.toHaveAttribute('aria-invalid');
    expect(api.posted).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars, Good' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Review title' }), 'Great dress');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your review' }), 'Fits well <b>really</b>.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nickname' }), 'Ann');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Location (optional)' }), 'Leeds');
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Would you recommend this product?' })).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you! Your review has been sent and will appear once it has been checked.');
    expect(api.posted).toEqual([{ sku: 'SKU-navy-m', rating: 4, title: 'Great dress', reviewText: 'Fits well <b>really</b>.', username: 'Ann', userLocation: 'Leeds', isRecommended: true }]);

    const buttons = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Write a review' })).toHaveFocus();
  });

  /** Fills the form with a short five-star review and sends it (the api refuses it in these tests). */
  async function sendShortReview(dialog: HTMLElement) {
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars, Excellent' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Review title' }), 'Nice');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your review' }), 'Good.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nickname' }), 'Bo');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
  }

  it('keeps what was typed and says so when the api refuses it', async () => {
    const api = fakeReviewsApi({ reviews: [], writeAnswer: { status: 400, body: { error: 'INVALID_INPUT', message: 'title is required.', field: 'title' } } });
    renderWithSwr(<Reviews product={productWith(statsOf([]))} locale="en-GB" />);
    const dialog = await openForm();
    await sendShortReview(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Sorry, we couldn't send your review. Please try again.");
    expect(within(dialog).getByRole('textbox', { name: 'Review title' })).toHaveValue('Nice');
    expect(api.posted).toEqual([{ sku: 'SKU-navy-s', rating: 5, title: 'Nice', reviewText: 'Good.', username: 'Bo' }]);
    jest.restoreAllMocks();
  });

  it('says when to try again when the api refuses one review too many', async () => {
    const api = fakeReviewsApi({
      reviews: [],
      writeAnswer: { status: 429, body: { error: 'TOO_MANY_REQUESTS', message: 'Too many reviews sent from here in a short time. Please try again in 1 hour.' }, headers: { 'Retry-After': '3540' } },
    });
    renderWithSwr(<Reviews product={productWith(statsOf([]))} locale="en-GB" />);
    const dialog = await openForm();
    await sendShortReview(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have sent several reviews in a short time. Please try again in 59 minutes.');
    expect(within(dialog).getByRole('textbox', { name: 'Your review' })).toHaveValue('Good.');
    expect(api.posted).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it('keeps focus inside while open and closes on Escape, from the no-reviews prompt too', async () => {
    fakeReviewsApi({ reviews: [] });
    renderWithSwr(<Reviews product={productWith(statsOf([]))} locale="en-GB" />);
    const dialog = await openForm();
    for (let i = 0; i < 20; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Write a review' })).toHaveFocus();
  });
});
