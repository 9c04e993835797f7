// What the other domains may use of the authenticity domain (.dependency-cruiser.cjs,
// api-domains-through-their-entry): which products carry the badge, for the catalogue.
export { authenticityOf, type AuthenticitySubject } from './rules';
