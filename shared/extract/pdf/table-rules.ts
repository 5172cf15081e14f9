/**
 * Ruling lines into table candidates: horizontal rules of one extent (a table's top, middle and
 * bottom rules, booktabs or a Word grid) form a group, cut where a caption lies between two of
 * them; the vertical rules inside a group are its column separators. tables.ts pairs groups
 * with captions and reads their cells.
 */
import type { Caption } from './captions.ts';
import type { Separator } from './grid.ts';
import type { Rule } from './rules.ts';
import type { Cut } from './table-rowspan.ts';

/** Table rules are at least this many body sizes long: fraction bars and footnote rules are shorter. */
const MIN_TABLE_RULE_EM = 5;
/** Rules of one table share their extent within this many points (TeX draws them identically). */
const EXTENT_TOLERANCE = 3;
/** Collinear rule pieces closer than this (points) are one rule (Word draws a border per cell)… */
const RULE_JOIN_GAP = 1;
/** …when their heights agree to this grid (points). */
const RULE_SAME_HEIGHT = 0.5;
/** A shorter rule inside a table is at least this many body sizes long (under a header over two narrow columns). */
const MIN_CUT_EM = 2;
/** A band this many times its group's median band height, crossed by no vertical rule, separates two tables. */
const GAP_BAND_RATIO = 4;
/** Parallel rules closer than this (points) are one double rule (\hline\hline). */
export const DOUBLE_RULE_GAP = 3;
/** A vertical rule this close (points) to the table's edge is its border, not a column separator. */
const BORDER_TOLERANCE = 3;

export interface RuleGroup {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  /** y of the full-width horizontal rules, top to bottom, double rules merged. */
  hs: number[];
  /** The shorter horizontal rules inside (under a spanning header, over a total), top to bottom. */
  cuts: Cut[];
  /** The inner vertical rules (column separators), left to right. */
  vs: Separator[];
}

/**
 * Horizontal rules with collinear pieces joined. One pass over the rules sorted by height then
 * start (a hatched figure on a caption page can draw thousands of segments).
 */
function joinedHorizontals(rules: readonly Rule[]): Rule[] {
  const height = (r: Rule) => Math.round(r.at / RULE_SAME_HEIGHT);
  const hs = rules.filter((r) => r.dir === 'h').sort((a, b) => height(a) - height(b) || a.from - b.from);
  const out: Rule[] = [];
  for (const r of hs) {
    const last = out[out.length - 1];
    if (last && height(last) === height(r) && r.from <= last.to + RULE_JOIN_GAP)
      last.to = Math.max(last.to, r.to);
    else out.push({ ...r });
  }
  return out;
}

/** Positions (sorted) with values closer than `gap` merged into their first. */
function distinct(values: number[], gap: number): number[] {
  const out: number[] = [];
  for (const v of [...values].sort((a, b) => a - b))
    if (!out.length || v - out[out.length - 1] > gap) out.push(v);
  return out;
}

/**
 * A group of one extent can hold two ruled tables stacked with notes and a title between them
 * (government statistics): a band between two of its rules that no vertical rule crosses,
 * while others are crossed, and that is much taller than its bands' median is the space
 * between two tables, and the group is cut there. Booktabs tables have no vertical rules and
 * are never cut.
 */
