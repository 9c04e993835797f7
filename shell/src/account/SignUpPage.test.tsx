import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FASCIAS } from '@storefront/shared-contracts';
import { heard } from '@storefront/shared-contracts/testing';
import type { BootData } from '../boot';
import { SignUpPage } from './SignUpPage';
import { answer, fetchMock, renderPageAt, serve as serveAnswers, serverHtml, setUpPageTests } from './testing';

const serve = (registerAnswer: Response) => serveAnswers({ 'POST /_api/customer/register': registerAnswer });
const renderPage = (address: string, user?: BootData['session']['user'], fascia = FASCIAS.burton) => renderPageAt(SignUpPage, address, user, fascia);

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: { firstName?: string; email?: string; password?: string }) {
  if (values.firstName) await user.type(screen.getByLabelText('First name'), values.firstName);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

setUpPageTests();

describe('SignUpPage', () => {
  it('asks for a first name, an email and a password, says the password rules, and names each wrong field before sending anything', async () => {
    const user = userEvent.setup();
    renderPage('/sign-up');
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters, with a letter and a number.');
    await fillIn(user, { email: 'ada@', password: 'letters-only' });
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Please enter your first name.');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters, with a letter and a number. Your password needs at least one letter and one number.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('makes the account, announces the signed-in session and goes back to the page it came from', async () => {
    serve(answer(200, { success: true, user: { id: 'cust-9', guest: false, email: 'ada@example.com', firstName: 'Ada' }, cart: { id: 'cart-1', itemCount: 2 } }));
    const sessions = heard('session:changed');
    const baskets = heard('basket:changed');
    const user = userEvent.setup();
    const navigate = renderPage('/sign-up?redirect=%2Fproduct%2Fmidi-wrap-dress-navy-10001%3Fcolour%3DNavy&registrationPath=wishlist');
    expect(screen.getByText('Create an account to save items to your wishlist.')).toBeInTheDocument();
    await fillIn(user, { firstName: 'Ada', email: 'ada@example.com', password: 'Lovelace1815' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/product/midi-wrap-dress-navy-10001?colour=Navy'));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ csrf: 'csrf-123', firstName: 'Ada', email: 'ada@example.com', password: 'Lovelace1815' });
    expect(sessions).toEqual([{ user: { id: 'cust-9', guest: false, email: 'ada@example.com', firstName: 'Ada' }, basketCount: 2 }]);
    expect(baskets).toEqual([{ cartId: 'cart-1', itemCount: 2, totalPrice: null }]);
  });

  it('goes to the home page, not to another site, whatever the redirect says', async () => {
    serve(answer(200, { success: true, user: { id: 'cust-9', guest: false, email: 'ada@example.com' }, cart: null }));
    const user = userEvent.setup();
    const navigate = renderPage('/sign-up?redirect=%2F%2Fevil.example%2Fsteal');
    await fillIn(user, { firstName: 'Ada', email: 'ada@example.com', password: 'Lovelace1815' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });

  it('says an address is already registered under its field, in the fascia\u2019s language, and stays', async () => {
    serve(answer(409, { error: 'ACCOUNT_EXISTS', field: 'email', message: 'There is already an account for this email address. Sign in, or reset your password.' }));
    const user = userEvent.setup();
    const navigate = renderPage('/sign-up', undefined, FASCIAS.oasis);
    await user.type(screen.getByLabelText('Förnamn'), 'Test');
    await user.type(screen.getByLabelText('E-post'), 'test.customer@example.com');
    await user.type(screen.getByLabelText('Lösenord'), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    await waitFor(() => expect(screen.getByLabelText('E-post')).toHaveAccessibleDescription('Det finns redan ett konto för den här e-postadressen. Logga in eller återställ ditt lösenord.'));
    expect(screen.getByLabelText('E-post')).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says so when the account could not be made, and the shopper can send again', async () => {
    serve(answer(503, { error: 'UNAVAILABLE', message: 'Down' }));
    const user = userEvent.setup();
    renderPage('/sign-up');
    await fillIn(user, { firstName: 'Ada', email: 'ada@example.com', password: 'Lovelace1815' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't create your account. Please try again.");
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('says when too many accounts were made from here, rather than that something failed', async () => {
    serve(answer(429, { error: 'TOO_MANY_REQUESTS', message: 'Too many accounts made from here in a short time. Please try again in 1 hour.' }));
    const user = userEvent.setup();
    renderPage('/sign-up');
    await fillIn(user, { firstName: 'Ada', email: 'ada@example.com', password: 'Lovelace1815' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many accounts have been made from here in a short time. Please try again later.');
  });

  it('tells a signed-in customer so, with a way on, and offers no form', () => {
    renderPage('/sign-up?redirect=%2Fwishlist', { id: 'cust-0001', guest: false, email: 'test.customer@example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in as test.customer@example.com.');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/wishlist');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('asks the sign-in dialog to open for a shopper who has an account', async () => {
    const requests = heard('session:sign-in-requested');
    const user = userEvent.setup();
    renderPage('/sign-up?redirect=%2Fbasket');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requests).toEqual([{ reason: 'account', returnTo: '/basket' }]);
  });

  it('is drawn by the server with its button waiting for the scripts, the form posted, so nothing typed goes into an address', () => {
    const html = serverHtml(SignUpPage, '/sign-up');
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Create account<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Sign in<\/button>/);
  });
});
