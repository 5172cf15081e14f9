/**
 * DOCX extractor. Interim version: container checks, then mammoth's HTML through the shared
 * text walk. The OOXML pre-pass (math, fields, numbering, text boxes, tracked changes) and the
 * header/footer/notes readers replace it.
 */
import * as cheerio from 'cheerio';
import mammoth from 'mammoth';
import { GleanerError } from '../../errors.ts';
import { engineVersion } from '../../receipt.ts';
import { htmlToText } from '../html/to-text.ts';
import { type Extractor, emptyMetadata } from '../types.ts';
import { listZipEntries } from '../zip.ts';

export const DOCX_STAGE = { id: 'extract.docx', version: '0.1.0' };

export const docxExtractor: Extractor = {
  format: 'docx',
  stage: DOCX_STAGE,
  async extract(bytes, options, fallbacks) {
    const entries = listZipEntries(bytes);
    const { maxZipEntries, maxUnzippedBytes, maxCompressionRatio } = options.limits;
    if (entries.length > maxZipEntries) {
      throw new GleanerError('limits_exceeded', `zip has ${entries.length} entries (limit ${maxZipEntries})`);
    }
    const total = entries.reduce((s, e) => s + e.uncompressedSize, 0);
    if (total > maxUnzippedBytes) {
      throw new GleanerError('limits_exceeded', `zip expands to ${total} bytes (limit ${maxUnzippedBytes})`);
    }
    for (const e of entries) {
      if (
        e.compressedSize > 0 &&
        e.uncompressedSize / e.compressedSize > maxCompressionRatio &&
        e.uncompressedSize > 1e6
      ) {
        throw new GleanerError(
          'limits_exceeded',
          `zip entry ${e.name} has compression ratio above ${maxCompressionRatio}`,
        );
      }
    }
    let html: string;
    try {
      const result = await mammoth.convertToHtml(
        { buffer: Buffer.from(bytes) },
        { includeEmbeddedStyleMap: false },
      );
      html = result.value;
    } catch (err) {
      throw new GleanerError(
        'corrupt',
        `DOCX could not be parsed (${(err as Error).message.split('\n')[0]})`,
      );
    }
    const $ = cheerio.load(html);
    fallbacks.fallback(
      'docx.prepass_missing',
      'interim extractor: headers, footers, math and fields not read',
    );
    return {
      format: 'docx',
      body: htmlToText($.root().get(0)!),
      footnotes: [],
      tables: [],
      markdown: null,
      pages: null,
      metadata: emptyMetadata(),
      diagnostics: { zip_entries: entries.length },
      engines: { mammoth: engineVersion('mammoth'), cheerio: engineVersion('cheerio') },
    };
  },
};