function splitAtGaps(g: RuleGroup, rules: readonly Rule[]): RuleGroup[] {
  const vs = rules.filter(
    (r) => r.dir === 'v' && r.at >= g.x0 - BORDER_TOLERANCE && r.at <= g.x1 + BORDER_TOLERANCE,
  );
  const crossed = (a: number, b: number) => vs.some((r) => r.from < (a + b) / 2 && r.to > (a + b) / 2);
  const heights = g.hs.slice(1).map((y, k) => y - g.hs[k]);
  const median = [...heights].sort((a, b) => a - b)[Math.floor(heights.length / 2)] ?? 0;
  if (!vs.length || heights.length < 3) return [g];
  const out: RuleGroup[] = [];
  let part: number[] = [g.hs[0]];
  const flush = () => {
    if (part.length >= 2) out.push({ ...g, top: part[0], bottom: part[part.length - 1], hs: part });
  };
  heights.forEach((h, k) => {
    const [a, b] = [g.hs[k], g.hs[k + 1]];
    if (h >= GAP_BAND_RATIO * median && !crossed(a, b)) {
      // The tables' own vertical rules reach into the band: a header above the next table's
      // first full rule, a last row below the previous table's last one.
      const down = vs.filter((r) => r.from <= a + DOUBLE_RULE_GAP && r.to > a + DOUBLE_RULE_GAP && r.to < b);
      const up = vs.filter((r) => r.to >= b - DOUBLE_RULE_GAP && r.from < b - DOUBLE_RULE_GAP && r.from > a);
      if (down.length) part.push(Math.max(...down.map((r) => r.to)));
      flush();
      part = up.length ? [Math.min(...up.map((r) => r.from)), b] : [b];
    } else part.push(b);
  });
  flush();
  return out.length > 1 ? out : [g];
}

/**
 * Groups of horizontal rules that share one extent (a table's top, middle and bottom rules),
 * cut wherever a caption lies between two of them (two tables of one width stacked).
 */
export function ruleGroups(
  rules: readonly Rule[],
  bodySize: number,
  captions: readonly Caption[],
): RuleGroup[] {
  const long = joinedHorizontals(rules).filter((r) => r.to - r.from >= MIN_TABLE_RULE_EM * bodySize);
  const classes: Rule[][] = [];
  for (const r of long) {
    const c = classes.find(
      (k) => Math.abs(k[0].from - r.from) <= EXTENT_TOLERANCE && Math.abs(k[0].to - r.to) <= EXTENT_TOLERANCE,
    );
    if (c) c.push(r);
    else classes.push([r]);
  }
  const groups: RuleGroup[] = [];
  for (const c of classes) {
    const x0 = Math.min(...c.map((r) => r.from));
    const x1 = Math.max(...c.map((r) => r.to));
    let part: number[] = [];
    const flush = () => {
      const hs = distinct(part, DOUBLE_RULE_GAP);
      if (hs.length >= 2)
        groups.push({ x0, x1, top: part[0], bottom: part[part.length - 1], hs, cuts: [], vs: [] });
      part = [];
    };
    for (const y of c.map((r) => r.at).sort((a, b) => a - b)) {
      const prev = part[part.length - 1];
      const cut = captions.some(
        (cap) => prev !== undefined && cap.top > prev && cap.bottom < y && cap.x1 > x0 && cap.x0 < x1,
      );
      if (cut) flush();
      part.push(y);
    }
    flush();
  }
  const split = groups.flatMap((g) => splitAtGaps(g, rules));
  groups.length = 0;
  groups.push(...split);
  const pieces = joinedHorizontals(rules).filter((r) => r.to - r.from >= MIN_CUT_EM * bodySize);
  for (const g of groups) {
    g.cuts = pieces
      .filter(
        (r) =>
          r.from >= g.x0 - EXTENT_TOLERANCE &&
          r.to <= g.x1 + EXTENT_TOLERANCE &&
          r.at > g.top + DOUBLE_RULE_GAP &&
          r.at < g.bottom - DOUBLE_RULE_GAP &&
          !g.hs.some((y) => Math.abs(y - r.at) <= DOUBLE_RULE_GAP),
      )
      .map((r) => ({ at: r.at, from: r.from, to: r.to }))
      .sort((a, b) => a.at - b.at);
    const inner = rules.filter(
      (r) =>
        r.dir === 'v' &&
        r.at > g.x0 + BORDER_TOLERANCE &&
        r.at < g.x1 - BORDER_TOLERANCE &&
        r.from < g.bottom - DOUBLE_RULE_GAP &&
        r.to > g.top + DOUBLE_RULE_GAP,
    );
    g.vs = distinct(
      inner.map((r) => r.at),
      BORDER_TOLERANCE,
    ).map((x) => ({
      x,
      drawn: inner.filter((r) => Math.abs(r.at - x) <= BORDER_TOLERANCE).map((r) => [r.from, r.to]),
    }));
  }
  return groups;
}
