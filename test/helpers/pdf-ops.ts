/** Raw content-stream operators for generated test PDFs (pdf-lib has no call for `W`, `re` or `Do` by name). */
import { type PDFDocument, PDFName, PDFOperator } from 'pdf-lib';

/** An operator maker for `doc`: numbers become PDF numbers, strings PDF names (`op('Do', 'Im0')`). */
export function operators(doc: PDFDocument): (name: string, ...args: (number | string)[]) => PDFOperator {
  const ctx = doc.context;
  return (name, ...args) =>
    PDFOperator.of(
      name as never,
      args.map((a) => (typeof a === 'string' ? PDFName.of(a) : ctx.obj(a))),
    );
}
