// English (UK): the reference catalogue of the fixed words of the card
// carousels, product blocks, grids, social feed and add-to-basket button;
// every other locale has the same keys (i18n.test.ts checks it).
export const enGB = {
  carousel: {
    label: 'Carousel',
    previous: 'Previous items',
    next: 'Next items',
    pause: 'Pause carousel',
    play: 'Play carousel',
    shown: 'Showing items {{first}} to {{last}} of {{count}}',
    goTo: 'Go to item {{n}}',
    pages: 'Choose items',
  },
  products: {
    loading: 'Loading products',
    viewAll: 'View all',
    tabs: 'Product categories',
    sponsored: 'Sponsored',
    was: 'Was {{price}}',
    save: 'Save {{n}}%',
    signUpAndAdd: 'Sign up and add',
    premierActive: 'Unlimited membership active, valid until {{date}}',
  },
  wishlist: {
    title: 'Your saved items',
    viewAll: 'View all saved items',
  },
  socials: {
    title: 'Social',
    channels: 'Filter by channel',
    tags: 'Filter by tag',
    all: 'All',
    facebook: 'Facebook',
    tiktok: 'TikTok',
    instagram: 'Instagram',
    playVideo: 'Play video: {{name}}',
    video: 'Video from {{channel}}',
    viewPost: 'View on {{channel}}',
    noPosts: 'There are no posts to show right now.',
    loading: 'Loading posts',
    post: 'Post from {{channel}}',
    showMore: 'Show more posts',
  },
  brandRoom: {
    shop: 'Shop {{brand}}',
  },
  blog: {
    readMore: 'Read more',
  },
  basket: {
    add: 'Add to bag',
    adding: 'Adding to bag',
    added: 'Added to bag',
    failed: 'Sorry, we could not add this to your bag. Please try again.',
  },
};

export type CardBlockLabels = typeof enGB;
