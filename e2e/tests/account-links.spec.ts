// The emailed account links over the composed site (spec 2's /reset-password
// and /sign-in-link): a guest who forgot their password, or would rather not
// type it, asks from the wishlist's sign-in dialog, opens the mailed link (the
// api's test mailbox stands in for the inbox) and comes back signed in.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AccountAnswer, LoginPageAnswer } from '@storefront/shared-contracts';
import { scrollToChoices } from './support/productPage';

const SHOWCASE = 'midi-wrap-dress-navy-10001';
const PASSWORD = 'Lovelace1815';

/** A new customer, made by the api (its own cookies: the page stays a guest). */
async function newCustomer(request: APIRequestContext, name: string): Promise<string> {
  const email = `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { csrf } = (await (await request.get('/login')).json()) as LoginPageAnswer;
  const made = await request.post('/_api/customer/register', { data: { csrf, firstName: 'Ada', email, password: PASSWORD } });
  expect(made.status()).toBe(200);
  return email;
}

/** The newest mailed link to the address, of the kind. */
async function mailedLink(request: APIRequestContext, email: string, template: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const { mail } = (await (await request.get(`/_api/test/mailbox?to=${encodeURIComponent(email)}`)).json()) as { mail: Array<{ template: string; link: string }> };
    link = mail.find((m) => m.template === template)?.link;
    expect(link).toBeTruthy();
  }).toPass();
  return link!;
}

const SAVES_ITEM = 'The item you chose is saved to your wishlist when you sign in with the link.';

async function openWishlistSignIn(page: Page, email: string) {
  await page.goto(`/product/${SHOWCASE}`);
  await scrollToChoices(page);
  // The product's own heart: the carousels below have hearts of their own once they load.
  await page.getByRole('region', { name: 'Product details' }).getByRole('button', { name: 'Save to wishlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  return dialog;
}

test('a guest who forgot their password resets it by the mailed link and is signed in with it @mobile', { tag: '@local' }, async ({ page, request }, testInfo) => {
  const email = await newCustomer(request, `reset.${testInfo.project.name}`);
  const dialog = await openWishlistSignIn(page, email);
  await dialog.getByRole('link', { name: 'Forgotten password?' }).click();

  await expect(page).toHaveURL(/\/reset-password\?email=/);
  await expect(page).toHaveTitle('Reset your password | Burton');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If there is an account for ${email}` })).toBeVisible();

  await page.goto(await mailedLink(request, email, 'password-reset'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('Babbage1822');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText(`Your password has been changed. You are signed in as ${email}.`)).toBeVisible();
  expect(((await (await page.request.get('/account')).json()) as AccountAnswer).user).toMatchObject({ guest: false, email });

  // The new password signs in; the old one no longer does.
  const { csrf } = (await (await request.get('/login')).json()) as LoginPageAnswer;
  expect((await request.post('/login', { form: { csrf, username: email, password: PASSWORD } })).status()).toBe(401);
  expect((await request.post('/login', { form: { csrf, username: email, password: 'Babbage1822' } })).status()).toBe(200);
});

test('a guest saving to the wishlist signs in by a mailed link opened in another browser, lands on the wishlist with the item saved; the link works once', { tag: '@local' }, async ({ page, request, browser }) => {
  const email = await newCustomer(request, 'link');
  const dialog = await openWishlistSignIn(page, email);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await dialog.getByRole('link', { name: 'Email me a sign-in link' }).click();

  await expect(page).toHaveURL(/\/sign-in-link\?email=.*&source=wishlist&productKey=/);
  // The page's own address without the shopper's email: the source and the item.
  const withItem = new URL(page.url());
  withItem.searchParams.delete('email');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText(SAVES_ITEM)).toBeVisible();
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If there is an account for ${email}` })).toBeVisible();

  // The mail is opened on another device: nothing of the first tab is there.
  const link = await mailedLink(request, email, 'sign-in-link');
  const phone = await browser.newPage();
  try {
    await phone.goto(new URL(link, page.url()).toString());
    await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(phone).toHaveURL(/\/wishlist$/);
    expect(((await (await phone.request.get('/account')).json()) as AccountAnswer).user).toMatchObject({ guest: false, email });
    await expect(phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name, exact: true }) })).toBeVisible();
  } finally {
    await phone.close();
  }

  const elsewhere = await browser.newPage();
  try {
    await elsewhere.goto(new URL(link, page.url()).toString());
    await elsewhere.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(elsewhere.getByRole('alert')).toHaveText('This link has expired or has already been used.');
    expect(((await (await elsewhere.request.get('/account')).json()) as AccountAnswer).user.guest).toBe(true);
    // The new link asked for in its place carries the item the used one did.
    await elsewhere.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(elsewhere).toHaveURL(withItem.toString());
    await expect(elsewhere.getByText(SAVES_ITEM)).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test('a guest saving to the wishlist who turns to their password on the sign-in link page lands on the wishlist with the item saved', { tag: '@local' }, async ({ page, request }) => {
  const email = await newCustomer(request, 'link.password');
  const dialog = await openWishlistSignIn(page, email);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await dialog.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText(SAVES_ITEM)).toBeVisible();

  await page.getByRole('button', { name: 'Sign in with your password' }).click();
  const again = page.getByRole('dialog', { name: 'Sign in' });
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })).toBeVisible();
});

test('the reset page speaks the fascia\u2019s language and answers an unknown address as a known one', async ({ page }) => {
  await page.goto('/reset-password?fascia=oasis');
  await expect(page.getByRole('heading', { level: 1, name: 'Återställ ditt lösenord' })).toBeVisible();
  await page.getByLabel('E-post').fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Om det finns ett konto för nobody.' })).toBeVisible();
});
