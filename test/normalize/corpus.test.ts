import { afterAll, expect, it } from 'vitest';
import { LEVELS, normalize } from '../../shared/normalize/index.ts';
import { describeCorpus } from '../helpers/corpus.ts';
import { corpusDocuments, extractTexts, sample } from './corpus-texts.ts';

/**
 * Every third corpus document (deterministic): the whole corpus takes ~140 s to extract on this
 * machine, a quarter ~35 s of CPU. The normalize bench and development runs cover all 236 readable ones.
 */
const SAMPLE_STEP = 4;
/** Documents the extractors could read in the sample when this floor was set (floors only go up). */
const MIN_DOCS_CHECKED = 61;

describeCorpus('normalization is idempotent on real extractor output', ['pdf'], () => {
  const docs = sample(corpusDocuments(), SAMPLE_STEP);
  const tally = { checked: 0, rejected: 0, texts: 0, chars: 0 };

  for (const path of docs) {
    it(`${path.split('/corpus/')[1]}`, async () => {
      const extracted = await extractTexts(path);
      if (!extracted) {
        tally.rejected++;
        return;
      }
      for (const text of extracted.texts) {
        for (const level of LEVELS) {
          const once = normalize(text, level).text;
          expect(normalize(once, level).text, `level ${level}`).toBe(once);
        }
        tally.texts++;
        tally.chars += text.length;
      }
      tally.checked++;
    });
  }

  afterAll(() => {
    process.stdout.write(
      `normalize idempotence tally: ${tally.checked} docs checked (${tally.texts} texts, ${tally.chars} chars), ${tally.rejected} rejected by extractors, of ${docs.length} sampled\n`,
    );
    expect(tally.checked).toBeGreaterThanOrEqual(MIN_DOCS_CHECKED);
  });
});
