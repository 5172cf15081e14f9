/**
 * One generated article: its parts, its truth text and its body rendered as HTML. The truth is
 * the article as Gleaner's body should hold it: sub-headings, paragraphs, list items, the quote,
 * the table (its caption and rows); not the headline (the bench scores the text after it, as the
 * scrapinghub helper does), not the byline or date (pruned as furniture), not the figure caption
 * (it goes to the captions stream).
 */
import {
  between,
  cap,
  headline,
  listItems,
  paragraph,
  person,
  pick,
  quote,
  type Rand,
  type Topic,
} from './prose.ts';

export type Block =
  | { kind: 'p'; sentences: string[] }
  | { kind: 'h2'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'figure'; src: string; caption: string }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] };

export interface Article {
  headline: string;
  author: string;
  /** ISO date and its printed form. */
  date: string;
  dateText: string;
  blocks: Block[];
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** The brief's range: 6-15 paragraphs per article. */
const MIN_PARAGRAPHS = 6;
const MAX_PARAGRAPHS = 15;

export function makeArticle(r: Rand, t: Topic): Article {
  const n = between(r, MIN_PARAGRAPHS, MAX_PARAGRAPHS);
  const paras: Block[] = Array.from({ length: n }, () => ({ kind: 'p', sentences: paragraph(r, t) }));
  const blocks: Block[] = [...paras];
  // Inserted from the back so earlier positions hold: table, quote, list, figure, sub-headings.
  const at = (lo: number) => between(r, Math.min(lo, n - 1), n - 1);
  const [h1, h2] = [pick(r, t.sections), pick(r, t.sections)];
  const second = r() < 0.5 && h2 !== h1;
  if (r() < 0.8) blocks.splice(at(3) + 1, 0, tableBlock(r, t));
  blocks.splice(at(2) + 1, 0, { kind: 'quote', text: quote(r) });
  if (r() < 0.6) blocks.splice(at(2) + 1, 0, { kind: 'ul', items: listItems(r, t) });
  blocks.splice(1 + between(r, 0, 1), 0, {
    kind: 'figure',
    src: `/media/photo-${between(r, 1000, 9999)}.jpg`,
    caption: `${cap(pick(r, t.things))} in ${pick(r, t.places)}. Photograph: ${person(r)}`,
  });
  if (second) blocks.splice(blocks.length - between(r, 2, 3), 0, { kind: 'h2', text: h2 });
  blocks.splice(Math.ceil(blocks.length / 2) - 1, 0, { kind: 'h2', text: h1 });
  const y = 2026;
  const m = between(r, 1, 12);
  const d = between(r, 1, 28);
  return {
    headline: headline(r, t),
    author: person(r),
    date: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    dateText: `${d} ${MONTHS[m - 1]} ${y}`,
    blocks,
  };
}

function tableBlock(r: Rand, t: Topic): Block {
  return {
    kind: 'table',
    caption: t.table.caption,
    head: [...t.table.head],
    rows: t.table.rows.map((label) => [
      label,
      ...t.table.head.slice(1).map(() => String(between(r, 12, 980))),
    ]),
  };
}

/** The article's text as the bench expects it, paragraphs apart by a blank line. */
export function truthText(a: Article): string {
  return truthBlocks(a).join('\n\n');
}

export function truthBlocks(a: Article): string[] {
  return a.blocks.flatMap((b): string[] => {
    switch (b.kind) {
      case 'p':
        return [b.sentences.join(' ')];
      case 'h2':
      case 'quote':
        return [b.text];
      case 'ul':
        return b.items;
      case 'table':
        return [b.caption, [b.head, ...b.rows].map((row) => row.join('\t')).join('\n')];
      default:
        // The figure's caption goes to the captions stream.
        return [];
    }
  });
}

export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Invisible characters a CMS leaves inside words: soft hyphens, zero-width spaces, a BOM. */
const INVISIBLES = ['\u00AD', '\u200B', '\uFEFF', '&shy;', '&#8203;'];
/** Words at least this long may get one (hyphenation hints go into long words). */
const INK_MIN_WORD = 7;
/** Share of long words that get one on a page with invisibles. */
const INK_RATE = 0.25;

export interface BodyOptions {
  /** Wraps each paragraph's text (escaped) into its element; default `<p>…</p>`. */
  p?: (inner: string) => string;
  h2?: (text: string) => string;
  /** Invisible characters inside long words. */
  invisibles?: boolean;
  /** Inline links and emphasis in paragraphs (on every layout; the rate varies). */
  linkRate?: number;
  /** Chrome HTML put after the given paragraph index (ad slots, in-article teasers). */
  inserts?: Map<number, string>;
}

/** The article's blocks as HTML (headline and byline are the layout's). */
export function renderBody(r: Rand, a: Article, o: BodyOptions = {}): string {
  const ink = (text: string) =>
    o.invisibles
      ? esc(text).replace(/[A-Za-z]{7,}/g, (w) =>
          w.length >= INK_MIN_WORD && r() < INK_RATE ? w.slice(0, 3) + pick(r, INVISIBLES) + w.slice(3) : w,
        )
      : esc(text);
  const p = o.p ?? ((s: string) => `<p>${s}</p>`);
  const h2 = o.h2 ?? ((s: string) => `<h2>${s}</h2>`);
  const out: string[] = [];
  let pIndex = 0;
  for (const b of a.blocks) {
    switch (b.kind) {
      case 'p':
        out.push(p(b.sentences.map((s) => inline(r, s, ink, o.linkRate ?? 0.3)).join(' ')));
        out.push(o.inserts?.get(pIndex) ?? '');
        pIndex++;
        break;
      case 'h2':
        out.push(h2(ink(b.text)));
        break;
      case 'ul':
        out.push(`<ul>${b.items.map((i) => `<li>${ink(i)}</li>`).join('')}</ul>`);
        break;
      case 'quote':
        out.push(`<blockquote><p>${ink(b.text)}</p></blockquote>`);
        break;
      case 'figure':
        out.push(
          `<figure><img src="${b.src}" alt="" width="1200" height="800"><figcaption>${esc(b.caption)}</figcaption></figure>`,
        );
        break;
      case 'table':
        out.push(
          `<table><caption>${ink(b.caption)}</caption><thead><tr>${b.head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${b.rows
            .map((row) => `<tr>${row.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
            .join('')}</tbody></table>`,
        );
        break;
    }
  }
  return out.filter(Boolean).join('\n');
}

/** A sentence with, at `rate`, a run of 2-4 words linked and, at half that, one emphasised. */
function inline(r: Rand, s: string, ink: (t: string) => string, rate: number): string {
  const words = s.split(' ');
  const wrap = (tag: string, open: string) => {
    const len = Math.min(words.length, between(r, 2, 4));
    const i = between(r, 0, words.length - len);
    return [
      ink(words.slice(0, i).join(' ')),
      `${open}${ink(words.slice(i, i + len).join(' '))}</${tag}>`,
      ink(words.slice(i + len).join(' ')),
    ]
      .filter(Boolean)
      .join(' ');
  };
  if (r() < rate) return wrap('a', `<a href="https://example.org/${between(r, 100, 999)}/story">`);
  if (r() < rate / 2) {
    const tag = pick(r, ['em', 'strong']);
    return wrap(tag, `<${tag}>`);
  }
  return ink(s);
}
