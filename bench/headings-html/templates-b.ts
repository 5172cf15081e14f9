import { abstractParas, appendices, esc, paras, Truth, walk } from './render.ts';
import { citationMeta, page, type Template, tableRows } from './templates-a.ts';

const frontiers: Template = {
  name: 'frontiers',
  heldOut: true,
  render(p) {
    const t = new Truth();
    const abs = abstractParas(t, p);
    const body = walk(t, [...p.body, ...p.back], {
      numbering: 'none',
      figure: `<div class="FigureDesc"><a href="#"><img src="fpsyg-15-1234-g001.jpg" alt=""></a><p><strong>Figure 1</strong>. ${esc(p.figure)}</p></div>`,
      table: `<div class="Table"><p><strong>Table 1</strong>. ${esc(p.table.caption)}</p><table>${tableRows(p)}</table></div>`,
      render: (v) => `<h${v.level + 1}>${v.heading}</h${v.level + 1}>\n${paras(v.paras)}\n${v.children}`,
    });
    const app = appendices(
      t,
      p,
      (l, title) => `Appendix ${l}: ${title}`,
      (h, ps) => `<h2>${h}</h2>${paras(ps)}`,
    );
    const refsHead = t.head('References', 1, 'references');
    const refs = p.refs
      .map(
        (x) =>
          `<div class="References"><p class="ReferencesCopy1">${esc(x)}</p><p class="ReferencesCopy2"><a href="#">Google Scholar</a></p></div>`,
      )
      .join('\n');
    return t.done(
      page(
        p.title,
        citationMeta(p, 'Frontiers in Psychology'),
        `<header class="Header"><a href="/">frontiers</a> <nav><a href="#">Sections</a> <a href="#">Articles</a> <a href="#">Research Topics</a> <a href="#">Editorial Board</a></nav></header>
<main><div class="ArticleDetails"><div class="article-header-container"><span class="ArticleType">ORIGINAL RESEARCH article</span> <span>Front. Psychol., 12 March 2024</span></div>
<div class="JournalAbstract"><h1>${esc(p.title)}</h1><div class="authors">${p.authors.map((a) => `<a href="#">${esc(a.name)}</a><sup>${a.affil + 1}</sup>`).join(', ')}</div><ul class="notes">${p.affils.map((a, k) => `<li><sup>${k + 1}</sup>${esc(a)}</li>`).join('')}</ul>${abs.map((x) => `<p>${x}</p>`).join('\n')}</div>
<div class="JournalFullText">${body}
${app}
<h2>${refsHead}</h2>${refs}
<p><b>Keywords</b>: ${esc(p.keywords.join(', '))}</p><p><b>Citation:</b> ${esc(p.authors[0].name)} et al. (2024) ${esc(p.title)}. <i>Front. Psychol.</i> 15:1234.</p></div>
</div></main><footer><p>© 2024 Frontiers Media S.A. All rights reserved</p></footer>`,
      ),
    );
  },
};

