/**
 * `versions:check` and `versions:update` on a copy of shared/ with a lock generated at test time,
 * so the tests do not depend on what is committed in versions.lock.json (or on edits in flight).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  checkVersions,
  nextVersion,
  type Problem,
  readLock,
  updateVersions,
} from '../../scripts/versions.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';

let root: string;
/** Files a test edits (or that a bump rewrites), restored after it; files it creates, removed. */
const saved = new Map<string, string>();
const created = new Set<string>();

function keep(...files: string[]): void {
  for (const file of files) if (!saved.has(file)) saved.set(file, readFileSync(join(root, file), 'utf8'));
}

function edit(file: string, change: (text: string) => string): void {
  keep(file);
  writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')));
}

/** A one-line change the checker cannot tell from a behaviour change. */
function touch(file: string): void {
  edit(file, (t) => `${t}\nexport const VERSIONS_TEST_PROBE = 1;\n`);
}

function changed(problems: Problem[]) {
  return problems.filter((p) => p.kind === 'changed');
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'gleaner-versions-'));
  cpSync(join(PROJECT_ROOT, 'shared'), join(root, 'shared'), { recursive: true });
  const r = updateVersions(root, { now: new Date('2026-12-01T00:00:00Z') });
  expect(r.ok).toBe(true);
});
afterEach(() => {
  for (const [file, text] of saved) writeFileSync(join(root, file), text);
  for (const file of created) rmSync(join(root, file), { force: true });
  saved.clear();
  created.clear();
  // Each test starts from a lock that matches the tree.
  rmSync(join(root, 'versions.lock.json'), { force: true });
  expect(updateVersions(root).ok).toBe(true);
});
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('versions:check', () => {
  it('passes on the current tree against a freshly generated lock', () => {
    const r = checkVersions(root);
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.report).toMatch(/stages match versions\.lock\.json/);
  });

  it('says how to create the lock when it is missing', () => {
    const lock = readFileSync(join(root, 'versions.lock.json'), 'utf8');
    rmSync(join(root, 'versions.lock.json'));
    try {
      const r = checkVersions(root);
      expect(r.ok).toBe(false);
      expect(r.report).toContain('npm run versions:update');
    } finally {
      writeFileSync(join(root, 'versions.lock.json'), lock);
    }
  });

  it.each([
    ['a PDF file', 'shared/extract/pdf/columns.ts', 'extract.pdf', ['pdf']],
    ['a DOCX file', 'shared/extract/docx/runs.ts', 'extract.docx', ['docx']],
    ['an HTML file', 'shared/extract/html/prune.ts', 'extract.html', ['html']],
    ['a markup walk file', 'shared/extract/markup/to-text.ts', 'extract.markup', ['html', 'docx']],
    ['a normalization step', 'shared/normalize/steps/dashes.ts', 'normalize.dashes', ['pdf', 'docx', 'html']],
  ])('fails naming the stage after a one-line change in %s', (_what, file, stage, formats) => {
    touch(file);
    const r = checkVersions(root);
    expect(r.ok).toBe(false);
    const problems = changed(r.problems);
    expect(problems.map((p) => p.stage)).toEqual([stage]);
    const p = problems[0] as Extract<Problem, { kind: 'changed' }>;
    expect(p.files).toEqual([{ file, change: 'modified' }]);
    for (const f of formats) expect(p.formats).toContain(f);
    // The report names the stage, the file, the formats and both ways out.
    expect(r.report).toContain(`${stage} `);
    expect(r.report).toContain(`modified: ${file}`);
    for (const f of formats) expect(r.report).toMatch(new RegExp(`pipeline version of: [a-z, ]*${f}`));
    expect(r.report).toContain(`npm run versions:update -- --bump ${stage}`);
    expect(r.report).toContain(`npm run versions:update -- --no-behaviour-change ${stage} --because`);
  });

  it('names a new source file reached by a new import', () => {
    created.add('shared/extract/pdf/extra-probe.ts');
    writeFileSync(join(root, 'shared/extract/pdf/extra-probe.ts'), 'export const EXTRA = 2;\n');
    edit(
      'shared/extract/pdf/stats.ts',
      (t) => `import { EXTRA } from './extra-probe.ts';\n${t}\nvoid EXTRA;\n`,
    );
    const p = changed(checkVersions(root).problems)[0] as Extract<Problem, { kind: 'changed' }>;
    expect(p.stage).toBe('extract.pdf');
    expect(p.files).toEqual([
      { file: 'shared/extract/pdf/extra-probe.ts', change: 'added' },
      { file: 'shared/extract/pdf/stats.ts', change: 'modified' },
    ]);
  });

  it('fails when a version is bumped by hand but not recorded', () => {
    edit('shared/extract/markup/stage.ts', (t) => t.replace(/version: '[^']+'/, "version: '9.9.9'"));
    const r = checkVersions(root);
    expect(r.ok).toBe(false);
    expect(r.problems).toContainEqual(
      expect.objectContaining({ kind: 'bumped', stage: 'extract.markup', to: '9.9.9' }),
    );
    expect(r.report).toContain('not recorded');
  });
});

