/**
 * An open-access journal's licence notice set as a paragraph of the first pages ("Copyright: ©
 * 2018 Thomason et al. This is an open access article distributed under the terms of the
 * Creative Commons Attribution License, which permits …"; "Copyright rests with the authors. This
 * work is released under a Creative Commons … Licence"). It says what the reader may do with the
 * paper, not what the paper says: it leaves the body as boilerplate, with its page and box kept
 * in the blocks and its text in the page's diagnostics. Only a paragraph that opens as a notice
 * and names its terms goes; a sentence about licences inside a paragraph stays.
 */
import type { Para } from './paragraphs.ts';

/** How a licence notice opens. */
const NOTICE_OPEN =
  /^(?:copyright\b|©|\(c\)\s*(?:\d{4}|the author)|this (?:is an open[- ]access article|article is (?:licensed|distributed)|work is (?:licensed|released|distributed))\b|open access\b.{0,40}\b(?:licensed|distributed)\b)/i;
/** What it goes on to say: the terms. */
const NOTICE_TERMS =
  /creative commons|\blicen[cs]e[ds]?\b|distributed under|permits unrestricted|all rights reserved|reproduction in any medium/i;
/** Notices sit on a paper's first pages… */
const NOTICE_MAX_PAGE = 2;
/** …and are short: a longer paragraph is prose that happens to start that way. */
const NOTICE_MAX_WORDS = 120;

/** A holder line over a notice ("© 2026 Marco Keller") has at most this many words. */
const HOLDER_MAX_WORDS = 12;

export function isLicenceNotice(p: Para): boolean {
  if (p.float || p.role || (p.lines[0]?.page ?? Number.POSITIVE_INFINITY) > NOTICE_MAX_PAGE) return false;
  const text = p.text.trim();
  return NOTICE_OPEN.test(text) && NOTICE_TERMS.test(text) && text.split(/\s+/).length <= NOTICE_MAX_WORDS;
}

/**
 * The licence notices among a page sequence's paragraphs, each with the copyright holder's line
 * right before it when that is a paragraph of its own ("© 2026 Marco Keller" centred over "This
 * work is licensed under …", Philosophers' Imprint): the line names no terms, the notice does.
 */
export function licenceNotices(paras: readonly Para[]): Para[] {
  const out: Para[] = [];
  paras.forEach((p, k) => {
    if (!isLicenceNotice(p)) return;
    const before = paras[k - 1];
    if (
      before &&
      !before.float &&
      !before.role &&
      before.lines[0]?.page === p.lines[0]?.page &&
      NOTICE_OPEN.test(before.text.trim()) &&
      before.text.trim().split(/\s+/).length <= HOLDER_MAX_WORDS &&
      !out.includes(before)
    )
      out.push(before);
    out.push(p);
  });
  return out;
}
