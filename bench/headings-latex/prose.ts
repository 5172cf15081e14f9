/**
 * Seeded text for the LaTeX-made heading set (generate.ts): a small grammar of academic
 * sentences over a topic's vocabulary, with numbers, citations, inline math and the odd
 * footnote, and the topics' titles and section names. Deterministic: the same seed writes the
 * same papers, so the committed sources can be regenerated and compared.
 */

/** The seeded generator the demo corpus uses (mulberry32), enough for picking words. */
export { rng } from '../../scripts/demo-corpus.ts';

export type Rand = () => number;
export const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

export interface Topic {
  title: string;
  /** Noun phrases the sentences talk about. */
  things: readonly string[];
  /** What is measured. */
  measures: readonly string[];
  related: readonly string[];
  methods: readonly string[];
  results: readonly string[];
  /** Sub-sub-section titles under the first methods sub-section. */
  deep: readonly string[];
  /** Run-in paragraph headings (`\paragraph`). */
  runIn: readonly string[];
}

export const TOPICS: readonly Topic[] = [
  {
    title: 'Sparse Attention for Long-Document Classification',
    things: [
      'the encoder',
      'sparse attention',
      'the token budget',
      'long documents',
      'the baseline model',
      'the classifier head',
    ],
    measures: ['accuracy', 'macro F1', 'memory use', 'training time'],
    related: ['Efficient transformers', 'Document classification'],
    methods: ['Datasets and preprocessing', 'Model architecture', 'Training procedure'],
    results: ['Main results', 'Ablation study', 'Effect of document length on accuracy and memory use'],
    deep: ['Block-sparse patterns', 'Global tokens'],
    runIn: ['Datasets', 'Baselines', 'Hyperparameters'],
  },
  {
    title: 'Soil Moisture Retrieval from Passive Microwave Observations over Agricultural Land',
    things: [
      'the retrieval algorithm',
      'brightness temperature',
      'vegetation optical depth',
      'the in situ network',
      'surface roughness',
      'the land cover map',
    ],
    measures: ['root mean square error', 'bias', 'correlation', 'unbiased error'],
    related: ['Radiative transfer models', 'Validation networks'],
    methods: ['Study area', 'Satellite and in situ data', 'Retrieval model'],
    results: [
      'Comparison with in situ measurements',
      'Seasonal behaviour',
      'Sensitivity to vegetation cover',
    ],
    deep: ['Roughness parameterization', 'Temperature correction'],
    runIn: ['Study sites', 'Quality control', 'Temporal matching'],
  },
  {
    title: 'Message Passing Networks for Predicting Molecular Solubility',
    things: [
      'the message passing layer',
      'the molecular graph',
      'the readout function',
      'atom features',
      'the benchmark split',
      'the ensemble',
    ],
    measures: ['mean absolute error', 'calibration', 'inference time', 'coverage'],
    related: ['Graph neural networks', 'Solubility prediction'],
    methods: ['Data curation', 'Graph representation', 'Training and evaluation'],
    results: ['Prediction accuracy', 'Uncertainty estimates', 'Error analysis by scaffold'],
    deep: ['Edge features', 'Virtual nodes'],
    runIn: ['Featurization', 'Splitting strategy', 'Metrics'],
  },
  {
    title: 'Household Transmission of Seasonal Influenza: A Prospective Cohort Study',
    things: [
      'the index case',
      'household contacts',
      'the transmission model',
      'vaccination status',
      'the serial interval',
      'the cohort',
    ],
    measures: ['secondary attack rate', 'hazard ratio', 'incidence', 'viral load'],
    related: ['Household studies', 'Transmission models'],
    methods: ['Study population', 'Sample collection and testing', 'Statistical analysis'],
    results: ['Characteristics of the cohort', 'Secondary attack rates', 'Risk factors for infection'],
    deep: ['Chain binomial model', 'Missing data'],
    runIn: ['Recruitment', 'Case definition', 'Ethics'],
  },
  {
    title: 'Coherence Limits of Fluxonium Qubits with Granular Aluminum Inductors',
    things: [
      'the qubit',
      'the readout resonator',
      'the superinductor',
      'flux noise',
      'quasiparticle density',
      'the dilution refrigerator',
    ],
    measures: ['relaxation time', 'dephasing time', 'gate fidelity', 'thermal population'],
    related: ['Superinductors', 'Loss mechanisms'],
    methods: ['Device fabrication', 'Measurement setup', 'Noise model'],
    results: ['Energy relaxation', 'Dephasing', 'Temperature dependence of the coherence times'],
    deep: ['Dielectric loss', 'Quasiparticle tunneling'],
    runIn: ['Sample design', 'Wiring', 'Calibration'],
  },
  {
    title: 'Recovery of Coral Cover after Repeated Bleaching Events',
    things: [
      'the reef survey',
      'coral cover',
      'thermal stress',
      'the transect',
      'juvenile density',
      'macroalgae',
    ],
    measures: ['recovery rate', 'species richness', 'cover change', 'mortality'],
    related: ['Bleaching and mortality', 'Recovery dynamics'],
    methods: ['Survey design', 'Image analysis', 'Recovery model'],
    results: ['Trajectories of coral cover', 'Drivers of recovery', 'Differences among reef zones'],
    deep: ['Point counts', 'Taxonomic resolution'],
    runIn: ['Sites', 'Observers', 'Temperature records'],
  },
];

