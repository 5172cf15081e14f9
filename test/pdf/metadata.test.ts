import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  findDoi,
  parsePdfDate,
  parseXmpDate,
  readPdfMetadata,
  splitAuthors,
} from '../../shared/extract/pdf/metadata.ts';
import { withPdf } from '../../shared/extract/pdf/pdfjs.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';

interface Build {
  info?: {
    title?: string;
    author?: string;
    producer?: string;
    created?: Date;
    modified?: Date;
    language?: string;
  };
  xmp?: string;
}

/** A one-page PDF with the given info dictionary and optional XMP packet. */
async function makePdf(b: Build): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const page = pdf.addPage([300, 300]);
  page.drawText('Hello', { x: 50, y: 200, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const i = b.info ?? {};
  if (i.title !== undefined) pdf.setTitle(i.title);
  if (i.author !== undefined) pdf.setAuthor(i.author);
  if (i.producer !== undefined) pdf.setProducer(i.producer);
  if (i.created) pdf.setCreationDate(i.created);
  if (i.modified) pdf.setModificationDate(i.modified);
  if (i.language) pdf.setLanguage(i.language);
  if (b.xmp) {
    // XMP is UTF-8 on disk (the packet header carries a BOM).
    const stream = pdf.context.stream(new TextEncoder().encode(b.xmp), { Type: 'Metadata', Subtype: 'XML' });
    pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(stream));
  }
  return pdf.save({ useObjectStreams: false });
}

