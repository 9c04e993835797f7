// What the other domains may use of the basket domain (.dependency-cruiser.cjs,
// api-domains-through-their-entry): its service, which the account domain is
// given (a sign-in merges the guest's bag).
export type { BasketService } from './basketService';
