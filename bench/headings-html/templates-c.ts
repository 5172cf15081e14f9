import { abstractParas, appendices, esc, paras, Truth, walk } from './render.ts';
import { citationMeta, page, type Template, tableRows } from './templates-a.ts';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

const ieee: Template = {
  name: 'ieee-xplore',
  heldOut: false,
  batch: 2,
  render(p) {
    const t = new Truth();
    const absHead = t.head('Abstract', 1, 'abstract');
    const abs = abstractParas(t, p);
    // IEEE numbers "II.", then "A.", then "1)"; the walk's plain numbers are re-spelt.
    const spell = (n: string) => {
      if (!n) return '';
      const parts = n.split('.').map(Number);
      if (parts.length === 1) return `${ROMAN[parts[0] - 1]}.`;
      if (parts.length === 2) return `${String.fromCharCode(64 + parts[1])}.`;
      return `${parts[2]})`;
    };
    const body = walk(t, [...p.body, ...p.back], {
      numbering: 'plain',
      printed: (n, title) => (n ? `${spell(n)} ${title}` : title),
      figure: `<div class="figure figure-full" id="fig1"><div class="img-wrap"><img src="1.gif" alt=""></div><div class="figcaption"><b class="title">Fig. 1. </b><p>${esc(p.figure)}</p></div><p class="links"><a href="#">Show All</a></p></div>`,
      table: `<div class="figure figure-full table" id="table1"><div class="figcaption"><b class="title">TABLE I </b>${esc(p.table.caption)}</div><table>${tableRows(p)}</table></div>`,
      render: (v) => {
        const h = `h${v.level + 1}`;
        const n = v.number ? `<span class="section-number">${spell(v.number)}</span> ` : '';
        return `<div class="section" id="sec${v.number}"><div class="header article-hdr"><div class="kicker">${v.level === 1 ? `SECTION ${v.number ? ROMAN[Number(v.number) - 1] : ''}` : ''}</div><${h}>${n}${v.title}</${h}></div>${paras(v.paras)}\n${v.children}</div>`;
      },
    });
    const app = appendices(
      t,
      p,
      (l, title) => `Appendix ${l} ${title}`,
      (h, ps) => `<div class="section"><div class="header article-hdr"><h2>${h}</h2></div>${paras(ps)}</div>`,
    );
    const refsHead = t.head('References', 1, 'references');
    const kwHead = t.head('Keywords', 1, 'keywords');
    const refs = p.refs
      .map(
        (x, k) =>
          `<div class="reference-container"><div class="number">${k + 1}.</div><div class="col">${esc(x)}<div class="ref-links"><a href="#">Show in Context</a> <a href="#">Google Scholar</a></div></div></div>`,
      )
      .join('\n');
    return t.done(
      page(
        p.title,
        citationMeta(p, 'IEEE Transactions on Applied Research'),
        `<header class="global-header"><a href="/">IEEE Xplore</a><nav><a href="#">Browse</a> <a href="#">My Settings</a> <a href="#">Help</a></nav></header>
<div class="document-main"><div class="document-header-title-container"><h1 class="document-title"><span>${esc(p.title)}</span></h1>
<div class="authors-info-container">${p.authors.map((a) => `<span class="authors-info"><a href="#"><span>${esc(a.name)}</span></a></span>`).join('; ')}</div>
<div class="document-header-metrics-banner"><div class="document-banner-metric"><div>12</div><div>Paper Citations</div></div><div class="document-banner-metric"><div>1520</div><div>Full Text Views</div></div></div></div>
<div class="document-tabs"><ul><li><a href="#">Abstract</a></li><li><a href="#">Document Sections</a></li><li><a href="#">Authors</a></li><li><a href="#">Figures</a></li><li><a href="#">References</a></li><li><a href="#">Keywords</a></li><li><a href="#">Metrics</a></li></ul></div>
<div class="abstract-text"><div class="u-mb-1"><h2>${absHead}:</h2><div>${abs.join(' ')}</div></div></div>
<div id="article"><div class="document-text">${body}
${app}</div></div>
<div id="references-section-container"><h2>${refsHead}</h2>${refs}</div>
<div class="keywords-section"><h2>${kwHead}</h2><ul><li><strong>IEEE Keywords</strong>${p.keywords.map((k) => `<a href="#">${esc(k)}</a>`).join(', ')}</li></ul></div>
</div><footer><p>A not-for-profit organization, IEEE is the world's largest technical professional organization.</p></footer>`,
      ),
    );
  },
};

