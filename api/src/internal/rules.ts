// The internal staff endpoint's settings and input (spec 2 §2, §6).
import { z } from 'zod';
import { parseWith } from '../http/errors';

/** The internal tool's path segment when INTERNAL_TOOL_PATH does not name one. */
export const DEFAULT_INTERNAL_TOOL_PATH = 'internal-tool';
const SEGMENT = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** INTERNAL_TOOL_PATH: one lower-case path segment (`merch-tool`); anything else stops the start. */
export function internalToolPathFromEnv(value: string | undefined = process.env.INTERNAL_TOOL_PATH): string {
  const segment = value?.trim() || DEFAULT_INTERNAL_TOOL_PATH;
  if (!SEGMENT.test(segment)) throw new Error(`INTERNAL_TOOL_PATH must be one path segment of lower-case letters, digits and hyphens, not "${value}".`);
  return segment;
}

/** The internal tool's view of a product: /{internal-tool}/{productKey}. */
export const internalToolUrl = (segment: string, productKey: string) => `/${segment}/${encodeURIComponent(productKey)}`;

const productKey = z
  .string()
  .regex(/^[A-Z0-9-]{1,40}$/, { error: 'productKey must be a product key: capital letters, digits and hyphens, like DRS10001.' });

export const parseProductKey = (value: unknown) => parseWith(productKey, value, 'INVALID_INPUT', 'productKey');
