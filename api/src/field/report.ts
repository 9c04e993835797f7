// The field report a page sends with navigator.sendBeacon (issue 63;
// shell/src/field/): small, checked field by field, and without anything
// personal. Only names from fixed lists and numbers: the page type (a route
// name), the fascia, each remote's name, release and channel, slot failure
// kinds, an error count and the page's web vitals. No URL, no cookie, no id
// of a shopper. Unknown fields are refused, so nothing else can ride along.
import { z } from 'zod';
import { isFasciaKey, isShellRemoteName, type RouteInfo } from '@storefront/shared-contracts';

/** The largest report accepted, in bytes (a page of five remotes sends about 600). */
export const MAX_REPORT_BYTES = 4096;

/** How a slot failed: its manifest, its scripts, the time limit, a lifecycle (mount) or a render. */
export const FAILURE_KINDS = ['manifest', 'script', 'timeout', 'mount', 'render'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** Every route name of the shell, as the page type (checked against RouteInfo by the compiler). */
const PAGE_TYPE_SET: Record<RouteInfo['name'], true> = {
  home: true,
  product: true,
  premier: true,
  search: true,
  category: true,
  content: true,
  basket: true,
  checkout: true,
  wishlist: true,
  signUp: true,
  resetPassword: true,
  signInLink: true,
  notFound: true,
};
export const PAGE_TYPES = Object.keys(PAGE_TYPE_SET) as Array<RouteInfo['name']>;

/** The most errors one report may count for one remote (a loop throwing on every frame counts as this many). */
export const MAX_ERRORS_PER_REPORT = 50;

const remoteEntry = z
  .object({
    name: z.string().refine(isShellRemoteName, { message: 'name must be one of the shell\'s remotes' }),
    release: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,99}$/, 'release must be a release id or version (letters, digits, . _ + -, at most 100)'),
    channel: z.enum(['live', 'canary'], { error: 'channel must be live or canary' }),
    /** 1 the first time this page view reports the remote (a page view of it). */
    view: z.union([z.literal(0), z.literal(1)], { error: 'view must be 0 or 1' }),
    /** 1 the first time this page view reports a failure of the remote. */
    failed: z.union([z.literal(0), z.literal(1)], { error: 'failed must be 0 or 1' }),
    /** The kinds of slot failure first seen since the view's last report. */
    failures: z
      .array(z.enum(FAILURE_KINDS, { error: `failures are among ${FAILURE_KINDS.join(', ')}` }))
      .max(FAILURE_KINDS.length)
      .refine((kinds) => new Set(kinds).size === kinds.length, { message: 'failures must not repeat a kind' }),
    errors: z.number().int('errors must be a whole number').min(0).max(MAX_ERRORS_PER_REPORT, `errors is at most ${MAX_ERRORS_PER_REPORT}`),
  })
  .strict()
  .refine((entry) => entry.failed === 0 || entry.failures.length > 0, { message: 'a failed remote names its failure kinds', path: ['failures'] });

const ms = (name: string) => z.number().min(0, `${name} must not be negative`).max(600_000, `${name} is at most 600000 ms`);

export const fieldReportSchema = z
  .object({
    v: z.literal(1, { error: 'v must be 1 (the report format)' }),
    page: z.enum(PAGE_TYPES as [RouteInfo['name'], ...RouteInfo['name'][]], { error: 'page must be a page type of the shell' }),
    fascia: z.string().refine(isFasciaKey, { message: 'fascia must be a fascia of the site' }),
    remotes: z
      .array(remoteEntry)
      .min(1, 'remotes must name at least one remote')
      .max(12, 'remotes is at most 12')
      .refine((list) => new Set(list.map((r) => r.name)).size === list.length, { message: 'remotes must not repeat a remote' }),
    vitals: z
      .object({ lcp: ms('lcp').optional(), inp: ms('inp').optional(), cls: z.number().min(0, 'cls must not be negative').max(100, 'cls is at most 100').optional() })
      .strict()
      .optional(),
  })
  .strict();

export type FieldReport = z.infer<typeof fieldReportSchema>;
export type RemoteReport = FieldReport['remotes'][number];
