// The local OpenFeature provider: evaluates flags.json for an evaluation
// context (fascia, environment, visitor id as the targeting key, signed-in).
//
// Why a provider of our own: OpenFeature's InMemoryProvider holds fixed
// variants and, for anything else, a function per flag; it has no weighted
// split. This provider is the data (flags.json) read through the OpenFeature
// Provider interface, so the code that asks for flags only knows the
// OpenFeature client: a hosted flag service later is a provider swap.
import { createHash } from 'node:crypto';
import {
  FlagNotFoundError,
  StandardResolutionReasons,
  TypeMismatchError,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk';
import type { FlagConfig, FlagConfigEntry, FlagRule } from './config';

/** The evaluation context's attributes this provider reads (targetingKey is the visitor id). */
export type StorefrontFlagContext = {
  targetingKey: string;
  fascia: string;
  environment: string;
  signedIn: boolean;
};

/** Buckets per experiment: weights are spread over this many. */
export const BUCKETS = 10_000;

/**
 * The visitor's bucket for one experiment, 0 to BUCKETS - 1: a hash of the
 * experiment's name and the visitor id, so the same visitor keeps the same
 * variant on every request and server, and the buckets of two experiments
 * are independent of each other.
 */
export function bucketOf(visitorId: string, experiment: string): number {
  const digest = createHash('sha256').update(`${experiment}\u0000${visitorId}`).digest();
  return digest.readUInt32BE(0) % BUCKETS;
}

/** The variant whose share of the weights holds the bucket (weights in the split's order). */
export function pickVariant(split: Record<string, number>, bucket: number): string | undefined {
  const entries = Object.entries(split).filter(([, weight]) => weight > 0);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  if (total <= 0) return undefined;
  const point = (bucket / BUCKETS) * total;
  let upTo = 0;
  for (const [variant, weight] of entries) {
    upTo += weight;
    if (point < upTo) return variant;
  }
  return entries[entries.length - 1]?.[0];
}

function matches(rule: FlagRule, context: EvaluationContext): boolean {
  if (rule.fascias && !(rule.fascias as readonly string[]).includes(String(context.fascia))) return false;
  if (rule.environments && !rule.environments.includes(String(context.environment))) return false;
  if (rule.signedIn !== undefined && rule.signedIn !== (context.signedIn === true)) return false;
  return true;
}

/** One flag's value for a context: the first matching rule's value or split, else its default. */
export function evaluateEntry(name: string, entry: FlagConfigEntry, context: EvaluationContext): ResolutionDetails<boolean | string> {
  const rules = entry.rules ?? [];
  for (const rule of rules) {
    if (!matches(rule, context)) continue;
    if (rule.value !== undefined) return { value: rule.value, variant: String(rule.value), reason: StandardResolutionReasons.TARGETING_MATCH };
    if (typeof context.targetingKey !== 'string' || context.targetingKey === '') {
      // No visitor to bucket (the shell always has one): the default.
      return { value: entry.default, variant: String(entry.default), reason: StandardResolutionReasons.DEFAULT };
    }
    const variant = pickVariant(rule.split ?? {}, bucketOf(context.targetingKey, name));
    if (variant !== undefined) return { value: variant, variant, reason: StandardResolutionReasons.SPLIT };
  }
  return { value: entry.default, variant: String(entry.default), reason: rules.length ? StandardResolutionReasons.DEFAULT : StandardResolutionReasons.STATIC };
}

export class LocalFlagProvider implements Provider {
  readonly metadata = { name: 'storefront-local-flags' } as const;
  readonly runsOn = 'server' as const;

  constructor(private readonly config: FlagConfig) {}

  private resolve<T extends boolean | string>(flagKey: string, type: 'boolean' | 'string', context: EvaluationContext): ResolutionDetails<T> {
    const entry = (this.config.flags as Record<string, FlagConfigEntry | undefined>)[flagKey];
    if (!entry) throw new FlagNotFoundError(`no flag "${flagKey}" in the flag configuration`);
    const details = evaluateEntry(flagKey, entry, context);
    if (typeof details.value !== type) throw new TypeMismatchError(`flag "${flagKey}" is a ${typeof details.value}, asked for a ${type}`);
    return details as ResolutionDetails<T>;
  }

  async resolveBooleanEvaluation(flagKey: string, _defaultValue: boolean, context: EvaluationContext): Promise<ResolutionDetails<boolean>> {
    return this.resolve<boolean>(flagKey, 'boolean', context);
  }

  async resolveStringEvaluation(flagKey: string, _defaultValue: string, context: EvaluationContext): Promise<ResolutionDetails<string>> {
    return this.resolve<string>(flagKey, 'string', context);
  }

  async resolveNumberEvaluation(flagKey: string): Promise<ResolutionDetails<number>> {
    throw new TypeMismatchError(`flag "${flagKey}": the storefront has no number flags`);
  }

  async resolveObjectEvaluation<T extends JsonValue>(flagKey: string): Promise<ResolutionDetails<T>> {
    throw new TypeMismatchError(`flag "${flagKey}": the storefront has no object flags`);
  }
}
