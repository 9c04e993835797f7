import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FASCIAS } from '@storefront/shared-contracts';
import { heard } from '@storefront/shared-contracts/testing';
import { ResetPasswordPage } from './ResetPasswordPage';
import { answer, fetchMock, renderPageAt, sentTo, serve, serverHtml, setUpPageTests } from './testing';

setUpPageTests();

const TOKEN = 'k'.repeat(43);
const renderPage = (address: string, fascia = FASCIAS.burton) => renderPageAt(ResetPasswordPage, address, undefined, fascia);

describe('ResetPasswordPage, asking for a link', () => {
  it('starts with the address the sign-in dialog passed, sends it with the csrf and says where the mail went', async () => {
    serve({ 'POST /_api/customer/password-reset': answer(202, { success: true }) });
    const user = userEvent.setup();
    renderPage('/reset-password?email=ada%40example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('If there is an account for ada@example.com, we have sent it an email with a link.'));
    expect(sentTo('/_api/customer/password-reset')).toEqual({ csrf: 'csrf-123', email: 'ada@example.com' });
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('names a wrong address under its field before sending anything', async () => {
    const user = userEvent.setup();
    renderPage('/reset-password');
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when too many mails were asked for, and when the mail could not be sent', async () => {
    serve({ 'POST /_api/customer/password-reset': answer(429, { error: 'TOO_MANY_REQUESTS', message: 'Too many' }) });
    const user = userEvent.setup();
    renderPage('/reset-password?email=ada%40example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many emails have been asked for from here. Please try again later.');
    serve({ 'POST /_api/customer/password-reset': answer(503, { error: 'UNAVAILABLE', message: 'Down' }) });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Sorry, we couldn't send the email. Please try again."));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('ResetPasswordPage, by the mailed link', () => {
  it('takes a new password by the sign-up rules, saves it with the token, and says the shopper is signed in', async () => {
    serve({ 'POST /_api/customer/password-reset/confirm': answer(200, { success: true, user: { id: 'cust-9', guest: false, email: 'ada@example.com' }, cart: { id: 'cart-1', itemCount: 1 } }) });
    const sessions = heard('session:changed');
    const user = userEvent.setup();
    renderPage(`/reset-password?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAccessibleDescription('At least 8 characters, with a letter and a number.');
    await user.type(field, 'short1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(field).toHaveAccessibleDescription('At least 8 characters, with a letter and a number. Your password needs at least 8 characters.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(field, 'Lovelace1815');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed. You are signed in as ada@example.com.'));
    expect(sentTo('/_api/customer/password-reset/confirm')).toEqual({ csrf: 'csrf-123', token: TOKEN, password: 'short1Lovelace1815' });
    expect(sessions).toEqual([{ user: { id: 'cust-9', guest: false, email: 'ada@example.com' }, basketCount: 1 }]);
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('says a used or expired link no longer works, in the fascia\u2019s language, with a way to a new one', async () => {
    serve({ 'POST /_api/customer/password-reset/confirm': answer(410, { error: 'LINK_EXPIRED', field: 'token', message: 'expired' }) });
    const user = userEvent.setup();
    renderPage(`/reset-password?token=${TOKEN}`, FASCIAS.wallis);
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'Lovelace1815');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze link is verlopen of al gebruikt.');
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toHaveAttribute('href', '/reset-password');
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
  });

  it('says so when the password could not be saved, and the shopper can send again', async () => {
    serve({ 'POST /_api/customer/password-reset/confirm': answer(500, { error: 'INTERNAL', message: 'Oops' }) });
    const user = userEvent.setup();
    renderPage(`/reset-password?token=${TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'Lovelace1815');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, we couldn't change your password. Please try again.");
    expect(screen.getByRole('button', { name: 'Save password' })).toBeEnabled();
  });

  it('is drawn by the server, both forms posted with their buttons waiting for the scripts', () => {
    expect(serverHtml(ResetPasswordPage, '/reset-password?email=a%40example.com')).toMatch(/<form[^>]*method="post"[\s\S]*value="a@example.com"[\s\S]*<button type="submit"[^>]*disabled=""[^>]*>Send reset link<\/button>/);
    expect(serverHtml(ResetPasswordPage, `/reset-password?token=${TOKEN}`)).toMatch(/<form[^>]*method="post"[\s\S]*<button type="submit"[^>]*disabled=""[^>]*>Save password<\/button>/);
  });
});
