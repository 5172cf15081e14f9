/**
 * pdf.js's worker module with the drawing tap wired in (drawing-tap.ts): six small edits to its
 * source, applied when pdf.js is loaded, so its text pass hands every operator it parses to the
 * tap. pdf.js exports none of the classes involved (its evaluator and preprocessor), so there
 * is no hook to use from outside.
 *
 * Each edit names the exact text it expects, and all are applied or none: a pdf.js whose source
 * differs (another version than the one package-lock.json pins) loads unpatched, the tap never
 * hears from it, and the extractor reads drawing operations with `getOperatorList` as before,
 * with the same output (`drawingTapActive` says which). `import.meta.url` is replaced by the
 * file's own URL, since the patched module is loaded from a `data:` URL and pdf.js locates its
 * optional WebAssembly decoders relative to it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { TAP_GLOBAL } from './drawing-tap.ts';

/**
 * Text items a tapped page's text pass gathers before it sends a chunk, where pdf.js sends ten:
 * the main thread's stream window (pdf.js's `TEXT_CONTENT_CHUNK_SIZE`) is 100 items, and each
 * chunk is a message, a stream enqueue and a pull back (some 32,000 chunks over the corpus). The
 * items are the same whatever the chunking.
 */
const TAPPED_TEXT_BATCH = 100;

interface Edit {
  why: string;
  find: string;
  replace: string;
}

const EDITS: Edit[] = [
  {
    why: "a page's text pass gets the tap for its document and page (null when nobody asked)",
    find: [
      '    const partialEvaluator = this.#createPartialEvaluator(handler);',
      '    return partialEvaluator.getTextContent({',
      '      stream: contentStream,',
    ].join('\n'),
    replace: [
      '    const partialEvaluator = this.#createPartialEvaluator(handler);',
      `    partialEvaluator.gleanerTap = globalThis.${TAP_GLOBAL}?.(this.pdfManager.docId, this.pageIndex) ?? null;`,
      '    return partialEvaluator.getTextContent({',
      '      stream: contentStream,',
    ].join('\n'),
  },
  {
    why: 'each content stream the text pass reads (the page, each form in it) opens a frame',
    find: [
      '    const emptyGStateCache = new LocalGStateCache();',
      '    const preprocessor = new EvaluatorPreprocessor(stream, xref, stateManager);',
      '    let textState, currentTextState;',
    ].join('\n'),
    replace: [
      '    const emptyGStateCache = new LocalGStateCache();',
      '    const preprocessor = new EvaluatorPreprocessor(stream, xref, stateManager);',
      '    const gleanerFrame = this.gleanerTap?.frame(stateManager, resources, xref) ?? null;',
      '    let textState, currentTextState;',
    ].join('\n'),
  },
  {
    why: 'every operator goes to the frame before the text pass handles it',
    find: [
      '        const fn = operation.fn;',
      '        args = operation.args;',
      '        switch (fn | 0) {',
      '          case OPS.setFont:',
      '            const fontNameArg = args[0].name,',
    ].join('\n'),
    replace: [
      '        const fn = operation.fn;',
      '        args = operation.args;',
      '        gleanerFrame?.op(fn, args);',
      '        switch (fn | 0) {',
      '          case OPS.setFont:',
      '            const fontNameArg = args[0].name,',
    ].join('\n'),
  },
  {
    why: "a tapped page sends its text in chunks of up to the stream's window, not of ten items",
    find: '      if (batch && length < TEXT_CHUNK_BATCH_SIZE) {',
    replace: `      if (batch && length < (self.gleanerTap ? ${TAPPED_TEXT_BATCH} : TEXT_CHUNK_BATCH_SIZE)) {`,
  },
  {
    why: 'a form without text is read at every use, not once per page, when its drawing is wanted',
    find: '            if (isValidName && emptyXObjectCache.getByName(name)) {',
    replace: '            if (isValidName && !self.gleanerTap && emptyXObjectCache.getByName(name)) {',
  },
  {
    why: 'the same, for a form named by reference',
    find: '                if (emptyXObjectCache.getByRef(xobj)) {',
    replace: '                if (!self.gleanerTap && emptyXObjectCache.getByRef(xobj)) {',
  },
];

function occurrences(text: string, part: string): number {
  let n = 0;
  for (let i = text.indexOf(part); i !== -1; i = text.indexOf(part, i + part.length)) n++;
  return n;
}

/** The worker source with every edit applied, or null when any edit's text is not there exactly once. */
export function patchWorkerSource(source: string, fileUrl: string): string | null {
  let out = source;
  for (const edit of EDITS) {
    if (occurrences(out, edit.find) !== 1) return null;
    out = out.replace(edit.find, () => edit.replace);
  }
  return out.replaceAll('import.meta.url', JSON.stringify(fileUrl));
}

let active = false;

/** Whether the loaded pdf.js worker carries the tap (false until pdf.js is loaded, or if the edits did not apply). */
export function drawingTapActive(): boolean {
  return active;
}

/**
 * Import pdf.js's legacy worker module, patched when its source is the one the edits expect.
 * Like the plain module, it sets `globalThis.pdfjsWorker`.
 */
export async function importWorker(): Promise<void> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const patched = patchWorkerSource(readFileSync(file, 'utf8'), pathToFileURL(file).href);
  if (!patched) {
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return;
  }
  await import(`data:text/javascript;base64,${Buffer.from(patched).toString('base64')}`);
  active = true;
}
