// Field health's one browser setting, read by the shell's server (issue 63):
// the share of page views that report, FIELD_SAMPLE_RATE (0 to 1; every view
// by default). Server-safe: no browser globals.

/** FIELD_SAMPLE_RATE as a share, 1 when unset; a bad value stops the start with a readable message. */
export function fieldSampleRateFromEnv(env: Record<string, string | undefined>): number {
  const text = env.FIELD_SAMPLE_RATE;
  if (text === undefined || text.trim() === '') return 1;
  const rate = Number(text);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`FIELD_SAMPLE_RATE must be a share between 0 and 1 (0.1: one page view in ten), not "${text}"`);
  return rate;
}
