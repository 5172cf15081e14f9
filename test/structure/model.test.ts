import { describe, expect, it } from 'vitest';
import type { BodyBlock } from '../../shared/extract/types.ts';
import { normalize } from '../../shared/normalize/index.ts';
import { assembleText } from '../../shared/pipeline/assemble.ts';
import { alignBlocks, paragraphSpans } from '../../shared/structure/align.ts';
import { buildStructure, labelOf, renderOutline } from '../../shared/structure/index.ts';

const para = (text: string, extra: Partial<BodyBlock> = {}): BodyBlock => ({
  text,
  role: 'paragraph',
  page: null,
  bbox: null,
  ...extra,
});
const head = (text: string, level = 1, page: number | null = null): BodyBlock =>
  para(text, { role: 'heading', level, page });

function build(blocks: BodyBlock[], extra: { captions?: string[]; notes?: string[] } = {}) {
  const body = normalize(blocks.map((b) => b.text).join('\n\n'), 'academic').text;
  const a = assembleText(body, extra.notes ?? [], { footnotes: 'end' }, extra.captions ?? []);
  return {
    text: a.text,
    model: buildStructure({
      text: a.text,
      body: a.body,
      blocks,
      captions: a.captions,
      footnotes: a.footnotes,
    }),
  };
}

describe('canonical section labels', () => {
  it.each([
    ['2 Materials and Methods', 'methods'],
    ['METHOD', 'methods'],
    ['III. Methodology', 'methods'],
    ['Experimental procedure', 'methods'],
    ['Concluding remarks', 'conclusion'],
    ['Bibliography', 'references'],
    ['Literature Cited', 'references'],
    ['General Discussion', 'general_discussion'],
    ['1 Introduction', 'introduction'],
    ['Acknowledgements', 'acknowledgments'],
    ['Declaration of Competing Interest', 'conflicts_of_interest'],
    ['Data Availability Statement', 'data_availability'],
    ['Appendix A Implementation details', 'appendix'],
    ['Study 2: Method', 'methods'],
    ['2 Related Work', 'related_work'],
    ['II. RELATED WORK', 'related_work'],
    ['Background and Related Work', 'background'],
    ['4.1 Experimental Setup', 'methods'],
    ['Experimental Settings', 'methods'],
    ['3 Proposed Method', 'methods'],
    ['Evaluation', 'results'],
    ['5 Experimental Evaluation', 'results'],
    ['Experiments and Results', 'results'],
    ['6 Conclusions and Future Work', 'conclusion'],
    ['5. Conclusions and future directions', 'conclusion'],
    ['Conclusion & Outlook', 'conclusion'],
    ['Limitations', 'limitations'],
    ['Limitations and Future Work', 'limitations'],
    ['Acknowledgments', 'acknowledgments'],
    ['ACKNOWLEDGEMENT', 'acknowledgments'],
    ['Acknowledgments and Disclosure of Funding', 'acknowledgments'],
    ['Appendix A', 'appendix'],
    ['Appendix. Model specification', 'appendix'],
    ['Appendices', 'appendix'],
    ['Supplementary Material', 'supplementary'],
    ['Supporting Information', 'supplementary'],
    ['Electronic supplementary material', 'supplementary'],
    ['Additional file 1', 'supplementary'],
    ['Data availability', 'data_availability'],
    ['Availability of data and materials', 'data_availability'],
    ['Code and Data Availability', 'data_availability'],
    ['Author contributions', 'author_contributions'],
    ['Authors’ contributions', 'author_contributions'],
    ['CRediT authorship contribution statement', 'author_contributions'],
    ['Conflict of interest', 'conflicts_of_interest'],
    ['Competing interests', 'conflicts_of_interest'],
    ['Funding', 'funding'],
    ['Financial disclosure', 'funding'],
    ['Introduction and Motivation', 'introduction'],
    // Synonyms a demanding reader expects (issue #14), from medicine, psychology, economics and engineering:
    ['2.3 Statistical analysis', 'methods'],
    ['Statistical Analyses', 'methods'],
    ['Data Analysis', 'methods'],
    ['Data collection', 'methods'],
    ['Materials', 'methods'],
    ['Measures', 'methods'],
    ['Research design', 'methods'],
    ['Study design and setting', 'methods'],
    ['Data and methodology', 'methods'],
    ['Identification strategy', 'methods'],
    ['Analysis and results', 'results'],
    ['Simulation results', 'results'],
    ['Numerical Results', 'results'],
    ['Main findings', 'results'],
    ['Empirical analysis', 'results'],
    ['Robustness checks', 'results'],
    ['Discussion and implications', 'discussion'],
    ['Final remarks', 'conclusion'],
    ['Closing Remarks', 'conclusion'],
    ['Conceptual framework', 'background'],
    ['Review of the literature', 'background'],
    ['State of the art', 'background'],
    ['Theory and hypotheses', 'background'],
    ['3 Related work and background', 'related_work'],
    ['Related Work and Motivation', 'related_work'],
    ['Acknowledgments and funding', 'acknowledgments'],
    ['Disclosure statement', 'conflicts_of_interest'],
    ['References cited', 'references'],
    ['Online supplementary material', 'supplementary'],
  ])('%s is %s', (heading, label) => {
    expect(labelOf(heading)).toBe(label);
  });
  it('a heading that names no part of a paper has no label of its own', () => {
    expect(labelOf('2.1 Stimuli')).toBeNull();
    expect(labelOf('A Study of Things')).toBeNull();
  });
  it('an ethics statement or author details get no label of their own (the canonical set has none for them): top level they are other, under Methods they inherit it', () => {
    expect(labelOf('Ethics Statement')).toBeNull();
    expect(labelOf('Ethical considerations')).toBeNull();
    expect(labelOf('Author details')).toBeNull();
    expect(labelOf('Study')).toBeNull();
  });
});

