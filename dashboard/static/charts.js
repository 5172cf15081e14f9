// Small inline-SVG charts. Every label goes in through textContent, never markup.
const NS = 'http://www.w3.org/2000/svg';

function svg(tag, attrs = {}, text) {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = String(text);
  return el;
}

function root(width, height, label) {
  const s = svg('svg', {
    viewBox: `0 0 ${width} ${height}`,
    width: '100%',
    role: 'img',
    'aria-label': label,
  });
  s.classList.add('chart');
  return s;
}

/** Horizontal bars: [{ label, value, cls? }], one row each, value printed at the bar's end. */
export function hbars(rows, { label = 'chart', labelWidth = 220, width = 560 } = {}) {
  const rowH = 22;
  const height = Math.max(rowH, rows.length * rowH) + 4;
  const s = root(width, height, label);
  const max = Math.max(1, ...rows.map((r) => r.value));
  const barMax = width - labelWidth - 60;
  rows.forEach((r, i) => {
    const y = i * rowH + 2;
    const name = svg(
      'text',
      { x: labelWidth - 6, y: y + 15, 'text-anchor': 'end', class: 'lbl' },
      clip(r.label, 34),
    );
    name.appendChild(svg('title', {}, r.label));
    s.appendChild(name);
    const w = Math.max(1, (r.value / max) * barMax);
    s.appendChild(
      svg('rect', { x: labelWidth, y: y + 3, width: w, height: rowH - 6, class: `bar ${r.cls ?? ''}` }),
    );
    s.appendChild(svg('text', { x: labelWidth + w + 5, y: y + 15, class: 'val' }, r.value.toLocaleString()));
  });
  return s;
}

/** Vertical histogram: [{ label, value }] left to right. */
export function vbars(cols, { label = 'histogram', width = 560, height = 180, cls = '' } = {}) {
  const s = root(width, height, label);
  const pad = 24;
  const max = Math.max(1, ...cols.map((c) => c.value));
  // Capped so two or three columns do not turn into slabs.
  const colW = Math.min(90, (width - 2 * pad) / Math.max(1, cols.length));
  cols.forEach((c, i) => {
    const h = (c.value / max) * (height - 2 * pad);
    const x = pad + i * colW;
    const rect = svg('rect', {
      x: x + 2,
      y: height - pad - h,
      width: colW - 4,
      height: h,
      class: `bar ${c.cls ?? cls}`,
    });
    rect.appendChild(svg('title', {}, `${c.label}: ${c.value}`));
    s.appendChild(rect);
    s.appendChild(
      svg('text', { x: x + colW / 2, y: height - 8, 'text-anchor': 'middle', class: 'lbl' }, c.label),
    );
    if (c.value > 0) {
      s.appendChild(
        svg(
          'text',
          { x: x + colW / 2, y: height - pad - h - 4, 'text-anchor': 'middle', class: 'val' },
          c.value,
        ),
      );
    }
  });
  return s;
}

/** One stacked bar per row: [{ label, parts: [{ value, cls, name }] }]. */
export function stacked(rows, { label = 'chart', labelWidth = 90, width = 560 } = {}) {
  const rowH = 26;
  const s = root(width, rows.length * rowH + 4, label);
  const max = Math.max(1, ...rows.map((r) => r.parts.reduce((n, p) => n + p.value, 0)));
  const barMax = width - labelWidth - 70;
  rows.forEach((r, i) => {
    const y = i * rowH + 2;
    s.appendChild(svg('text', { x: labelWidth - 6, y: y + 17, 'text-anchor': 'end', class: 'lbl' }, r.label));
    let x = labelWidth;
    for (const p of r.parts) {
      const w = (p.value / max) * barMax;
      if (w <= 0) continue;
      const rect = svg('rect', { x, y: y + 4, width: w, height: rowH - 8, class: `bar ${p.cls}` });
      rect.appendChild(svg('title', {}, `${p.name}: ${p.value}`));
      s.appendChild(rect);
      x += w;
    }
    const total = r.parts.reduce((n, p) => n + p.value, 0);
    s.appendChild(svg('text', { x: x + 5, y: y + 17, class: 'val' }, total.toLocaleString()));
  });
  return s;
}

function clip(text, n) {
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}