function xmpPacket(description: string): string {
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  ${description}
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

const read = (bytes: Uint8Array, firstPage = '') => withPdf(bytes, (doc) => readPdfMetadata(doc, firstPage));

describe('readPdfMetadata', () => {
  it('reads title, author, dates, producer and language from the info dictionary', async () => {
    const bytes = await makePdf({
      info: {
        title: 'Sleep Deprivation and Working Memory',
        author: 'Ann Lee; Bo Chen',
        producer: 'pdf-lib test',
        created: new Date('2021-03-04T05:06:07Z'),
        modified: new Date('2022-01-02T03:04:05Z'),
        language: 'en-GB',
      },
    });
    expect(await read(bytes)).toEqual({
      title: 'Sleep Deprivation and Working Memory',
      authors: ['Ann Lee', 'Bo Chen'],
      affiliations: [],
      title_source: 'info',
      created: '2021-03-04T05:06:07.000Z',
      modified: '2022-01-02T03:04:05.000Z',
      producer: 'pdf-lib test',
      doi: null,
      language: 'en-GB',
    });
  });

  it('prefers XMP title, creators and dates, including the attribute form pdf.js ignores', async () => {
    const bytes = await makePdf({
      info: {
        title: 'Microsoft Word - draft3.docx',
        author: 'admin',
        created: new Date('2000-01-01T00:00:00Z'),
      },
      xmp: xmpPacket(`<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"
     xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
     xmp:CreateDate="2019-05-06T10:20:30+02:00" pdf:Producer="XMP Producer 1.0">
   <dc:title><rdf:Alt><rdf:li xml:lang="fr">Titre</rdf:li><rdf:li xml:lang="x-default">Bias &amp; Variance in Replications</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>Ann Lee</rdf:li><rdf:li>Bo Chen, Cy Diaz</rdf:li></rdf:Seq></dc:creator>
   <xmp:ModifyDate>2019-07-08</xmp:ModifyDate>
   <dc:language><rdf:Bag><rdf:li>de</rdf:li></rdf:Bag></dc:language>
  </rdf:Description>`),
    });
    const m = await read(bytes);
    expect(m.title).toBe('Bias & Variance in Replications');
    expect(m.authors).toEqual(['Ann Lee', 'Bo Chen', 'Cy Diaz']);
    expect(m.created).toBe('2019-05-06T08:20:30.000Z');
    expect(m.modified).toBe('2019-07-08T00:00:00.000Z');
    expect(m.producer).toBe('XMP Producer 1.0');
    expect(m.language).toBe('de');
  });

  it('rejects junk titles and falls back from junk XMP to the info dictionary', async () => {
    const junk = await makePdf({ info: { title: 'Microsoft Word - final_v2.docx' } });
    expect((await read(junk)).title).toBeNull();
    for (const title of [
      'main.dvi',
      'example',
      'doi:',
      'ipg1300180a',
      '6489122611071476 1..10',
      'Proceedings of the...',
    ])
      expect((await read(await makePdf({ info: { title } }))).title, title).toBeNull();
    const fallback = await makePdf({
      info: { title: 'Attention in Crowds' },
      xmp: xmpPacket(
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">untitled</rdf:li></rdf:Alt></dc:title></rdf:Description>',
      ),
    });
    expect((await read(fallback)).title).toBe('Attention in Crowds');
  });

  it('takes the DOI from the first page, over one declared in XMP', async () => {
    const bytes = await makePdf({
      xmp: xmpPacket(
        '<rdf:Description xmlns:prism="http://prismstandard.org/namespaces/basic/2.0/"><prism:doi>10.9999/declared.1</prism:doi></rdf:Description>',
      ),
    });
    expect(
      (await read(bytes, 'Journal of X, 2020.\nhttps://doi.org/10.1037/xge0000123.\nAbstract')).doi,
    ).toBe('10.1037/xge0000123');
    expect((await read(bytes, 'No identifier printed here.')).doi).toBe('10.9999/declared.1');
  });

  it('falls back to the info Author when XMP names only a login', async () => {
    const bytes = await makePdf({
      info: { author: 'Ann Lee, Bo Chen' },
      xmp: xmpPacket(
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>jsmith</rdf:li></rdf:Seq></dc:creator></rdf:Description>',
      ),
    });
    expect((await read(bytes)).authors).toEqual(['Ann Lee', 'Bo Chen']);
  });

  it('returns empty metadata for a document that declares nothing', async () => {
    const m = await read(await makePdf({}));
    expect(m).toEqual({
      title: null,
      authors: [],
      affiliations: [],
      title_source: null,
      created: null,
      modified: null,
      producer: null,
      doi: null,
      language: null,
    });
  });

  it('survives a hostile XMP packet with thousands of unclosed tags', async () => {
    const hostile = xmpPacket(`<rdf:Description>${'<dc:title><rdf:li x="'.repeat(5000)}</rdf:Description>`);
    const m = await read(await makePdf({ info: { title: 'Real Title Here' }, xmp: hostile }));
    expect(m.title).toBe('Real Title Here');
  });
});

describe('findDoi', () => {
  it('trims trailing punctuation but keeps balanced brackets inside the DOI', () => {
    expect(findDoi('doi: 10.1016/S0140-6736(20)30183-5.')).toBe('10.1016/S0140-6736(20)30183-5');
    expect(findDoi('(see 10.1000/xyz123).')).toBe('10.1000/xyz123');
    expect(findDoi('DOI 10.1177/0956797614567341;')).toBe('10.1177/0956797614567341');
    expect(findDoi('\u201Cdoi:10.1000/abc.def\u201D\u2014')).toBe('10.1000/abc.def');
  });

  it('prefers a labelled DOI over a bare one cited earlier on the page', () => {
    expect(findDoi('Replicates 10.1000/cited.1 closely. doi:10.5555/own.2')).toBe('10.5555/own.2');
    expect(findDoi('Replicates 10.1000/cited.1 closely.')).toBe('10.1000/cited.1');
  });

  it('finds nothing in text without a DOI, or with a malformed prefix', () => {
    expect(findDoi('Version 10.2 of the software, ISBN 978-3-16-148410-0.')).toBeNull();
    expect(findDoi('10.12/short-prefix')).toBeNull();
  });
});

describe('dates and authors', () => {
  it('parses PDF date strings with zones, partial dates, and rejects garbage', () => {
    expect(parsePdfDate("D:20200131235959+01'00'")).toBe('2020-01-31T22:59:59.000Z');
    expect(parsePdfDate("D:20200131235959-05'30")).toBe('2020-02-01T05:29:59.000Z');
    expect(parsePdfDate('D:2020')).toBe('2020-01-01T00:00:00.000Z');
    expect(parsePdfDate('D:20200230')).toBeNull();
    expect(parsePdfDate('D:00000000')).toBeNull();
    expect(parsePdfDate('yesterday')).toBeNull();
  });

  it('parses XMP dates with and without zones', () => {
    expect(parseXmpDate('2018-11-02T14:03:00Z')).toBe('2018-11-02T14:03:00.000Z');
    expect(parseXmpDate('2018-11-02T14:03:00.123-0800')).toBe('2018-11-02T22:03:00.000Z');
    expect(parseXmpDate('2018')).toBe('2018-01-01T00:00:00.000Z');
    expect(parseXmpDate('2018-13-01')).toBeNull();
  });

  it('splits author strings only where the parts are full names', () => {
    expect(splitAuthors('Ann Lee, Bo Chen and Cy Diaz')).toEqual(['Ann Lee', 'Bo Chen', 'Cy Diaz']);
    expect(splitAuthors('Smith, John')).toEqual(['Smith, John']);
    // Surnames alone (LNI's short author list) name nobody: the first page's names are used.
    expect(splitAuthors('Sato , Mensah , Sato')).toEqual([]);
    expect(splitAuthors('Sato and Mensah')).toEqual([]);
    expect(splitAuthors('Lee, A.; Chen, B.')).toEqual(['Lee, A.', 'Chen, B.']);
    expect(splitAuthors('  ')).toEqual([]);
    // Commas inside an affiliation do not split; single-token logins are not authors.
    expect(splitAuthors('Zoltan Gyongyi, Jan Pedersen (Yahoo, Inc.)')).toEqual([
      'Zoltan Gyongyi',
      'Jan Pedersen (Yahoo, Inc.)',
    ]);
    expect(splitAuthors('chrisq')).toEqual([]);
    expect(splitAuthors('Administrator; Ann Lee')).toEqual(['Ann Lee']);
  });
});

describeCorpus('readPdfMetadata on real papers', ['pdf', 'real-nogt'], () => {
  const firstPage = async (doc: Parameters<typeof readPdfMetadata>[0]) => {
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    page.cleanup();
    return content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : ' ') : '')).join('');
  };
  const meta = (...parts: string[]) =>
    withPdf(new Uint8Array(readFileSync(corpusPath('pdf', ...parts))), async (doc) =>
      readPdfMetadata(doc, await firstPage(doc)),
    );

  it('finds the DOI printed on the first page', async () => {
    expect((await meta('real-nogt', 'cermine_test6.pdf')).doi).toBe('10.7717/peerj-cs.118');
    expect((await meta('real-nogt', 'cermine_example3.pdf')).doi).toBe('10.1042/CS20130403');
  });

  it('reads title and splits a one-entry author list from a Distiller-made paper', async () => {
    const m = await meta('real-nogt', 'grobid_0807.3577.pdf');
    expect(m.title).toBe('Apparent and average accelerations of the Universe');
    expect(m.authors).toEqual(['Krzysztof Bolejko', 'Lars Andersson']);
    expect(m.doi).toBe('10.1088/1475-7516/2008/10/003');
    expect(m.created).toMatch(/^2008-10-01T/);
  });

  it('drops a job-number title that a typesetting system left in the info dictionary', async () => {
    expect((await meta('real-nogt', 'cermine_example2.pdf')).title).toBeNull();
  });
});
