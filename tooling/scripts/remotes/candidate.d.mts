// Types of candidate.mjs for the integration suite's fixture (e2e/tests/support/test.ts).
export const REMOTE_OVERRIDE_ENV: 'STOREFRONT_REMOTE_OVERRIDE';
export const OVERRIDE_STORAGE_KEY: string;
export function parseHttpUrl(raw: string): URL | null;
export function isRemoteName(name: string): boolean;
export function parseRemoteOverride(value: string): Record<string, string>;
export function formatRemoteOverride(overrides: Record<string, string>): string;
export function isAllowedOverride(url: string, allowedOrigins: readonly string[]): boolean;
export interface Candidate {
  overrides: Record<string, string>;
  key: string;
  value: string;
}
export function candidateFromEnv(env: Record<string, string | undefined>): Candidate | null;
export function storeOverridesInPage(arg: { origin: string; key: string; value: string }): void;
export function candidateProblemsInPage(arg: { origin: string; key: string; overrides: Record<string, string> }): string[];
