// Shapes of the read API (getObject, getObjects, browse, getSettings), as
// Algolia answers them, so that the full algoliasearch client reads them.
import type { RenderingContent, SearchRecord } from '../types';

export interface GetObjectsRequest {
  indexName: string;
  objectID: string;
  attributesToRetrieve?: string[];
}

export interface BrowseResponse {
  /** The records only: browse adds no highlighting or ranking information. */
  hits: SearchRecord[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  /** Present while more records match: send it back to get the next page. */
  cursor?: string;
}

/** An index's settings in Algolia's field names (GET /1/indexes/{index}/settings). */
export interface AlgoliaIndexSettings {
  searchableAttributes: string[];
  attributesForFaceting: string[];
  ranking: string[];
  customRanking: string[];
  attributesToHighlight: string[];
  /** Primary only: `virtual(name)` for a virtual replica. */
  replicas?: string[];
  /** Replica only: its source index. */
  primary?: string;
  paginationLimitedTo: number;
  maxValuesPerFacet: number;
  hitsPerPage: number;
  renderingContent?: RenderingContent;
}

/** The read operations; the local engine's implementation is read/reader.ts. */
export interface SearchReader {
  /** One record (404 `ObjectID does not exist` when missing). */
  getObject(indexName: string, objectID: string, attributesToRetrieve?: string[]): SearchRecord;
  /** Records in the order asked, null for a missing one. */
  getObjects(requests: GetObjectsRequest[]): Array<SearchRecord | null>;
  /** One page of the matching records; raw Algolia parameters plus `cursor`. */
  browse(indexName: string, params: Record<string, unknown>): BrowseResponse;
  getSettings(indexName: string): AlgoliaIndexSettings;
}
