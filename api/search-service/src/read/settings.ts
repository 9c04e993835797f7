// An index's settings in Algolia's field names, as hosted Algolia would hold
// the same configuration: the primary lists its replicas (`virtual(...)` for
// a virtual one); a standard replica sorts by its attribute first in
// `ranking`, a virtual replica first in `customRanking` (Algolia's two ways
// of sorting a replica), and each replica names its `primary`.
import type { IndexEntry } from '../engine';
import type { ReplicaSettings } from '../types';
import type { AlgoliaIndexSettings } from './types';

/** Algolia's default ranking formula (no index here sets `ranking`). */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

function replicaName(primary: string, replica: ReplicaSettings): string {
  const name = `${primary}_${replica.suffix}`;
  return replica.virtual ? `virtual(${name})` : name;
}

export function indexSettings(entry: IndexEntry): AlgoliaIndexSettings {
  // The index data's settings: the renderingContent carries the value orders filled in at build.
  const settings = entry.data.settings;
  const { replica } = entry;
  const answer: AlgoliaIndexSettings = {
    searchableAttributes: [...settings.searchableAttributes],
    attributesForFaceting: [...settings.attributesForFaceting],
    ranking: replica && !replica.virtual ? [...replica.ranking, ...DEFAULT_RANKING] : [...DEFAULT_RANKING],
    customRanking: replica?.virtual ? [...replica.ranking, ...settings.customRanking] : [...settings.customRanking],
    attributesToHighlight: [...settings.attributesToHighlight],
    paginationLimitedTo: settings.paginationLimitedTo,
    maxValuesPerFacet: settings.maxValuesPerFacet,
    hitsPerPage: settings.hitsPerPage,
  };
  if (replica) answer.primary = entry.primary;
  else answer.replicas = settings.replicas.map((each) => replicaName(entry.name, each));
  if (settings.renderingContent) answer.renderingContent = settings.renderingContent;
  return answer;
}
