// Every flag's value for one request, asked through the OpenFeature client
// (vendor-neutral: the provider behind it is the local one over flags.json
// today, and can be a hosted flag service's provider tomorrow without a change
// here or in any remote, which only ever read the decided values).
import { OpenFeature, type Client, type Provider } from '@openfeature/server-sdk';
import { FLAG_NAMES, flagFallback, isExperimentFlag, isFlagValue, type FlagName, type FlagOverrides, type FlagValues } from '@storefront/shared-contracts';
import { flagEnvironment, loadFlagConfig, type FlagConfig } from './config';
import { LocalFlagProvider, type StorefrontFlagContext } from './provider';

/** The OpenFeature domain the shell's flags are bound to. */
export const FLAGS_DOMAIN = 'storefront-shell';

export interface FlagRequestContext {
  fascia: string;
  /** The `sf_vid` cookie: the targeting key experiments are bucketed by. */
  visitorId: string;
  signedIn: boolean;
}

export interface DecidedFlags {
  /** Every flag, overrides applied. */
  flags: FlagValues;
  /** The overrides that took effect (empty when none). */
  overrides: FlagOverrides;
}

export interface FlagDecider {
  decide(request: FlagRequestContext, overrides?: FlagOverrides): Promise<DecidedFlags>;
}

async function evaluate(client: Client, name: FlagName, context: StorefrontFlagContext): Promise<unknown> {
  const fallback = flagFallback(name);
  return isExperimentFlag(name)
    ? client.getStringValue(name, fallback as string, context)
    : client.getBooleanValue(name, fallback as boolean, context);
}

/**
 * Registers the provider (by default the local one over the configuration
 * file) for the shell's OpenFeature domain and returns the decider.
 */
export async function createFlagDecider(
  options: { config?: FlagConfig; provider?: Provider; environment?: string; domain?: string } = {},
): Promise<FlagDecider> {
  const domain = options.domain ?? FLAGS_DOMAIN;
  const provider = options.provider ?? new LocalFlagProvider(options.config ?? loadFlagConfig());
  await OpenFeature.setProviderAndWait(domain, provider);
  const client = OpenFeature.getClient(domain);
  const environment = options.environment ?? flagEnvironment();

  return {
    async decide(request, overrides = {}) {
      const context: StorefrontFlagContext = {
        targetingKey: request.visitorId,
        fascia: request.fascia,
        environment,
        signedIn: request.signedIn,
      };
      const values = await Promise.all(FLAG_NAMES.map((name) => evaluate(client, name, context)));
      const flags: Record<string, unknown> = {};
      const applied: Record<string, unknown> = {};
      FLAG_NAMES.forEach((name, i) => {
        const override = overrides[name];
        if (override !== undefined && isFlagValue(name, override)) {
          flags[name] = override;
          applied[name] = override;
        } else {
          // A provider answering outside the flag's values (a hosted service's typo) gets the fallback.
          flags[name] = isFlagValue(name, values[i]) ? values[i] : flagFallback(name);
        }
      });
      return { flags: flags as FlagValues, overrides: applied as FlagOverrides };
    },
  };
}
