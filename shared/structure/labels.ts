/**
 * Canonical section labels from heading text. One table of synonyms, matched on the heading with
 * its numbering stripped and its case folded, so "2 Materials and Methods", "METHOD" and
 * "III. Methodology" are all `methods`. A heading that matches nothing has no label of its own
 * and inherits its parent's (see sections.ts).
 */

export const SECTION_LABELS = [
  'front_matter',
  'abstract',
  'keywords',
  'introduction',
  'background',
  'related_work',
  'methods',
  'results',
  'discussion',
  'general_discussion',
  'conclusion',
  'limitations',
  'acknowledgments',
  'funding',
  'conflicts_of_interest',
  'data_availability',
  'author_contributions',
  'references',
  'appendix',
  'supplementary',
  'other',
] as const;
export type SectionLabel = (typeof SECTION_LABELS)[number];

/**
 * Synonyms, each a whole normalized heading (after numbering is stripped). Order matters only
 * where two patterns could match: the first wins ("results and discussion" is `results`, as
 * docpluck and GROBID read it: the results come first).
 */
const SYNONYMS: readonly [SectionLabel, RegExp][] = [
  [
    'abstract',
    /^(abstract|summary|structured abstract|lay summary|graphical abstract|significance( statement)?)$/,
  ],
  ['keywords', /^(key ?words?|index terms|subject terms)$/],
  ['introduction', /^(introduction( and [a-z ]+)?|introducing .*|intro|overview|motivation)$/],
  [
    'background',
    /^(background( and (related work|motivation))?|preliminaries|(theoretical|conceptual) (background|framework)|literature review|review of (the )?literature|state of the art|theory( and hypothes[ie]s)?|hypothes[ie]s development|the present (study|research))$/,
  ],
  [
    'related_work',
    /^(related (work|works|literature|research|studies)( and (background|motivation))?|prior (work|research)|previous (work|research|studies))$/,
  ],
  [
    'methods',
    /^(methods?|methodology|materials? and methods?|methods? and materials?|experimental( (procedures?|methods?|design|setups?|settings?|section|details))?|experiment(al)? setups?|(experimental |evaluation )?setup|implementation( details)?|participants( and procedures?)?|procedures?|study design( and setting)?|(research )?design|research methodology|data( and (methods?|methodology))?|materials|measures|data collection|(statistical|data) analys[ie]s|(empirical|identification) strategy|method and materials|patients and methods|subjects and methods|approach|(the |our )?(proposed )?(method|methods|approach|model|framework))$/,
  ],
  [
    'results',
    /^(results?( and (discussion|analysis|analyses))?|findings|(experimental|empirical|main) results|experiments?( and (results|evaluation|analysis))?|(experimental |empirical )?evaluation|(experimental|empirical) (study|studies)|experimental (analysis|comparison)|evaluation and results|analyses|analysis|analysis and results|(numerical|simulation|computational) results|main findings|empirical analysis|robustness( checks| analysis)?)$/,
  ],
  ['general_discussion', /^general discussion$/],
  ['discussion', /^(discussion|discussions|interpretation|discussion and implications)$/],
  [
    'conclusion',
    /^(conclusions?|concluding remarks|summary and conclusions?|conclusions?,? (and|&) (future (work|directions|research|perspectives)|outlook|discussion|perspectives|implications)|discussion and conclusions?|summary and (outlook|future work)|future (work|directions|research)|outlook|future outlook|(final|closing) remarks|concluding (thoughts|comments))$/,
  ],
  [
    'limitations',
    /^(limitations?|strengths and limitations|limitations and future (directions|research|work))$/,
  ],
  [
    'acknowledgments',
    /^(acknowledge?ments?|acknowledge?ment|acknowledge?ments? and (disclosure of )?funding)$/,
  ],
  [
    'funding',
    /^(funding|funding (information|sources?|statement)|sources? of funding|financial (support|disclosures?)|grant information)$/,
  ],
  [
    'conflicts_of_interest',
    /^(conflicts? of interests?( statement)?|competing interests?|declaration of (competing )?interests?|disclosures?( statement)?|declarations?)$/,
  ],
  [
    'data_availability',
    /^(data (and code )?availability( statement)?|(code|software) and data availability|availability of data( and materials)?|open practices|code availability)$/,
  ],
  [
    'author_contributions',
    /^(author'?s?'? contributions?( statement)?|contributions|credit authorship contribution statement)$/,
  ],
  [
    'references',
    /^(references?( cited)?|bibliography|literature cited|works cited|cited literature|references and notes)$/,
  ],
  ['appendix', /^(appendix|appendices|supplementary appendix|online appendix)( [a-z0-9]+)?\b.*$/],
  [
    'supplementary',
    /^((electronic |online )?(supplementary|supplemental|supporting)( online)?( (materials?|information|data|figures|tables|online material))?|additional files?( \d+)?)$/,
  ],
];

/**
 * Numbering in front of a heading: "2", "2.1.", "III.", "IV ", "II-A1", "A.", "(a)", "Section 3",
 * "§1." (Progress of Theoretical Physics). Roman numerals and letters count only in capitals and
 * only when a dot, dash or space follows, so the "C" of "Conclusions" and the "L" of "Literature"
 * stay.
 */
const NUMBERING =
  /^(?:(?:[Ss]ection|SECTION|[Cc]hapter|[Pp]art)\s+|§\s*)?(?:\d+(?:\.\d+)*\.?(?=\s|$|\p{L})|[IVXLC]+(?:-[A-Z]\d*)?\.?(?=[\s.]|$)|[A-Z](?:\.\d+)*\.(?=\s|$)|\([a-z0-9]+\)(?=\s))\s*/u;

/** Capitals set one by one with a space between ("A B S T R A C T", Elsevier's CAS templates). */
const LETTER_SPACED = /^(?:\p{Lu} ){3,}\p{Lu}$/u;

/** The word a letter-spaced line spells ("A B S T R A C T" → "ABSTRACT"); other text as it is. */
export function unspaced(text: string): string {
  const t = text.trim();
  return LETTER_SPACED.test(t) ? t.replace(/ /g, '') : text;
}

/** Fold a heading for matching: numbering off, lower case, letters and single spaces only. */
export function foldHeading(heading: string): string {
  let h = unspaced(heading.normalize('NFKC').trim());
  h = h.replace(NUMBERING, '');
  return h
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The canonical label a heading names by itself, or null. */
export function labelOf(heading: string): SectionLabel | null {
  const h = foldHeading(heading);
  if (!h) return null;
  for (const [label, re] of SYNONYMS) if (re.test(h)) return label;
  // "Study 2 Methods", "Experiment 1: Method": the study prefix does not change what it is.
  const study = h.match(/^(?:study|experiment|exp)\s+\w+\s+(.+)$/);
  if (study) return labelOf(study[1]);
  return null;
}
