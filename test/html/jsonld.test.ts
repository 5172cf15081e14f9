import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { repairJson } from '../../shared/extract/html/json-repair.ts';
import { articleText, normalizeDoi, readJsonLd } from '../../shared/extract/html/jsonld.ts';

const page = (...blocks: string[]) =>
  cheerio.load(
    `<html><head>${blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join('')}</head><body></body></html>`,
  );
const read = (...blocks: string[]) => readJsonLd(page(...blocks));

describe('readJsonLd: articles', () => {
  it('reads a full NewsArticle with its body, authors, dates and language', () => {
    const body = 'First paragraph of the story.\nSecond paragraph, with more detail.\n\nThird paragraph.';
    const r = read(
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Rivers are warming',
        articleBody: body,
        author: [{ '@type': 'Person', name: 'Ana Lima' }, 'Ben Ode', { name: 'Ana Lima' }],
        datePublished: '2024-03-01T10:00:00Z',
        dateModified: '2024-03-02',
        inLanguage: 'pt-BR',
        description: 'A short summary.',
        identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: 'https://doi.org/10.1234/abc.5' },
      }),
    );
    expect(r).toMatchObject({ blocks: 1, invalid: 0 });
    expect(r.articles).toEqual([
      {
        type: 'NewsArticle',
        headline: 'Rivers are warming',
        articleBody:
          'First paragraph of the story.\n\nSecond paragraph, with more detail.\n\nThird paragraph.',
        authors: ['Ana Lima', 'Ben Ode'],
        datePublished: '2024-03-01T10:00:00Z',
        dateModified: '2024-03-02',
        doi: '10.1234/abc.5',
        language: 'pt-BR',
        description: 'A short summary.',
      },
    ]);
  });

  it('keeps a teaser body as it is, and tells articles from other things', () => {
    const r = read(
      JSON.stringify([
        { '@type': 'Organization', name: 'Daily Paper' },
        { '@type': 'BreadcrumbList', itemListElement: [] },
        { '@type': 'BlogPosting', headline: 'Short', articleBody: 'Only the first sentence is here.' },
      ]),
    );
    expect(r.articles.map((a) => [a.type, a.articleBody])).toEqual([
      ['BlogPosting', 'Only the first sentence is here.'],
    ]);
  });

  it('counts an untyped object or a WebPage with articleBody, and full schema.org type URLs', () => {
    const r = read(
      JSON.stringify({ '@type': 'WebPage', articleBody: 'Body on a page.' }),
      JSON.stringify({ articleBody: 'Body without a type.' }),
      JSON.stringify({
        '@type': ['http://schema.org/ScholarlyArticle'],
        name: 'A paper',
        creator: 'Lab Group',
      }),
    );
    expect(r.articles.map((a) => a.type)).toEqual(['WebPage', 'Thing', 'ScholarlyArticle']);
    expect(r.articles[2]).toMatchObject({ headline: 'A paper', authors: ['Lab Group'] });
  });

  it('does not take cited or related works for the page article', () => {
    const r = read(
      JSON.stringify({
        '@type': 'ScholarlyArticle',
        headline: 'Main paper',
        citation: [{ '@type': 'ScholarlyArticle', headline: 'Cited paper' }],
        isPartOf: { '@type': 'Periodical', name: 'Journal' },
      }),
    );
    expect(r.articles.map((a) => a.headline)).toEqual(['Main paper']);
  });

  it('flattens @graph and resolves author @id references, even across blocks', () => {
    const r = read(
      JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': 'https://x.org/#site', name: 'X' },
          [
            {
              '@type': ['Article', 'NewsArticle'],
              headline: 'Graph article',
              author: [{ '@id': 'https://x.org/#ana' }, { '@id': 'https://x.org/#bo' }],
            },
          ],
          { '@type': 'Person', '@id': 'https://x.org/#ana', name: 'Ana Lima' },
          // A second, nameless description of the same person must not hide the name.
          { '@type': 'Person', '@id': 'https://x.org/#ana', sameAs: 'https://orcid.org/0000-0001' },
        ],
      }),
      JSON.stringify({ '@type': 'Person', '@id': 'https://x.org/#bo', givenName: 'Bo', familyName: 'Chen' }),
    );
    expect(r.articles).toHaveLength(1);
    expect(r.articles[0]).toMatchObject({
      type: 'Article',
      headline: 'Graph article',
      authors: ['Ana Lima', 'Bo Chen'],
    });
  });

  it('finds the article as the mainEntity of a WebPage', () => {
    const r = read(
      JSON.stringify({ '@type': 'WebPage', mainEntity: { '@type': 'TechArticle', headline: 'How to' } }),
    );
    expect(r.articles.map((a) => a.headline)).toEqual(['How to']);
  });

  it('matches the script type case-insensitively, with parameters, and ignores other scripts', () => {
    const $ =
      cheerio.load(`<script type="Application/LD+JSON; charset=utf-8">{"@type":"Article","headline":"A"}</script>
      <script type="application/json">{"@type":"Article","headline":"B"}</script><script>var x = 1;</script>`);
    const r = readJsonLd($);
    expect(r.blocks).toBe(1);
    expect(r.articles.map((a) => a.headline)).toEqual(['A']);
  });
});

