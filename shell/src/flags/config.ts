// The flag configuration: data (flags.json, or the file FLAGS_CONFIG names),
// checked at start against the typed flags of shared-contracts so a typo in a
// name, a value or a weight stops the server with a readable message instead
// of silently serving a fallback.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FASCIA_KEYS, FLAG_NAMES, isFlagName, isFlagValue, isExperimentFlag, flagVariants, type FlagName } from '@storefront/shared-contracts';

export const DEFAULT_FLAGS_FILE = path.join(import.meta.dirname, 'flags.json');

const flagValue = z.union([z.boolean(), z.string()]);

const ruleSchema = z
  .object({
    /** Fascia keys the rule is for; any fascia when absent. */
    fascias: z.array(z.enum(FASCIA_KEYS)).nonempty().optional(),
    /** Environments the rule is for (STOREFRONT_ENV, else NODE_ENV, else development); any when absent. */
    environments: z.array(z.string().min(1)).nonempty().optional(),
    /** Only signed-in shoppers (true) or only guests (false); both when absent. */
    signedIn: z.boolean().optional(),
    /** The value this rule serves... */
    value: flagValue.optional(),
    /** ...or, for an experiment, variant weights: each visitor's bucket picks one. */
    split: z.record(z.string(), z.number().int().min(0)).optional(),
  })
  .strict()
  .refine((rule) => (rule.value === undefined) !== (rule.split === undefined), { message: 'a rule serves either a value or a split' });

const flagSchema = z.object({ default: flagValue, rules: z.array(ruleSchema).optional() }).strict();

const configSchema = z.object({ about: z.string().optional(), flags: z.record(z.string(), flagSchema) }).strict();

export type FlagRule = z.infer<typeof ruleSchema>;
export type FlagConfigEntry = z.infer<typeof flagSchema>;
export interface FlagConfig {
  flags: Partial<Record<FlagName, FlagConfigEntry>>;
}

/** The problems with one flag's entry: names and values it does not know, splits that cannot pick. */
function entryProblems(name: string, entry: FlagConfigEntry): string[] {
  if (!isFlagName(name)) return [`"${name}" is not a flag of shared-contracts (known: ${FLAG_NAMES.join(', ')})`];
  const allowed = flagVariants(name).map(String).join(' | ');
  const problems: string[] = [];
  const check = (where: string, value: unknown) => {
    if (!isFlagValue(name, value)) problems.push(`${name}: ${where} ${JSON.stringify(value)} is not one of ${allowed}`);
  };
  check('default', entry.default);
  (entry.rules ?? []).forEach((rule, i) => {
    if (rule.value !== undefined) check(`rules[${i}].value`, rule.value);
    if (rule.split) {
      if (!isExperimentFlag(name)) problems.push(`${name}: rules[${i}] splits, but only experiments split`);
      for (const variant of Object.keys(rule.split)) check(`rules[${i}].split variant`, variant);
      if (Object.values(rule.split).reduce((a, b) => a + b, 0) <= 0) problems.push(`${name}: rules[${i}].split weights add up to 0`);
    }
  });
  return problems;
}

/** Checks parsed JSON; throws an Error naming every problem. */
export function parseFlagConfig(json: unknown, source = 'flag configuration'): FlagConfig {
  const parsed = configSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`${source}: ${issues.join('; ')}`);
  }
  const problems = Object.entries(parsed.data.flags).flatMap(([name, entry]) => entryProblems(name, entry));
  if (problems.length > 0) throw new Error(`${source}: ${problems.join('; ')}`);
  return { flags: parsed.data.flags as FlagConfig['flags'] };
}

/** The configuration file: FLAGS_CONFIG when set, else flags.json beside this file. */
export function loadFlagConfig(env: NodeJS.ProcessEnv = process.env): FlagConfig {
  const file = env.FLAGS_CONFIG || DEFAULT_FLAGS_FILE;
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot read the flag configuration: ${(error as Error).message}`);
  }
  return parseFlagConfig(json, file);
}

/** The environment flags are decided for: STOREFRONT_ENV, else NODE_ENV, else development. */
export function flagEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  return env.STOREFRONT_ENV || env.NODE_ENV || 'development';
}
