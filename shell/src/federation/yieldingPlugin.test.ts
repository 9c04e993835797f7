import yieldingPlugin from './yieldingPlugin';

type Hook = (args: unknown) => Promise<unknown>;
const hooks = yieldingPlugin() as unknown as Record<string, Hook>;

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
