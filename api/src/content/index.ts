// What the other domains may use of the content domain (.dependency-cruiser.cjs,
// api-domains-through-their-entry): a published page as the shell's services give it.
// ContentService itself is put together in src/index.ts.
export type { DeliveredContentPage } from './rules';
