/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { eventCatalogue, type EventName } from './catalogue';
import { eventCatalogueJsonSchema } from './jsonSchema';

const document = eventCatalogueJsonSchema('1.0.0');
const ajv = new Ajv2020({ strict: false, allErrors: true });

describe('event catalogue as JSON Schema', () => {
  it('has one entry per event of the catalogue, with its name, version and kind', () => {
    expect(document.events.map((e) => [e.name, e.version, e.stateLike])).toEqual(
      (Object.keys(eventCatalogue) as EventName[]).map((name) => [name, eventCatalogue[name].version, eventCatalogue[name].stateLike]),
    );
  });

  it.each(document.events.map((e) => [e.name, e] as const))('%s: the payload and envelope schemas accept every example', (_name, event) => {
    expect(event.examples.length).toBeGreaterThan(0);
    const payload = ajv.compile(event.payload);
    const envelope = ajv.compile(event.envelope);
    for (const example of event.examples) {
      expect({ example, errors: payload(example) ? null : payload.errors }).toEqual({ example, errors: null });
      expect(envelope({ version: event.version, payload: example })).toBe(true);
    }
    expect(event.payload.examples).toEqual(event.examples);
  });

  it('rejects what the zod schema rejects: a wrong type, a missing field, another version', () => {
    const basket = document.events.find((e) => e.name === 'basket:changed')!;
    const payload = ajv.compile(basket.payload);
    expect(payload({ cartId: 'c', itemCount: -1, totalPrice: null })).toBe(false);
    expect(payload({ cartId: 'c', itemCount: 1.5, totalPrice: null })).toBe(false);
    expect(payload({ itemCount: 1, totalPrice: null })).toBe(false);
    expect(payload({ cartId: 'c', itemCount: 1, totalPrice: { centAmount: 1, currencyCode: 'POUNDS' } })).toBe(false);
    expect(ajv.compile(basket.envelope)({ version: 2, payload: basket.examples[0] })).toBe(false);
    const signIn = ajv.compile(document.events.find((e) => e.name === 'session:sign-in-requested')!.payload);
    expect(signIn({ reason: 'checkout' })).toBe(false);
  });

  it('the schema script writes the same document to dist/events.schema.json', () => {
    const root = path.resolve(__dirname, '../..');
    execFileSync(path.resolve(root, '../node_modules/.bin/tsx'), ['scripts/event-schema.ts'], { cwd: root, stdio: 'pipe' });
    const written = JSON.parse(fs.readFileSync(path.join(root, 'dist/events.schema.json'), 'utf8'));
    const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(written).toEqual(JSON.parse(JSON.stringify(eventCatalogueJsonSchema(version))));
  });
});
