/**
 * The values every layer shares — formats, normalization levels and output options — defined once.
 * The sidecar schema, configuration, CLI flags and pipeline versions take their lists from here.
 */
export { LEVELS, type Level } from './normalize/types.ts';

/** Formats Gleaner extracts. */
export const FORMATS = ['pdf', 'docx', 'html'] as const;
/** A source's format as the sidecar records it: 'unknown' when detection failed. */
export const SOURCE_FORMATS = [...FORMATS, 'unknown'] as const;
/** Footnotes after the body, or left out of the text (still in the sidecar). */
export const FOOTNOTE_MODES = ['end', 'omit'] as const;
/** Table text in place, or a `[Table 2: caption]` placeholder. */
export const TABLE_MODES = ['inline', 'placeholder'] as const;
/** Figure captions after the body, or left out of the text (still in the sidecar). */
export const CAPTION_MODES = ['end', 'omit'] as const;
/** Where PDF tables are looked for: everywhere (`thorough`), or only next to a "Table N" caption. */
export const TABLE_DETECT_MODES = ['thorough', 'caption'] as const;
/** OCR of PDF pages: `auto` reads pages without a usable text layer, `force` every page, `off` none. */
export const OCR_MODES = ['auto', 'off', 'force'] as const;
