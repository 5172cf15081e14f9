/**
 * The Greek alphabet as normalization needs it: all 24 letters with their variant forms, the
 * letter each one stands for in the Adobe Symbol font encoding, and an ASCII name. Used by the
 * Symbol-font PUA step (Symbol byte → Greek) and the statistical Greek-name step (η² → eta2).
 */
export interface GreekLetter {
  name: string;
  lower: string;
  upper: string;
  /** Variant code points that mean the same letter (final sigma, theta/phi/epsilon symbols, micro sign). */
  variants: string[];
  /** Latin byte of the Adobe Symbol encoding that draws this letter in lower case, if any. */
  symbolLower: string | null;
  symbolUpper: string | null;
}

export const GREEK: readonly GreekLetter[] = [
  { name: 'alpha', lower: 'α', upper: 'Α', variants: [], symbolLower: 'a', symbolUpper: 'A' },
  { name: 'beta', lower: 'β', upper: 'Β', variants: ['ϐ'], symbolLower: 'b', symbolUpper: 'B' },
  { name: 'gamma', lower: 'γ', upper: 'Γ', variants: [], symbolLower: 'g', symbolUpper: 'G' },
  { name: 'delta', lower: 'δ', upper: 'Δ', variants: [], symbolLower: 'd', symbolUpper: 'D' },
  { name: 'epsilon', lower: 'ε', upper: 'Ε', variants: ['ϵ', '϶'], symbolLower: 'e', symbolUpper: 'E' },
  { name: 'zeta', lower: 'ζ', upper: 'Ζ', variants: [], symbolLower: 'z', symbolUpper: 'Z' },
  { name: 'eta', lower: 'η', upper: 'Η', variants: [], symbolLower: 'h', symbolUpper: 'H' },
  { name: 'theta', lower: 'θ', upper: 'Θ', variants: ['ϑ', 'ϴ'], symbolLower: 'q', symbolUpper: 'Q' },
  { name: 'iota', lower: 'ι', upper: 'Ι', variants: [], symbolLower: 'i', symbolUpper: 'I' },
  { name: 'kappa', lower: 'κ', upper: 'Κ', variants: ['ϰ'], symbolLower: 'k', symbolUpper: 'K' },
  { name: 'lambda', lower: 'λ', upper: 'Λ', variants: [], symbolLower: 'l', symbolUpper: 'L' },
  { name: 'mu', lower: 'μ', upper: 'Μ', variants: ['µ'], symbolLower: 'm', symbolUpper: 'M' },
  { name: 'nu', lower: 'ν', upper: 'Ν', variants: [], symbolLower: 'n', symbolUpper: 'N' },
  { name: 'xi', lower: 'ξ', upper: 'Ξ', variants: [], symbolLower: 'x', symbolUpper: 'X' },
  { name: 'omicron', lower: 'ο', upper: 'Ο', variants: [], symbolLower: 'o', symbolUpper: 'O' },
  { name: 'pi', lower: 'π', upper: 'Π', variants: ['ϖ'], symbolLower: 'p', symbolUpper: 'P' },
  { name: 'rho', lower: 'ρ', upper: 'Ρ', variants: ['ϱ'], symbolLower: 'r', symbolUpper: 'R' },
  { name: 'sigma', lower: 'σ', upper: 'Σ', variants: ['ς', 'ϲ', 'Ϲ'], symbolLower: 's', symbolUpper: 'S' },
  { name: 'tau', lower: 'τ', upper: 'Τ', variants: [], symbolLower: 't', symbolUpper: 'T' },
  { name: 'upsilon', lower: 'υ', upper: 'Υ', variants: ['ϒ'], symbolLower: 'u', symbolUpper: 'U' },
  { name: 'phi', lower: 'φ', upper: 'Φ', variants: ['ϕ'], symbolLower: 'f', symbolUpper: 'F' },
  { name: 'chi', lower: 'χ', upper: 'Χ', variants: [], symbolLower: 'c', symbolUpper: 'C' },
  { name: 'psi', lower: 'ψ', upper: 'Ψ', variants: [], symbolLower: 'y', symbolUpper: 'Y' },
  { name: 'omega', lower: 'ω', upper: 'Ω', variants: [], symbolLower: 'w', symbolUpper: 'W' },
];

/** Every Greek code point (letters and variants) → its ASCII name, capitalised for capitals. */
export const GREEK_NAMES: ReadonlyMap<string, string> = new Map(
  GREEK.flatMap((g) => [
    [g.lower, g.name] as const,
    [g.upper, g.name[0].toUpperCase() + g.name.slice(1)] as const,
    ...g.variants.map(
      (v) => [v, v === v.toLowerCase() ? g.name : g.name[0].toUpperCase() + g.name.slice(1)] as const,
    ),
  ]),
);
