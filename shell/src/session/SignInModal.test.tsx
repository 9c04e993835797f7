import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EventPayload } from '@storefront/shared-contracts';
import { emit, resetEventState } from '@storefront/shared-contracts/events/bus';
import { heard, stopHearing } from '@storefront/shared-contracts/testing';
import { answer, fetchMock } from '@storefront/shared-contracts/testing/fetch';
import { SessionManager } from './SessionManager';
import { SignInModal } from './SignInModal';
import { SESSION_STORAGE_KEY } from './sessionStore';

const guest = { id: 'guest', guest: true };
const customer = { id: 'cust-0001', guest: false, email: 'test.customer@example.com', firstName: 'Test' };
const loginPage = answer(200, { csrf: 'csrf-123', cart: { id: 'cart-9', itemCount: 1 }, user: guest });

function serve(routes: Record<string, Response | (() => Promise<Response>)>) {
  fetchMock.mockImplementation((input, init) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!route) return Promise.reject(new Error(`unexpected fetch ${init?.method ?? 'GET'} ${String(input)}`));
    return typeof route === 'function' ? route() : Promise.resolve(route);
  });
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

function renderManager(locale = 'en-GB') {
  return render(
    <>
      <button type="button">Save to wishlist</button>
      <SessionManager locale={locale} />
    </>,
  );
}

