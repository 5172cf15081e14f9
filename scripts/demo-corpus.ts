/**
 * Sample corpus for `npm run demo` (and the fleet tests): PDF, DOCX and HTML papers made by the
 * project's own tooling (pdf-lib, docx), plus a few bad files so failures show in the summary.
 * Deterministic: the same seed gives the same files.
 *
 *   node --import tsx scripts/demo-corpus.ts DIR [COUNT]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfFromObjects } from '../workers/tiny-pdf.ts';

const WORDS = (
  'the of and to in is that for on with as by this are be we from an at which results method data ' +
  'model analysis study effect between these our using were have has was can paper section figure ' +
  'table shows significant sample measured observed approach proposed evidence theory values high'
).split(' ');

/** Small deterministic PRNG (mulberry32): corpora must not change between runs. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function paragraphs(seed: number, count = 3, words = 60): string[] {
  const r = rng(seed);
  return Array.from({ length: count }, () => {
    const w = Array.from({ length: words }, () => WORDS[Math.floor(r() * WORDS.length)]);
    w[0] = w[0][0].toUpperCase() + w[0].slice(1);
    return `${w.join(' ')}.`;
  });
}

function wrap(text: string, width = 90): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if ((line + w).length > width) {
      lines.push(line.trim());
      line = '';
    }
    line += `${w} `;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

export async function makePdf(title: string, body: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  // Fixed dates so the bytes (and ETags) are stable across generations.
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const page = doc.addPage([612, 792]);
  let y = 740;
  page.drawText(title, { x: 72, y, size: 16, font });
  y -= 30;
  for (const p of body) {
    for (const line of wrap(p)) {
      page.drawText(line, { x: 72, y, size: 10, font });
      y -= 13;
    }
    y -= 8;
  }
  return doc.save();
}

export async function makeDocx(title: string, body: string[]): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'gleaner demo',
    title,
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
          ...body.map((t) => new Paragraph(t)),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

export function makeHtml(title: string, body: string[], extra = ''): Uint8Array {
  const ps = body.map((p) => `<p>${p}</p>`).join('\n');
  return new TextEncoder().encode(
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>\n` +
      `<body><article><h1>${title}</h1>\n${ps}${extra}</article></body></html>\n`,
  );
}

/**
 * A PDF with a Standard security handler whose user password is not empty: readers must ask for
 * a password, so Gleaner reports `encrypted`. Written by hand (pdf-lib cannot encrypt).
 */
export function makeEncryptedPdf(): Uint8Array {
  const hex32 = (c: string) => c.repeat(64);
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex32('a')}> /U <${hex32('b')}> /P -4 >>`,
  ];
  const id = hex32('1').slice(0, 32);
  return pdfFromObjects(objs, ` /Encrypt 4 0 R /ID [<${id}> <${id}>]`);
}

/** What a bad file is expected to end as. */
export const BAD_FILES: Record<string, { code: string; bytes: () => Promise<Uint8Array> | Uint8Array }> = {
  'bad/truncated.pdf': {
    code: 'corrupt',
    bytes: async () => (await makePdf('Cut short', paragraphs(7))).slice(0, 400),
  },
  'bad/encrypted.pdf': { code: 'encrypted', bytes: makeEncryptedPdf },
  'bad/picture-not-paper.pdf': {
    code: 'unsupported_format',
    bytes: () => rngBytes(9, 2048, [0x89, 0x50, 0x4e, 0x47]),
  },
  'bad/empty.docx': { code: 'empty_file', bytes: () => new Uint8Array(0) },
};

function rngBytes(seed: number, n: number, head: number[] = []): Uint8Array {
  const r = rng(seed);
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = Math.floor(r() * 256);
  b.set(head);
  return b;
}

export interface DemoFile {
  key: string;
  bytes: Uint8Array;
  /** 'ok' or the expected error code. */
  expect: string;
}

/** `count` good papers cycling PDF/DOCX/HTML, plus the bad files. */
export async function demoFiles(count = 12, seed = 1): Promise<DemoFile[]> {
  const files: DemoFile[] = [];
  for (let i = 0; i < count; i++) {
    const title = `Sample paper ${i + 1}: ${paragraphs(seed * 1000 + i, 1, 5)[0].replace(/\.$/, '')}`;
    const body = paragraphs(seed * 1000 + i, 3 + (i % 3));
    const kind = i % 3;
    const n = String(i + 1).padStart(3, '0');
    if (kind === 0)
      files.push({ key: `papers/pdf/paper-${n}.pdf`, bytes: await makePdf(title, body), expect: 'ok' });
    else if (kind === 1)
      files.push({ key: `papers/docx/paper-${n}.docx`, bytes: await makeDocx(title, body), expect: 'ok' });
    else files.push({ key: `papers/html/paper ${n} (web).html`, bytes: makeHtml(title, body), expect: 'ok' });
  }
  for (const [key, bad] of Object.entries(BAD_FILES))
    files.push({ key, bytes: await bad.bytes(), expect: bad.code });
  return files;
}

export async function writeFiles(dir: string, files: DemoFile[]): Promise<void> {
  for (const f of files) {
    const path = join(dir, ...f.key.split('/'));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, f.bytes);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, count] = process.argv.slice(2);
  if (!dir) {
    process.stderr.write('usage: node --import tsx scripts/demo-corpus.ts DIR [COUNT]\n');
    process.exit(2);
  }
  const files = await demoFiles(count ? Number(count) : 12);
  await writeFiles(dir, files);
  process.stdout.write(`wrote ${files.length} files under ${dir}\n`);
}
