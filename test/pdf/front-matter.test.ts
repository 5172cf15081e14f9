/**
 * Title, authors and affiliations from a PDF's first page (front-matter.ts) and the checks on
 * declared titles (metadata.ts): the generated title page, the text rules, the precedence
 * between a declared title and the page's, and the titles of two public corpora against their
 * ground truth (readoc arXiv: the papers the rules were built on; science-parse: not tuned on).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import {
  cleanAffiliation,
  isAffiliationText,
  joinAffiliation,
  namesIn,
} from '../../shared/extract/pdf/front-matter-people.ts';
import {
  isDateLine,
  isLabel,
  recombineAccents,
  titleKey,
  titleSimilarity,
} from '../../shared/extract/pdf/front-matter-text.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import { chooseTitle, plausibleTitle, readPdfMetadata } from '../../shared/extract/pdf/metadata.ts';
import { withPdf } from '../../shared/extract/pdf/pdfjs.ts';
import type { DocMetadata } from '../../shared/extract/types.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { FRONT_EXPECTED } from '../fixtures/pdf/cases-front.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';

/** Right titles needed on the readoc arXiv papers (measured 10/10 on 2026-12-03). */
const READOC_FLOOR = 9;
/** Right titles needed on science-parse's 21 papers with a GT title (measured 21/21 on 2026-12-03; not tuned on). */
const SCIENCE_PARSE_FLOOR = 20;
/** A found title matches the ground truth at this similarity (1 − edit distance / length) or containment. */
const MATCH_AT = 0.8;

const FIXTURE = fileURLToPath(new URL('../fixtures/pdf/title-page-affiliations/input.pdf', import.meta.url));

