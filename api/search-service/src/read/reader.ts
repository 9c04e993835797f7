// The read API over the local engine: getObject(s), browse and getSettings.
import type { LocalSearchEngine } from '../engine';
import { browse } from './browse';
import { getObject, getObjects } from './objects';
import { indexSettings } from './settings';
import type { SearchReader } from './types';

export function localSearchReader(engine: LocalSearchEngine): SearchReader {
  return {
    getObject: (indexName, objectID, attributesToRetrieve) => getObject(engine, indexName, objectID, attributesToRetrieve),
    getObjects: (requests) => getObjects(engine, requests),
    browse: (indexName, params) => browse(engine, indexName, params),
    getSettings: (indexName) => indexSettings(engine.entry(indexName)),
  };
}
