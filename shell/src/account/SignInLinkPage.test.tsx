import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FASCIAS } from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import { heard } from '@storefront/shared-contracts/testing';
import { SignInLinkPage } from './SignInLinkPage';
import { answer, fetchMock, renderPageAt, sentTo, serve, serverHtml, setUpPageTests } from './testing';

setUpPageTests();

const TOKEN = 'k'.repeat(43);
const signedIn = answer(200, { success: true, user: { id: 'cust-9', guest: false, email: 'ada@example.com' }, cart: null });

describe('SignInLinkPage', () => {
  it('asks for the address the wishlist dialog passed and sends it with its source', async () => {
    serve({ 'POST /_api/customer/sign-in-link': answer(202, { success: true }) });
    const user = userEvent.setup();
    renderPageAt(SignInLinkPage, '/sign-in-link?email=ada%40example.com&source=wishlist');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in with a link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('If there is an account for ada@example.com, we have sent it an email with a link.'));
    expect(sentTo('/_api/customer/sign-in-link')).toEqual({ csrf: 'csrf-123', email: 'ada@example.com', source: 'wishlist' });
  });

  const ITEM_QUERY = 'productKey=SHT10002&colourSelected=Navy+Blue&lineItemSku=SHT10002-01-02&sizeSelected=true';
  const item = { productKey: 'SHT10002', colourSelected: 'Navy Blue', lineItemSku: 'SHT10002-01-02', sizeSelected: true };

  it('sends the item the guest was saving with the request, and says the link will save it', async () => {
    serve({ 'POST /_api/customer/sign-in-link': answer(202, { success: true }) });
    const user = userEvent.setup();
    renderPageAt(SignInLinkPage, `/sign-in-link?email=ada%40example.com&source=wishlist&${ITEM_QUERY}`);
    expect(screen.getByText('The item you chose is saved to your wishlist when you sign in with the link.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('If there is an account for ada@example.com'));
    expect(sentTo('/_api/customer/sign-in-link')).toEqual({ csrf: 'csrf-123', email: 'ada@example.com', source: 'wishlist', wishlistItem: item });
  });

  it('asks again without an item the api refuses, and tells the shopper to save it again once signed in', async () => {
    const bodies: unknown[] = [];
    serve({});
    const login = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      if (String(input) !== '/_api/customer/sign-in-link') return login(input, init);
      bodies.push(JSON.parse(String(init?.body)));
      return Promise.resolve(bodies.length === 1 ? answer(404, { error: 'PRODUCT_NOT_FOUND', field: 'wishlistItem.productKey', message: 'We could not find that product.' }) : answer(202, { success: true }));
    });
    const user = userEvent.setup();
    renderPageAt(SignInLinkPage, `/sign-in-link?email=ada%40example.com&source=wishlist&${ITEM_QUERY}`);
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('If there is an account for ada@example.com'));
    expect(bodies).toEqual([
      { csrf: 'csrf-123', email: 'ada@example.com', source: 'wishlist', wishlistItem: item },
      { csrf: 'csrf-123', email: 'ada@example.com', source: 'wishlist' },
    ]);
    expect(screen.getByText('We could not keep the item you chose: save it again once you are signed in.')).toBeInTheDocument();
    expect(screen.queryByText('The item you chose is saved to your wishlist when you sign in with the link.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the item when the shopper turns to the sign-in dialog from here', async () => {
    serve({});
    const requests = heard('session:sign-in-requested');
    const user = userEvent.setup();
    renderPageAt(SignInLinkPage, `/sign-in-link?email=ada%40example.com&source=wishlist&${ITEM_QUERY}`);
    await user.click(screen.getByRole('button', { name: 'Sign in with your password' }));
    expect(requests).toEqual([{ reason: 'wishlist', returnTo: '/wishlist', item }]);
  });

  const signInByDialog = () => act(() => emit('session:changed', { user: { id: 'cust-9', guest: false, email: 'ada@example.com' }, basketCount: 0 }));

  it('saves the item when the shopper signs in with their password from here, then goes to the wishlist', async () => {
    serve({ 'POST /_api/wishlist/add': answer(200, { success: true }) });
    const navigate = renderPageAt(SignInLinkPage, `/sign-in-link?email=ada%40example.com&source=wishlist&${ITEM_QUERY}`);
    signInByDialog();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/wishlist'));
    expect(sentTo('/_api/wishlist/add')).toEqual(item);
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === '/_api/wishlist/add')).toHaveLength(1);
  });

  it('says so, signed in, when the wishlist refuses the item after a password sign-in from here', async () => {
    serve({ 'POST /_api/wishlist/add': answer(409, { success: false, message: 'Wishlist limit reached' }) });
    const navigate = renderPageAt(SignInLinkPage, `/sign-in-link?email=ada%40example.com&source=wishlist&${ITEM_QUERY}`);
    signInByDialog();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are signed in, but we could not save the item you chose to your wishlist'));
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/wishlist');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('saves nothing for a shopper signed in before they came, nor after a sign-in without an item', async () => {
    serve({});
    renderPageAt(SignInLinkPage, `/sign-in-link?source=wishlist&${ITEM_QUERY}`, { id: 'cust-0001', guest: false, email: 'test.customer@example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in as test.customer@example.com.');
    const navigate = renderPageAt(SignInLinkPage, '/sign-in-link?source=wishlist');
    signInByDialog();
    await waitFor(() => expect(screen.getAllByRole('status')[1]).toHaveTextContent('You are signed in as ada@example.com.'));
    expect(fetchMock).not.toHaveBeenCalledWith('/_api/wishlist/add', expect.anything());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('carries no item without the wishlist as its source', async () => {
    serve({ 'POST /_api/customer/sign-in-link': answer(202, { success: true }) });
    const user = userEvent.setup();
    renderPageAt(SignInLinkPage, `/sign-in-link?email=ada%40example.com&${ITEM_QUERY}`);
    expect(screen.queryByText('The item you chose is saved to your wishlist when you sign in with the link.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('If there is an account for ada@example.com'));
    expect(sentTo('/_api/customer/sign-in-link')).toEqual({ csrf: 'csrf-123', email: 'ada@example.com' });
  });

  it('signs in by the mailed link only when the shopper presses Sign in, then goes to the wishlist they came from', async () => {
    serve({ 'POST /_api/customer/sign-in-link/confirm': signedIn });
    const sessions = heard('session:changed');
    const user = userEvent.setup();
    const navigate = renderPageAt(SignInLinkPage, `/sign-in-link?token=${TOKEN}&source=wishlist`);
    expect(screen.getByText('Sign in to your account with the link from your email.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/wishlist'));
    expect(sentTo('/_api/customer/sign-in-link/confirm')).toEqual({ csrf: 'csrf-123', token: TOKEN });
    expect(sessions).toEqual([{ user: { id: 'cust-9', guest: false, email: 'ada@example.com' }, basketCount: 0 }]);
  });

  it('goes on to the wishlist when the link saved its item there', async () => {
    serve({ 'POST /_api/customer/sign-in-link/confirm': answer(200, { success: true, user: { id: 'cust-9', guest: false, email: 'ada@example.com' }, cart: null, wishlistItemSaved: true }) });
    const user = userEvent.setup();
    const navigate = renderPageAt(SignInLinkPage, `/sign-in-link?token=${TOKEN}&source=wishlist`);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/wishlist'));
  });

  it('says so, signed in, when the wishlist refused the item the link carried, with the way on to the wishlist', async () => {
    serve({ 'POST /_api/customer/sign-in-link/confirm': answer(200, { success: true, user: { id: 'cust-9', guest: false, email: 'ada@example.com' }, cart: null, wishlistItemSaved: false }) });
    const sessions = heard('session:changed');
    const user = userEvent.setup();
    const navigate = renderPageAt(SignInLinkPage, `/sign-in-link?token=${TOKEN}&source=wishlist`);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are signed in, but we could not save the item you chose to your wishlist: it may be full, or the item is no longer sold.');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/wishlist');
    expect(sessions).toEqual([{ user: { id: 'cust-9', guest: false, email: 'ada@example.com' }, basketCount: 0 }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes home after a link without a source', async () => {
    serve({ 'POST /_api/customer/sign-in-link/confirm': signedIn });
    const user = userEvent.setup();
    const navigate = renderPageAt(SignInLinkPage, `/sign-in-link?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });

  it('says a used link no longer works, in the fascia\u2019s language, with a way to a new one', async () => {
    serve({ 'POST /_api/customer/sign-in-link/confirm': answer(410, { error: 'LINK_EXPIRED', field: 'token', message: 'expired' }) });
    const user = userEvent.setup();
    const navigate = renderPageAt(SignInLinkPage, `/sign-in-link?token=${TOKEN}&source=wishlist`, undefined, FASCIAS.coast);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien a expiré ou a déjà été utilisé.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/sign-in-link?source=wishlist');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the item a link that no longer works carried in the new link it offers', async () => {
    serve({ 'POST /_api/customer/sign-in-link/confirm': answer(410, { error: 'LINK_EXPIRED', field: 'token', message: 'expired', wishlistItem: item }) });
    const user = userEvent.setup();
    renderPageAt(SignInLinkPage, `/sign-in-link?token=${TOKEN}&source=wishlist`);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', `/sign-in-link?source=wishlist&${ITEM_QUERY}`);
  });

  it('says so when signing in failed otherwise, and the shopper can press again', async () => {
    serve({ 'POST /_api/customer/sign-in-link/confirm': answer(503, { error: 'UNAVAILABLE', message: 'Down' }) });
    const user = userEvent.setup();
    renderPageAt(SignInLinkPage, `/sign-in-link?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't sign you in. Please try again.");
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('offers the sign-in dialog instead, back to the wishlist', async () => {
    const requests = heard('session:sign-in-requested');
    const user = userEvent.setup();
    renderPageAt(SignInLinkPage, '/sign-in-link?source=wishlist');
    await user.click(screen.getByRole('button', { name: 'Sign in with your password' }));
    expect(requests).toEqual([{ reason: 'wishlist', returnTo: '/wishlist' }]);
  });

  it('tells a signed-in customer so, with a way on', () => {
    renderPageAt(SignInLinkPage, `/sign-in-link?token=${TOKEN}&source=wishlist`, { id: 'cust-0001', guest: false, email: 'test.customer@example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in as test.customer@example.com.');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/wishlist');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('is drawn by the server with its buttons waiting for the scripts (a press before them would be lost)', () => {
    const html = serverHtml(SignInLinkPage, `/sign-in-link?token=${TOKEN}`);
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Sign in<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Sign in with your password<\/button>/);
  });
});
