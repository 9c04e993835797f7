import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventsUsedIn, eventsUsedInDir } from './sources';

describe('eventsUsedIn', () => {
  it('finds listened and emitted catalogue events (track as analytics:track), on one line or several, and ignores unknown names', () => {
    const source = `
      useEffect(() => on('session:changed', setSession, { replay: true }), []);
      const last = lastValue('pdp:selection-changed');
      on(
        'basket:item-added',
        handler,
      );
      emit('wishlist:changed', payload);
      track('add_to_wishlist', { sku });
      on('not:an-event', x);
      button.on('click', y);
    `;
    expect(eventsUsedIn(source)).toEqual({
      listens: ['basket:item-added', 'pdp:selection-changed', 'session:changed'],
      emits: ['analytics:track', 'wishlist:changed'],
    });
  });
});

describe('eventsUsedInDir', () => {
  const files = {
    'Widget.tsx': "useEffect(() => on('session:changed', setSession), []); track('widget_open', {});",
    'basket/add.ts': "emit('basket:item-added', item);",
    'Widget.test.tsx': "on('quick-add:open', f);",
    'test/fakeBus.ts': "on('wishlist:changed', f);",
    'node_modules/dep/index.js': "on('admin:preview-changed', f);",
    'notes.md': "on('pdp:stock-refreshed', f)",
  };
  let root: string;
  beforeAll(() => {
    // Below a folder named test, which must not count: only the package's own folders do.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sources-'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, 'test', 'src', file)), { recursive: true });
      fs.writeFileSync(path.join(root, 'test', 'src', file), text);
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("reads the package's source, not its tests, test folders, dependencies or other files", () => {
    expect(eventsUsedInDir(path.join(root, 'test', 'src'))).toEqual({
      listens: ['session:changed'],
      emits: ['analytics:track', 'basket:item-added'],
    });
  });
});
