// The one clock of the delivery widgets: every countdown reads the time here.
// It reads Date.now(), so jest's fake timers and Playwright's page.clock both
// move it; nothing else in delivery/ asks for the time.
export function now(): number {
  return Date.now();
}