describe('sections from heading blocks', () => {
  const blocks = [
    para('A Paper Title', { role: 'title' }),
    head('Abstract'),
    para('We study things.'),
    head('1 Introduction'),
    para('Things matter.'),
    head('2 Method'),
    head('2.1 Participants', 2),
    para('Forty students took part.'),
    head('2.2 Procedure', 2),
    para('They read “texts” — twice.'),
    head('3 Results'),
    para('Effects were large, t(38) = 2.10, p < .05.'),
    head('References'),
    para('Doe, J. (2020). A book.'),
  ];
  const { text, model } = build(blocks);

  it('tiles the body with top-level sections and puts sub-sections inside their parent', () => {
    const top = model.sections.filter((s) => s.level === 1);
    expect(top[0]).toMatchObject({ heading: null, label: 'front_matter', start: 0 });
    for (let i = 1; i < top.length; i++) expect(top[i].start).toBe(top[i - 1].end);
    expect(top[top.length - 1].end).toBe(text.trimEnd().length);
    const method = model.sections.find((s) => s.heading === '2 Method');
    const sub = model.sections.filter((s) => s.level === 2);
    expect(sub.map((s) => s.heading)).toEqual(['2.1 Participants', '2.2 Procedure']);
    for (const s of sub) {
      expect(s.start).toBeGreaterThanOrEqual(method!.start);
      expect(s.end).toBeLessThanOrEqual(method!.end);
    }
  });

  it('gives each heading exactly as it stands in the text, with inherited labels', () => {
    for (const s of model.sections)
      if (s.heading) expect(text.slice(s.start, s.start + s.heading.length)).toBe(s.heading);
    expect(model.sections.map((s) => s.label)).toEqual([
      'front_matter',
      'abstract',
      'introduction',
      'methods',
      'methods',
      'methods',
      'results',
      'references',
    ]);
  });

  it('keeps block offsets exact after normalization changed the characters', () => {
    const procedure = model.blocks.find(
      (b) => b.start !== null && text.slice(b.start, b.end!).startsWith('They read'),
    );
    expect(procedure).toBeDefined();
    const expected = normalize('They read “texts” — twice.', 'academic').text;
    expect(expected).not.toBe('They read “texts” — twice.');
    expect(text.slice(procedure!.start!, procedure!.end!)).toBe(expected);
  });

  it('prints an outline, one line a section, indented by level', () => {
    const outline = renderOutline(model.sections);
    expect(outline).toContain('  2.1 Participants  [methods]');
    expect(outline.split('\n')[0]).toMatch(/^\(front matter\)/);
  });
});

describe('multi-study papers', () => {
  it('repeats labels with an occurrence number', () => {
    const { model } = build([
      head('Study 1'),
      head('Method', 2),
      para('Forty people.'),
      head('Results', 2),
      para('An effect.'),
      head('Study 2'),
      head('Method', 2),
      para('Sixty people.'),
      head('Results', 2),
      para('No effect.'),
      head('General Discussion'),
      para('Both studies.'),
    ]);
    const labelled = model.sections.map((s) => `${s.label}:${s.occurrence}`);
    expect(labelled).toEqual([
      'other:1',
      'methods:1',
      'results:1',
      'other:2',
      'methods:2',
      'results:2',
      'general_discussion:1',
    ]);
  });
});

describe('run-in headings', () => {
  it('start a section whose heading is the lead of the paragraph', () => {
    const { text, model } = build([
      head('Method'),
      para('Participants. Forty students took part.', { runIn: { length: 13, level: 2 } }),
      para('Materials. A questionnaire was used.', { runIn: { length: 10, level: 2 } }),
    ]);
    const sub = model.sections.filter((s) => s.level === 2);
    expect(sub.map((s) => s.heading)).toEqual(['Participants.', 'Materials.']);
    expect(sub.every((s) => s.label === 'methods')).toBe(true);
    expect(text.slice(sub[0].start, sub[0].end)).toContain('Forty students');
  });
});