async function extract(path: string) {
  return pdfExtractor.extract(
    new Uint8Array(readFileSync(path)),
    { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
    new FallbackRecorder(),
  );
}

/**
 * Does a found title match the ground truth? Compared on letters and digits, lower case. LaTeX
 * math in the ground truth (`\(\alpha^{n}\)`) is dropped, so a title whose math the PDF prints
 * as glyphs matches by containment when the rest is at least MATCH_AT of the longer one.
 */
function titleMatches(found: string | null, truth: string): boolean {
  if (!found) return false;
  const a = titleKey(found);
  const b = titleKey(truth.replace(/\\\(.*?\\\)|\$[^$]*\$/g, ' '));
  if (titleSimilarity(a, b) >= MATCH_AT) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length > 0 && long.includes(short) && short.length / long.length >= MATCH_AT;
}

describe('front matter of the generated title page', () => {
  it('reads title, authors without markers and affiliations from page 1, overruling the info title', async () => {
    const out = await extract(FIXTURE);
    const m: DocMetadata = out.metadata;
    expect(m.title).toBe(FRONT_EXPECTED.title);
    expect(m.title_source).toBe('first_page');
    expect(m.authors).toEqual(FRONT_EXPECTED.authors);
    expect(m.affiliations).toEqual(FRONT_EXPECTED.affiliations);
  });

  it('gives the title, author and affiliation blocks their roles and keeps their text in the body', async () => {
    const out = await extract(FIXTURE);
    const roles = (out.blocks ?? []).slice(0, 5).map((b) => b.role);
    expect(roles).toEqual([
      'title',
      'author',
      'affiliation',
      'affiliation',
      expect.not.stringMatching(/title|author|affiliation/),
    ]);
    expect(out.body.startsWith(`${FRONT_EXPECTED.title}\n\nAnn Lee1, Bo Chen2 and Cy Diaz1\n\n`)).toBe(true);
    // Nothing after the abstract is front matter.
    expect(out.blocks?.slice(4).every((b) => !['title', 'author', 'affiliation'].includes(b.role))).toBe(
      true,
    );
  });
});

describe('declared titles are checked, not trusted', () => {
  it.each([
    'Microsoft Word - draft3.docx',
    'untitled',
    'Untitled-1',
    'paper.pdf',
    'main.tex',
    'manuscript_v2',
    'Title',
    'Example',
    '10.1145/3292500.3330701',
    'doi: 10.1016/j.cell.2020.01.001',
    'Journal of Statistical Software',
    'IEEE Transactions on Information Theory',
    'Proceedings of the 45th Annual Meeting of the Association for Computational Linguistics',
    'PowerPoint Presentation',
  ])('rejects %j', (junk) => {
    expect(plausibleTitle(junk)).toBeNull();
  });

  it.each([
    'Sleep Deprivation and Working Memory',
    'MapReduce: Simplified Data Processing on Large Clusters',
    'X-ray Halos around Massive Galaxies: Data and Theory',
    'A Russian Jeopardy! Data Set for Question-Answering Systems',
    'Integer Sequences of the Form α^n ± β^n',
  ])('keeps %j', (title) => {
    expect(plausibleTitle(title)).toBe(title);
  });
});

describe('readPdfMetadata with the first page', () => {
  it('takes title and authors from the page when the declared ones are junk, and says where the title came from', async () => {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.addPage([300, 300]);
    pdf.setTitle('Microsoft Word - draft3.docx');
    pdf.setAuthor('Association for Computational Linguistics');
    const bytes = await pdf.save({ useObjectStreams: false });
    const front = {
      title: 'Serially Concatenated IRA Codes',
      authors: ['Taikun Cheng'],
      affiliations: ['Washington State University'],
    };
    const m = await withPdf(bytes, (doc) => readPdfMetadata(doc, 'Serially Concatenated IRA Codes', front));
    expect(m).toMatchObject({ ...front, title_source: 'first_page' });
  });

  it('keeps plausible declared authors over the page', async () => {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.addPage([300, 300]);
    pdf.setTitle('Serially Concatenated IRA Codes');
    pdf.setAuthor('Taikun Cheng; Benjamin J. Belzer');
    const bytes = await pdf.save({ useObjectStreams: false });
    const front = { title: 'Serially Concatenated IRA Codes', authors: ['Taikun Cheng'], affiliations: [] };
    const m = await withPdf(bytes, (doc) => readPdfMetadata(doc, '', front));
    expect(m).toMatchObject({ authors: ['Taikun Cheng', 'Benjamin J. Belzer'], title_source: 'info' });
  });
});

describe('chooseTitle: declared title against the first page', () => {
  const page = 'Serially Concatenated IRA Codes\nTaikun Cheng and Benjamin J. Belzer\nAbstract— We address';

  it('keeps a declared title that agrees with the page (its casing and math survive)', () => {
    expect(
      chooseTitle(
        { title: 'Serially concatenated IRA codes', source: 'xmp' },
        'Serially Concatenated IRA Codes',
        page,
      ),
    ).toEqual({
      title: 'Serially concatenated IRA codes',
      source: 'xmp',
    });
  });

  it('prefers the page when a declared title disagrees badly and is not printed there', () => {
    expect(
      chooseTitle(
        { title: 'Quarterly Budget Review Template', source: 'info' },
        'Serially Concatenated IRA Codes',
        page,
      ),
    ).toEqual({
      title: 'Serially Concatenated IRA Codes',
      source: 'first_page',
    });
  });

  it('keeps a declared title that disagrees with the layout but is printed on page 1', () => {
    const withBoth = `Journal Cover Words In Big Type\n${page}`;
    expect(
      chooseTitle(
        { title: 'Serially Concatenated IRA Codes', source: 'info' },
        'Journal Cover Words In Big Type',
        withBoth,
      ),
    ).toEqual({
      title: 'Serially Concatenated IRA Codes',
      source: 'info',
    });
  });

  it('cuts a journal name appended to the declared title', () => {
    const declared =
      'Disk-Based Storage for Scalable Video - Circuits and Systems for Video Technology, IEEE Transactions on';
    expect(
      chooseTitle({ title: declared, source: 'info' }, 'Disk-Based Storage for Scalable Video', ''),
    ).toEqual({
      title: 'Disk-Based Storage for Scalable Video',
      source: 'info',
    });
  });

  it('falls back to the page, then to nothing', () => {
    expect(chooseTitle(null, 'Serially Concatenated IRA Codes', page).source).toBe('first_page');
    expect(chooseTitle(null, null, page)).toEqual({ title: null, source: null });
  });
});

describe('front-matter text rules', () => {
  it('cuts names out of author lines: markers, memberships, ORCID ids and e-mails go', () => {
    expect(namesIn('Ann Lee1, Bo Chen2 and Cy Diaz1')).toEqual(['Ann Lee', 'Bo Chen', 'Cy Diaz']);
    expect(namesIn('Ed Chang and Avideh Zakhor, Member, IEEE')).toEqual(['Ed Chang', 'Avideh Zakhor']);
    expect(namesIn('Margherita Berardi 1 Michele Lapi 1 Pietro Leo2')).toEqual([
      'Margherita Berardi',
      'Michele Lapi',
      'Pietro Leo',
    ]);
    expect(namesIn('Elena Mikhalkova[0000-0003-0781-8633]')).toEqual(['Elena Mikhalkova']);
    expect(namesIn('Maider Lehr†, Emily Prud’hommeaux◦ and Bernard L. de Vries∗')).toEqual([
      'Maider Lehr',
      'Emily Prud’hommeaux',
      'Bernard L. de Vries',
    ]);
  });

  it('does not read job titles, institutions or prose as names', () => {
    expect(namesIn('Assistant Professor')).toBeNull();
    expect(namesIn('Chalmers University of Technology')).toBeNull();
    expect(namesIn('We address the error floor problem')).toBeNull();
    expect(namesIn('Engineering')).toBeNull();
  });

  it('recognises affiliations by institution words, postcodes and countries', () => {
    expect(isAffiliationText('Honolulu, HI 96822')).toBe(true);
    expect(isAffiliationText('Gothenburg, Sweden')).toBe(true);
    expect(isAffiliationText('Quality and Usability Lab')).toBe(true);
    expect(isAffiliationText('No Institute Given')).toBe(false);
    expect(isAffiliationText('Johan Dahlin, Mattias Villani and Thomas B. Schön')).toBe(false);
  });

  it('takes a line of dates with what each is for as dates, never as names', () => {
    expect(isDateLine('(Received June 2, 2026)')).toBe(true);
    expect(isDateLine('Received 9 November 2010; Accepted 25 December 2010')).toBe(true);
    expect(isDateLine('Submitted 2 June 2026 ∼ Accepted 4 August 2026')).toBe(true);
    expect(isDateLine('Received wisdom on May 2020 events')).toBe(false);
    expect(isDateLine('Anna Keller, Marco Rossi')).toBe(false);
  });

  it("takes a journal's banner of parts between bars for a label, not a title", () => {
    expect(isLabel('IJDC | Research Paper')).toBe(true);
    expect(isLabel('PLOS ONE │ Research Article')).toBe(true);
    expect(isLabel('Household Transmission of Seasonal Influenza: A Prospective Cohort Study')).toBe(false);
    expect(isLabel('Speed | Accuracy Trade-offs in Visual Search')).toBe(false);
  });

  it('joins an affiliation wrapped after a word that cannot end an address part without a comma', () => {
    expect(['Department of Physics, University of', 'Northfield'].reduce(joinAffiliation, '')).toBe(
      'Department of Physics, University of Northfield',
    );
    expect(['Centre for', 'Environmental Research'].reduce(joinAffiliation, '')).toBe(
      'Centre for Environmental Research',
    );
    // Stacked address parts still get their comma.
    expect(['Department of Physics', 'University of Northfield'].reduce(joinAffiliation, '')).toBe(
      'Department of Physics, University of Northfield',
    );
  });

  it("drops a form's field name before an address, not a word that merely starts so", () => {
    expect(cleanAffiliation('Address School of Computing, Eastbridge Institute of Technology')).toBe(
      'School of Computing, Eastbridge Institute of Technology',
    );
    expect(cleanAffiliation('Affiliation: Lakeside University')).toBe('Lakeside University');
    expect(cleanAffiliation('Addison University, Boston')).toBe('Addison University, Boston');
    expect(cleanAffiliation('address of the lab')).toBe('address of the lab');
  });

  it('recombines spacing accents the way TeX sets them', () => {
    expect(recombineAccents('Cornelia J¨ager')).toBe('Cornelia Jäger');
    expect(recombineAccents('Pierre-Franc¸ois Dutot')).toBe('Pierre-François Dutot');
    expect(recombineAccents('Zolt´an Gy¨ongyi')).toBe('Zoltán Gyöngyi');
  });
});

/** The readoc ground truth's title: its first line, a `# ` heading or (1201.2692) a bold line. */
function readocTitle(md: string): string {
  const first = md.split('\n').find((l) => l.trim()) ?? '';
  return first.replace(/^#\s+/, '').replace(/\*\*/g, '').trim();
}

describeCorpus('first-page titles on the readoc arXiv papers', ['pdf', 'readoc-arxiv'], () => {
  it(`finds the right title on at least ${READOC_FLOOR} of 10`, { timeout: 120_000 }, async () => {
    const dir = corpusPath('pdf', 'readoc-arxiv');
    const rows: string[] = [];
    let right = 0;
    const files = readdirSync(join(dir, 'gt'))
      .filter((f) => f.endsWith('.md'))
      .sort();
    for (const f of files) {
      const truth = readocTitle(readFileSync(join(dir, 'gt', f), 'utf8'));
      const m = (await extract(join(dir, 'pdf', f.replace(/\.md$/, '.pdf')))).metadata;
      const ok = titleMatches(m.title, truth);
      if (ok) right++;
      rows.push(
        `${ok ? 'OK  ' : 'MISS'} ${f.replace(/\.md$/, '')} [${m.title_source}] ${m.title} | authors: ${m.authors.join('; ')}`,
      );
    }
    process.stdout.write(`readoc titles: ${right}/${files.length}\n${rows.join('\n')}\n`);
    expect(files.length).toBe(10);
    expect(right).toBeGreaterThanOrEqual(READOC_FLOOR);
  });
});

/** science-parse's weak ground truth: titles from *.extraction.json, *-labels.txt, bunescu-acl07.txt and groundTruth.json. */
function scienceParseTitles(gt: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const f of readdirSync(gt)) {
    const text = readFileSync(join(gt, f), 'utf8').replace(/^\uFEFF/, '');
    if (f.endsWith('.extraction.json')) {
      const pair = (JSON.parse(text) as [string, unknown][]).find((p) => p[0] === 'title');
      if (pair) titles.set(f.replace('.extraction.json', ''), String(pair[1]));
    } else if (f.endsWith('-labels.txt')) {
      const row = text.split('\n').find((l) => l.startsWith('TITLE\t'));
      if (row) titles.set(f.replace('-labels.txt', ''), row.split('\t')[1]);
    } else if (f === 'bunescu-acl07.txt') {
      const row = text.split('\n').find((l) => l.startsWith('TITLE'));
      if (row) titles.set('bunescu-acl07', row.split('=')[1].trim());
    } else if (f === 'groundTruth.json') {
      for (const line of text.split('\n').filter((l) => l.trim())) {
        const j = JSON.parse(line) as { id: string; title: string };
        titles.set(j.id, j.title);
      }
    }
  }
  return titles;
}

describeCorpus('titles on science-parse papers (not tuned on)', ['pdf', 'science-parse-weakgt'], () => {
  it(`finds the right title on at least ${SCIENCE_PARSE_FLOOR} of the papers with a GT title`, {
    timeout: 240_000,
  }, async () => {
    const dir = corpusPath('pdf', 'science-parse-weakgt');
    const titles = scienceParseTitles(join(dir, 'gt'));
    const rows: string[] = [];
    let right = 0;
    let judged = 0;
    for (const f of readdirSync(join(dir, 'pdfs'))
      .filter((f) => f.endsWith('.pdf'))
      .sort()) {
      const truth = titles.get(f.replace(/\.pdf$/, ''));
      if (!truth) continue;
      judged++;
      const m = (await extract(join(dir, 'pdfs', f))).metadata;
      const ok = titleMatches(m.title, truth);
      if (ok) right++;
      rows.push(`${ok ? 'OK  ' : 'MISS'} ${f.slice(0, 16)} [${m.title_source}] ${m.title}`);
    }
    process.stdout.write(`science-parse titles: ${right}/${judged}\n${rows.join('\n')}\n`);
    expect(judged).toBeGreaterThanOrEqual(21);
    expect(right).toBeGreaterThanOrEqual(SCIENCE_PARSE_FLOOR);
  });
});
