import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { type LdArticle, readJsonLd } from '../../shared/extract/html/jsonld.ts';
import { readHtmlMetadata } from '../../shared/extract/html/metadata.ts';

const doc = (head: string, htmlAttrs = '') =>
  cheerio.load(`<!DOCTYPE html><html ${htmlAttrs}><head>${head}</head><body><p>Text.</p></body></html>`);
const meta = (name: string, content: string, attr = 'name') =>
  `<meta ${attr}="${name}" content="${content}">`;
const ldArticle = (fields: Partial<LdArticle>): LdArticle => ({
  type: 'Article',
  headline: null,
  articleBody: null,
  authors: [],
  datePublished: null,
  dateModified: null,
  doi: null,
  language: null,
  description: null,
  ...fields,
});

describe('readHtmlMetadata: sources', () => {
  it('reads Highwire citation_* tags, keeping every author in order', () => {
    const $ = doc(
      meta('citation_title', 'Soil carbon in alpine meadows') +
        meta('citation_author', 'Smith, Jane') +
        meta('citation_author', '  Okafor,   Chidi ') +
        meta('citation_author', 'Smith, Jane') +
        meta('citation_publication_date', '2021/05/04') +
        meta('citation_doi', 'doi:10.5194/bg-18-1-2021') +
        meta('citation_language', 'en'),
    );
    expect(readHtmlMetadata($, [])).toMatchObject({
      title: 'Soil carbon in alpine meadows',
      authors: ['Smith, Jane', 'Okafor, Chidi'],
      created: '2021-05-04',
      doi: '10.5194/bg-18-1-2021',
      language: 'en',
    });
  });

  it('falls back from citation_publication_date to citation_date, then citation_online_date', () => {
    expect(
      readHtmlMetadata(doc(meta('citation_online_date', '2020-01-02') + meta('citation_date', '2019')), [])
        .created,
    ).toBe('2019');
    expect(readHtmlMetadata(doc(meta('citation_online_date', '2020-01-02')), []).created).toBe('2020-01-02');
  });

  it('splits the older citation_authors list', () => {
    expect(readHtmlMetadata(doc(meta('citation_authors', 'Li, Wei; Diaz, Ana;')), []).authors).toEqual([
      'Li, Wei',
      'Diaz, Ana',
    ]);
  });

  it('reads Dublin Core and DCTERMS with any letter case, and a DC.identifier only when it is a DOI', () => {
    const $ = doc(
      meta('DC.Title', 'A Dublin Core title') +
        meta('dc.creator', 'Ann Author') +
        meta('DC.Creator', 'Bob Writer') +
        meta('DCTERMS.issued', '2018-07-01') +
        meta('DCTERMS.modified', '2019-01-01') +
        meta('DC.identifier', 'ISSN 1234-5678') +
        meta('DC.identifier', 'https://doi.org/10.1000/dc.42') +
        meta('DC.Language', 'de'),
    );
    expect(readHtmlMetadata($, [])).toMatchObject({
      title: 'A Dublin Core title',
      authors: ['Ann Author', 'Bob Writer'],
      created: '2018-07-01',
      modified: '2019-01-01',
      doi: '10.1000/dc.42',
      language: 'de',
    });
  });

  it('ignores a DC.identifier that is not a DOI', () => {
    expect(readHtmlMetadata(doc(meta('DC.identifier', 'urn:isbn:0451450523')), []).doi).toBeNull();
  });

  it('uses JSON-LD for headline, authors, dates, DOI and language when no scholarly tags exist', () => {
    const $ = doc(
      `<title>Site | Page</title>${meta('og:title', 'OG title', 'property')}<script type="application/ld+json">${JSON.stringify(
        {
          '@type': 'NewsArticle',
          headline: 'LD headline',
          author: { '@type': 'Person', name: 'Lee Reporter' },
          datePublished: '2023-09-09T08:00:00Z',
          dateModified: '2023-09-10T08:00:00Z',
          sameAs: 'https://doi.org/10.9999/ld.1',
          inLanguage: 'fr',
        },
      )}</script>`,
      'lang="en"',
    );
    expect(readHtmlMetadata($, readJsonLd($).articles)).toMatchObject({
      title: 'LD headline',
      authors: ['Lee Reporter'],
      created: '2023-09-09T08:00:00Z',
      modified: '2023-09-10T08:00:00Z',
      doi: '10.9999/ld.1',
      language: 'fr',
    });
  });

  it('reads OpenGraph and article:* tags, skipping an article:author that is a profile URL', () => {
    const $ = doc(
      meta('og:title', 'OG title', 'property') +
        meta('article:published_time', '2022-02-02T10:00:00+01:00', 'property') +
        meta('article:modified_time', '2022-02-03T10:00:00+01:00', 'property') +
        meta('article:author', 'https://facebook.com/someone', 'property') +
        meta('article:author', 'Mia Columnist', 'property') +
        meta('generator', 'WordPress 6.4'),
    );
    expect(readHtmlMetadata($, [])).toMatchObject({
      title: 'OG title',
      authors: ['Mia Columnist'],
      created: '2022-02-02T10:00:00+01:00',
      modified: '2022-02-03T10:00:00+01:00',
      producer: 'WordPress 6.4',
    });
  });

  it('ends with <meta name=author>, <title>, <html lang> and Content-Language', () => {
    const $ = doc(`${meta('author', 'Pat Blogger')}<title>  Plain\n  title </title>`, 'lang="es-MX"');
    expect(readHtmlMetadata($, [])).toMatchObject({
      title: 'Plain title',
      authors: ['Pat Blogger'],
      language: 'es-MX',
    });
    const noLang = doc(meta('Content-Language', 'nl, en', 'http-equiv'));
    expect(readHtmlMetadata(noLang, []).language).toBe('nl');
  });

  it('reads Parse.ly tags, several names in one property, and drops a "By " before a name', () => {
    const $ = doc(
      meta('parsely-title', 'Parsely title') +
        meta('parsely-pub-date', '2024-04-20T04:20:00.000Z') +
        meta('parsely-author', 'By Jane Doe') +
        meta('dc:language og:locale', 'sv', 'property'),
    );
    expect(readHtmlMetadata($, [])).toMatchObject({
      title: 'Parsely title',
      created: '2024-04-20T04:20:00.000Z',
      authors: ['Jane Doe'],
      language: 'sv',
    });
  });

  it('finds the DOI in prism.doi and bepress_citation_doi', () => {
    expect(readHtmlMetadata(doc(meta('prism.doi', '10.1016/j.cell.2020.01.001')), []).doi).toBe(
      '10.1016/j.cell.2020.01.001',
    );
    expect(
      readHtmlMetadata(doc(meta('bepress_citation_doi', 'https://dx.doi.org/10.2307/123')), []).doi,
    ).toBe('10.2307/123');
  });

  it('gives an empty record for a page with nothing', () => {
    expect(readHtmlMetadata(doc(''), [])).toEqual({
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
});

describe('readHtmlMetadata: priority', () => {
  const everything =
    meta('citation_title', 'Citation title') +
    meta('citation_author', 'Citation Author') +
    meta('citation_publication_date', '2001') +
    meta('citation_doi', '10.1111/cit') +
    meta('DC.title', 'DC title') +
    meta('DC.creator', 'DC Creator') +
    meta('DC.date', '2002') +
    meta('DC.identifier', '10.2222/dc') +
    meta('og:title', 'OG title', 'property') +
    meta('article:published_time', '2004', 'property') +
    meta('author', 'Meta Author') +
    '<title>Title tag</title>';
  const ld = [
    ldArticle({ headline: 'LD headline', authors: ['LD Author'], datePublished: '2003', doi: '10.3333/ld' }),
  ];

  it('citation_* beats Dublin Core, JSON-LD, OpenGraph and <title>', () => {
    expect(readHtmlMetadata(doc(everything), ld)).toMatchObject({
      title: 'Citation title',
      authors: ['Citation Author'],
      created: '2001',
      doi: '10.1111/cit',
    });
  });

  it('Dublin Core beats JSON-LD when citation_* is missing', () => {
    const noCitation = everything.replace(/<meta name="citation_[^>]*>/g, '');
    expect(readHtmlMetadata(doc(noCitation), ld)).toMatchObject({
      title: 'DC title',
      authors: ['DC Creator'],
      created: '2002',
      doi: '10.2222/dc',
    });
  });

  it('JSON-LD beats OpenGraph, <meta name=author> and <title>', () => {
    const onlyGeneric = everything.replace(/<meta name="(citation_|DC\.)[^>]*>/g, '');
    expect(readHtmlMetadata(doc(onlyGeneric), ld)).toMatchObject({
      title: 'LD headline',
      authors: ['LD Author'],
      created: '2003',
      doi: '10.3333/ld',
    });
    expect(readHtmlMetadata(doc(onlyGeneric), [])).toMatchObject({
      title: 'OG title',
      authors: ['Meta Author'],
      created: '2004',
      doi: null,
    });
  });

  it('takes each field from the first JSON-LD article that has it', () => {
    const two = [ldArticle({ headline: 'First' }), ldArticle({ headline: 'Second', authors: ['Only Here'] })];
    expect(readHtmlMetadata(doc(''), two)).toMatchObject({ title: 'First', authors: ['Only Here'] });
  });
});
