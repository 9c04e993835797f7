// The canary health settings (README.md beside this file): defaults, the
// environment variables that change them, validation.
import { z } from 'zod';

export interface HealthSettings {
  /** Off: no watch at all (CANARY_AUTO_ROLLBACK=0). */
  enabled: boolean;
  /** How often the watch compares, in milliseconds. */
  intervalMs: number;
  /** The comparison covers the last this many minutes (and no time before the canary started). */
  windowMinutes: number;
  /** Fewest page views (and vitals samples) the canary and the live release each need in the window before a metric is judged. */
  minViews: number;
  /** The chance that a healthy canary is rolled back at all, over its whole life (all checks, all metrics). */
  falseAlarmRate: number;
  /** Checks over which half of falseAlarmRate is spent evenly; later checks share the other half, less and less each. */
  alarmHorizonChecks: number;
  /** Roll back only when the canary's failure rate is also higher than the live one's by more than this (absolute: 0.02 = 2 points). */
  maxFailureRateIncrease: number;
  /** LCP: the canary's p75 must be worse than the live one's by more than this ratio … */
  lcpP75IncreaseRatio: number;
  /** … and by more than this many milliseconds. */
  lcpP75IncreaseMs: number;
  inpP75IncreaseRatio: number;
  inpP75IncreaseMs: number;
  /** Step the share up while the canary stays healthy. */
  stepUp: boolean;
  /** The shares to step through, ascending, ending at 100 (promote). */
  steps: number[];
  /** Fewest minutes at one share (healthy at the last check) before the next step. */
  stepMinutes: number;
  /** Watch a full publish for this many minutes against the release before it (0: not at all). */
  publishWatchMinutes: number;
}

export const HEALTH_DEFAULTS: HealthSettings = {
  enabled: true,
  intervalMs: 60_000,
  windowMinutes: 15,
  minViews: 200,
  falseAlarmRate: 0.01,
  alarmHorizonChecks: 60,
  maxFailureRateIncrease: 0.02,
  lcpP75IncreaseRatio: 0.2,
  lcpP75IncreaseMs: 250,
  inpP75IncreaseRatio: 0.2,
  inpP75IncreaseMs: 50,
  stepUp: false,
  steps: [5, 25, 50, 100],
  stepMinutes: 15,
  publishWatchMinutes: 15,
};

/** Each setting's environment variable. */
export const HEALTH_ENV: Record<keyof HealthSettings, string> = {
  enabled: 'CANARY_AUTO_ROLLBACK',
  intervalMs: 'CANARY_CHECK_INTERVAL_MS',
  windowMinutes: 'CANARY_WINDOW_MINUTES',
  minViews: 'CANARY_MIN_VIEWS',
  falseAlarmRate: 'CANARY_FALSE_ALARM_RATE',
  alarmHorizonChecks: 'CANARY_ALARM_HORIZON_CHECKS',
  maxFailureRateIncrease: 'CANARY_MAX_FAILURE_RATE_INCREASE',
  lcpP75IncreaseRatio: 'CANARY_LCP_P75_INCREASE',
  lcpP75IncreaseMs: 'CANARY_LCP_P75_INCREASE_MS',
  inpP75IncreaseRatio: 'CANARY_INP_P75_INCREASE',
  inpP75IncreaseMs: 'CANARY_INP_P75_INCREASE_MS',
  stepUp: 'CANARY_STEP_UP',
  steps: 'CANARY_STEPS',
  stepMinutes: 'CANARY_STEP_MINUTES',
  publishWatchMinutes: 'CANARY_PUBLISH_WATCH_MINUTES',
};

const number = (what: string) => z.number({ error: `must be a number: ${what}` });

export const healthSettingsSchema = z
  .object({
    enabled: z.boolean(),
    intervalMs: number('milliseconds, at least 100').int().min(100, { error: 'must be at least 100 (milliseconds)' }),
    windowMinutes: number('minutes, at least 1').min(1, { error: 'must be at least 1 (minutes)' }),
    minViews: number('views, at least 1').int().min(1, { error: 'must be a whole number, at least 1' }),
    falseAlarmRate: number('a probability, like 0.01').gt(0, { error: 'must be above 0, like 0.01' }).lt(0.5, { error: 'must be below 0.5, like 0.01' }),
    alarmHorizonChecks: number('checks, at least 1').int().min(1, { error: 'must be a whole number, at least 1' }),
    maxFailureRateIncrease: number('a share, like 0.02').min(0, { error: 'must be 0 or more' }).lt(1, { error: 'must be below 1 (a share: 0.02 is 2 points)' }),
    lcpP75IncreaseRatio: number('a ratio, like 0.2').min(0, { error: 'must be 0 or more' }),
    lcpP75IncreaseMs: number('milliseconds').min(0, { error: 'must be 0 or more' }),
    inpP75IncreaseRatio: number('a ratio, like 0.2').min(0, { error: 'must be 0 or more' }),
    inpP75IncreaseMs: number('milliseconds').min(0, { error: 'must be 0 or more' }),
    stepUp: z.boolean(),
    steps: z
      .array(number('a percentage').int({ error: 'must be whole percentages (the share a canary runs at), like 5,25,50,100' }).gt(0).max(100), { error: 'must be percentages, like 5,25,50,100' })
      .min(1, { error: 'must name at least one share, like 5,25,50,100' })
      .refine((steps) => steps.every((step, i) => i === 0 || step > (steps[i - 1] as number)), { error: 'must go up, like 5,25,50,100' })
      .refine((steps) => steps[steps.length - 1] === 100, { error: 'must end at 100 (promote), like 5,25,50,100' }),
    stepMinutes: number('minutes').min(0, { error: 'must be 0 or more' }),
    publishWatchMinutes: number('minutes').min(0, { error: 'must be 0 or more (0: off)' }),
  })
  .strict();

/** Settings from defaults and overrides; throws naming each bad setting (by its variable when `names` is given). */
export function healthSettings(overrides: Partial<HealthSettings> = {}, names?: Partial<Record<keyof HealthSettings, string>>): HealthSettings {
  const result = healthSettingsSchema.safeParse({ ...HEALTH_DEFAULTS, ...overrides });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = issue.path[0] as keyof HealthSettings;
    return `${names?.[key] ?? String(key)}: ${issue.message}`;
  });
  throw new Error(`Canary health settings: ${problems.join('; ')}`);
}

const flag = (value: string): boolean | string => {
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(v)) return true;
  if (['0', 'false', 'off', 'no'].includes(v)) return false;
  return value;
};

const numeric = (value: string): number | string => (value.trim() === '' || !Number.isFinite(Number(value)) ? value : Number(value));

/**
 * The settings from environment variables (HEALTH_ENV), defaults for those
 * unset or empty. Throws, naming the variable, on a value that is not valid.
 */
export function healthSettingsFromEnv(env: Record<string, string | undefined> = process.env): HealthSettings {
  const overrides: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(HEALTH_ENV) as Array<[keyof HealthSettings, string]>) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const def = HEALTH_DEFAULTS[key];
    overrides[key] = typeof def === 'boolean' ? flag(raw) : Array.isArray(def) ? raw.split(',').map((part) => numeric(part.trim())) : numeric(raw);
  }
  return healthSettings(overrides as Partial<HealthSettings>, HEALTH_ENV);
}
