/**
 * Block/inline-aware HTML to text walk, shared by the HTML and DOCX paths.
 * Block elements start a new paragraph (blank line); <br> is a line break; inline elements
 * join without adding spaces that the source did not have; whitespace collapses as a browser would.
 */
import type { AnyNode, Element } from 'domhandler';

export const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Never text: scripts, styles, templates, form controls, media. */
export const SKIP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'title',
  'meta',
  'link',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'select',
  'option',
  'button',
  'input',
  'textarea',
  'video',
  'audio',
  'map',
]);

export interface WalkOptions {
  /** Extra predicate: return true to skip an element and its subtree. */
  skip?: (el: Element) => boolean;
}

/** Text of `root` with paragraphs separated by blank lines. */
export function htmlToText(root: AnyNode | AnyNode[], options: WalkOptions = {}): string {
  const blocks: string[] = [];
  let current = '';
  let inPre = 0;
  const flush = () => {
    const text = inPre ? current : current.replace(/[ \t\n\r\f]+/g, ' ').trim();
    if (text.trim()) blocks.push(text.replace(/ *\n */g, '\n'));
    current = '';
  };
  const visit = (node: AnyNode): void => {
    if (node.type === 'text') {
      current += inPre
        ? (node as unknown as { data: string }).data
        : (node as unknown as { data: string }).data;
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root' && node.type !== 'script' && node.type !== 'style')
      return;
    if (node.type === 'script' || node.type === 'style') return;
    const el = node as Element;
    const name = node.type === 'root' ? 'root' : el.name.toLowerCase();
    if (SKIP_TAGS.has(name)) return;
    if (name !== 'root' && options.skip?.(el)) return;
    if (name === 'br') {
      current += '\u0000BR\u0000';
      return;
    }
    const block = BLOCK_TAGS.has(name);
    if (block) flush();
    if (name === 'pre') inPre++;
    if (name === 'td' || name === 'th') {
      // Cells of one row stay on one line, separated by a tab.
      for (const child of el.children) visit(child);
      current += '\t';
      if (name === 'td' || name === 'th') return;
    }
    for (const child of (node as Element).children ?? []) visit(child);
    if (name === 'pre') {
      flush();
      inPre--;
    }
    if (block && name !== 'td' && name !== 'th') flush();
  };
  for (const node of Array.isArray(root) ? root : [root]) visit(node);
  flush();
  return blocks
    .map((b) =>
      b
        .split('\u0000BR\u0000')
        .map((s) => s.trim())
        .join('\n')
        .replace(/\t+$/gm, '')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}
