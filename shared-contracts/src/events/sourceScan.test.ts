import { eventNamesIn, isScannedSource, isTestFile, scanEventUse } from './sourceScan';

describe('eventNamesIn', () => {
  it('finds emits and listens, on one line or split over several', () => {
    const text = [
      "emit('basket:changed', summary);",
      'const off = on(',
      "  'pdp:selection-changed',",
      '  (p) => set(p),',
      ');',
      'const last = lastValue("session:changed");',
      'const opened = lastEmitted(`quick-add:opened`);',
    ].join('\n');
    expect(eventNamesIn(text)).toEqual({ emits: ['basket:changed'], listens: ['pdp:selection-changed', 'quick-add:opened', 'session:changed'] });
  });

  it('counts track() as emitting analytics:track', () => {
    expect(eventNamesIn("track('gallery_zoom', { index });")).toEqual({ emits: ['analytics:track'], listens: [] });
  });

  it('counts a call of a shared client that emits on the caller’s behalf (addToBag, saveWishlistItem)', () => {
    expect(eventNamesIn("const cart = await addToBag([{ sku }], { source: 'pdp' });")).toEqual({ emits: ['basket:changed', 'basket:item-added'], listens: [] });
    expect(eventNamesIn("const result = await saveWishlistItem('add', item);")).toEqual({ emits: ['wishlist:changed'], listens: [] });
    expect(eventNamesIn('client.addToBag(lines); readdToBag(x)')).toEqual({ emits: [], listens: [] });
  });

  it('counts a call of a shared hook that listens on the caller’s behalf (useChosenSelection)', () => {
    expect(eventNamesIn('const chosen = useChosenSelection(product, route);')).toEqual({ emits: [], listens: ['pdp:selection-changed'] });
    expect(eventNamesIn("import { useChosenSelection } from '@storefront/shared-contracts/selection/follow'; x.useChosenSelection(p)")).toEqual({ emits: [], listens: [] });
  });

  it('leaves out methods of other objects, longer names and names held in variables', () => {
    const text = "socket.emit('basket:changed'); el.on('session:changed'); reon('session:changed'); $emit('basket:changed'); analytics.track('x'); emit(EVENT, p); on('click', f)";
    expect(eventNamesIn(text)).toEqual({ emits: [], listens: [] });
  });

  it('reads names of the domain:name shape whether or not the catalogue has them (the callers decide)', () => {
    expect(eventNamesIn("on('not:an-event', f); emit('Basket:changed', p)")).toEqual({ emits: [], listens: ['not:an-event'] });
  });
});

describe('scanEventUse', () => {
  it('leaves out tests, test folders and files that are not script source', () => {
    const sources = [
      { file: 'src/a.test.tsx', text: "emit('basket:changed', x)" },
      { file: 'src/test/fixtures.ts', text: "emit('basket:changed', x)" },
      { file: 'src/__tests__/b.ts', text: "on('session:changed', f)" },
      { file: 'src/notes.md', text: "on('session:changed', f)" },
      { file: 'src/c.ts', text: "on('pdp:selection-changed', f)" },
    ];
    expect(scanEventUse(sources)).toEqual({ emits: [], listens: ['pdp:selection-changed'] });
  });

  it('lists each name once, sorted', () => {
    const sources = [
      { file: 'src/a.ts', text: "emit('session:changed', a); emit('basket:changed', b)" },
      { file: 'src/b.mjs', text: "emit('basket:changed', c); track('x', {})" },
    ];
    expect(scanEventUse(sources).emits).toEqual(['analytics:track', 'basket:changed', 'session:changed']);
  });
});

describe('isTestFile', () => {
  it.each([
    ['src/x.test.ts', true],
    ['src/x.spec.tsx', true],
    ['src/test/fixtures.ts', true],
    ['test/fixtures.ts', true],
    ['src\\tests\\helper.ts', true],
    ['src/__mocks__/api.ts', true],
    ['src/testing/helpers.ts', false],
    ['src/latest/Thing.tsx', false],
  ])('%s → %p', (file, expected) => expect(isTestFile(file)).toBe(expected));
});

describe('isScannedSource', () => {
  it.each([
    ['src/a.ts', true],
    ['src/a.tsx', true],
    ['src/a.cjs', true],
    ['src/a.test.ts', false],
    ['src/a.module.css', false],
    ['src/messages.json', false],
  ])('%s → %p', (file, expected) => expect(isScannedSource(file)).toBe(expected));
});
