/**
 * Office Math (OMML) → one line of text, LaTeX-flavoured linear notation:
 *   fraction      \frac{a}{b}        (linear/skewed fractions: a/b; no-bar "fractions": \binom{n}{k})
 *   scripts       x^2, a_n, a_{n-k}^{2}, {}_{a}^{b}X for pre-scripts (braces only when longer than one char)
 *   radical       \sqrt{x}, \sqrt[3]{x}
 *   n-ary         ∑_{k=0}^{n} body, ∫_{a}^{b} body (the operator's own Unicode character)
 *   delimiters    (a, b) with the document's own begin/separator/end characters
 *   function      sin x, a_n cos \frac{nπx}{L}  (spaced name, argument)
 *   limits        lim_{n→∞} x
 *   matrix        \begin{matrix} 1 & 2 \\ 3 & 4 \end{matrix}; equation arrays rows joined by " \\ "
 *   accents/bars  \hat{x}, \bar{x}, \tilde{x}, \vec{x}, \dot{x}, \overline{x}, \underline{x}
 * Operators and letters stay as the Unicode the author typed (π, ∞, ≤). Display equations
 * (m:oMathPara) and inline ones (m:oMath) are replaced in place by a run with this text.
 */
import { child, children, descendants, isEl, NS, remove, textRun, wAttr } from './xml.ts';

const ACCENTS: Record<string, string> = {
  '\u0302': 'hat',
  '\u005e': 'hat',
  '\u0303': 'tilde',
  '\u007e': 'tilde',
  '\u0304': 'bar',
  '\u0305': 'bar',
  '\u00af': 'bar',
  '\u0307': 'dot',
  '\u0308': 'ddot',
  '\u20d7': 'vec',
  '\u2192': 'vec',
  '\u0301': 'acute',
  '\u0300': 'grave',
  '\u030c': 'check',
  '\u0306': 'breve',
};

function mAttr(el: Element | null, local: string): string | null {
  if (!el) return null;
  if (el.hasAttributeNS(NS.m, local)) return el.getAttributeNS(NS.m, local);
  return wAttr(el, local);
}

/** A property value such as m:fPr/m:type/@m:val. */
function prop(el: Element, pr: string, name: string): string | null {
  const p = child(el, NS.m, pr);
  const v = p ? child(p, NS.m, name) : null;
  return v ? mAttr(v, 'val') : null;
}

function on(el: Element, pr: string, name: string): boolean {
  const p = child(el, NS.m, pr);
  const v = p ? child(p, NS.m, name) : null;
  if (!v) return false;
  const val = mAttr(v, 'val');
  return val === null || !['0', 'off', 'false'].includes(val);
}

function group(s: string): string {
  return [...s].length === 1 ? s : `{${s}}`;
}

/** A script's base: braces only where TeX would otherwise attach the script to the last char. */
function base(s: string): string {
  const t = s.trim();
  if ([...t].length <= 1) return t;
  if (/^\([^()]*\)$|^\[[^[\]]*\]$|^\{[^{}]*\}$|^\\[A-Za-z]+(\{[^{}]*\})+$/.test(t)) return t;
  return `{${t}}`;
}

function arg(el: Element, name: string): string {
  const c = child(el, NS.m, name);
  return c ? lin(c) : '';
}

function scripts(sub: string, sup: string): string {
  return (sub ? `_${group(sub)}` : '') + (sup ? `^${group(sup)}` : '');
}

