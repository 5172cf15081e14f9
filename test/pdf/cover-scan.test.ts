import { describe, expect, it } from 'vitest';
import { COVER_PAD_EM, covers } from '../../shared/extract/pdf/column-sides.ts';
import { CoverScan } from '../../shared/extract/pdf/cover-scan.ts';
import { type Glyphs, rowFrom } from '../../shared/extract/pdf/model.ts';

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rows of runs at fractional positions, some overlapping, some touching, some far apart. */
function randomRows(rand: () => number, n: number) {
  return Array.from({ length: n }, (_, i) => {
    const items: Glyphs[] = [];
    let x = 40 + rand() * 200;
    const runs = 1 + Math.floor(rand() * 5);
    for (let k = 0; k < runs; k++) {
      const w = rand() < 0.1 ? 0.02 : 2 + rand() * 120;
      const size = 6 + rand() * 8;
      items.push({
        str: 'w',
        x0: x,
        x1: x + w,
        base: 12 * i,
        top: 12 * i - size,
        bottom: 12 * i,
        size,
        font: 'f',
      });
      // Overlap, touch exactly, or leave a gap.
      const r = rand();
      x += r < 0.15 ? w * 0.5 : r < 0.25 ? w : w + rand() * 60;
    }
    return rowFrom(items);
  });
}

describe('CoverScan.sideCounts', () => {
  it('counts, at every whole point, the rows free there with text on each side, and bounds the span they can score', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const rand = random(seed);
      const rows = randomRows(rand, 5 + Math.floor(rand() * 40));
      const x0 = 30 + Math.floor(rand() * 40);
      const n = 400;
      const { left, right, reach } = new CoverScan(rows, COVER_PAD_EM).sideCounts(rows, x0, n);
      const pitch = rows.map((r, i) => Math.max(0, r.bottom - r.top, i ? r.bottom - rows[i - 1].bottom : 0));
      for (let k = 0; k < n; k++) {
        const x = x0 + k;
        const freeAt = rows.map((r) => !covers(r, x));
        const free = rows.filter((_, i) => freeAt[i]);
        // The longest stretch of consecutive free rows never spans more than the bound.
        let most = 0;
        for (let a = 0; a < rows.length; a++)
          for (let b = a; b < rows.length && freeAt[b]; b++)
            most = Math.max(most, rows[b].bottom - rows[a].top);
        const sum = pitch.reduce((s, p, i) => s + (freeAt[i] ? p : 0), 0);
        expect(reach[k]).toBeGreaterThanOrEqual(most);
        expect(reach[k]).toBeGreaterThanOrEqual(sum);
        expect(reach[k]).toBeLessThan(sum + 0.01 * rows.length);
        expect([seed, x, left[k]]).toEqual([seed, x, free.filter((r) => r.x0 < x).length]);
        expect([seed, x, right[k]]).toEqual([seed, x, free.filter((r) => r.x1 > x).length]);
      }
    }
  });

  it('counts nothing past the rows and every row left of a point beyond them', () => {
    const rows = randomRows(random(7), 10);
    const end = Math.ceil(Math.max(...rows.map((r) => r.x1)));
    const { left, right } = new CoverScan(rows, COVER_PAD_EM).sideCounts(rows, end, 3);
    expect([...left]).toEqual([10, 10, 10]);
    expect([...right]).toEqual([0, 0, 0]);
  });
});
