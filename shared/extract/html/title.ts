/**
 * The page's title as its reader sees it. Declared titles (`og:title`, `<title>`, JSON-LD
 * headline) are written for search results and share cards: a site name appended ("Title |
 * Site"), or a reworded SEO line above a different visible headline. Two general rules:
 *
 * - The visible `<h1>` wins when it restates the declared title (most of its words are in it):
 *   the page then shows its title, and the declared one is that title dressed for search.
 * - Otherwise a trailing " | Site" / " - Site" segment is dropped when it names the site: it
 *   matches `og:site_name` / `application-name`, or the headline is exactly what comes before it.
 */

/** Separators sites put between a title and the site's name; a spaced hyphen or dash only. */
const SUFFIX_SEPARATOR = /\s+(?:[|·•»:]|::|-{1,2}|[–—])\s+/gu;
/**
 * Share of the h1's words that must appear in the declared title for the h1 to count as the same
 * title reworded ("The Best Smart Home Hubs of 2026, tested by our editors" vs "The Best Smart Home
 * Hubs of 2026, Tested by Editors"); a site logo or section name in the h1 shares few. Half: on
 * wcxb-dev's even pages 0.6 / 0.5 / 0.4 gave exact titles 0.795 / 0.815 / 0.820; below half the
 * h1 is more often another text than the title reworded, so the gain there is not trusted.
 */
const H1_WORDS_IN_TITLE = 0.5;
/** An h1 of fewer words than this is a logo, a section name or "Home" more often than a title. */
const MIN_H1_WORDS = 3;
/** A segment kept as the title must hold at least this many characters ("Coffee - University of X" keeps "Coffee"). */
const MIN_TITLE_CHARS = 4;
/**
 * Host name labels shorter than this say nothing about a site's name ("www", "co", "en"); longer
 * ones are matched against a title's last segment with spaces removed ("Newegg.com" and newegg.com,
 * "Bridgestone Tires" and tires.bridgestone.com).
 */
const MIN_HOST_LABEL = 4;

export interface TitleEvidence {
  /** The page's first <h1>, one line. */
  h1: string | null;
  /** Names the page gives itself (`og:site_name`, `application-name`). */
  siteNames: string[];
  /** The page's own URLs (canonical link, `og:url`), whose host names the site. */
  urls: string[];
}

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const norm = (s: string) => words(s).join(' ');

/** The title to report for a declared `title` (null when the page declares none) and the page's evidence. */
export function chooseTitle(title: string | null, evidence: TitleEvidence): string | null {
  const { h1 } = evidence;
  // The h1 may carry the site's name too (themes that print the <title> as the headline).
  if (h1 && (!title || restates(h1, title))) return dropSiteSuffix(h1, evidence);
  return title ? dropSiteSuffix(title, evidence) : null;
}

function restates(h1: string, title: string): boolean {
  const mine = words(h1);
  if (mine.length < MIN_H1_WORDS) return false;
  const theirs = new Set(words(title));
  return mine.filter((w) => theirs.has(w)).length / mine.length >= H1_WORDS_IN_TITLE;
}

function dropSiteSuffix(title: string, { h1, siteNames, urls }: TitleEvidence): string {
  const sites = siteNames.map(norm).filter(Boolean);
  const labels = urls.flatMap(hostLabels);
  let out = title;
  for (;;) {
    const cut = lastSeparator(out);
    if (!cut) return out;
    const head = out.slice(0, cut.index).trim();
    const tail = norm(out.slice(cut.index + cut.length));
    const squashed = tail.replace(/ /g, '');
    const namesSite =
      tail !== '' &&
      (sites.some((s) => s.includes(tail) || tail.includes(s)) || labels.some((l) => squashed.includes(l)));
    const headIsH1 = h1 !== null && norm(h1) === norm(head);
    if (head.length < MIN_TITLE_CHARS || !(namesSite || headIsH1)) return out;
    out = head;
  }
}

function lastSeparator(s: string): { index: number; length: number } | null {
  let last: RegExpExecArray | null = null;
  for (const m of s.matchAll(SUFFIX_SEPARATOR)) last = m as RegExpExecArray;
  return last ? { index: last.index, length: last[0].length } : null;
}

/** The labels of a URL's host that can name a site: not the top-level domain, not short ones. */
function hostLabels(url: string): string[] {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return [];
  }
  return host
    .split('.')
    .slice(0, -1)
    .filter((l) => l.length >= MIN_HOST_LABEL);
}
