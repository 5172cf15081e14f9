/**
 * PDF extractor. Interim version: lines from pdf.js text items in content order, joined by
 * baseline changes. The layout engine (columns, boilerplate, footnotes, tables) replaces it.
 */
import { type DocMetadata, type Extractor, emptyMetadata } from '../types.ts';
import { pdfjsVersion, withPdf } from './pdfjs.ts';

export const PDF_STAGE = { id: 'extract.pdf', version: '0.1.0' };

export const pdfExtractor: Extractor = {
  format: 'pdf',
  stage: PDF_STAGE,
  async extract(bytes, options, fallbacks) {
    const version = await pdfjsVersion();
    return withPdf(bytes, async (doc) => {
      const pages: string[] = [];
      const emptyPages: number[] = [];
      const n = Math.min(doc.numPages, options.limits.maxPages);
      for (let p = 1; p <= n; p++) {
        const page = await doc.getPage(p);
        try {
          const content = await page.getTextContent();
          let line = '';
          const lines: string[] = [];
          let lastY: number | null = null;
          for (const item of content.items) {
            if (!('str' in item)) continue;
            const y = item.transform[5];
            if (lastY !== null && Math.abs(y - lastY) > 2 && line) {
              lines.push(line.trim());
              line = '';
            }
            line += item.str;
            if (item.hasEOL) {
              lines.push(line.trim());
              line = '';
            }
            lastY = y;
          }
          if (line.trim()) lines.push(line.trim());
          const text = lines.filter(Boolean).join('\n');
          if (!text.trim()) emptyPages.push(p);
          pages.push(text);
        } finally {
          page.cleanup();
        }
      }
      if (emptyPages.length)
        fallbacks.fallback('pdf.no_text_layer', `pages without text: ${emptyPages.join(',')}`);
      if (doc.numPages > n) fallbacks.fallback('pdf.page_limit', `parsed ${n} of ${doc.numPages} pages`);
      const info = await doc.getMetadata().catch(() => null);
      const metadata: DocMetadata = emptyMetadata();
      const infoDict = (info?.info ?? {}) as Record<string, unknown>;
      if (typeof infoDict.Title === 'string' && infoDict.Title.trim()) metadata.title = infoDict.Title.trim();
      if (typeof infoDict.Author === 'string' && infoDict.Author.trim())
        metadata.authors = [infoDict.Author.trim()];
      if (typeof infoDict.Producer === 'string') metadata.producer = infoDict.Producer;
      return {
        format: 'pdf',
        body: pages.join('\n\n'),
        footnotes: [],
        tables: [],
        markdown: null,
        pages: doc.numPages,
        metadata,
        diagnostics: { pages_without_text: emptyPages },
        engines: { 'pdfjs-dist': version },
      };
    });
  },
};
