import { eventCatalogue, type EventName } from './catalogue';
import { eventMeta } from './meta';

const names = Object.keys(eventCatalogue) as EventName[];

describe('event catalogue', () => {
  it('lists the same events, versions and kinds as the schema-free meta', () => {
    expect(Object.keys(eventMeta).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect({ name, version: eventCatalogue[name].version, stateLike: eventCatalogue[name].stateLike }).toEqual({ name, ...eventMeta[name] });
    }
  });
});