describe('readJsonLd: articleBody text', () => {
  it('decodes entities, also when the publisher encoded them twice', () => {
    const r = read(
      JSON.stringify({
        '@type': 'Article',
        headline: 'Tom &amp; Jerry&#8217;s',
        articleBody:
          'Europa&apos;s plumes &amp; NASA&#8217;s Hubble.&nbsp; It&amp;#8217;s real &lt;really&gt;.',
      }),
    );
    expect(r.articles[0].headline).toBe('Tom & Jerry’s');
    expect(r.articles[0].articleBody).toBe("Europa's plumes & NASA’s Hubble. It’s real <really>.");
  });

  it('turns HTML into paragraphs: block tags and <br> break, inline tags join, scripts go', () => {
    const html =
      '<body><p class="title">A <a href="/x">linked</a> word and <b>bold</b>.</p><p>Second&nbsp;one, line<br>two.</p>' +
      '<script>track()</script><ul><li>item one</li><li>item two</li></ul>tail text</body>';
    expect(articleText(html)).toBe(
      'A linked word and bold.\n\nSecond one, line\n\ntwo.\n\nitem one\n\nitem two\n\ntail text',
    );
  });

  it('treats a text that merely mentions < as text, not markup', () => {
    expect(articleText('When x < 3 and y > 2,\nwe stop.')).toBe('When x < 3 and y > 2,\n\nwe stop.');
  });

  it('stays linear on deep nesting and unclosed tags', () => {
    const n = 200_000;
    const deep = `${'<div>'.repeat(n)}deep text${'</div>'.repeat(n)}`;
    const hostile = [deep, `<p>x${'<a'.repeat(n)}`, `<p>x${'<script>'.repeat(n)}`, `<p>${'&amp;'.repeat(n)}`];
    // CPU time, with a generous guard (the machine is shared): quadratic forms took minutes.
    const t = process.cpuUsage();
    expect(articleText(deep)).toBe('deep text');
    for (const html of hostile.slice(1)) articleText(html);
    const cpu = process.cpuUsage(t);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(10_000);
  });
});

