/**
 * `--tables placeholder` text (shared/extract/pdf/placeholders.ts): a structured table stands as
 * `[Table 2: caption]`, a region that failed the sanity check as `[Table 2: caption — summary]`
 * without the summary repeating the label, each set apart as its own paragraph.
 */
import { describe, expect, it } from 'vitest';
import type { Para } from '../../shared/extract/pdf/paragraphs.ts';
import { bracketCaptions, type PageTable, placeholderText } from '../../shared/extract/pdf/placeholders.ts';
import type { FoundTable } from '../../shared/extract/pdf/tables.ts';

const found = (over: Partial<FoundTable>): FoundTable => ({
  caption: null,
  cells: [],
  bbox: [0, 0, 1, 1],
  confidence: 0,
  method: 'aligned',
  headerRows: 0,
  structured: true,
  ...over,
});

describe('table placeholders', () => {
  it('says the caption of a structured table and the caption and summary of an unstructured one', () => {
    const ok: PageTable = { page: 1, caption: 'Table 2: Accuracy by model.', found: found({}) };
    const failed: PageTable = {
      page: 3,
      caption: 'Table 4. Response times.',
      found: found({
        structured: false,
        summary:
          'Table 4: 4 columns (Model, Accuracy, F1, Time) × 12 rows; not structured: cell density 0.31',
      }),
    };
    expect(placeholderText(ok)).toBe('Table 2: Accuracy by model.');
    expect(placeholderText(failed)).toBe(
      'Table 4. Response times. — 4 columns (Model, Accuracy, F1, Time) × 12 rows; not structured: cell density 0.31',
    );
  });

  it('brackets the shown text as its own table paragraph, the paragraph around it kept', () => {
    const para = { text: 'Before. Table 4. Response times. After.', lines: [] } as unknown as Para;
    const out = bracketCaptions(
      [para],
      ['Table 4. Response times.'],
      ['Table 4. Response times. — 2 columns × 3 rows'],
    );
    expect(out.map((p) => [p.text, p.role])).toEqual([
      ['Before.', undefined],
      ['[Table 4. Response times. — 2 columns × 3 rows]', 'table'],
      ['After.', undefined],
    ]);
  });
});
