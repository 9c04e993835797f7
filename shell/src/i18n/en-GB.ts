// The shell's own words in English: the reference every other language must
// match key for key. Keys the spec names (pdp.lowStock, pdp.selectSize...) keep
// its names; the gallery's words for the same things are repeated here so the
// server-drawn first image and price read the same before and after the swap.
import { ACCOUNT_EXISTS_MESSAGE, SIGN_UP_PROBLEM_MESSAGES } from '@storefront/shared-contracts/account/sign-up';

export const enGB = {
  header: {
    skipToContent: 'Skip to content',
    search: 'Search',
    account: 'Account',
    wishlist: 'Wishlist',
    bagWord: 'Bag',
    bag_one: 'Bag, {{count}} item',
    bag_other: 'Bag, {{count}} items',
  },
  pdp: {
    productDetails: 'Product details',
    breadcrumb: 'Breadcrumb',
    imageAlt: '{{name}}, image {{n}} of {{total}}',
    rating_one: 'Rated {{rating}} out of 5, {{count}} review',
    rating_other: 'Rated {{rating}} out of 5, {{count}} reviews',
    was: 'Was {{price}}',
    save: 'Save {{saving}}%',
    colour: 'Colour',
    size: 'Size',
    selectSize: 'Select a size',
    optionOutOfStock: '{{label}} - Out of stock',
    lowStock: 'Only {{count}} left in stock',
    addUnavailable: 'Adding to bag is unavailable right now. Please refresh the page.',
  },
  sticky: {
    label: 'Quick buy',
    backToTop: 'Back to top',
  },
  slots: {
    unavailable: 'This part of the page is unavailable right now.',
    quickAddUnavailable: 'Quick add is unavailable right now. Please try again, or open the product page.',
  },
  overrides: {
    active: 'Remote overrides active:',
    reset: 'Reset overrides',
    flagsActive: 'Flag overrides active:',
    resetFlags: 'Reset flags',
  },
  // The listing's words (search.resultsFor, card.imageAlt...) for the server-drawn first results.
  listing: {
    resultsFor: 'Search results for “{{query}}”',
    allProducts: 'All products',
    results: 'Products',
    imageAlt: '{{name}} in {{colour}}',
    priceRange: '{{low}} – {{high}}',
  },
  pages: {
    bagTitle: 'Your bag',
    bagCount_one: 'You have {{count}} item in your bag.',
    bagCount_other: 'You have {{count}} items in your bag.',
    bagItemCount_one: '{{count}} item',
    bagItemCount_other: '{{count}} items',
    bagLineColour: 'Colour: {{colour}}',
    bagLineSize: 'Size: {{size}}',
    bagLinePrice: 'Price: {{price}}',
    bagEmpty: 'Your bag is empty',
    bagEmptyHint: 'Find something you love and add it to your bag.',
    continueShopping: 'Continue shopping',
    savedItems: 'Saved items',
    checkoutTitle: 'Review your order',
    checkoutEmpty: 'Your bag is empty, so there is nothing to review.',
    checkoutPaymentNotice: 'Payment is not part of this storefront, so an order cannot be placed here. Nothing has been ordered or charged.',
    checkoutBlocked: 'Some items in your bag are out of stock. Go back to your bag to change them.',
    checkoutQuantity: 'Quantity: {{count}}',
    unexpectedError: 'Unexpected Error',
    noPage: '404: no page at {{path}}',
    noContentPage: 'Error: the content service has no published page "{{path}}" for {{fascia}}',
    noProduct: '404: no product "{{slug}}" in {{fascia}}',
  },
  signUp: {
    title: 'Create an account',
    intro: 'Check out faster and keep your wishlist on every device.',
    introWishlist: 'Create an account to save items to your wishlist.',
    firstName: 'First name',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 8 characters, with a letter and a number.',
    submit: 'Create account',
    creating: 'Creating your account…',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    // The api's sentences (shared-contracts account/sign-up).
    ...SIGN_UP_PROBLEM_MESSAGES,
    accountExists: ACCOUNT_EXISTS_MESSAGE,
    error: "Sorry, we couldn't create your account. Please try again.",
    signedIn: 'You are signed in as {{email}}.',
    continue: 'Continue shopping',
  },
  signIn: {
    title: 'Sign in',
    close: 'Close',
    intro: {
      wishlist: 'Sign in to save items to your wishlist.',
      premier: 'Sign in to see your Premier delivery benefits.',
      account: 'Sign in to your account.',
    },
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    loading: 'Loading…',
    forgottenPassword: 'Forgotten password?',
    createAccount: 'Create an account',
    noAccount: 'New here?',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address.',
    passwordRequired: 'Please enter your password.',
    loadError: "Sorry, we couldn't open sign in. Please try again.",
    signInError: "Sorry, we couldn't sign you in. Please try again.",
  },
};

/** Same shape as English, every leaf a string. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Catalogue = Shape<typeof enGB>;
