/**
 * The PDF extractor's stage version, and what each version changed (newest last). Bumped with
 * `npm run versions:update -- --bump extract.pdf` (docs/versions.md).
 */

// 2.0.0: document structure (blocks with roles, headings from geometry, run-in headings, page
//        geometry, removed boilerplate and figure regions as placed blocks); figure captions leave
//        the body for the captions stream; numbered headings split from the paragraphs around them;
//        title, authors and affiliations from page 1 when the metadata lacks them or is junk.
// 2.1.0: rotated pages read in their reading direction; heading rules (text under a heading,
//        numbering sequence, contents pages, back-matter keywords in small type).
// 2.2.0: tables found without a caption (rules, aligned rows; gates against prose, lists, math),
//        more caption forms; OCR of pages without a usable text layer; boilerplate keeps lines
//        that read like content; note size learned per document, reference lists never notes.
// 2.3.0: OCR words keep their spaces, misreads and dropped line-end hyphens put right; small
// type printed over the body dropped; more heading rules (run-ins, monospaced lines); tables:
// wrapped cells, header spans, continued tables merged, placeholders for unstructured ones.
// 2.4.0: column grids found per band (a page that changes grid below a spanning row); a note tail
//        under a small-type abstract; table rows at a page edge kept from boilerplate; tables:
//        one row per band in ruled grids, right-to-left cells, runs cut at rules, continued-table
//        guard; headings: lower-case and appendix numbering, list items not run-ins, paragraph
//        breaks before headings; OCR: line size from letter reach, more dropped hyphens restored.
// 2.5.0: headings: centring as part of a heading's style, numbering letter share without the number,
//        'APPENDIX A.' numbering, monospace judged on distinct letters; tables: a fully drawn grid
//        with a named header row is a table, a cell's text clipped at the next cell's rule.
// 2.6.0: double-spaced documents' line pitch; a short line in another font under a sentence end
//        starts a heading; an isolated top block judged as one text; foot rows that number a
//        section, or continue a table's columns, kept; figure labels not taken from headings;
//        superscripts in several runs and raised capital accents joined; a caption's last line
//        kept with its paragraph; tables: glyph-width clipping, row spans beside partial rules,
//        header-only column rules; encrypted PDFs opened with a password.
// 2.7.0: pdf.js's packed CMaps and standard font programs are read (CJK text through a
//        predefined CMap was empty); run-in headings: a lead followed by a wide space or a dash,
//        IEEE 'a) Title:', capitals headings joined to their text; single-letter line-end
//        hyphens kept; an author's e-mail ending a first-page note kept.
// 2.8.0: run-in heads flush left with a narrow space after them (LNCS), a paragraph break on a
//        vertical gap where narrower columns start under a wider block.
// 2.9.0: TeX ligature codes of fonts without a Unicode map spelled out; a gutter gap measured
//        against the body size (two headings side by side); page-1 author grids read block by
//        block; run-in '3.1.0.1 Title:' heads; a body-size title above a names line; paragraph
//        breaks: centred last lines, narrower justified measures, table rows held with their
//        caption; repeated footnotes kept, stray note marks back on their word, a lone small note
//        under a blank band at a column's foot.
// 2.10.0: a page without a gutter of its own split at the document's gutter (fallback
//        pdf.document_gutter); a note block under an unmarked lead at the page foot; a note
//        under a display equation that ends the page; a formula-font last line ends its
//        paragraph; wrapped numbered headings split from their text; a whole line in another
//        font at a column top after a sentence end starts a heading; the first unnumbered heading
//        after reference entries at the top level, and one set like the numbered sections is an
//        appendix; numbered sub-headings set smaller than the body (own font, parent number
//        seen); tables: wrapped p{} lines one row, \multirow labels at their group's first row
//        with spans, a first row of years is the header.
// 2.11.0: running heads and feet of a text frame set inside a larger page (frame bands, by
//        repetition alone); a two-sided column band at a page's top kept whole when both sides
//        are full column lines; page-1 header halves marked as their own blocks; the reference
//        list before the back matter counted by lines; a bare caption label's title, table rows
//        held under a figure over them, a cell gap of 1.1 em. tablesWithoutCaption moved.
// 2.11.1: prose runs are never scripts (a smaller abstract line no longer bridges into the next
//        column's row); an ornament line is out of the flow; a document that breaks lines only at
//        compounds keeps 'cut-offs' hyphenated.
// 2.12.0: a manuscript's line numbers leave the text (line-numbers.ts); a lone page number in the
//        document's folio slot goes on any page; gutters narrower than 0.9 em (aligned column
//        edges, 60% of the height) and every gutter's own width for the full-width row test;
//        headings: ragged wrapped heads, roman I./A./1. numbering, body-type numbered heads after
//        their parent, two run-in styles as two levels, monospace spread 0.3%; tables from office
//        software: bracketed spreads one value, an orphan caption takes the table it faces, a
//        caption and header at a page foot continue on the next page, column-number header rows,
//        lower-case stub ends, band readings of a caption's borderless table. paragraphs.ts and
//        columns.ts split into smaller files (no behaviour change).
// 2.12.1: line numbers: pages read before the numbering was confirmed are read again (a title
//        page with an unnumbered abstract box); at a known edge counting up is enough; numbers of
//        another width flush with a confirmed group on its other edge go with it.
// 2.13.0: ragged-right prose whose lines mostly come within an em of the edge but do not end
//        together (`loose`) breaks a paragraph on a short line only at a sentence's end or
//        before a reference entry.
// 2.13.1: a band's top rows are no header to cut off when one side has nothing below them and
//        holds a full line beside a column that runs on (a paragraph's last lines atop a last
//        page's right column, beside reference entries).
// 2.14.0: ragged right is told from justified text by whether the full lines end together
//        (within 0.06 em, not within 1 em of the edge); a caption label after a short line of
//        ragged text starts a paragraph. A run-in head in the text's own type ("Datasets.
//        Figure 1 …", amsart/aomart \paragraph), one level under the numbered run-in head
//        before it; a body-size title set flush left over a line of names (TUGboat); "Table
//        of Contents" is never a title. A heading alone atop a page above a blank line ("5
//        Discussion" in a double-spaced paper) is content unless it recurs atop other pages.
// 2.15.0: raised marks told by size and raise alone: a letter footnote mark glued to its note
//        (AIAA), a reference entry opening on its raised number after a sentence end; a section
//        number's zero parts are skipped levels ("2.0 Methods" depth 1; NRC's "3.1.0.0.1", five
//        parts, depth 3).
// 2.16.0: notes no smaller than the body (a column's last lines under a blank band, opening on
//        raised marks; OUP's large layout); a raised mark alone in its row joins the line of words
//        it opens from up to 1.2 em left (a note's mark in a box of its own: it was a row of its
//        own, taken for a page number, and its note for a repeated running foot).
// 2.17.0: reference lists with hanging indents read one paragraph per entry (paragraph-hanging.ts);
//        a short region of a few rows in both columns split at the document's gutter (a last
//        page's references); a reference's last line repeated at page feet kept when it flows from
//        the entry above; T1's en dash code between digits read as the dash; a range broken after
//        its dash joined without a space.
// 2.17.1: a hanging list's entry at the top of the next column or page starts its own paragraph.
// 2.17.2: a line that is a reference list's heading alone ends its paragraph (AASTeX's centred
//        "REFERENCES" ran into the first entry of the column under it).
// 2.18.0: a note set inside a column between two halves of a sentence leaves the body and the
//        sentence joins across it (footnotes-mid.ts; emulateapj); a title in the text's own font
//        and size in capitals, centred over the names, is the title; a numbered heading whose
//        number has a font of its own ends before the text under it; names over an address at
//        the paper's end are no headings (headings-people.ts; cc, AMS); references numbered
//        "1)" or "(1)" are entries of a hanging list; a reference's first line by initials at a
//        page's foot whose next line carries the volume, pages and year is kept.
// 2.19.0: references kept whole across pages and columns: a hanging list of one entry right
//        under its heading (a column's foot) or at a block's top after a hanging list (the next
//        column's top); an entry's own line at a page's edge past the first page (its pages and
//        year ending it, or its authors by initials opening it) and a repeated line completing a
//        word broken on the line above are content, not running heads or venue lines.
// 2.19.1: a labelled entry's first line by initials up to its volume at a page's edge is
//        content (Nature's "6. K. Berg … vol. 16,"); a line in other type under a blank band is
//        no continuation of a hanging list (AMS addresses after the references); a lone entry
//        of a one-entry run must wrap to the list's right edge (a heading over an indented
//        paragraph at a column's top after a reference list is not one).
// 2.20.0: section numbers after a section sign ("§1. Introduction", PTP); "Appendix A" alone on
//        its line is a heading; a sub-section number in the body's type stands apart at 1.15
//        pitches (was 1.6); a note mark with its closing parenthesis in a run of its own ("∗)")
//        opens its note's line and a note; a typesetting notice ("typeset using PTPTEX.cls")
//        among a page's first or last rows is boilerplate wherever it sits.
// 2.20.1: an entry's bibliographic line at a column top is judged to flow from its entry on the
//        runs over it too, not only the whole rows (the other column's larger text shares them).
// 2.21.0: an affiliation wrapped after a word that cannot end an address part ("University of" /
//        "Northfield") is joined without a comma; a small-type volume line abbreviating the issue
//        ("Vol. 14, Iss. 1") is a notice.
// 2.22.0: a caption set with a hanging indent keeps the lines that start under its text, past the
//        label, in its size and font ("Figure 1.    The recovery … and" / "mortality setting."),
//        which the break rules had taken for a new paragraph of the body.
// 2.23.0: a banner of parts between bars is a label when any part is ("IJDC | Research Paper", set
//        larger than the title on every page): never the title, which it had displaced.
// 2.24.0: a front-matter line of dates with what each is for ("(Received June 2, 2026)",
//        "Received …; Accepted …") is dates, not an author line ("Received June" was an author).
// 2.25.0: an open-access licence notice set as a paragraph of the first two pages ("Copyright: ©
//        2018 … This is an open access article distributed under the terms of the Creative Commons
//        Attribution License …") leaves the body as boilerplate (why 'licence'), page and box kept.
// 2.26.0: a flush heading that starts a paragraph's indent (0.8–2 em) right of the text under it
//        is its own style, ranked below the flush one of its type (IJDC's sub-sub-sections); the
//        indent is measured from the text's left edge, not the column box a table can widen.
// 2.27.0: a caption whose label is set off by a dash ("Figure 1 – …", "Figure 2—…", "Fig. 3 - …")
//        is a float like "Figure 1:", taken out of the paragraph it interrupts (asaetr).
// 2.28.0: a note's second line that repeats on another page stays when it flows from the note's
//        own runs, though its row above holds the next column's larger body text (quantumarticle:
//        "comparison fair." was removed as a running foot and the note cut short).
// 2.29.0: an author's contact line (one or two lines with an e-mail address) in note type at a
//        first-page column foot, unmarked and close under the text, is a note of its own
//        (footnotes-contact.ts); it had cut quantumarticle's paragraph from its continuation.
// 2.30.0: a note's raised mark is set apart from its first word ("1 We use …", "a Results …",
//        "1 http://…"), as HTML notes are; glued, it broke addresses and made non-words.
// 2.31.0: a note under a reference list set in the notes' own type (cas-dc) leaves the list: it
//        opens on a raised mark 1.5 of the list's line step and more than a body pitch below it.
// 2.32.0: first-page front matter: a line of another front role than its paragraph's, or an
//        affiliation opening on its raised number, starts a paragraph (names and the affiliation
//        under them had been one paragraph); a caption set large atop a table page is no title.
// 2.33.0: a line left alone at a page's edge that names a section ("Methodology", structure's
//        labels) is a heading, not a running head or foot (elbioimp's unnumbered sections).
// 2.34.0: after a reference list, an unnumbered heading in the exact type of two unnumbered
//        headings before it, one a section keyword, is a section (elbioimp's appendix).
// 2.35.0: a section keyword alone opening the next column ("Abstract") starts a paragraph; it
//        had been joined to the column's last one (a licence block, an e-mail line).
// 2.36.0: a hanging-indent reference entry cut by a column or page break goes on in the next
//        block's first line when that line stands at the list's continuation indent.
// 2.37.0: a large title's lines (front-matter.ts's title, 1.2x the body or more, one size, no
//        blank line between) are one paragraph; a short first line had split it.
// 2.38.0: an affiliation loses a form's field name before it ("Address School of …", pracjourn).
// 2.39.0: unnumbered heads in the body's own type (one short line, space above and below,
//        between finished paragraphs) are headings when a sibling shares their style and a
//        heading of other evidence comes first (elbioimp's sub-sub-sections).
// 2.40.0: a label-only caption ("Figure 1" over its title) opening a page stands under a picture
//        measured from where the other pages' text starts, and a picture is at least 5 of the
//        label's sizes tall whatever the line spacing (APA's double-spaced manuscripts).
// 2.41.0: a centred line over a full line of running text flush with the column's left edge ends
//        a paragraph (APA's manuscript heads over an unindented first line; display formulas).
// 2.42.0: a copyright holder's line ("© 2026 …", 12 words at most) right over a licence notice
//        leaves the body with it (licence-notice.ts licenceNotices).
// 2.43.0: a zero inside a section number ("3.0.1") is the level of the unnumbered run-in heads
//        standing between it and its parent (Nature's sub-sections): the heading goes down a
//        level per zero and those heads take the zero's level.
// 2.44.0: on the first page, a full-width band that is two boxes side by side (Elsevier CAS's
//        "ARTICLE INFO" keyword box beside the abstract) is read box by box, each box a unit.
// 2.45.0: ruling lines and glyph widths are read in pdf.js's text pass (drawing-tap.ts) instead of
//        a second parse; the same rules on every corpus page. Glyph widths now follow the font of
//        the text state (the operator-list reader kept the last `Tf` across a `Q` that restored
//        another font, and filed one font's widths under another on 6 of 1,412 pages); no text
//        or table of the 229 corpus and LaTeX PDFs changed.
// 2.46.0: text inside a drawn figure (tick labels, axis titles, legends, a diagram's labels) leaves
//        the body for the figure block (figure-regions.ts): figures from the page's images and
//        drawing paths, read in the same pass as the rules; the drawn box is the figure block's
//        box where a caption's whitespace estimate meets it. Fallback `pdf.figure_text_moved`.
// 2.47.0: a found table set in the middle of a sentence (the line before it does not end one, the
//        line after it opens in lower case) is held out of the paragraph flow like the rows under
//        a caption: the sentence reads whole, then the rows (table-interrupt.ts).
// 2.47.1: a caption's lines under its first (IEEE's "TABLE I" over "SYSTEM PARAMETERS") are never
//        figure text: 3 corpus PDFs get their caption back whole.
// 2.48.0: figure marks are what the clip shows (clip-box.ts: `W`, a form's BBox), and a curve's
//        box takes its control points: a photo drawn larger than its window, stacked plots whose
//        curves ran past their axes, a diagram's arcs. A short line of small type right above or
//        under a prose line of its size is that paragraph's, not a label (a biography's last line
//        under its photo). A caption's whitespace estimate takes every drawn figure it meets
//        within 8 pt up or down and overlapping across (a row of subplots is one figure block).
// 2.49.0: a bar chart's bars are figure marks (bar-marks.ts: 3+ filled rectangles of one
//        thickness on one baseline, of lengths that differ), so its tick, value and category
//        labels leave the body as a plot's do; table shading and shaded lines are not bars, and a
//        shaded listing stays text (a figure is mostly empty of text).
// 2.50.0: a diagram drawn in straight lines with arrowheads (a flow chart's boxes and connectors)
//        is a figure (arrow-diagrams.ts): a small mark at a rule's end is an arrow's tip, and the
//        rules joined to two or more tips are one diagram, so its box labels leave the body.
// 2.51.0: with `tables: 'inline'` a structured table's text reads as its rows in place, one
//        paragraph, a line per row, cells separated by tabs (table-inline.ts), when its cells hold
//        all of its lines' characters; else it stays as read (`pdf.table_inline_as_read`).
// 2.51.1: a page with more than 500 small marks (a scatter plot's markers) is not searched for
//        arrow diagrams (the search is tips x rules); no corpus output changed.
// 2.52.0: a table found without a caption inside drawn figures (60% of its box) is their labels
//        (figure-tables.ts): a row of subplots' tick values read as a table kept them in the body;
//        now they leave it with the figure's text (`pdf.table_in_figure`). With `tables:
//        'placeholder'`, an uncaptioned table (no placeholder to stand for it) reads as its rows.
//        A table cell wrapped after a hyphen is joined as the body's lines are ("car- nes" →
//        "carnes", "Un- supervised" → "Unsupervised"; 6 corpus PDFs). A table's rows are no text
//        under a heading (as its row paragraphs were not before 2.51.0: mnras's running head over
//        a table had become a heading).
// 2.53.0: a ruled grid whose every column wraps (LaTeX p{} cells, four or more lines a band) reads
//        one row per band when each band's later lines read on from the line above (lower-case
//        start, or a hyphen or comma ending the cell above); inside such a band, a line where a
//        column resumes after a blank line and nothing reads on starts a row (a header set over
//        the first row without a rule). 2007.14922's Table 1: 22 line-rows -> header + 6 rows.
// 2.54.0: a first page's title block set beside a column of its own (ASME's author blocks left
//        of the title and abstract) is one box band, read box by box (columns.ts topBoxRows);
//        Elsevier CAS's "ARTICLE INFO" and "ABSTRACT" heads are no longer read as one line. A
//        caption label without punctuation ("Fig. 1 The …", Springer, ASME) opens a caption when
//        its type says so: a label in another font than the text after it, or a caption wholly
//        in a font that is neither the body's nor the line's before it (caption-line.ts); 7
//        corpus PDFs and 6 LaTeX papers have such captions leave the paragraphs they cut.
// 2.55.0: a caption set in a narrower measure than its column (a side caption beside its figure)
//        keeps its ragged lines: lines starting where its first line starts, in its size and
//        text font, at its pitch, ending well short of the column's edge as the first line does
//        (caption-hang.ts sideCaptionGoesOn). cermine_test5's two side captions, cje's and
//        kluwer's captions whole; their tails had run into the body. A figure caption's next
//        lines at a column's foot (its size, its leading) are no notes' or venue notice's
//        (footnotes.ts captionEnd): CHI's side caption lost its second line to the copyright
//        notice, scienceparse_e4faf's captions their tails to the footnotes.
// 2.56.0: a reference entry whose label has more digits than the list's first one, set a digit's
//        width left of the list's edge (labels right-aligned in their box: "[10]" left of
//        " [9]"), stays in the hanging list (paragraph-hanging.ts widerLabel): the last entry
//        of a page, or the entries of a short column from [10] on, were split at their lines.
//        ejpecp, multicol-3col, grobid_0807.3577 and smola10 reference entries whole.
// 2.57.0: text set along a curve (a journal logo's letters around an arc: six or more rows of
//        single letters, each under the last by less than 0.9 of its size) leaves the text as
//        boilerplate `curved` (curved-text.ts). Only the EJP papers of the LaTeX set change.
// 2.58.0: an unnumbered run-in head after a numbered run-in head of its section goes a level
//        under it (blocks.ts runDepth), not under the deepest stand-alone heading: ASME's italic
//        paragraph heads under its bold "3.1 Study area." run-in sub-sections (levels 0.923 ->
//        1.0); no other corpus PDF or LaTeX paper changed.
// 2.59.0: an italic run-in title whose closing stop is set upright is a run-in head ("2.1.
//        *Efficient transformers*. A second…": `\textit{…}.`, aomart with cmtiup's upright
//        punctuation), and a run of spaces between the number and the title no longer hides the
//        number (headings-runin.ts). aomart's 19 sub-section heads (recall 0.537 -> 1.0 with
//        texlive-fonts-extra installed), ding11's "Learning locally adaptive distance.", cje's
//        "Résumé." and cermine_test6's structured-abstract heads found.
// 2.60.0: a mark raised at its line's own size (one or two digits, 0.25-0.5 em up, in the font
//        of a prose run it is set against: articleingud's `\textsuperscript{\footnotesize 2}` in
//        footnote-size affiliations) joins that line (rows.ts fullSizeMark): "1" was a paragraph
//        of its own and "2 3" moved to a line's start. elbioimp's "(σ2)" joined too; no corpus
//        PDF changed.
// 2.61.0: a bracket-numbered reference entry opening the next column or page after a line that
//        ended a sentence starts an entry of its own (paragraph-breaks.ts): sugconf's "[7] …
//        2017." at a page's foot and "[8] …" at the next page's head were one entry.
// 2.62.0: in a document that indents its paragraphs (most paragraphs after a paragraph open
//        indented: headings.ts indentsParagraphs), a short line in the body's type with space
//        above only is a loose head when the paragraph under it opens and goes on flush (OUP's
//        `\paragraph`: "Sites", "Observers", "Temperature records"); headings-levels.ts still
//        asks for a sibling of its style. Only oup-1 of the corpus and LaTeX set changed.
// 2.63.0: an info-dictionary or XMP author field that lists surnames alone ("Sato , Mensah ,
//        Sato", "Sato and Mensah": LNI's short author list) names nobody: the first page's names
//        are used (metadata.ts splitAuthors; "Smith, John" stays one name).
// 2.64.0: a footnote repeated word for word on several pages stays when its number is a superior
//        figure (a font of its own on the note's baseline: newtx's, LNI) and the rest is a
//        sentence (boilerplate-guard.ts): lni-0's notes 7 and 8 were removed as running feet.
// 2.65.0: a section word spelled in spaced capitals ("A B S T R A C T", Elsevier's CAS templates)
//        is that word's heading, and opens the body after the front matter (headings.ts,
//        blocks.ts; headings-text.ts unspaced); "A R T I C L E I N F O" stays text. cas-dc's
//        two "Abstract" misses found; no other corpus PDF or LaTeX paper changed.
// 2.66.0: tables as browsers and spreadsheets print them (bench tables-web, tables-sheet):
//        rows padded up to 3.6 sizes apart continue a borderless run when they split into cells
//        and repeat its pitch (table-pitch.ts); columns set apart by their padding only are cut
//        at a white channel no row crosses (grid-channels.ts); the rows opening a page that
//        repeat the header of the table the previous page ended with are a part of it
//        (table-carry.ts), and a part opening on the header repeated joins whatever method read
//        it, bringing a caption set below (table-merge.ts); a spreadsheet's header over its
//        first rule and total under its last are rows of the ruled table (table-edge-rows.ts);
//        a page drawing a grid of rules is searched for ruled tables (table-hint.ts drawsGrid)
//        and a drawn grid may hold a description column (table-gates.ts); a header at a page
//        foot outside the caption's column box is a header-only part (table-foot.ts); a band
//        reading that only widens the box reading's rows may have two rows (table-aligned.ts);
//        "ID", "MD", "CD" are no Roman page numbers (boilerplate.ts).
// 2.67.0: borderless tables of wrapped cells (table-detect.ts): a one-piece line starting at a
//        cell's left edge (not the stub's) and ending before the next cell is that cell's wrapped
//        line, up to 6 a row, under a row of three cells or more; such a row is a table row even
//        with one cell wider than 40% of its box; after a wrapped line the next row may step as
//        far as a padded one; a table with two numeric columns may hold a description column of
//        sentences (table-gates.ts). tables-sheet's borderless wrapped table found.
// 2.68.0: a caption's band reading whose last row ends the page's text (a header and first row
//        the page break cut) may have two rows (table-aligned.ts); a lone "%", "‰", "#" or "№"
//        is a column header, not a fragment of math (table-gates.ts). tables-web's spans-0 first
//        part found with its caption.
// 2.69.0: a venue phrase ("Lecture Notes in …", "(Hrsg.):", "(Eds.):" added to the phrases) in
//        the band where the other pages set their running heads and feet is boilerplate on a page
//        where it repeats nowhere (boilerplate.ts): LNI's page-1 venue head left the text.
// 2.70.0: page 1's self-citation box ("Citation: Sato, Rossi (2026). Title. Journal, 31(2)…",
//        PLOS's side box, articleingud's column foot) is boilerplate, every line of it
//        (cite-box.ts): it repeated the title inside the front matter.
// 2.71.0: a word a wrapped cell broke at a hyphen is joined in the table's cells when the shared
//        hyphen policy's evidence names the join ("la- bel" → "label"; table-hyphens.ts); the text
//        output already joined it.
export const PDF_STAGE = { id: 'extract.pdf', version: '2.71.0' };