const SUBJECTS = [
  'We',
  'In this work we',
  'Our analysis',
  'Previous studies',
  'This approach',
  'The present study',
  'Figure 1',
  'Table 1',
];
const VERBS = [
  'estimate',
  'compare',
  'describe',
  'examine',
  'report',
  'quantify',
  'model',
  'evaluate',
  'characterize',
  'discuss',
];
const LINKS = ['which suggests that', 'although', 'because', 'so that', 'while', 'whereas', 'since'];
const CLAIMS = [
  'depends on',
  'is sensitive to',
  'changes little with',
  'is strongly related to',
  'differs from',
  'improves on',
  'constrains',
  'cannot be separated from',
  'varies with',
];
const QUALIFIERS = [
  'in most settings',
  'under the conditions we tested',
  'for the larger samples',
  'at the longer time scales',
  'after correction for multiple comparisons',
  'in agreement with earlier reports',
  'to a first approximation',
  'within the uncertainty of the measurements',
  'across all sites',
  'in the held-out data',
];
const FOOTNOTES = [
  'The code and data are available from the authors on reasonable request.',
  'We use the same random seed for all runs to make the comparison fair.',
  'This choice follows the convention of the earlier literature.',
  'Results with the alternative definition are qualitatively the same.',
];
const MATH = [
  '$\\alpha = 0.05$',
  '$n = 128$',
  '$\\lambda \\in [0, 1]$',
  '$x_i$',
  '$\\sigma^2$',
  '$k \\geq 3$',
  '$p < 0.01$',
];

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** One sentence about the topic. */
function sentence(r: Rand, t: Topic, refs: number): string {
  const a = pick(r, t.things);
  const b = pick(
    r,
    t.things.filter((x) => x !== a),
  );
  const m = pick(r, t.measures);
  const cite = `~\\cite{r${1 + Math.floor(r() * refs)}}`;
  const num = (10 + r() * 80).toFixed(1);
  switch (Math.floor(r() * 8)) {
    case 0:
      return `${pick(r, SUBJECTS)} ${pick(r, VERBS)} how ${a} ${pick(r, CLAIMS)} ${b} ${pick(r, QUALIFIERS)}.`;
    case 1:
      return `${cap(a)} ${pick(r, CLAIMS)} ${b}${cite}, ${pick(r, LINKS)} the ${m} ${pick(r, CLAIMS)} ${pick(r, t.things)}.`;
    case 2:
      return `The ${m} was ${num}\\% for ${a} and ${(Number(num) * 0.8).toFixed(1)}\\% for ${b} (${pick(r, MATH)}).`;
    case 3:
      return `As shown in earlier work${cite}, ${a} ${pick(r, CLAIMS)} the ${m} ${pick(r, QUALIFIERS)}.`;
    case 4:
      return `For each of the ${3 + Math.floor(r() * 20)} settings we record the ${m} and the ${pick(r, t.measures)}, and we report the median over ${5 + Math.floor(r() * 5)} repetitions.`;
    case 5:
      return `It is worth noting that ${a} ${pick(r, CLAIMS)} ${b} only when ${pick(r, MATH)}, ${pick(r, LINKS)} the effect on the ${m} is small.`;
    case 6:
      return `${cap(pick(r, QUALIFIERS))}, ${a} ${pick(r, CLAIMS)} the ${m}.`;
    default:
      return `A second question is whether ${a} ${pick(r, CLAIMS)} ${b}; we return to it in the discussion.`;
  }
}

/** A paragraph of three to six sentences, now and then with a footnote. */
export function paragraph(r: Rand, t: Topic, refs: number): string {
  const n = 3 + Math.floor(r() * 4);
  const out: string[] = [];
  for (let k = 0; k < n; k++) out.push(sentence(r, t, refs));
  if (r() < 0.12) out[1] = out[1].replace(/\.$/, `.\\footnote{${pick(r, FOOTNOTES)}}`);
  return out.join(' ');
}

/** A display equation. */
export function equation(r: Rand): string {
  return pick(r, [
    '\\begin{equation}\n  L(\\theta) = \\sum_{i=1}^{n} \\log p(y_i \\mid x_i, \\theta) - \\lambda \\|\\theta\\|_2^2\n\\end{equation}',
    '\\begin{equation}\n  \\hat{\\beta} = \\left(X^\\top X + \\lambda I\\right)^{-1} X^\\top y\n\\end{equation}',
    '\\begin{equation}\n  R(t) = R_0 \\exp\\left(-\\frac{t}{\\tau}\\right) + \\epsilon(t)\n\\end{equation}',
  ]);
}

/** Math commands of the prose and what a PDF prints for them (plain renderings only). */
const MATH_SYMBOLS: Readonly<Record<string, string>> = {
  alpha: 'α',
  lambda: 'λ',
  sigma: 'σ',
  in: '∈',
  geq: '≥',
};

/**
 * A plain-text rendering of one piece of the prose's LaTeX (a paragraph, a caption, a
 * bibliography entry) as the PDF prints it, for benches that score extracted text against it:
 * footnotes taken out into their own list, citations dropped (their printed form depends on the
 * class), inline math as its symbols with sub- and superscripts spaced apart, `\%` and `--` as
 * printed. Not used to write the papers: their sources do not depend on it.
 */
export function plainText(tex: string): { text: string; footnotes: string[] } {
  const footnotes: string[] = [];
  const text = tex
    .replace(/\\footnote\{([^{}]*)\}/g, (_, note: string) => {
      footnotes.push(plainText(note).text);
      return '';
    })
    .replace(/~?\\cite\{[^}]*\}/g, '')
    .replace(/\$([^$]*)\$/g, (_, math: string) =>
      math
        .replace(/\\([a-zA-Z]+)/g, (m, cmd: string) => MATH_SYMBOLS[cmd] ?? m)
        .replace(/[_^]/g, ' ')
        .replace(/[{}]/g, ''),
    )
    .replace(/\\(?:paragraph|emph|textbf)\{([^}]*)\}/g, '$1')
    .replace(/\\([%&])/g, '$1')
    .replace(/--/g, '–')
    .replace(/~/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, footnotes };
}
