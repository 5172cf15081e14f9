// The file page: one output's sidecar rendered readably, a text preview and the diagnostics.
import { card, empty, fmtNum, fmtTime, getJSON, h, link, poll, table } from './dom.js';

function dl(pairs) {
  return h(
    'dl',
    { class: 'kv' },
    pairs
      .filter(([, v]) => v !== undefined)
      .flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v === null || v === '' ? '–' : v)]),
  );
}

function pre(value) {
  return h('pre', { class: 'json' }, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
}

function sidecarCards(s) {
  const q = s.quality;
  const cards = [
    card(
      'Outcome',
      dl([
        [
          'status',
          h('span', { class: `badge ${s.status === 'ok' ? 'state-finished' : 'state-failed'}` }, s.status),
        ],
        ['error', s.error ? `${s.error.code}: ${s.error.message}` : null],
        ['pages', s.pages],
        ['characters', fmtNum(s.output?.chars)],
        ['footnotes / tables', `${s.output?.footnotes ?? 0} / ${s.output?.tables ?? 0}`],
        ['created', fmtTime(s.created_at)],
      ]),
    ),
    card(
      'Source',
      dl([
        ['key', s.source?.key],
        ['format', `${s.source?.format} (${s.source?.detected_by})`],
        ['size', `${fmtNum(s.source?.size)} bytes`],
        ['sha256', h('span', { class: 'mono' }, s.source?.sha256 ?? '–')],
      ]),
    ),
    card(
      'Quality',
      q
        ? dl([
            ['score', `${q.score} (${q.confidence} confidence)`],
            ['garbled', String(q.garbled)],
            ['common-word ratio', fmtNum(q.common_word_ratio, 3)],
            ['flags', q.flags.join(', ')],
            [
              'signals',
              Object.entries(q.signals)
                .map(([k, v]) => `${k}=${v}`)
                .join(', '),
            ],
          ])
        : empty('No quality report.'),
    ),
    card(
      'Metadata',
      dl([
        ['title', s.metadata?.title],
        ['authors', (s.metadata?.authors ?? []).join('; ')],
        ['DOI', s.metadata?.doi],
        ['language', s.metadata?.language],
        ['producer', s.metadata?.producer],
      ]),
    ),
    card(
      'Pipeline',
      dl([
        ['version', h('span', { class: 'mono' }, s.pipeline?.version)],
        ...Object.entries(s.pipeline?.stages ?? {}).map(([k, v]) => [k, v]),
        ['options', JSON.stringify(s.options)],
        [
          'timings',
          Object.entries(s.timings_ms ?? {})
            .map(([k, v]) => `${k} ${Math.round(v)} ms`)
            .join(', '),
        ],
      ]),
    ),
  ];
  const fb = Object.entries(s.fallback_details ?? {});
  cards.push(
    card(
      'Fallbacks',
      fb.length
        ? table(
            ['Key', 'Count', 'Details'],
            fb.map(([k, d]) =>
              h(
                'tr',
                {},
                h('td', { class: 'mono' }, k),
                h('td', { class: 'num' }, d.count),
                h('td', { class: 'msg' }, d.details.join(' · ')),
              ),
            ),
            { class: 'compact' },
          )
        : empty('None: every detector ran and found nothing to fall back on.'),
    ),
  );
  if (s.normalization) {
    const n = s.normalization;
    cards.push(
      card(
        'Normalization',
        dl([
          ['level', n.level],
          ['version', n.version],
          ['changed by', n.steps_changed.join(', ')],
        ]),
        pre(n.counts),
      ),
    );
  }
  return cards;
}

/** Deepest level indented; deeper sections sit at this indent (a 6-deep outline is already rare). */
const MAX_OUTLINE_LEVEL = 6;

function pagesLabel(pages) {
  if (!Array.isArray(pages) || pages.length !== 2) return null;
  const [a, b] = pages;
  return a === b ? `p. ${a}` : `pp. ${a}–${b}`;
}

/**
 * The document outline (sidecar revision 1.2 `sections`): "heading — label — pp. a–b" per
 * section, indented by level (1 = top). Nothing when the sidecar has no sections.
 */
export function outlineCard(sections) {
  if (!Array.isArray(sections) || sections.length === 0) return null;
  const items = sections.map((sec) => {
    const level = Math.min(MAX_OUTLINE_LEVEL, Math.max(1, Math.floor(Number(sec.level)) || 1));
    const parts = [sec.heading, sec.label, pagesLabel(sec.pages)].filter(
      (x) => x !== null && x !== undefined && x !== '',
    );
    return h('li', { class: `lvl-${level}`, 'data-level': level }, parts.join(' — '));
  });
  return card(
    `Outline (${fmtNum(sections.length)} sections)`,
    h('ul', { class: 'outline', 'data-testid': 'outline' }, items),
  );
}

export function filePage(params) {
  const key = params.get('key') ?? '';
  const run = params.get('run');
  poll(async () => {
    const qs = new URLSearchParams({ key, ...(run ? { run } : {}) });
    const v = await getJSON(`/api/file?${qs}`);
    const s = v.sidecar;
    const nodes = [
      h('h1', { class: 'path', 'data-testid': 'file-key' }, v.key),
      h(
        'p',
        { class: 'meta' },
        run ? link(`/run/${encodeURIComponent(run)}`, null, `run ${run}`) : '',
        ` · destination ${v.dest}`,
      ),
      v.problem ? h('p', { class: 'warnline' }, v.problem) : null,
      v.sidecar_valid === false
        ? h('p', { class: 'warnline' }, 'This sidecar does not match schema v1.')
        : null,
    ];
    if (v.summary) {
      const m = v.summary;
      nodes.push(
        card(
          v.summary_source === 'sidecars' ? 'Summary (from the destination index)' : 'Results index',
          dl([
            ['status', `${m.status} (${m.code})`],
            ['message', m.message],
            ['quality', m.quality],
            ['duration', `${m.duration_ms} ms`],
            ['pipeline', m.pipeline_version],
            ['attempt', m.attempt || null],
            ['finished', fmtTime(m.finished_at)],
          ]),
        ),
      );
    }
    if (s) nodes.push(outlineCard(s.sections), h('div', { class: 'grid' }, sidecarCards(s)));
    nodes.push(
      card(
        v.text_truncated
          ? `Text (first ${fmtNum(v.text_preview.length)} characters of ${fmtNum(v.text_bytes)} bytes)`
          : 'Text',
        v.text_preview === null
          ? empty('No text output.')
          : h('pre', { class: 'text', 'data-testid': 'text-preview' }, v.text_preview),
      ),
    );
    if (s) nodes.push(card('Diagnostics', pre(s.diagnostics)));
    document.getElementById('main').replaceChildren(...nodes.filter(Boolean));
  }, 60000);
}
