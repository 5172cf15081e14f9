// DOM helpers. Data only ever enters the page as text nodes or attribute values set with
// setAttribute, so a file key like `<script>` shows as text. Never innerHTML with data.

/** h('td', { class: 'num' }, 'text', childNode, ...) */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    el.setAttribute(k, String(v));
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    el.appendChild(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** A link inside the dashboard; `params` are URL-encoded. */
export function link(path, params, ...children) {
  const qs = new URLSearchParams(params ?? {}).toString();
  return h('a', { href: qs ? `${path}?${qs}` : path }, ...children);
}

export function table(headers, rows, attrs = {}) {
  return h(
    'table',
    attrs,
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        headers.map((x) => h('th', {}, x)),
      ),
    ),
    h('tbody', {}, rows),
  );
}

export function card(title, ...body) {
  return h('section', { class: 'card' }, h('h2', {}, title), ...body);
}

export function empty(text) {
  return h('p', { class: 'muted' }, text);
}

export function fmtNum(n, digits = 0) {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  return Number(n).toLocaleString(undefined, {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
}

export function fmtDuration(s) {
  if (s === null || s === undefined || !Number.isFinite(s)) return '–';
  if (s < 60) return `${s.toFixed(s < 10 ? 1 : 0)} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${Math.round(s % 60)} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

export function fmtTime(iso) {
  if (!iso) return '–';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? String(iso) : d.toLocaleString();
}

export async function getJSON(path) {
  const res = await fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  const body = await res.json().catch(() => ({ error: `HTTP ${res.status}` }));
  if (!res.ok) throw new Error(body.error ?? `HTTP ${res.status}`);
  return body;
}

export function setStatus(text, bad = false) {
  const el = document.getElementById('status');
  el.textContent = text;
  el.classList.toggle('bad', bad);
}

/** Replace the main area's content with the given nodes. */
export function render(...nodes) {
  document
    .getElementById('main')
    .replaceChildren(...nodes.flat().filter((n) => n !== null && n !== undefined && n !== false));
}

let timer = null;

/** Run `load` now and every `ms` while this page is shown; errors go to the status line. */
export function poll(load, ms) {
  const tick = async () => {
    try {
      const next = await load();
      setStatus(`updated ${new Date().toLocaleTimeString()}`);
      timer = setTimeout(tick, typeof next === 'number' ? next : ms);
    } catch (err) {
      setStatus(`error: ${err.message}`, true);
      timer = setTimeout(tick, ms * 2);
    }
  };
  clearTimeout(timer);
  tick();
}

export function stateBadge(state) {
  return h('span', { class: `badge state-${state}` }, state);
}
