/**
 * Licence notices (licence-notice.ts): an open-access journal's licence paragraph on the first
 * pages leaves the body; prose about licences, a notice past the first pages and a float stay.
 */
import { describe, expect, it } from 'vitest';
import { isLicenceNotice, licenceNotices } from '../../shared/extract/pdf/licence-notice.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import type { Para } from '../../shared/extract/pdf/paragraphs.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/process.ts';
import { corpusPath, describeCorpus, readCorpusFile } from '../helpers/corpus.ts';

function para(text: string, page = 1, float: Para['float'] = null): Para {
  const line: Line = {
    text,
    x0: 50,
    x1: 300,
    top: 600,
    bottom: 610,
    base: 608,
    size: 8,
    page,
    colLeft: 50,
    colRight: 300,
    block: `p${page}c0`,
  };
  return { text, lines: [line], float };
}

const PLOS =
  'Copyright: © 2018 Thomason et al. This is an open access article distributed under the terms of the Creative Commons Attribution License, which permits unrestricted use, distribution, and reproduction in any medium, provided the original author and source are credited.';

describe('licence notices', () => {
  it("takes the holder's line right over a notice with it, not one over prose", () => {
    const holder = para('© 2026 Marco Keller');
    const notice = para('This work is licensed under a Creative Commons Attribution 4.0 License.');
    const prose = para('The survey ran for two seasons at each of the sites.');
    expect(licenceNotices([holder, notice, prose]).map((p) => p.text)).toEqual([holder.text, notice.text]);
    expect(licenceNotices([holder, prose, notice]).map((p) => p.text)).toEqual([notice.text]);
  });

  it('takes the notice paragraphs of open-access journals on the first pages', () => {
    expect(isLicenceNotice(para(PLOS))).toBe(true);
    expect(isLicenceNotice(para(PLOS, 2))).toBe(true);
    expect(
      isLicenceNotice(
        para(
          'Copyright rests with the authors. This work is released under a Creative Commons Attribution 4.0 International Licence.',
        ),
      ),
    ).toBe(true);
    expect(
      isLicenceNotice(
        para('This article is licensed under a Creative Commons Attribution 4.0 International License.'),
      ),
    ).toBe(true);
  });

  it('leaves prose about licences, later pages and floats in the body', () => {
    expect(
      isLicenceNotice(
        para(
          'We release the corpus under a Creative Commons licence so that others can build on it, and the code under the MIT licence.',
        ),
      ),
    ).toBe(false);
    expect(isLicenceNotice(para('Copyright law differs between the countries we studied.'))).toBe(false);
    expect(isLicenceNotice(para(PLOS, 3))).toBe(false);
    expect(isLicenceNotice(para(PLOS, 1, 'caption'))).toBe(false);
  });
});

const PLOS_PAPER = ['pdf', 'real-nogt', 'scienceparse_e4faf2c1d76b9bf8f8b4524dfb8c5c6b93be5f35.pdf'];

describeCorpus('a PLOS paper (real-nogt)', PLOS_PAPER, () => {
  it('moves its licence notice out of the text into boilerplate, keeping page and box', async () => {
    const bytes = readCorpusFile(corpusPath(...PLOS_PAPER));
    const out = await processDocument(
      { bytes, key: 'plos.pdf' },
      { ...DEFAULT_PROCESS_OPTIONS, ocr: { mode: 'off' } },
    );
    expect(out.text).not.toContain('This is an open access article distributed under');
    const removed = out.sidecar.blocks?.filter(
      (b) => b.role === 'boilerplate' && b.start === null && b.page === 1 && b.bbox !== null,
    );
    expect(removed?.length).toBeGreaterThan(0);
    const diagnostics = out.sidecar.diagnostics as {
      pdf: { pages: { boilerplate: { text: string; why: string }[] }[] };
    };
    expect(
      diagnostics.pdf.pages[0].boilerplate.some(
        (b) => b.why === 'licence' && /Creative Commons/.test(b.text),
      ),
    ).toBe(true);
  });
});
