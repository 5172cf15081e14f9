export { type Detection, detectFormat } from './detect.ts';
export type {
  DocMetadata,
  ExtractLimits,
  ExtractOptions,
  Extractor,
  ExtractResult,
  Format,
  Table,
} from './types.ts';
export { emptyMetadata } from './types.ts';

import { docxExtractor } from './docx/index.ts';
import { htmlExtractor } from './html/index.ts';
import { pdfExtractor } from './pdf/index.ts';
import type { Extractor, Format } from './types.ts';

export const EXTRACTORS: Record<Format, Extractor> = {
  pdf: pdfExtractor,
  docx: docxExtractor,
  html: htmlExtractor,
};
