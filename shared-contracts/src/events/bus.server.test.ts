/**
 * @jest-environment node
 */
// The shell draws the product page on the server with the same hooks the
// browser runs (useChosenSelection reads the pickers' last announcement while
// it first renders): there, with no window, nothing has been announced yet.
import { lastEmitted, lastValue } from './bus';

describe('the event bus on the server', () => {
  it('has no last value and no recent event, and does not throw', () => {
    expect(typeof window).toBe('undefined');
    expect(lastValue('pdp:selection-changed')).toBeUndefined();
    expect(lastEmitted('basket:item-added')).toBeUndefined();
  });
});
