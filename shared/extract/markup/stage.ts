/**
 * Version of the shared HTML→text walk and table reader (to-text, tables, layout, dom). The HTML
 * and DOCX pipelines both include it (found from their imports): bump it on any behaviour change
 * with `npm run versions:update -- --bump extract.markup` (docs/versions.md).
 */
// 1.1.0: the walk returns paragraphs with roles (htmlToBlocks); the text is unchanged.
// 1.2.0: linear walk and table reader (same text); a huge abstract region no longer overflows the stack.
// 1.3.0: a short emphasised lead closed by an em dash ('Abstract—', 'Methods and Results—') is a
//        run-in heading; a run-in abstract sits at level 1.
// 1.4.0: a heading guessed from bold type with nothing after it is a paragraph.
// 1.5.0: heading depth from section numbering (a number extending an earlier heading's); a
//        heading element or a bold 'Figure 1.' lead that is a caption is a caption; a Keywords
//        heading set under the Abstract takes the abstract heading's level.
export const MARKUP_STAGE = { id: 'extract.markup', version: '1.5.0' };
