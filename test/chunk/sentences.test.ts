import { describe, expect, it } from 'vitest';
import { sentenceSpans } from '../../shared/chunk/sentences.ts';

const split = (s: string) => sentenceSpans(s).map((x) => s.slice(x.start, x.end));

describe('sentence splitter', () => {
  it('splits plain sentences at . ! and ?', () => {
    expect(split('We slept. They woke! Did it help? Yes.')).toEqual([
      'We slept.',
      'They woke!',
      'Did it help?',
      'Yes.',
    ]);
  });

  it.each([
    ['e.g.', 'Some tasks, e.g. Paired associates, were used. Then we tested.'],
    ['i.e.', 'One group, i.e. The sleep group, rested. Then we tested.'],
    ['Fig.', 'As Fig. 2 shows, recall rose. Then we tested.'],
    ['Figs.', 'See Figs. 2 and 3 for details. Then we tested.'],
    ['et al.', 'Smith et al. (2020) found this. Then we tested.'],
    ['initials', 'As J. Smith and A. B. Jones argued, it works. Then we tested.'],
    ['Eq.', 'Using Eq. (3) we fit the model. Then we tested.'],
    ['pp.', 'See Walker, pp. 12-19 for the proof. Then we tested.'],
    ['No.', 'In Study No. 2 the effect held. Then we tested.'],
    ['vs.', 'Sleep vs. Wake was compared. Then we tested.'],
    ['dotted abbreviation', 'Samples from the U.S. National survey were used. Then we tested.'],
  ])('does not end a sentence at %s', (_, text) => {
    expect(split(text)).toHaveLength(2);
    expect(split(text)[1]).toBe('Then we tested.');
  });

  it.each([
    ['a decimal', 'The effect was 0.05 in size. Then we tested.'],
    ['p < .05', 'The difference was reliable, p < .05 in both samples. Then we tested.'],
    ['t(38) = 2.10', 'Recall improved, t(38) = 2.10, p = .04, d = 0.66. Then we tested.'],
    ['F(1, 38) = 4.2', 'The interaction held, F(1, 38) = 4.2, p = .047. Then we tested.'],
    ['a confidence interval', 'The estimate was 0.31, 95% CI [0.12, 0.50]. Then we tested.'],
  ])('keeps %s inside its sentence and still ends the sentence after it', (_, text) => {
    expect(split(text)).toHaveLength(2);
    expect(split(text)[1]).toBe('Then we tested.');
  });

  it('ends a sentence after a number and before a capital or a digit', () => {
    expect(split('Recall rose to 2.10. Participants slept well.')).toHaveLength(2);
    expect(split('We tested 40 students in 2019. 25 returned.')).toHaveLength(2);
  });

  it('keeps closing quotes and brackets with the sentence they close', () => {
    expect(split('He said "we slept." Then we tested. (It helped.) Good.')).toEqual([
      'He said "we slept."',
      'Then we tested.',
      '(It helped.)',
      'Good.',
    ]);
  });

  it('does not split before a lower-case word', () => {
    expect(split('Recall was 3.2 ms. on average and fell.')).toHaveLength(1);
  });

  it('splits CJK text at full stops without spaces', () => {
    expect(split('我们睡觉了。然后我们测试了。')).toEqual(['我们睡觉了。', '然后我们测试了。']);
  });

  it('gives exact offsets into the text it was given', () => {
    const text = 'xx  First one. Second one.  ';
    const spans = sentenceSpans(text, 2, text.length);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(['First one.', 'Second one.']);
  });
});