describe('readJsonLd: broken JSON', () => {
  it('repairs trailing commas, raw newlines and tabs in strings, comments and CDATA wrappers', () => {
    const block = `//<![CDATA[
      { "@type": "NewsArticle", // the type
        "headline": "Line one
line two",
        "keywords": ["a", "b", ],
        "articleBody": "Tab\there",
      }
    //]]>`;
    const r = read(block);
    expect(r).toMatchObject({ blocks: 1, invalid: 0 });
    expect(r.articles[0]).toMatchObject({ headline: 'Line one line two', articleBody: 'Tab here' });
  });

  it('reads a block wrapped in a bare CDATA section or an HTML comment', () => {
    const r = read(
      '\n  <![CDATA[\n  {"@type": "Article", "headline": "In CDATA"}\n  ]]>',
      '<!-- {"@type": "Article", "headline": "In a comment"} -->',
    );
    expect(r.invalid).toBe(0);
    expect(r.articles.map((a) => a.headline)).toEqual(['In CDATA', 'In a comment']);
  });

  it('reads several concatenated objects and drops a trailing semicolon', () => {
    const r = read(
      '{"@type":"Organization","name":"P"} {"@type":"Article","headline":"One"};\n{"@type":"Report","headline":"Two"};',
    );
    expect(r.invalid).toBe(0);
    expect(r.articles.map((a) => a.headline)).toEqual(['One', 'Two']);
  });

  it('adds a missing comma between members', () => {
    const r = read(
      '{"@type": "Article" "headline": "No comma" "author": {"name": "Ana"} "inLanguage": "en"}',
    );
    expect(r.articles[0]).toMatchObject({ headline: 'No comma', authors: ['Ana'], language: 'en' });
  });

  it('reads single-quoted strings and unescaped quotes inside strings', () => {
    const r = read(`{"@type": "Article", "headline": 'Europa's plumes',
      "description": "He said "no" to the plan, twice", "author": "Ana"}`);
    expect(r.articles[0]).toMatchObject({
      headline: "Europa's plumes",
      description: 'He said "no" to the plan, twice',
      authors: ['Ana'],
    });
  });

  it('counts blocks that stay unreadable, and skips oversized ones', () => {
    const huge = `{"@type":"Article","articleBody":"${'x'.repeat(5 * 1024 * 1024)}"}`;
    const r = read('{"@type":"Article","headline":"Fine"}', '&quot;not json&quot;', '', huge);
    expect(r).toMatchObject({ blocks: 4, invalid: 3 });
    expect(r.articles.map((a) => a.headline)).toEqual(['Fine']);
  });

  it('drops invalid escapes and reads undefined as null', () => {
    const r = read(
      '{"@type":"Article","headline":"It\\\'s \\x41 \\u00e9 \\u12","author":undefined,"inLanguage":NaN}',
    );
    expect(r.articles[0]).toMatchObject({ headline: "It's x41 é u12", authors: [], language: null });
  });

  it('closes a truncated block', () => {
    const r = read('{"@type":"Article","headline":"Cut","articleBody":"The text stops he');
    expect(r.articles[0]).toMatchObject({ headline: 'Cut', articleBody: 'The text stops he' });
  });

  it('stays linear on hostile input', () => {
    /** Generous: each input repairs in tens of milliseconds when linear. */
    const REPAIR_GUARD_CPU_MS = 5_000;
    const n = 200_000;
    const inputs = [
      '['.repeat(n),
      `[${'1,'.repeat(n)}]`,
      `{"a":"${'"'.repeat(n)}`,
      `${'/'.repeat(n)}{`,
      `[${"' ,".repeat(n)}`,
    ];
    // CPU time, with a generous guard: the quadratic forms took minutes; the machine is shared.
    for (const input of inputs) {
      const t = process.cpuUsage();
      repairJson(input);
      const cpu = process.cpuUsage(t);
      expect((cpu.user + cpu.system) / 1000).toBeLessThan(REPAIR_GUARD_CPU_MS);
    }
  });
});

describe('normalizeDoi', () => {
  it('takes the bare form from prefixes and URLs, and refuses non-DOIs', () => {
    expect(normalizeDoi('doi:10.1000/xyz123')).toBe('10.1000/xyz123');
    expect(normalizeDoi(' https://dx.doi.org/10.1038/nphys1170. ')).toBe('10.1038/nphys1170');
    expect(normalizeDoi('https://doi.org/10.1000%2Fa%2Fb')).toBe('10.1000/a/b');
    expect(normalizeDoi('https://journals.example.org/article?id=10.1371/journal.pone.1')).toBeNull();
    expect(normalizeDoi('ISBN 978-3-16-148410-0')).toBeNull();
    expect(normalizeDoi('')).toBeNull();
  });
});