const biorxiv: Template = {
  name: 'biorxiv',
  heldOut: true,
  render(p) {
    const t = new Truth();
    const absHead = t.head('Abstract', 1, 'abstract');
    const abs = abstractParas(t, p);
    let id = 0;
    const body = walk(t, [...p.body, ...p.back], {
      numbering: 'none',
      figure: `<div class="fig pos-float odd" id="F1"><div class="highwire-figure"><div class="fig-inline-img-wrapper"><img src="F1.medium.gif" alt=""></div><ul class="highwire-figure-links"><li><a href="#">Download figure</a></li><li><a href="#">Open in new tab</a></li></ul></div><div class="fig-caption"><span class="fig-label">Figure 1.</span> <p class="first-child">${esc(p.figure)}</p></div></div>`,
      table: `<div class="table pos-float"><div class="table-caption"><span class="table-label">Table 1.</span> <p class="first-child">${esc(p.table.caption)}</p></div><table>${tableRows(p)}</table></div>`,
      render: (v) => {
        const cls =
          v.level === 1 ? (v.sec.label === 'acknowledgments' ? 'section ack' : 'section') : 'subsection';
        return `<div class="${cls}" id="sec-${++id}"><h${v.level + 1}>${v.heading}</h${v.level + 1}>${paras(v.paras, (x) => `<p id="p-${id}">${x}</p>`)}\n${v.children}</div>`;
      },
    });
    const app = appendices(
      t,
      p,
      (l, title) => `Appendix ${l}. ${title}`,
      (h, ps) => `<div class="section app"><h2>${h}</h2>${paras(ps)}</div>`,
    );
    const refsHead = t.head('References', 1, 'references');
    const refs = p.refs
      .map(
        (x, k) =>
          `<li><a class="rev-xref-ref" href="#">↵</a><div class="cit ref-cit ref-journal" id="cit-${k + 1}"><div class="cit-metadata">${esc(x)}</div><div class="cit-extra"><a href="#">CrossRef</a> <a href="#">PubMed</a> <a href="#">Google Scholar</a></div></div></li>`,
      )
      .join('\n');
    return t.done(
      page(
        p.title,
        citationMeta(p, 'bioRxiv'),
        `<header><a href="/">bioRxiv</a> <nav><a href="#">Home</a> <a href="#">Submit</a> <a href="#">FAQ</a> <a href="#">Blog</a> <a href="#">ALERTS / RSS</a></nav></header>
<div class="highwire-article-citation"><h1 class="highwire-cite-title" id="page-title">${esc(p.title)}</h1><div class="highwire-cite-authors">${p.authors.map((a) => `<span class="highwire-citation-author">${esc(a.name)}</span>`).join(', ')}</div><div class="highwire-cite-metadata">doi: https://doi.org/10.1101/2024.03.12.584321</div></div>
<div class="pane-content"><ul class="tabs"><li><a href="#">Abstract</a></li><li><a href="#">Full Text</a></li><li><a href="#">Info/History</a></li><li><a href="#">Metrics</a></li><li><a href="#">Preview PDF</a></li></ul>
<div class="article fulltext-view"><span class="highwire-journal-article-marker-start"></span>
<div class="section abstract" id="abstract-1"><h2>${absHead}</h2>${abs.map((x) => `<p>${x}</p>`).join('\n')}</div>
${body}
${app}
<div class="section ref-list" id="ref-list-1"><h2>${refsHead}</h2><ol class="cit-list">${refs}</ol></div>
<span class="highwire-journal-article-marker-end"></span></div></div>
<div class="panel-pane"><p>Posted March 12, 2024.</p><a href="#">Download PDF</a> <a href="#">Email</a> <a href="#">Share</a> <a href="#">Citation Tools</a></div>
<footer><p>bioRxiv and medRxiv are free online archives and distribution servers.</p></footer>`,
      ),
    );
  },
};

