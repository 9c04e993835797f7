import { matchingUserData, ruleMatches } from './rules';
import type { SearchRule } from './types';

const rule = (conditions: SearchRule['conditions']): SearchRule => ({ objectID: 'r', conditions, consequence: { userData: { hit: true } } });

describe('rules', () => {
  it('matches by anchoring on whole words, ignoring case and accents', () => {
    expect(ruleMatches(rule([{ pattern: 'sale', anchoring: 'contains' }]), 'Summer SALE dresses', [])).toBe(true);
    expect(ruleMatches(rule([{ pattern: 'sale', anchoring: 'contains' }]), 'salesman', [])).toBe(false);
    expect(ruleMatches(rule([{ pattern: 'robe', anchoring: 'is' }]), 'Robé', [])).toBe(true);
    expect(ruleMatches(rule([{ pattern: 'red dress', anchoring: 'startsWith' }]), 'red dress sale', [])).toBe(true);
    expect(ruleMatches(rule([{ pattern: 'red dress', anchoring: 'endsWith' }]), 'red dress sale', [])).toBe(false);
    expect(ruleMatches(rule([{ pattern: '', anchoring: 'is' }]), '', [])).toBe(true);
  });

  it('needs both pattern and context when a condition has both; any condition may match', () => {
    const both = rule([{ pattern: 'coat', anchoring: 'contains', context: 'winter' }]);
    expect(ruleMatches(both, 'coat', [])).toBe(false);
    expect(ruleMatches(both, 'coat', ['winter'])).toBe(true);
    const either = rule([{ pattern: 'coat', anchoring: 'is' }, { context: 'winter' }]);
    expect(ruleMatches(either, 'boots', ['winter'])).toBe(true);
  });

  it('collects userData in configuration order and skips disabled rules', () => {
    const rules: SearchRule[] = [
      { objectID: 'a', conditions: [{ pattern: 'sale', anchoring: 'contains' }], consequence: { userData: { a: 1 } } },
      { objectID: 'b', enabled: false, conditions: [{ pattern: 'sale', anchoring: 'contains' }], consequence: { userData: { b: 1 } } },
      { objectID: 'c', conditions: [{ context: 'plp' }], consequence: { userData: { c: 1 } } },
    ];
    expect(matchingUserData(rules, 'sale', ['plp'])).toEqual([{ a: 1 }, { c: 1 }]);
    expect(matchingUserData(rules, 'boots', [])).toBeUndefined();
  });
});
