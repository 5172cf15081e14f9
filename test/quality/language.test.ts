import { franc } from 'franc-min';
import { data } from 'franc-min/data.js';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../shared/quality/language.ts';

const ENGLISH =
  'The participants in this study were asked to rate each item, and the results show that the effect ' +
  'was significant for both groups. These data are consistent with our earlier research, which found ' +
  'that most people prefer the option that has been presented first.';
const FRENCH =
  "Les participants de cette étude ont été invités à évaluer chaque élément, et les résultats montrent que l'effet " +
  'était significatif pour les deux groupes. Ces données sont cohérentes avec nos recherches antérieures.';
const GERMAN =
  'Die Teilnehmer dieser Studie wurden gebeten, jeden Punkt zu bewerten, und die Ergebnisse zeigen, dass der Effekt ' +
  'für beide Gruppen signifikant war. Diese Daten stimmen mit unseren früheren Untersuchungen überein.';

/** A deterministic pseudo-random sequence (no test depends on Math.random). */
function* lcg(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield x / 2 ** 31;
  }
}

/** Text from one language's own trigram model, in a shuffled order, at `length` characters. */
function modelText(model: string, length: number, rnd: Generator<number>): string {
  const grams = model.split('|');
  let out = '';
  while (out.length < length) out += grams[Math.floor(rnd.next().value * grams.length)];
  return out.slice(0, length);
}

describe('detectLanguage (franc-min, top language only)', () => {
  it('names ordinary English, French and German prose as franc does', () => {
    expect([ENGLISH, FRENCH, GERMAN].map(detectLanguage)).toEqual(['eng', 'fra', 'deu']);
    for (const s of [ENGLISH, FRENCH, GERMAN]) expect(detectLanguage(s)).toBe(franc(s));
  });

  it('gives franc answer on every language of every script, at lengths around its 2,048-unit cap', () => {
    const rnd = lcg(7);
    let checked = 0;
    for (const models of Object.values(data))
      for (const model of Object.values(models))
        for (const length of [40, 300, 2048, 2500]) {
          const s = modelText(model, length, rnd);
          expect(detectLanguage(s), s.slice(0, 40)).toBe(franc(s));
          checked++;
        }
    expect(checked).toBe(4 * 66); // franc-min: 66 languages with trigram models
  });

  it('gives franc answer on mixed and degenerate samples', () => {
    const samples = [
      '',
      'short',
      '1234567890 12345',
      '!!!??? ... ;;; ---',
      'a'.repeat(3000), // one trigram counted far beyond the model's ranks
      `${'東京は日本の首都です。'.repeat(20)}`,
      `${ENGLISH} ${'Москва — столица России. '.repeat(10)}`,
      `${GERMAN} ${FRENCH} ${ENGLISH}`,
      `x\uFFFD\uE000 ${ENGLISH.toUpperCase()}`,
      ENGLISH.replace(/\s+/g, '\n\t '),
    ];
    for (const s of samples) expect(detectLanguage(s), JSON.stringify(s.slice(0, 30))).toBe(franc(s));
  });
});