const elsevier: Template = {
  name: 'elsevier',
  heldOut: true,
  render(p) {
    const t = new Truth();
    const absHead = t.head('Abstract', 1, 'abstract');
    const abs = abstractParas(t, p);
    const kwHead = t.head('Keywords', 1, 'keywords');
    const body = walk(t, p.body, {
      numbering: 'dotted',
      figure: `<figure class="figure text-xs" id="fig1"><span><img src="gr1.jpg" alt="Fig. 1"></span><span class="captions"><span><p><span class="label">Fig. 1</span>. ${esc(p.figure)}</p></span></span></figure>`,
      table: `<div class="tables frame-topbot" id="tbl1"><span class="captions text-s"><span><p><span class="label">Table 1</span>. ${esc(p.table.caption)}</p></span></span><table>${tableRows(p)}</table></div>`,
      render: (v) =>
        `<section id="sec${v.number}"><h${v.level + 1} class="u-h4 u-margin-l-top u-margin-xs-bottom">${v.heading}</h${v.level + 1}>${paras(v.paras, (x) => `<div class="u-margin-s-bottom">${x}</div>`)}\n${v.children}</section>`,
    });
    const back = walk(t, p.back, {
      numbering: 'none',
      render: (v) =>
        `<section><h2 class="section-title u-h4 u-margin-l-top u-margin-xs-bottom">${v.heading}</h2>${paras(v.paras)}</section>`,
    });
    const refsHead = t.head('References', 1, 'references');
    const refs = p.refs
      .map(
        (x, k) =>
          `<li><span class="label"><a href="#">[${k + 1}]</a></span><span class="reference">${esc(x)}</span><div class="ReferenceLinks u-font-sans"><a href="#">View in Scopus</a><a href="#">Google Scholar</a></div></li>`,
      )
      .join('\n');
    const app = appendices(
      t,
      p,
      (l, title) => `Appendix ${l}. ${title}`,
      (h, ps) => `<section class="appendices"><h2 class="u-h4">${h}</h2>${paras(ps)}</section>`,
    );
    return t.done(
      page(
        p.title,
        citationMeta(p, 'Journal of Applied Research'),
        `<header class="gh-header"><a href="/">ScienceDirect</a> <nav><a href="#">Journals &amp; Books</a> <a href="#">Help</a> <a href="#">Sign in</a></nav></header>
<div class="Publication"><a href="#">Journal of Applied Research</a> <span>Volume 31, March 2024, 104512</span></div>
<article role="main" class="col-lg-12"><h1 id="screen-reader-main-title" class="Head u-font-serif u-h2 u-margin-s-ver"><span class="title-text">${esc(p.title)}</span></h1>
<div class="AuthorGroups"><div class="author-group" id="author-group">${p.authors.map((a) => `<button class="button-link workspace-trigger button-link-primary" type="button"><span class="react-xocs-alternative-link"><span class="given-name">${esc(a.name.split(' ')[0])}</span> <span class="text surname">${esc(a.name.split(' ')[1])}</span></span></button>`).join(' ')}</div></div>
<div class="Abstracts u-font-serif"><div class="abstract author-highlights"><h2 class="section-title u-h4">Highlights</h2><div><ul class="list"><li><span>${esc(p.keywords[0])} improves in every setting.</span></li><li><span>Results hold across the full data.</span></li></ul></div></div>
<div class="abstract author"><h2 class="section-title u-h4 u-margin-l-top u-margin-xs-bottom">${absHead}</h2><div>${abs.map((x) => `<div class="u-margin-s-bottom">${x}</div>`).join('\n')}</div></div></div>
<div class="Keywords u-font-serif"><div class="keywords-section"><h2 class="section-title u-h4">${kwHead}</h2>${p.keywords.map((k) => `<div class="keyword"><span>${esc(k)}</span></div>`).join('')}</div></div>
<div class="Body u-font-serif"><div>${body}</div></div>
${back}
${app}
<div class="related-content-links"><a href="#">Recommended articles</a></div>
<div class="Tail"><section class="bibliography u-font-serif"><h2 class="section-title u-h4 u-margin-l-top u-margin-xs-bottom">${refsHead}</h2><ol class="references">${refs}</ol></section></div>
<p class="Copyright"><span class="copyright-line">© 2024 Elsevier Ltd. All rights reserved.</span></p></article>
<footer><p>Copyright © 2024 Elsevier B.V., its licensors, and contributors.</p></footer>`,
      ),
    );
  },
};

/** A hand-made page: h1 title, h2..h4 sections numbered "2.1". */
const plain: Template = {
  name: 'plain-h1-h4',
  heldOut: false,
  render(p) {
    const t = new Truth();
    const absHead = t.head('Abstract', 1, 'abstract');
    const abs = abstractParas(t, p);
    const body = walk(t, [...p.body, ...p.back], {
      numbering: 'plain',
      figure: `<figure><img src="figure1.png" alt=""><figcaption>Figure 1. ${esc(p.figure)}</figcaption></figure>`,
      table: `<table><caption>Table 1. ${esc(p.table.caption)}</caption>${tableRows(p)}</table>`,
      render: (v) => `<h${v.level + 1}>${v.heading}</h${v.level + 1}>\n${paras(v.paras)}\n${v.children}`,
    });
    const refsHead = t.head('References', 1, 'references');
    const app = appendices(
      t,
      p,
      (l, title) => `Appendix ${l}. ${title}`,
      (h, ps) => `<h2>${h}</h2>${paras(ps)}`,
    );
    return t.done(
      page(
        p.title,
        '',
        `<h1>${esc(p.title)}</h1>
<p>${p.authors.map((a) => `${esc(a.name)}<sup>${a.affil + 1}</sup>`).join(', ')}</p>
${p.affils.map((a, k) => `<p><sup>${k + 1}</sup> ${esc(a)}</p>`).join('\n')}
<h2>${absHead}</h2>${abs.map((x) => `<p>${x}</p>`).join('\n')}
<p><strong>Keywords:</strong> ${esc(p.keywords.join(', '))}</p>
${body}
<h2>${refsHead}</h2><ol>${p.refs.map((x) => `<li>${esc(x)}</li>`).join('\n')}</ol>
${app}`,
      ),
    );
  },
};

