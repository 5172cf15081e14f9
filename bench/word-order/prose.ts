/**
 * Text the reading-order set adds to the shared text bank (test/fixtures/pdf/text-bank.ts, read
 * only): footnotes, sentences with hyphenated compounds, a long author list. ASCII only, as the
 * bank. Footnotes use words and phrasings the bank never writes, so each is known by its ends
 * (bench/suites/latex-order/notes.ts); some are long enough to wrap over two or three lines.
 */

export const NOTES: readonly string[] = [
  'Preregistration available from the Open Science Framework under the project code K7Q2.',
  'Correspondence concerning this article should be addressed to Anna Keller, who maintains the shared analysis scripts and answers questions about the coding manual by electronic mail.',
  'Twenty pilot participants, not included here, helped to calibrate the duration of each trial.',
  'Because the monitors were lent by a neighbouring laboratory, only a convenience subset could wear them; we have no reason to suspect that this subset differs from the rest, but its members volunteered rather than being drawn at random, and readers should weigh the actigraphy results accordingly.',
  'Excluding the four medicated volunteers changes no estimate by more than half a point.',
  'The word norms were licensed for academic use; the exact lists are deposited with the preregistration.',
  'Earlier versions of this analysis, presented at two conferences, used a simpler logistic model without item intercepts, which inflated the apparent precision of the early advantage by roughly a third.',
  'We thank an anonymous reviewer for suggesting this contrast.',
  'Bedtime diaries were kept on paper and typed in twice by separate assistants, who reconciled any disagreement before unblinding.',
  'Simulation code is archived alongside the data deposit.',
  'A reanalysis with ordinal outcomes, requested during review, is reported in the online supplement and leads to identical conclusions about every preregistered hypothesis, including the null result concerning habitual duration.',
  'Both campuses follow identical ethics procedures.',
  // Long enough that a renderer may carry its end over to the next page or column.
  'Readers who wish to reproduce the scoring should note three departures from the published manual. First, typing errors of one letter were accepted whenever the intended response was unambiguous, as judged by two raters blind to condition. Second, responses given after the deadline were coded as omissions rather than errors. Third, a handful of sessions interrupted by fire alarms were rerun the following evening with fresh lists, an exception approved by the ethics board and documented in the deviation log that accompanies the archived dataset.',
];

/**
 * Sentences appended to bank paragraphs so that hyphenated compounds occur in the prose, some
 * falling at a line end where a renderer breaks after the hyphen.
 */
export const COMPOUNDS: readonly string[] = [
  'A non-parametric follow-up test gave the same well-known pattern of results.',
  'This well-known follow-up design relies on self-reported sleep-onset times.',
  'The cross-validated, long-term estimates agree with earlier meta-analytic summaries.',
  'A two-sided non-parametric comparison of within-subject differences served as a follow-up check.',
  'Such time-of-day confounds are well-known, which is why a counter-balanced follow-up was planned.',
  'The state-of-the-art mixed-effects models are non-parametric only in their bootstrap step.',
  'A follow-up questionnaire asked about day-to-day variation in short-term sleep debt.',
  'We used well-known, evidence-based cut-offs for the non-parametric screening scores.',
];

/** A long author list (superscript affiliation digits follow each name). */
export const AUTHORS: readonly string[] = [
  'Anna Keller',
  'Marco Rossi',
  'Jun Tanaka',
  'Sofia Lindqvist',
  'Pieter van der Berg',
  'Amara Okafor',
  'Luis Fernandez-Ortega',
  'Hannah Schmidt',
  'Ravi Subramanian',
  'Claire Dubois',
  'Tomasz Nowak',
];

export const AFFILIATIONS: readonly string[] = [
  'Department of Psychology, University of Somewhere',
  'Sleep Research Unit, Northfield Hospital',
  'Graduate School of Human Sciences, Eastport University',
];

export const TITLE = 'Sleep and the Consolidation of Word Pairs: A Preregistered Replication';
