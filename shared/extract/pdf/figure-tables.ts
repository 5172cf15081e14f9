/**
 * A table found without a caption inside a drawn figure is the figure's labels: a row of plots'
 * tick values and legends lines up in columns as a table's cells do ("1e9 1e9 1e10 1e10 / 0.2
 * 0.4 0.5 1.0 …" over four subplots, smola10), and a found table's lines stay in the body. Such
 * a table is dropped, so its lines are figure text like the rest of the figure's. A captioned
 * table is a table wherever it stands.
 */
import { overlapArea } from './bbox.ts';
import type { DrawnRegion } from './figure-regions.ts';
import type { FoundTable } from './table-build.ts';

/** A table is inside figures when at least this share of its box is (drawn figures do not overlap). */
const INSIDE_FIGURE = 0.6;

/** The tables that are not an uncaptioned grid of a figure's labels, and those that are. */
export function tablesOutsideFigures(
  tables: readonly FoundTable[],
  figures: readonly DrawnRegion[],
): { kept: FoundTable[]; inFigures: FoundTable[] } {
  const kept: FoundTable[] = [];
  const inFigures: FoundTable[] = [];
  for (const t of tables) {
    const [x0, y0, x1, y1] = t.bbox;
    const area = (x1 - x0) * (y1 - y0);
    // Over all figures: a row of subplots' labels spans several.
    const covered = figures.reduce((sum, f) => sum + overlapArea(t.bbox, f.box), 0);
    const inside = !t.caption && area > 0 && covered >= INSIDE_FIGURE * area;
    (inside ? inFigures : kept).push(t);
  }
  return { kept, inFigures };
}