/** A word processor's export: no heading markup at all, bold paragraphs numbered "2.1." instead. */
const bold: Template = {
  name: 'bold-paragraphs',
  heldOut: false,
  render(p) {
    const t = new Truth();
    const absHead = t.head('Abstract', 1, 'abstract');
    const abs = abstractParas(t, p);
    const body = walk(t, [...p.body, ...p.back], {
      numbering: 'dotted',
      figure: `<p class="MsoNormal"><img src="image001.png" alt=""></p><p class="MsoCaption">Figure 1. ${esc(p.figure)}</p>`,
      table: `<p class="MsoCaption">Table 1. ${esc(p.table.caption)}</p><table class="MsoTableGrid" border="1">${tableRows(p)}</table>`,
      render: (v) => {
        const inner = v.level === 3 ? `<b><i>${v.heading}</i></b>` : `<b>${v.heading}</b>`;
        return `<p class="MsoNormal">${inner}</p>\n${paras(v.paras, (x) => `<p class="MsoNormal">${x}</p>`)}\n${v.children}`;
      },
    });
    const refsHead = t.head('References', 1, 'references');
    const app = appendices(
      t,
      p,
      (l, title) => `Appendix ${l}. ${title}`,
      (h, ps) => `<p class="MsoNormal"><b>${h}</b></p>${paras(ps, (x) => `<p class="MsoNormal">${x}</p>`)}`,
    );
    return t.done(
      page(
        p.title,
        '<meta name="Generator" content="Microsoft Word 15 (filtered)">',
        `<div class="WordSection1">
<p class="MsoTitle">${esc(p.title)}</p>
<p class="MsoNormal">${p.authors.map((a) => esc(a.name)).join(', ')}</p>
${p.affils.map((a) => `<p class="MsoNormal"><i>${esc(a)}</i></p>`).join('\n')}
<p class="MsoNormal"><b>${absHead}</b></p>${abs.map((x) => `<p class="MsoNormal">${x}</p>`).join('\n')}
<p class="MsoNormal"><b>Keywords:</b> ${esc(p.keywords.join(', '))}</p>
${body}
<p class="MsoNormal"><b>${refsHead}</b></p>${p.refs.map((x, k) => `<p class="MsoNormal">[${k + 1}] ${esc(x)}</p>`).join('\n')}
${app}
</div>`,
      ),
    );
  },
};

/** A page built from divs whose headings are `role="heading"` with `aria-level` (an SPA's output). */
const aria: Template = {
  name: 'aria-headings',
  heldOut: false,
  render(p) {
    const t = new Truth();
    const absHead = t.head('Abstract', 1, 'abstract');
    const abs = abstractParas(t, p);
    const body = walk(t, [...p.body, ...p.back], {
      numbering: 'none',
      figure: `<figure class="media"><img src="f1.png" alt=""><figcaption>Figure 1. ${esc(p.figure)}</figcaption></figure>`,
      table: `<div class="table-block"><table><caption>Table 1. ${esc(p.table.caption)}</caption>${tableRows(p)}</table></div>`,
      render: (v) =>
        `<div class="block block--l${v.level}"><div role="heading" aria-level="${v.level + 1}" class="block__title">${v.heading}</div>${paras(v.paras, (x) => `<div class="text">${x}</div>`)}\n${v.children}</div>`,
    });
    const refsHead = t.head('References', 1, 'references');
    const app = appendices(
      t,
      p,
      (l, title) => `Appendix ${l}. ${title}`,
      (h, ps) =>
        `<div class="block"><div role="heading" aria-level="2" class="block__title">${h}</div>${paras(ps, (x) => `<div class="text">${x}</div>`)}</div>`,
    );
    return t.done(
      page(
        p.title,
        citationMeta(p, 'Open Research Papers'),
        `<div id="app"><div class="topbar" role="banner"><a href="/">Open Research Papers</a> <span role="navigation"><a href="#">Browse</a> <a href="#">Submit</a></span></div>
<div class="paper" role="main"><div role="heading" aria-level="1" class="paper__title">${esc(p.title)}</div>
<div class="paper__authors">${p.authors.map((a) => `<span>${esc(a.name)}</span>`).join(', ')}</div>
<div class="paper__affiliations">${p.affils.map((a) => `<div>${esc(a)}</div>`).join('')}</div>
<div class="block"><div role="heading" aria-level="2" class="block__title">${absHead}</div>${abs.map((x) => `<div class="text">${x}</div>`).join('\n')}</div>
${body}
<div class="block"><div role="heading" aria-level="2" class="block__title">${refsHead}</div><ol class="refs">${p.refs.map((x) => `<li>${esc(x)}</li>`).join('\n')}</ol></div>
${app}
</div><div class="footer" role="contentinfo">© 2024 Open Research Papers</div></div>`,
      ),
    );
  },
};

