// Journeys that run at the same time (parallel workers, --repeat-each, both
// projects) and share the seeded customers each take their own product, so
// one journey's wishlist or basket never changes another's.
import type { TestInfo } from '@playwright/test';

const PROJECTS = ['desktop', 'mobile'];
/** Repeats a run may ask for (--repeat-each) before two journeys could share a product. */
export const MAX_REPEATS = 5;

/**
 * A number no other running journey has: the journey's own slot (0, 1, 2…
 * given by the spec), the repeat and the project.
 */
export function journeySlot(testInfo: TestInfo, slot: number): number {
  const project = Math.max(0, PROJECTS.indexOf(testInfo.project.name));
  return (slot * PROJECTS.length + project) * MAX_REPEATS + (testInfo.repeatEachIndex % MAX_REPEATS);
}
