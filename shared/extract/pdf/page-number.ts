/**
 * Page numbers as running heads and feet print them ("3", "Page 3 of 9", "— 7 —", "xii"), for
 * the boilerplate remover (boilerplate.ts).
 */

/**
 * A page number: digits, or a well-formed Roman numeral below 400 (front matter: "xii"). Any
 * string of the letters i, v, x, l, c, d, m was one before, and a table's "ID" column header at a
 * page foot went as a page number (with its whole row).
 */
const ROMAN = '(?=[ivxlc])c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})';
const PAGE_NUMBER = new RegExp(
  `^(?:(?:page|p\\.|pg\\.?|seite)\\s*)?[-–—‒−~|]?\\s*(?:\\d{1,4}|${ROMAN})\\s*[-–—‒−~|]?(?:\\s*(?:of|\\/|de|von)\\s*\\d{1,4})?$`,
  'i',
);
/** Is `text` (trimmed) a page number as PAGE_NUMBER reads one? */
export const isPageNumber = (text: string): boolean => PAGE_NUMBER.test(text.trim());
