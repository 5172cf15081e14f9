/** Synthetic text for PDF engine tests that build pages from rows instead of PDF files. */
import type { Glyphs } from '../../shared/extract/pdf/model.ts';

/**
 * A run of `size` pt text starting at `x` on baseline `base`: half an em a character wide, its
 * top 0.8 em above the baseline and its bottom 0.2 em below, in a font named for its size.
 */
export function glyphRun(x: number, base: number, str: string, size: number): Glyphs {
  return {
    str,
    x0: x,
    x1: x + str.length * size * 0.5,
    base,
    top: base - size * 0.8,
    bottom: base + size * 0.2,
    size,
    font: `f${size}`,
  };
}