describe('versions:update', () => {
  it('--bump rewrites the version literal in the source and records it; the check then passes', () => {
    touch('shared/extract/markup/tables.ts');
    keep('shared/extract/markup/stage.ts');
    const before = readFileSync(join(root, 'shared/extract/markup/stage.ts'), 'utf8');
    const version = /version: '(\d+)\.(\d+)\.(\d+)'/.exec(before);
    expect(version).not.toBeNull();
    const r = updateVersions(root, { bump: ['extract.markup'], level: 'minor', because: 'walk change' });
    expect(r.ok).toBe(true);
    const expected = `${version?.[1]}.${Number(version?.[2]) + 1}.0`;
    expect(readFileSync(join(root, 'shared/extract/markup/stage.ts'), 'utf8')).toContain(
      `version: '${expected}'`,
    );
    expect(checkVersions(root).ok).toBe(true);
    const lock = readLock(root);
    expect(lock?.stages['extract.markup'].version).toBe(expected);
    expect(lock?.history.at(-1)).toMatchObject({
      stage: 'extract.markup',
      to: expected,
      reason: 'walk change',
    });
  });

  it('bumps a normalization step by one: its version is the integer in its own file', () => {
    touch('shared/normalize/steps/quotes.ts');
    const before = /version: (\d+)/.exec(saved.get('shared/normalize/steps/quotes.ts') ?? '')?.[1];
    const r = updateVersions(root, { bump: ['normalize.quotes'] });
    expect(r.ok).toBe(true);
    const after = /version: (\d+)/.exec(
      readFileSync(join(root, 'shared/normalize/steps/quotes.ts'), 'utf8'),
    )?.[1];
    expect(Number(after)).toBe(Number(before) + 1);
    expect(checkVersions(root).ok).toBe(true);
  });

  it('--no-behaviour-change re-hashes without a bump and keeps the reason; it needs --because', () => {
    touch('shared/extract/html/prune.ts');
    expect(updateVersions(root, { noBehaviourChange: ['extract.html'] }).ok).toBe(false);
    expect(checkVersions(root).ok).toBe(false);
    const r = updateVersions(root, { noBehaviourChange: ['extract.html'], because: 'a comment' });
    expect(r.ok).toBe(true);
    expect(checkVersions(root).ok).toBe(true);
    expect(readLock(root)?.history.at(-1)).toMatchObject({
      stage: 'extract.html',
      to: null,
      reason: 'a comment',
    });
  });

  it('leaves an unresolved change failing, and --bump-changed resolves every change in one command', () => {
    touch('shared/extract/pdf/columns.ts');
    touch('shared/extract/docx/runs.ts');
    keep('shared/extract/pdf/index.ts', 'shared/extract/docx/index.ts');
    const partial = updateVersions(root, { bump: ['extract.pdf'] });
    expect(partial.ok).toBe(false);
    expect(partial.unresolved).toEqual(['extract.docx']);
    expect(changed(checkVersions(root).problems).map((p) => p.stage)).toEqual(['extract.docx']);
    const all = updateVersions(root, { bumpChanged: true });
    expect(all.ok).toBe(true);
    expect(checkVersions(root).ok).toBe(true);
  });
});

describe('nextVersion', () => {
  it('bumps semver by level, a two-part revision in its second part, and a step integer by one', () => {
    expect(nextVersion('1.2.3', 'patch')).toBe('1.2.4');
    expect(nextVersion('1.2.3', 'minor')).toBe('1.3.0');
    expect(nextVersion('1.2.3', 'major')).toBe('2.0.0');
    expect(nextVersion('1.2', 'patch')).toBe('1.3');
    expect(nextVersion('7', 'minor')).toBe('8');
    expect(() => nextVersion('1.x', 'patch')).toThrow(/cannot bump/);
  });
});
