/** The commands `gleaner run` and the demo print at the end must paste into a shell as they are. */
import { describe, expect, it } from 'vitest';
import { destForShell, shellWord } from '../../cli/run.ts';

describe('commands printed after a run', () => {
  it('quotes a destination only when a shell would split or expand it', () => {
    expect(shellWord('demo-output/out')).toBe('demo-output/out');
    expect(shellWord('s3://bucket/team/out')).toBe('s3://bucket/team/out');
    expect(shellWord('my outputs/$HOME')).toBe("'my outputs/$HOME'");
    expect(shellWord("it's")).toBe("'it'\\''s'");
  });

  it('shows a destination under the working folder relative to it, else absolute', () => {
    expect(destForShell('/work/repo/demo-output/out', '/work/repo')).toBe('demo-output/out');
    expect(destForShell('/tmp/out', '/work/repo')).toBe('/tmp/out');
    expect(destForShell('s3://b/p', '/work/repo')).toBe('s3://b/p');
  });
});
