/**
 * Figure labels (paragraph-floats.ts markFloats): the narrow lines just above a figure caption are the
 * figure's own text and leave the flow with it; a heading standing over a picture, far above the
 * caption with nothing between, is not one (JSS's "An initial model" over Figure 9).
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';

const LEFT = 81;
const RIGHT = 522;
const TYPO = { bodySize: 10, pitch: 13.6 };

function line(
  text: string,
  base: number,
  opts: { x0?: number; x1?: number; size?: number; font?: string } = {},
): Line {
  const size = opts.size ?? 10;
  const x0 = opts.x0 ?? LEFT;
  const x1 = opts.x1 ?? RIGHT;
  const font = opts.font ?? 'body';
  return {
    text,
    x0,
    x1,
    top: base - 0.8 * size,
    bottom: base + 0.2 * size,
    base,
    size,
    page: 24,
    colLeft: LEFT,
    colRight: RIGHT,
    block: 'p24c0',
    font,
    items: [{ str: text, x0, x1, base, top: base - 0.8 * size, bottom: base + 0.2 * size, size, font }],
  };
}

const before = [
  line('The wavelength axis of the data is scaled via the prescription given in the text above', 184),
  line('and both datasets are read into the package in the time explicit format.', 197.6, { x1: 430 }),
];
const caption = line(
  'Figure 9: Kinetics are described by a five-component sequential compartmental model.',
  400,
);
const after = line(
  'It is known a priori that the underlying system is likely to contain five components.',
  441,
);

function floatOf(lines: Line[], text: string) {
  return paragraphs(lines, TYPO, new Vocabulary()).find((p) => p.text === text)?.float;
}

describe('lines above a figure caption', () => {
  it('keeps a flush-left heading over a blank picture band in the flow', () => {
    const heading = line('An initial model', 265, { x1: 164, font: 'bold' });
    expect(floatOf([...before, heading, caption, after], 'An initial model')).toBeNull();
  });

  it('still takes the labels of a figure: an axis title just above the caption, small type far above it', () => {
    const axis = line('Time (ps)', 385, { x0: 260, x1: 300 });
    expect(floatOf([...before, axis, caption, after], 'Time (ps)')).toBe('label');
    const tick = line('Wavelength', 265, { x1: 140, size: 7 });
    expect(floatOf([...before, tick, caption, after], 'Wavelength')).toBe('label');
  });

  it('still takes the indented text of a drawn box and a label line ending in a colon', () => {
    const boxed = line('Classes in tuple', 265, { x0: 120, x1: 200 });
    expect(floatOf([...before, boxed, caption, after], 'Classes in tuple')).toBe('label');
    const colon = line('Right context:', 265, { x1: 160 });
    expect(floatOf([...before, colon, caption, after], 'Right context:')).toBe('label');
  });
});
