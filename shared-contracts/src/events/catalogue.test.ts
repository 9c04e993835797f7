import { eventCatalogue, type EventName } from './catalogue';
import { eventMeta } from './meta';

const names = Object.keys(eventCatalogue) as EventName[];

describe('event catalogue', () => {
  it.each(names)('%s: every example parses against its schema', (name) => {
    const { examples, schema } = eventCatalogue[name];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const result = schema.safeParse(example);
      expect(result.error?.issues ?? []).toEqual([]);
    }
  });

  it('lists the same events, versions and kinds as the schema-free meta', () => {
    expect(Object.keys(eventMeta).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect({ name, version: eventCatalogue[name].version, stateLike: eventCatalogue[name].stateLike }).toEqual({ name, ...eventMeta[name] });
    }
  });

  it('rejects an example with a missing field (the check above can fail)', () => {
    const { productId: _dropped, ...withoutProduct } = eventCatalogue['pdp:selection-changed'].examples[0];
    expect(eventCatalogue['pdp:selection-changed'].schema.safeParse(withoutProduct).success).toBe(false);
  });
});
