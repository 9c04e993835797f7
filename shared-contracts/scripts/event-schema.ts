// Writes the event catalogue as JSON Schema to dist/events.schema.json.
// Run: pnpm --filter @storefront/shared-contracts schema (the root build runs it too).
import fs from 'node:fs';
import path from 'node:path';
import { eventCatalogueJsonSchema } from '../src/events/jsonSchema';

const root = path.resolve(import.meta.dirname, '..');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
const out = path.join(root, 'dist', 'events.schema.json');
const document = eventCatalogueJsonSchema(version);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
console.log(`${path.relative(process.cwd(), out)}: ${document.events.length} events (shared-contracts ${version})`);
