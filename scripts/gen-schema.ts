/** Writes docs/sidecar.schema.json from the zod schema. Run: npm run schema */
import { writeFileSync } from 'node:fs';
import { sidecarJsonSchema } from '../shared/sidecar/json-schema.ts';

const out = new URL('../docs/sidecar.schema.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(sidecarJsonSchema(), null, 2)}\n`);
process.stdout.write(`wrote ${out.pathname}\n`);
