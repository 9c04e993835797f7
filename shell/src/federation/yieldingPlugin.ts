// A Module Federation runtime plugin that gives the main thread back between
// the steps of loading a remote module or a shared module.
//
// Each step (read the manifest, plan the preloads, load and start the remote
// container, get the expose, run its factory) is short, but the runtime chains
// them with promises. When their network answers are already there (the
// document preloads the manifests) every slot's chain runs on in one
// microtask checkpoint: one task of 40-60 ms on this page's seven slots, which
// a phone's CPU turns into 150-250 ms of blocked input. Awaiting a new task at
// each step splits that into one short task per step and slot.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '@storefront/shared-contracts/scheduling';

export default function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-yield-between-steps',
    async beforeRequest(args) {
      await nextTask();
      return args;
    },
    async afterResolve(args) {
      await nextTask();
      return args;
    },
    async beforePreloadRemote() {
      await nextTask();
    },
    // Runs after the runtime's own generator (built-in plugins come first) and
    // returns nothing, which the runtime's AsyncHook reads as "keep the
    // previous listener's result": its assets stand, and their script and
    // style tags are added in a task of their own, not in the one that worked
    // them out. (The hook's type asks for assets; the runtime does not.)
    generatePreloadAssets: (async () => {
      await nextTask();
    }) as unknown as NonNullable<ModuleFederationRuntimePlugin['generatePreloadAssets']>,
    // Likewise the remote entry's script tag, after the expose's preloads:
    // nothing returned, so the runtime loads the entry itself.
    async loadEntry() {
      await nextTask();
    },
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
