/* global describe, it, expect */
import { contractMetadata, isTestFile, scanEventUse, withVersions } from './contractMetadata.mjs';

const meta = { 'basket:changed': { version: 1 }, 'pdp:selection-changed': { version: 2 }, 'analytics:track': { version: 1 }, 'session:changed': { version: 1 } };

describe('scanEventUse', () => {
  it('finds emits and listens, on one line or split over several', () => {
    const text = [
      "emit('basket:changed', summary);",
      'const off = on(',
      "  'pdp:selection-changed',",
      '  (p) => set(p),',
      ');',
      'const last = lastValue("session:changed");',
    ].join('\n');
    expect(scanEventUse([{ file: 'src/a.tsx', text }])).toEqual({ emits: ['basket:changed'], listens: ['pdp:selection-changed', 'session:changed'] });
  });

  it('counts track() as emitting analytics:track', () => {
    expect(scanEventUse([{ file: 'src/a.ts', text: "track('gallery_zoom', { index });" }]).emits).toEqual(['analytics:track']);
  });

  it('leaves out tests, test folders and methods of other objects', () => {
    const sources = [
      { file: 'src/a.test.tsx', text: "emit('basket:changed', x)" },
      { file: 'src/test/fixtures.ts', text: "emit('basket:changed', x)" },
      { file: 'src/__tests__/b.ts', text: "on('session:changed', f)" },
      { file: 'src/c.ts', text: "socket.emit('basket:changed'); el.on('session:changed'); reon('session:changed')" },
    ];
    expect(scanEventUse(sources)).toEqual({ emits: [], listens: [] });
  });

  it('lists each name once, sorted', () => {
    const sources = [
      { file: 'src/a.ts', text: "emit('session:changed', a); emit('basket:changed', b)" },
      { file: 'src/b.ts', text: "emit('basket:changed', c)" },
    ];
    expect(scanEventUse(sources).emits).toEqual(['basket:changed', 'session:changed']);
  });
});

describe('isTestFile', () => {
  it.each([
    ['src/x.test.ts', true],
    ['src/x.spec.tsx', true],
    ['src/test/fixtures.ts', true],
    ['src/testing/helpers.ts', false],
    ['src/latest/Thing.tsx', false],
  ])('%s → %p', (file, expected) => expect(isTestFile(file)).toBe(expected));
});

describe('contractMetadata', () => {
  it('carries the contract version and the catalogue versions of the events', () => {
    const sources = [{ file: 'src/a.ts', text: "emit('basket:changed', s); on('pdp:selection-changed', f)" }];
    expect(contractMetadata({ contractVersion: '1.0.0', eventMeta: meta, sources })).toEqual({
      contract: '1.0.0',
      events: { emits: [{ name: 'basket:changed', version: 1 }], listens: [{ name: 'pdp:selection-changed', version: 2 }] },
    });
  });

  it('fails on an event the catalogue does not know', () => {
    expect(() => withVersions(['basket:chnaged'], meta)).toThrow('event "basket:chnaged" is not in the shared-contracts event catalogue');
  });
});
