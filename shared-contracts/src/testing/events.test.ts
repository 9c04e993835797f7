import { on, resetEventState } from '../events/bus';
import { checkListenerContract, eventExamples, listenerCount, watchEventListeners } from './events';

describe('listener contract helper', () => {
  beforeAll(() => watchEventListeners());
  beforeEach(() => resetEventState());

  it('feeds every catalogue example to a mounted listener and reports what it emitted', async () => {
    const seen: unknown[] = [];
    const off = on('basket:changed', (p) => seen.push(p), { replay: false });
    expect(listenerCount('basket:changed')).toBe(1);
    const after = jest.fn();
    const emitted = await checkListenerContract(['basket:changed'], { after });
    expect(seen).toEqual(eventExamples('basket:changed'));
    expect(emitted).toHaveLength(eventExamples('basket:changed').length);
    expect(after).toHaveBeenCalledTimes(emitted.length);
    off();
    expect(listenerCount('basket:changed')).toBe(0);
  });

  it('fails when no listener of the event is mounted', async () => {
    await expect(checkListenerContract(['wishlist:changed'])).rejects.toThrow(/wishlist:changed: no listener is mounted/);
  });

  it('fails when a listener throws on an example', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const off = on('quick-add:opened', () => {
      throw new Error('cannot read productId');
    });
    await expect(checkListenerContract(['quick-add:opened'])).rejects.toThrow(/quick-add:opened: a listener threw .*cannot read productId/);
    off();
    consoleError.mockRestore();
  });

  it('runs the visible-effect check after each example, and its failure fails the contract', async () => {
    const off = on('session:changed', () => {});
    await expect(
      checkListenerContract(['session:changed'], {
        after: () => {
          throw new Error('count not shown');
        },
      }),
    ).rejects.toThrow('count not shown');
    off();
  });
});
