import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import yieldingPlugin from './yieldingPlugin';
import { nextTask } from './nextTask';

type Hook = (args: unknown) => Promise<unknown>;
const hooks = yieldingPlugin() as unknown as Record<string, Hook>;

describe.each([
  ['a message channel', NodeMessageChannel],
  ['a timer, where there is no MessageChannel', undefined],
])('nextTask with %s', (_, channel) => {
  const original = (globalThis as { MessageChannel?: unknown }).MessageChannel;
  beforeEach(() => {
    (globalThis as { MessageChannel?: unknown }).MessageChannel = channel;
  });
  afterEach(() => {
    (globalThis as { MessageChannel?: unknown }).MessageChannel = original;
  });

  it('resolves only after the current task, not in its microtasks', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual(['microtask']);
    await waited;
    expect(order).toEqual(['microtask', 'next task']);
  });
});

describe('the yielding runtime plugin', () => {
  it.each(['beforeRequest', 'afterResolve', 'beforeInitContainer', 'beforeLoadShare'])(
    '%s hands the runtime its arguments back unchanged, in a later task',
    async (name) => {
      const args = { id: 'gallery/ProductGallery' };
      let settled = false;
      const result = hooks[name]!(args).then((value) => {
        settled = true;
        return value;
      });
      // A chain of promises alone cannot get past it.
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(settled).toBe(false);
      await expect(result).resolves.toBe(args);
    },
  );

  it.each(['beforePreloadRemote', 'beforeExecuteFactory'])('%s returns nothing, so the runtime keeps its own behaviour', async (name) => {
    await expect(hooks[name]!({})).resolves.toBeUndefined();
  });
});
