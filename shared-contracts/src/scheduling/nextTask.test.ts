import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './nextTask';

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

  it('resolves waits in the order asked, each after the microtasks of the one before', async () => {
    const order: string[] = [];
    const tasks = ['first', 'second', 'third'].map((name) =>
      nextTask().then(() => {
        order.push(name);
        // Queued in this task's microtasks: it runs before the next wait resolves.
        void Promise.resolve().then(() => order.push(`after ${name}`));
      }),
    );
    await Promise.all(tasks);
    await Promise.resolve();
    expect(order).toEqual(['first', 'after first', 'second', 'after second', 'third', 'after third']);
  });
});