/** A guest presses the heart, which asks for sign-in. */
async function requestSignIn(user: ReturnType<typeof userEvent.setup>, payload: EventPayload<'session:sign-in-requested'> = { reason: 'wishlist' }) {
  const opener = screen.getByRole('button', { name: 'Save to wishlist' });
  await user.click(opener);
  act(() => {
    emit('session:sign-in-requested', payload);
  });
  return opener;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  const dialog = screen.getByRole('dialog', { name: 'Sign in' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeEnabled());
  if (email) await user.type(within(dialog).getByLabelText('Email'), email);
  if (password) await user.type(within(dialog).getByLabelText('Password'), password);
  return dialog;
}

beforeEach(() => {
  resetEventState();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  stopHearing();
  jest.restoreAllMocks();
});

describe('SessionManager and SignInModal', () => {
  it('opens on session:sign-in-requested and loads /login for the csrf token', async () => {
    let release!: (response: Response) => void;
    serve({ 'GET /login': () => new Promise<Response>((resolve) => (release = resolve)) });
    const user = userEvent.setup();
    renderManager();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await requestSignIn(user);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Sign in to save items to your wishlist.')).toBeInTheDocument();
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveFocus();
    expect(within(dialog).getByLabelText('Password')).toBeRequired();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(fetchMock).toHaveBeenCalledWith('/login', expect.objectContaining({ credentials: 'same-origin' }));
    // No token yet: nothing can be sent.
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeDisabled();

    act(() => release(loginPage));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('posts the form, stores and announces the session, and closes', async () => {
    serve({ 'GET /login': loginPage, 'POST /login': answer(200, { success: true, user: customer, cart: { id: 'cart-9', itemCount: 3 } }) });
    const sessions = heard('session:changed');
    const baskets = heard('basket:changed');
    const user = userEvent.setup();
    renderManager();
    const opener = await requestSignIn(user);
    const dialog = await fillIn(user, 'test.customer@example.com', 'Password123!');

    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = posts()[0]!;
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({ csrf: 'csrf-123', username: 'test.customer@example.com', password: 'Password123!' });
    const session = { user: customer, basketCount: 3 };
    expect(sessions).toEqual([session]);
    expect(baskets).toEqual([{ cartId: 'cart-9', itemCount: 3, totalPrice: null }]);
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    expect(opener).toHaveFocus();
  });

  it("shows the server's message in an error banner and stays open", async () => {
    serve({ 'GET /login': loginPage, 'POST /login': answer(401, { error: 'INVALID_CREDENTIALS', message: 'Your email or password is incorrect.' }) });
    const sessions = heard('session:changed');
    const user = userEvent.setup();
    renderManager();
    await requestSignIn(user);
    const dialog = await fillIn(user, 'test.customer@example.com', 'wrong');

    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your email or password is incorrect.');
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessions).toEqual([]);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('says so in its own words when the server cannot be reached', async () => {
    serve({ 'GET /login': loginPage, 'POST /login': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    renderManager();
    await requestSignIn(user);
    const dialog = await fillIn(user, 'test.customer@example.com', 'Password123!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Sorry, we couldn't sign you in. Please try again.");
  });

  it('asks for the email and password before sending anything', async () => {
    serve({ 'GET /login': loginPage });
    const user = userEvent.setup();
    renderManager();
    await requestSignIn(user);
    const dialog = await fillIn(user, '', '');

    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');

    await user.clear(email);
    await user.type(email, 'test.customer@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('links to password reset, to a sign-in link (for the wishlist) with the email typed, and to sign-up with the way back', async () => {
    serve({ 'GET /login': loginPage });
    const user = userEvent.setup();
    renderManager();
    await requestSignIn(user, { reason: 'wishlist', returnTo: '/product/oxford-shirt?colour=navy' });
    const dialog = await fillIn(user, 'a.shopper@example.com', '');

    expect(within(dialog).getByRole('link', { name: 'Forgotten password?' })).toHaveAttribute('href', '/reset-password?email=a.shopper%40example.com');
    expect(within(dialog).getByRole('link', { name: 'Email me a sign-in link' })).toHaveAttribute('href', '/sign-in-link?email=a.shopper%40example.com&source=wishlist');
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up?redirect=%2Fproduct%2Foxford-shirt%3Fcolour%3Dnavy&registrationPath=wishlist',
    );
  });

  it('carries the item the guest was saving into the sign-in link page, so the mailed link can save it', async () => {
    serve({ 'GET /login': loginPage });
    const user = userEvent.setup();
    renderManager();
    const item = { productKey: 'SHT10002', colourSelected: 'Navy Blue', lineItemSku: 'SHT10002-01-02', sizeSelected: true };
    await requestSignIn(user, { reason: 'wishlist', returnTo: '/product/oxford-shirt', item });
    const dialog = await fillIn(user, 'a.shopper@example.com', '');
    expect(within(dialog).getByRole('link', { name: 'Email me a sign-in link' })).toHaveAttribute(
      'href',
      '/sign-in-link?email=a.shopper%40example.com&source=wishlist&productKey=SHT10002&colourSelected=Navy+Blue&lineItemSku=SHT10002-01-02&sizeSelected=true',
    );
  });

  it('signs up back to the current address when the request names none, not as a wishlist registration when the request is not one', async () => {
    serve({ 'GET /login': loginPage });
    window.history.pushState({}, '', '/search?q=shirt');
    const user = userEvent.setup();
    renderManager();
    await requestSignIn(user, { reason: 'account' });
    const dialog = await fillIn(user, '', '');
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up?redirect=%2Fsearch%3Fq%3Dshirt');
    // A mailed sign-in link is the wishlist's offer (spec 2's source=wishlist).
    expect(within(dialog).queryByRole('link', { name: 'Email me a sign-in link' })).not.toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });

  it('closes with Escape or the Close button, gives focus back, and keeps Tab inside', async () => {
    serve({ 'GET /login': loginPage });
    const user = userEvent.setup();
    renderManager();
    const opener = await requestSignIn(user);
    await fillIn(user, '', '');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await requestSignIn(user);
    const dialog = await fillIn(user, '', '');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const createAccount = within(dialog).getByRole('link', { name: 'Create an account' });
    createAccount.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(createAccount).toHaveFocus();

    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows a banner and sends nothing when /login cannot be loaded', async () => {
    serve({ 'GET /login': answer(500, { error: 'SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' }) });
    const user = userEvent.setup();
    renderManager();
    await requestSignIn(user);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('closes at once when /login says the shopper is already signed in', async () => {
    serve({ 'GET /login': answer(200, { csrf: 'csrf-123', cart: null, user: customer }) });
    const sessions = heard('session:changed');
    const user = userEvent.setup();
    renderManager();
    await requestSignIn(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessions).toEqual([{ user: customer, basketCount: 0 }]);
  });

  it("speaks the fascia's language", async () => {
    serve({ 'GET /login': loginPage });
    const user = userEvent.setup();
    renderManager('fr-FR');
    await requestSignIn(user);
    const dialog = screen.getByRole('dialog', { name: 'Se connecter' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Se connecter' })).toBeEnabled());
    expect(within(dialog).getByLabelText('Mot de passe')).toBeRequired();
    expect(within(dialog).getByRole('link', { name: 'Mot de passe oublié\u00a0?' })).toBeInTheDocument();
  });
});

describe('SignInModal on its own', () => {
  it('renders nothing while closed and calls onSignedIn with the session', async () => {
    serve({ 'GET /login': loginPage, 'POST /login': answer(200, { success: true, user: customer, cart: null }) });
    const onClose = jest.fn();
    const onSignedIn = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(<SignInModal open={false} onClose={onClose} onSignedIn={onSignedIn} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    rerender(<SignInModal open onClose={onClose} onSignedIn={onSignedIn} />);
    const dialog = await fillIn(user, 'test.customer@example.com', 'Password123!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSignedIn).toHaveBeenCalledWith({ user: customer, basketCount: 0 });
  });
});