export function lin(node: Node): string {
  if (node.nodeType === 3) return '';
  if (!isEl(node)) return '';
  const el = node;
  if (el.namespaceURI === NS.w) {
    // Word runs inside math (w:r/w:t) carry plain text.
    if (el.localName === 't') return el.textContent ?? '';
    if (el.localName === 'rPr' || el.localName === 'pPr') return '';
    return concat(el);
  }
  if (el.namespaceURI !== NS.m) return '';
  switch (el.localName) {
    case 't':
      return el.textContent ?? '';
    case 'r':
      return children(el, NS.m, 't')
        .map((t) => t.textContent ?? '')
        .join('');
    case 'f': {
      const num = arg(el, 'num');
      const den = arg(el, 'den');
      const type = prop(el, 'fPr', 'type');
      if (type === 'noBar') return `\\binom{${num}}{${den}}`;
      if (type === 'lin' || type === 'skw') return `${group(num)}/${group(den)}`;
      return `\\frac{${num}}{${den}}`;
    }
    case 'sSup':
      return base(arg(el, 'e')) + scripts('', arg(el, 'sup'));
    case 'sSub':
      return base(arg(el, 'e')) + scripts(arg(el, 'sub'), '');
    case 'sSubSup':
      return base(arg(el, 'e')) + scripts(arg(el, 'sub'), arg(el, 'sup'));
    case 'sPre':
      return `{}${scripts(arg(el, 'sub'), arg(el, 'sup'))}${arg(el, 'e')}`;
    case 'rad': {
      const deg = on(el, 'radPr', 'degHide') ? '' : arg(el, 'deg');
      return deg ? `\\sqrt[${deg}]{${arg(el, 'e')}}` : `\\sqrt{${arg(el, 'e')}}`;
    }
    case 'd': {
      const pr = child(el, NS.m, 'dPr');
      const chr = (name: string, dflt: string) => {
        const c = pr ? child(pr, NS.m, name) : null;
        return c ? (mAttr(c, 'val') ?? dflt) : dflt;
      };
      const parts = children(el, NS.m, 'e').map((x) => lin(x).trim());
      return chr('begChr', '(') + parts.join(chr('sepChr', '|')) + chr('endChr', ')');
    }
    case 'nary': {
      const pr = child(el, NS.m, 'naryPr');
      const c = pr ? child(pr, NS.m, 'chr') : null;
      const op = c ? (mAttr(c, 'val') ?? '∫') : '∫';
      const sub = on(el, 'naryPr', 'subHide') ? '' : arg(el, 'sub');
      const sup = on(el, 'naryPr', 'supHide') ? '' : arg(el, 'sup');
      return `${op}${scripts(sub, sup)} ${arg(el, 'e')}`;
    }
    case 'func': {
      // Spaced on both sides: "a_n cos x", never "a_ncos x".
      const name = arg(el, 'fName').trim();
      const body = arg(el, 'e').trim();
      return /^[([{|]/.test(body) ? ` ${name}${body} ` : ` ${name} ${body} `;
    }
    case 'limLow':
      return `${arg(el, 'e')}_${group(arg(el, 'lim'))}`;
    case 'limUpp':
      return `${arg(el, 'e')}^${group(arg(el, 'lim'))}`;
    case 'acc': {
      const c = prop(el, 'accPr', 'chr') ?? '\u0302';
      const name = ACCENTS[c];
      return name ? `\\${name}{${arg(el, 'e')}}` : `${arg(el, 'e')}${c}`;
    }
    case 'bar':
      return prop(el, 'barPr', 'pos') === 'top'
        ? `\\overline{${arg(el, 'e')}}`
        : `\\underline{${arg(el, 'e')}}`;
    case 'phant':
      return on(el, 'phantPr', 'show') || !child(el, NS.m, 'phantPr') ? arg(el, 'e') : '';
    case 'eqArr':
      return children(el, NS.m, 'e').map(lin).join(' \\\\ ');
    case 'm': {
      const rows = children(el, NS.m, 'mr').map((r) => children(r, NS.m, 'e').map(lin).join(' & '));
      return `\\begin{matrix} ${rows.join(' \\\\ ')} \\end{matrix}`;
    }
    case 'oMathPara':
      return children(el, NS.m, 'oMath').map(lin).join(' ');
    default:
      // e, num, den, sub, sup, deg, lim, fName, box, borderBox, groupChr, oMath: their content.
      if (el.localName.endsWith('Pr')) return '';
      return concat(el);
  }
}

function concat(el: Element): string {
  let out = '';
  for (let c = el.firstChild; c; c = c.nextSibling) out += lin(c);
  return out;
}

/** Replace every equation under `root` by a run holding its linear text. Returns the count. */
export function linearizeMath(root: Element): number {
  let n = 0;
  const doc = root.ownerDocument!;
  for (const kind of ['oMathPara', 'oMath']) {
    for (const el of descendants(root, NS.m, kind)) {
      if (!el.parentNode) continue;
      // An oMath inside an oMathPara was handled with its parent (now detached).
      let detached = false;
      for (let a: Node | null = el.parentNode; a; a = a.parentNode) {
        if (a === doc) break;
        if (!a.parentNode) detached = true;
      }
      if (detached) continue;
      const text = lin(el).replace(/\s+/g, ' ').trim();
      const parent = el.parentNode;
      if (text) {
        // Equations sit in paragraphs (or run containers); a run is valid wherever they are.
        const run = textRun(doc, text);
        parent.insertBefore(run, el);
      }
      remove(el);
      n++;
    }
  }
  return n;
}
