/**
 * PDFs that once broke the parse, shared by the `gleaner extract` limits test and the fleet's
 * hostile corpus: a decompression bomb (small on disk, inflates to gigabytes) and a rotated page.
 */
import { constants, deflateRawSync } from 'node:zlib';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A zlib stream of `mib` MiB of zeros, built by repeating one sync-flushed deflate segment (so a
 * 4 GiB bomb costs 4 MB and a few milliseconds), closed by an empty final block and the Adler-32
 * of n zeros (A = 1, B = n mod 65521).
 */
function zeroBomb(mib: number): Buffer {
  const SEGMENT_MIB = 16;
  const seg = deflateRawSync(Buffer.alloc(SEGMENT_MIB << 20), {
    finishFlush: constants.Z_SYNC_FLUSH,
    level: 9,
  });
  const n = Math.ceil(mib / SEGMENT_MIB);
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((n * (SEGMENT_MIB << 20)) % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array(n).fill(seg), Buffer.from([0x03, 0x00]), adler]);
}

/** A one-page PDF whose content stream (FlateDecode) inflates to `mib` MiB of zeros, with a correct xref table. */
export function flateBombPdf(mib: number): Uint8Array {
  const z = zeroBomb(mib);
  const objs: Buffer[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${z.length} /Filter /FlateDecode >>\nstream\n`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ].map((s) => Buffer.from(s, 'latin1'));
  objs[3] = Buffer.concat([objs[3], z, Buffer.from('\nendstream')]);
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(length);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), o, Buffer.from('\nendobj\n')]);
    parts.push(obj);
    length += obj.length;
  });
  let tail = `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) tail += `${String(off).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([...parts, Buffer.from(tail)]));
}

/** What rotatedPdf's text must read as (its first two lines, in order). */
export const ROTATED_TEXT =
  'A page turned on its side still has its words. The second line follows the first one in order.';

/** A one-page PDF with /Rotate 90 and ordinary text drawing (its text was once dropped as boilerplate). */
export async function rotatedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const page = doc.addPage([612, 792]);
  page.setRotation(degrees(90));
  page.drawText('A page turned on its side still has its words.', { x: 72, y: 700, size: 11, font });
  page.drawText('The second line follows the first one in order.', { x: 72, y: 686, size: 11, font });
  page.drawText('And the third line closes the little paragraph.', { x: 72, y: 672, size: 11, font });
  return doc.save();
}
