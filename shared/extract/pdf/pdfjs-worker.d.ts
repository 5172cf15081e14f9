// pdfjs-dist ships no types for its worker module; Gleaner only imports it for its side effect
// (it sets globalThis.pdfjsWorker, see pdfjs.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
