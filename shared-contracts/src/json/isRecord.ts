// The one "is a JSON object" check (also on the main entry and `/http`).

/** A JSON object: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
