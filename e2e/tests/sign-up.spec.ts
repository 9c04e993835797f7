// The sign-up page (spec 2's /sign-up route) over the composed site: a guest
// who has no account follows the sign-in dialog's "Create an account" link,
// makes one, and comes back to the product page signed in with their bag; an
// address already registered is said under its field and nothing is made.
import { expect, test } from '@playwright/test';
import type { AccountAnswer, ProductPageData } from '@storefront/shared-contracts';
import { scrollToChoices } from './support/productPage';

const SHOWCASE = 'midi-wrap-dress-navy-10001';

test('a guest makes an account from the sign-in dialog and comes back to the product, signed in, the bag kept @mobile', async ({ page }, testInfo) => {
  const { product } = (await (await page.request.get(`/_api/product/${SHOWCASE}`)).json()) as ProductPageData;
  const variant = product.variants.find((v) => v.isOnStock)!;
  expect((await page.request.post('/_api/basket/addToCart', { form: { data: JSON.stringify([{ sku: variant.marketplaceSku ?? variant.sku }]) } })).ok()).toBe(true);

  await page.goto(`/product/${SHOWCASE}`);
  await scrollToChoices(page);
  // Saving to the wishlist asks a guest to sign in; the dialog links to sign-up.
  // The product's own heart: the carousels below have hearts of their own once they load.
  await page.getByRole('region', { name: 'Product details' }).getByRole('button', { name: 'Save to wishlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('link', { name: 'Create an account' }).click();

  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fproduct%2Fmidi-wrap-dress-navy-10001&registrationPath=wishlist$/);
  await expect(page).toHaveTitle('Create an account | Burton');
  await expect(page.getByText('Create an account to save items to your wishlist.')).toBeVisible();
  const email = `shopper.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Lovelace1815');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(new RegExp(`/product/${SHOWCASE}$`));
  const account = (await (await page.request.get('/account')).json()) as AccountAnswer;
  expect(account.user).toMatchObject({ guest: false, email, firstName: 'Ada' });
  expect(account.cart?.itemCount).toBe(1);
});

test('an address already registered is said under the email field, and no account is made @mobile', async ({ page }) => {
  await page.goto('/sign-up?fascia=coast');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  await page.getByLabel('Prénom').fill('Test');
  await page.getByLabel('E-mail').fill('test.customer@example.com');
  await page.getByLabel('Mot de passe').fill('Another-pass-1');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Un compte existe déjà pour cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.');
  await expect(page).toHaveURL(/\/sign-up\?fascia=coast$/);
  expect(((await (await page.request.get('/account')).json()) as AccountAnswer).user.guest).toBe(true);
});
