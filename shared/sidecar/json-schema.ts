import { z } from 'zod';
import { SIDECAR_SCHEMA_ID, sidecarSchema } from './schema.ts';

export function sidecarJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(sidecarSchema, { target: 'draft-2020-12' }) as Record<string, unknown>;
  return {
    $id: `https://gleaner.dev/schema/${SIDECAR_SCHEMA_ID}.json`,
    title: 'Gleaner sidecar v1',
    ...schema,
  };
}
