/**
 * Local listing: every name is listed or accounted for. Names that are not UTF-8 get a key and
 * are read through their bytes; a backslash is part of a name; symlinks, FIFOs, unreadable
 * folders, tool folders and DEST inside SOURCE are counted by reason, never dropped silently.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { produce, skippedLine } from '../../producer/index.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { LocalStorage, type SkippedEntry } from '../../shared/storage/index.ts';
import { PIPELINE } from './harness.ts';

/** `caf\xe9.html`: Latin-1 bytes, not UTF-8. */
const LATIN1_NAME = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x2e, 0x68, 0x74, 0x6d, 0x6c]);

async function listAll(store: LocalStorage, exclude: string[] = []) {
  const keys: string[] = [];
  const skipped: SkippedEntry[] = [];
  for await (const o of store.list({ exclude, onSkip: (s) => skipped.push(s) })) keys.push(o.key);
  return { keys: keys.sort(), skipped };
}

/** mkfifo(1): Node has no API for it. */
function mkfifo(path: string) {
  const r = spawnSync('mkfifo', [path]);
  if (r.status !== 0) throw new Error(`mkfifo failed: ${r.stderr}`);
}

describe('local listing', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gleaner-names-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lists a name that is not UTF-8 and reads it through its own bytes', async () => {
    await writeFile(Buffer.concat([Buffer.from(`${dir}/`), LATIN1_NAME]), 'latin-1');
    await writeFile(join(dir, 'café.html'), 'utf-8'); // the same name in UTF-8: another file
    const store = new LocalStorage(dir);
    const { keys } = await listAll(store);
    expect(keys).toHaveLength(2);
    const contents = await Promise.all(
      keys.map(async (k) => Buffer.from(await store.read(k, { maxBytes: 100 })).toString()),
    );
    expect(contents.sort()).toEqual(['latin-1', 'utf-8']);
  });

  it('keeps a backslash as part of a name', async () => {
    await mkdir(join(dir, 'a'));
    await writeFile(join(dir, 'a', 'b.html'), 'in a folder');
    await writeFile(join(dir, 'a\\b.html'), 'backslash name');
    const store = new LocalStorage(dir);
    expect((await listAll(store)).keys).toEqual(['a/b.html', 'a\\b.html']);
    expect(Buffer.from(await store.read('a\\b.html', { maxBytes: 100 })).toString()).toBe('backslash name');
  });

  it('reports symlinks, FIFOs and tool folders instead of dropping them', async () => {
    await writeFile(join(dir, 'real.html'), 'x');
    await writeFile(join(dir, '.123-abc.gleaner-tmp'), 'half a write'); // ours: never an object
    await symlink(join(dir, 'real.html'), join(dir, 'link.html'));
    mkfifo(join(dir, 'pipe.html'));
    for (const f of ['node_modules', '.git', '_runs', 'sub/_runs']) {
      await mkdir(join(dir, f), { recursive: true });
      await writeFile(join(dir, f, 'inside.html'), 'x');
    }
    const { keys, skipped } = await listAll(new LocalStorage(dir));
    expect(keys).toEqual(['real.html']);
    expect(skipped.map((s) => `${s.reason} ${s.key}`).sort()).toEqual([
      'excluded_folder .git/',
      'excluded_folder _runs/',
      'excluded_folder node_modules/',
      'excluded_folder sub/_runs/',
      'special_file pipe.html',
      'symlink link.html',
    ]);
  });

  it('counts what it left out in the plan, and leaves out DEST inside SOURCE saying so', async () => {
    await writeFile(join(dir, 'a.html'), '<p>x</p>');
    await symlink(join(dir, 'a.html'), join(dir, 'b.html'));
    mkfifo(join(dir, 'c.html'));
    await mkdir(join(dir, 'out', 'deep'), { recursive: true });
    await writeFile(join(dir, 'out', 'deep', 'old.html'), '<p>an output folder</p>');
    await mkdir(join(dir, 'node_modules'));
    const plan = await produce({
      source: dir,
      dest: join(dir, 'out'),
      queueName: 'unused',
      attempts: 1,
      pipeline: PIPELINE,
      maxFileBytes: 1 << 20,
      dryRun: true,
    });
    expect(plan.total).toBe(1);
    expect(plan.skipped).toEqual({ symlink: 1, special_file: 1, unreadable: 0, excluded_folder: 2 });
    expect(plan.skipped_examples.excluded_folder.sort()).toEqual(['node_modules/', 'out/']);
    expect(plan.dest_excluded).toBe('out');
    expect(skippedLine(plan)).toBe(
      'left out: 1 symlink, 1 special_file, 2 excluded_folder (DEST out/ lies inside SOURCE)',
    );
  });

  // As root every folder is readable, so the listing runs in a child as `nobody` (uid 65534),
  // for whom a mode-000 folder and file really are unreadable. Without root (CI as a user) the
  // test makes them unreadable for itself directly.
  it('reports an unreadable folder and lists an unreadable file as such', async () => {
    await mkdir(join(dir, 'locked'));
    await writeFile(join(dir, 'locked', 'hidden.html'), 'x');
    await writeFile(join(dir, 'secret.html'), 'x');
    await writeFile(join(dir, 'open.html'), 'x');
    await chmod(join(dir, 'locked'), 0o000);
    await chmod(join(dir, 'secret.html'), 0o000);
    await chmod(dir, 0o755);
    const script = `
      import { LocalStorage } from ${JSON.stringify(join(PROJECT_ROOT, 'shared/storage/index.ts'))};
      const files = []; const skipped = [];
      for await (const o of new LocalStorage(${JSON.stringify(dir)}).list({ onSkip: (s) => skipped.push(s) }))
        files.push({ key: o.key, unreadable: o.unreadable ?? null });
      process.stdout.write(JSON.stringify({ files, skipped }));`;
    const asRoot = process.getuid?.() === 0;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    await chmod(join(dir, 'locked'), 0o755);
    expect(r.stderr).toBe('');
    const seen = JSON.parse(r.stdout) as { files: { key: string }[]; skipped: SkippedEntry[] };
    expect(seen.skipped).toEqual([{ key: 'locked/', reason: 'unreadable', detail: 'EACCES' }]);
    expect(seen.files.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'open.html', unreadable: null },
      { key: 'secret.html', unreadable: 'EACCES' },
    ]);
  });
});
