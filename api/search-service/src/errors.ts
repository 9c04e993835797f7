/**
 * An error the search service answers with Algolia's error shape
 * `{ message, status }` (the algoliasearch client shows `message`).
 */
export class SearchError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'SearchError';
    this.status = status;
  }
}

export const badRequest = (message: string): SearchError => new SearchError(400, message);
export const indexNotFound = (): SearchError => new SearchError(404, 'Index does not exist');
export const objectNotFound = (): SearchError => new SearchError(404, 'ObjectID does not exist');