/**
 * A university repository's blog-like post of a paper: site chrome and a sidebar, unnumbered h2
 * and h3 headings, the third level run into its paragraph in bold with a full stop (APA level 4).
 */
const cms: Template = {
  name: 'cms-apa',
  heldOut: false,
  render(p) {
    const t = new Truth();
    const absHead = t.head('Abstract', 1, 'abstract');
    const abs = abstractParas(t, p);
    const body = walk(t, [...p.body, ...p.back], {
      numbering: 'none',
      figure: `<figure class="wp-block-image"><img src="figure-1.png" alt=""><figcaption>Figure 1. ${esc(p.figure)}</figcaption></figure>`,
      table: `<figure class="wp-block-table"><table>${tableRows(p)}</table><figcaption>Table 1. ${esc(p.table.caption)}</figcaption></figure>`,
      printed: (_, title) => title,
      render: (v) => {
        if (v.level < 3)
          return `<h${v.level + 1}>${v.heading}</h${v.level + 1}>\n${paras(v.paras)}\n${v.children}`;
        const [first, ...rest] = v.paras;
        return `<p><strong>${v.heading}.</strong> ${first}</p>\n${paras(rest)}\n${v.children}`;
      },
    });
    const refsHead = t.head('References', 1, 'references');
    const app = appendices(
      t,
      p,
      (l, title) => `Appendix ${l}: ${title}`,
      (h, ps) => `<h2>${h}</h2>${paras(ps)}`,
    );
    return t.done(
      page(
        p.title,
        '',
        `<header class="site-header"><p class="site-title"><a href="/">Northfield Research Repository</a></p><nav class="main-navigation"><ul><li><a href="#">Home</a></li><li><a href="#">Collections</a></li><li><a href="#">About</a></li></ul></nav></header>
<div id="content" class="site-content"><main id="main" class="site-main"><article class="post type-post status-publish">
<header class="entry-header"><h1 class="entry-title">${esc(p.title)}</h1><div class="entry-meta"><span class="posted-on">Posted on March 12, 2024</span> by <span class="author vcard">Repository Staff</span></div></header>
<div class="entry-content">
<p><em>${p.authors.map((a) => esc(a.name)).join(', ')}</em></p>
<p><em>${esc(p.affils.join('; '))}</em></p>
<h2>${absHead}</h2>${abs.map((x) => `<p>${x}</p>`).join('\n')}
<p><em>Keywords:</em> ${esc(p.keywords.join(', '))}</p>
${body}
<h2>${refsHead}</h2>${p.refs.map((x) => `<p class="hanging">${esc(x)}</p>`).join('\n')}
${app}
</div><footer class="entry-footer"><span class="cat-links">Posted in <a href="#">Psychology</a></span></footer></article></main>
<aside id="secondary" class="widget-area"><section class="widget"><h2 class="widget-title">Recent Posts</h2><ul><li><a href="#">Annual report of the repository</a></li><li><a href="#">New collection of theses</a></li></ul></section></aside></div>
<footer class="site-footer"><p>© 2024 Northfield Research Repository</p></footer>`,
      ),
    );
  },
};

export const TEMPLATES_B: readonly Template[] = [frontiers, biorxiv, elsevier, plain, bold, aria, cms];
