// Records by objectID (getObject, getObjects). A replica holds its primary's
// records, so both answer; the objectID → doc map is built once per index data.
import type { LocalSearchEngine } from '../engine';
import { retrieve } from '../engine/retrieve';
import { objectNotFound } from '../errors';
import type { IndexData } from '../indexData';
import type { SearchRecord } from '../types';
import type { GetObjectsRequest } from './types';

const docsByObjectID = new WeakMap<IndexData, Map<string, number>>();

function docOf(data: IndexData, objectID: string): number | undefined {
  let docs = docsByObjectID.get(data);
  if (!docs) {
    docs = new Map(data.records.map((record, doc) => [record.objectID, doc]));
    docsByObjectID.set(data, docs);
  }
  return docs.get(objectID);
}

/** The record, or undefined when the index has no such objectID (a 404 when the index is unknown). */
function findObject(engine: LocalSearchEngine, indexName: string, objectID: string, attributesToRetrieve?: string[]): SearchRecord | undefined {
  const { data } = engine.entry(indexName);
  const doc = docOf(data, objectID);
  return doc === undefined ? undefined : retrieve(data.records[doc]!, attributesToRetrieve);
}

export function getObject(engine: LocalSearchEngine, indexName: string, objectID: string, attributesToRetrieve?: string[]): SearchRecord {
  const record = findObject(engine, indexName, objectID, attributesToRetrieve);
  if (!record) throw objectNotFound();
  return record;
}

export function getObjects(engine: LocalSearchEngine, requests: GetObjectsRequest[]): Array<SearchRecord | null> {
  return requests.map(({ indexName, objectID, attributesToRetrieve }) => findObject(engine, indexName, objectID, attributesToRetrieve) ?? null);
}
