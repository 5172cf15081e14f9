import { describe, expect, it } from 'vitest';
import { FAULT_MARKERS } from '../helpers/faults.ts';

describe('test fault injection', () => {
  it('uses the same markers in the preload as in the tests that plant them', async () => {
    const preload = new URL('../helpers/faults-preload.mjs', import.meta.url).href;
    const mod = (await import(preload)) as { MARKERS: Record<string, string> };
    expect(mod.MARKERS).toEqual(FAULT_MARKERS);
  });
});