/** An Open Journal Systems HTML galley saved from Word: sections in h1, the title a styled paragraph. */
const ojs: Template = {
  name: 'ojs-galley',
  heldOut: false,
  batch: 2,
  render(p) {
    const t = new Truth();
    const absHead = t.head('Abstract', 1, 'abstract');
    const abs = abstractParas(t, p);
    const body = walk(t, [...p.body, ...p.back], {
      numbering: 'top-dot',
      figure: `<p class="figure"><img src="figure1.png" alt=""></p><p class="caption">Figure 1. ${esc(p.figure)}</p>`,
      table: `<p class="caption">Table 1. ${esc(p.table.caption)}</p><table border="1" cellpadding="4">${tableRows(p)}</table>`,
      render: (v) => `<h${v.level}>${v.heading}</h${v.level}>\n${paras(v.paras)}\n${v.children}`,
    });
    const refsHead = t.head('References', 1, 'references');
    const app = appendices(
      t,
      p,
      (l, title) => `Appendix ${l}. ${title}`,
      (h, ps) => `<h1>${h}</h1>${paras(ps)}`,
    );
    return t.done(
      page(
        p.title,
        '<meta name="generator" content="LibreOffice">',
        `<p class="Title">${esc(p.title)}</p>
<p class="Authors">${p.authors.map((a) => `${esc(a.name)}<sup>${a.affil + 1}</sup>`).join(', ')}</p>
${p.affils.map((a, k) => `<p class="Affiliation"><sup>${k + 1}</sup>${esc(a)}</p>`).join('\n')}
<h1>${absHead}</h1>${abs.map((x) => `<p>${x}</p>`).join('\n')}
<p class="Keywords"><b>Keywords:</b> ${esc(p.keywords.join('; '))}</p>
${body}
<h1>${refsHead}</h1>${p.refs.map((x) => `<p class="Reference">${esc(x)}</p>`).join('\n')}
${app}`,
      ),
    );
  },
};

/** Oxford Academic: h2.section-title sections, h3 sub-sections, the abstract in section.abstract. */
const oup: Template = {
  name: 'oup-academic',
  heldOut: true,
  batch: 2,
  render(p) {
    const t = new Truth();
    const absHead = t.head('Abstract', 1, 'abstract');
    const abs = abstractParas(t, p);
    const body = walk(t, [...p.body, ...p.back], {
      numbering: 'none',
      figure: `<div class="fig fig-section" id="f1"><div class="graphic-wrap"><img class="content-image" src="f1.jpeg" alt=""></div><div class="fig-caption"><span class="fig-label">Figure 1.</span><p class="chapter-para">${esc(p.figure)}</p></div><div class="fig-orig original-slide"><a href="#">Open in new tab</a><a href="#">Download slide</a></div></div>`,
      table: `<div class="table-full-width-wrap"><div class="table-wrap-title"><span class="label title-label">Table 1.</span><div class="caption caption-id-"><p class="chapter-para">${esc(p.table.caption)}</p></div></div><table>${tableRows(p)}</table></div>`,
      render: (v) => {
        const h = `h${v.level + 1}`;
        const cls = v.level === 1 ? 'section-title js-splitscreen-section-title' : 'section-title';
        return `<${h} scrollto-destination="${v.level}" id="sec${v.level}" class="${cls}" data-legacy-id="s${v.level}">${v.heading}</${h}>\n${paras(v.paras, (x) => `<p class="chapter-para">${x}</p>`)}\n${v.children}`;
      },
    });
    const app = appendices(
      t,
      p,
      (l, title) => `Appendix ${l}: ${title}`,
      (h, ps) => `<h2 class="section-title">${h}</h2>${paras(ps, (x) => `<p class="chapter-para">${x}</p>`)}`,
    );
    const refsHead = t.head('References', 1, 'references');
    const refs = p.refs
      .map(
        (x) =>
          `<div class="js-splitview-ref-item"><div class="mixed-citation citation">${esc(x)}</div><div class="citation-links"><a href="#">Google Scholar</a> <a href="#">Crossref</a> <a href="#">PubMed</a></div></div>`,
      )
      .join('\n');
    return t.done(
      page(
        p.title,
        citationMeta(p, 'Journal of Applied Research'),
        `<header class="ss-header"><a href="/">Oxford Academic</a><nav><a href="#">Journals</a> <a href="#">Books</a> <a href="#">Issues</a> <a href="#">Submit</a></nav></header>
<main><div class="widget-items" data-widgetname="ArticleFulltext">
<div class="article-metadata-panel"><h1 class="wi-article-title article-title-main">${esc(p.title)}</h1><div class="wi-authors">${p.authors.map((a) => `<span class="al-author-name"><a class="linked-name" href="#">${esc(a.name)}</a></span>`).join(', ')}</div><div class="ww-citation-primary">Journal of Applied Research, Volume 31, Issue 4, March 2024, Pages 112–129, <a href="#">https://doi.org/10.1093/jar/jarx012</a></div><div class="pub-history-row">Published: 12 March 2024</div></div>
<section class="abstract"><h2 scrollto-destination="0" class="abstract-title">${absHead}</h2>${abs.map((x) => `<p class="chapter-para">${x}</p>`).join('\n')}</section>
<div class="article-metadata"><span class="label">Keywords:</span> ${p.keywords.map((k) => `<a href="#" class="kwd-part">${esc(k)}</a>`).join(', ')}</div>
<div class="article-body">${body}
${app}
<h2 scrollto-destination="9" class="backreferences-title">${refsHead}</h2><div class="ref-list js-splitview-ref-list">${refs}</div></div>
<div class="copyright copyright-statement">© The Author(s) 2024. Published by Oxford University Press.</div>
<div class="article-metadata-tocSections"><h3>Issue Section:</h3><a href="#">Original Articles</a></div>
</div></main><footer><p>Oxford University Press is a department of the University of Oxford.</p></footer>`,
      ),
    );
  },
};

export const TEMPLATES_C: readonly Template[] = [ieee, ojs, oup];
