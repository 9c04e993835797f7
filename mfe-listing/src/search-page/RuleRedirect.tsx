// A query rule can send the shopper to another page (userData redirect).
import { useEffect, useRef } from 'react';
import { useQueryRules } from '../search/libraries';
import { viewportWidth } from '../common/useLayout';
import { ruleRedirect } from '../search/redirect';

export function RuleRedirect({ navigate }: { navigate(url: string): void }) {
  const { items } = useQueryRules();
  const followed = useRef<string | null>(null);
  const target = ruleRedirect(items, viewportWidth());
  useEffect(() => {
    if (target && followed.current !== target) {
      followed.current = target;
      navigate(target);
    }
  }, [target, navigate]);
  return null;
}
