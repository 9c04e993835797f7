// What the other domains may use of the account domain (.dependency-cruiser.cjs,
// api-domains-through-their-entry): a session for a guest's first bag, and the
// session's csrf check. AccountService itself is put together in src/index.ts.
export { createSession, csrfMatches } from './users';
