// Query rules: a rule whose condition matches the query (by anchoring) or the
// request's rule contexts contributes its consequence's userData, which the
// listing uses for redirects (`{ redirect, redirectMobile }`).
import { words } from './text';
import type { SearchRule } from './types';

function patternMatches(query: string[], pattern: string[], anchoring: NonNullable<SearchRule['conditions'][number]['anchoring']>): boolean {
  if (anchoring === 'is') return query.length === pattern.length && pattern.every((word, i) => query[i] === word);
  if (pattern.length === 0) return true;
  if (pattern.length > query.length) return false;
  const at = (offset: number) => pattern.every((word, i) => query[offset + i] === word);
  if (anchoring === 'startsWith') return at(0);
  if (anchoring === 'endsWith') return at(query.length - pattern.length);
  for (let offset = 0; offset + pattern.length <= query.length; offset++) if (at(offset)) return true;
  return false;
}

export function ruleMatches(rule: SearchRule, query: string, ruleContexts: string[]): boolean {
  if (rule.enabled === false) return false;
  const queryWords = words(query);
  return rule.conditions.some((condition) => {
    if (condition.context !== undefined && !ruleContexts.includes(condition.context)) return false;
    if (condition.pattern === undefined) return condition.context !== undefined;
    return patternMatches(queryWords, words(condition.pattern), condition.anchoring ?? 'is');
  });
}

/** userData of every matching rule, in configuration order; undefined when none. */
export function matchingUserData(rules: SearchRule[], query: string, ruleContexts: string[]): unknown[] | undefined {
  const userData = rules
    .filter((rule) => rule.consequence.userData !== undefined && ruleMatches(rule, query, ruleContexts))
    .map((rule) => rule.consequence.userData);
  return userData.length > 0 ? userData : undefined;
}
