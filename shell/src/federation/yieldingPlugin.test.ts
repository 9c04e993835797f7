import { ModuleFederation } from '@module-federation/enhanced/runtime';
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

  it.each(['beforePreloadRemote', 'beforeExecuteFactory', 'loadEntry', 'generatePreloadAssets'])('%s returns nothing, so the runtime keeps its own behaviour', async (name) => {
    await expect(hooks[name]!({})).resolves.toBeUndefined();
  });

  it.each(['generatePreloadAssets', 'loadEntry'])('%s, after the runtime\u2019s own listener in its real hook, keeps that result and gives it in a later task', async (name) => {
    const runtime = new ModuleFederation({ name: 'host', remotes: [] });
    const Hook = runtime.remoteHandler.hooks.lifecycle[name as 'loadEntry'].constructor as new () => { on(fn: Hook): void; emit(args: unknown): Promise<unknown> };
    const hook = new Hook();
    const own = { cssAssets: ['a.css'], jsAssetsWithoutEntry: ['a.js'], entryAssets: [] };
    hook.on(() => Promise.resolve(own));
    hook.on(hooks[name]!);
    let settled = false;
    const result = hook.emit({ id: 'gallery/ProductGallery' }).then((value) => {
      settled = true;
      return value;
    });
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(settled).toBe(false);
    await expect(result).resolves.toBe(own);
  });
});