describe('alignment when normalization drops or joins paragraphs', () => {
  it('matches paragraphs to blocks past a dropped one', () => {
    const blocks = [
      head('Intro'),
      para('Dropped running head'),
      para('Real text here.'),
      head('Results'),
      para('More.'),
    ];
    const text = 'Intro\n\nReal text here.\n\nResults\n\nMore.';
    const spans = paragraphSpans(text, 0, text.length);
    expect(alignBlocks(blocks, text, spans)).toEqual([0, 2, 3, 4]);
  });
  it('gives a joined paragraph the role of its first block', () => {
    const blocks = [
      head('References'),
      para('Doe, J. (2020).'),
      para('A book. Press.'),
      para('Roe, K. (2019). Paper.'),
    ];
    const text = 'References\n\nDoe, J. (2020). A book. Press.\n\nRoe, K. (2019). Paper.';
    const spans = paragraphSpans(text, 0, text.length);
    expect(alignBlocks(blocks, text, spans)).toEqual([0, 1, 3]);
  });
});

describe('streams', () => {
  it('caption and footnote blocks point at their entries in the text', () => {
    const { text, model } = build([head('Intro'), para('Body.')], {
      captions: ['Figure 1. A cat.'],
      notes: ['1 A note.'],
    });
    const cap = model.blocks.find((b) => b.role === 'caption')!;
    const note = model.blocks.find((b) => b.role === 'footnote')!;
    expect(text.slice(cap.start!, cap.end!)).toBe('Figure 1. A cat.');
    expect(text.slice(note.start!, note.end!)).toBe('1 A note.');
    // Sections cover the body only.
    expect(Math.max(...model.sections.map((s) => s.end))).toBeLessThan(cap.start!);
  });
});

describe('page spans', () => {
  it('tile the body; a paragraph crossing a break belongs to the page where it starts', () => {
    const blocks = [
      head('Intro', 1, 1),
      para('Starts on one and runs on.', { page: 1 }),
      head('Results', 1, 2),
      para('Two.', { page: 2 }),
    ];
    const body = blocks.map((b) => b.text).join('\n\n');
    const a = assembleText(body, [], { footnotes: 'end' });
    const geometry = [1, 2, 3].map((page) => ({
      page,
      width: 612,
      height: 792,
      rotation: 0,
      has_text_layer: page < 3,
    }));
    const m = buildStructure({ text: a.text, body: a.body, blocks, pageGeometry: geometry });
    expect(m.page_spans.map((p) => [p.page, p.start, p.end])).toEqual([
      [1, 0, body.indexOf('Results')],
      [2, body.indexOf('Results'), body.length],
      [3, body.length, body.length],
    ]);
    expect(m.sections.map((s) => s.pages)).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe('appendices numbered by letter', () => {
  it('are appendix after the references, and not before them', () => {
    const { model } = build([
      head('A Note on Terms'),
      para('Terms used.'),
      head('References'),
      para('Doe, J. (2020). A book.'),
      head('A Implementation details'),
      para('Code.'),
      head('B.1 Proofs', 2),
      para('Proof.'),
    ]);
    expect(model.sections.map((s) => s.label)).toEqual(['other', 'references', 'appendix', 'appendix']);
  });
});

describe('appendices by their letter', () => {
  it('a top-level lettered heading after arabic-numbered sections is an appendix, also before the references', () => {
    const { model } = build([
      head('1 Introduction'),
      para('Things matter.'),
      head('7 Conclusions'),
      para('We conclude.'),
      head('Acknowledgements'),
      para('We thank the reviewers.'),
      head('A Implementation details'),
      para('We used a package.'),
      head('References'),
      para('Doe, J. (2020). A book.'),
    ]);
    expect(model.sections.map((s) => s.label)).toEqual([
      'introduction',
      'conclusion',
      'acknowledgments',
      'appendix',
      'references',
    ]);
  });

  it('a lettered sub-section under a roman-numbered section is not an appendix', () => {
    const { model } = build([
      head('I. Introduction'),
      para('Things matter.'),
      head('II. Method'),
      head('A. Participants', 2),
      para('Forty students took part.'),
    ]);
    expect(model.sections.map((s) => s.label)).toEqual(['introduction', 'methods', 'methods']);
  });

  it('an appendix set a level below the references (by its letter) leaves the reference list', () => {
    const { model } = build([
      head('1 Introduction'),
      para('Things matter.'),
      head('References'),
      para('Doe, J. (2020). A book.'),
      head('A. Partitioned vs. unpartitioned algorithms', 2),
      para('We compare them.'),
      head('B. New options', 2),
      para('Two options were added.'),
    ]);
    expect(model.sections.map((s) => [s.level, s.label])).toEqual([
      [1, 'introduction'],
      [1, 'references'],
      [1, 'appendix'],
      [1, 'appendix'],
    ]);
  });
});
