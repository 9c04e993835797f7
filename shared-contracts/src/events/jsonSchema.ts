// The event catalogue as JSON Schema (issue 21), for teams outside this
// repository: one entry per event with its name, version, kind, the JSON
// Schema of its payload (made from the zod schema by zod's own
// z.toJSONSchema) and its example payloads (examples.ts). Written to
// shared-contracts/dist/events.schema.json by `pnpm --filter
// @storefront/shared-contracts schema` (and by the root `pnpm build`).
import { z } from 'zod';
import { eventCatalogue, type EventName } from './catalogue';
import { eventCatalogueExamples } from './examples';

export interface EventJsonSchema {
  name: EventName;
  version: number;
  stateLike: boolean;
  /** JSON Schema (draft 2020-12) of the payload, with the examples under `examples`. */
  payload: Record<string, unknown>;
  /** JSON Schema of what is dispatched on window: `{ version, payload }`. */
  envelope: Record<string, unknown>;
  examples: unknown[];
}

export interface EventCatalogueJsonSchema {
  $comment: string;
  /** shared-contracts' version the catalogue belongs to. */
  contractVersion: string;
  events: EventJsonSchema[];
}

export function eventCatalogueJsonSchema(contractVersion: string): EventCatalogueJsonSchema {
  const events = (Object.keys(eventCatalogue) as EventName[]).map((name): EventJsonSchema => {
    const { version, stateLike, schema } = eventCatalogue[name];
    const examples: readonly unknown[] = eventCatalogueExamples[name][version];
    const payload = { ...z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' }), title: `${name} v${version} payload`, examples: [...examples] } as Record<string, unknown>;
    const { $schema, ...payloadBody } = payload;
    const envelope = {
      $schema,
      title: `${name} v${version} event detail`,
      type: 'object',
      properties: { version: { const: version }, payload: payloadBody },
      required: ['version', 'payload'],
      additionalProperties: false,
    };
    return { name, version, stateLike, payload, envelope, examples: [...examples] };
  });
  return {
    $comment: 'Generated from shared-contracts/src/events/catalogue.ts and examples.ts by shared-contracts/scripts/event-schema.ts; do not edit.',
    contractVersion,
    events,
  };
}
