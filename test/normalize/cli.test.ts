import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalize, normalizeVersion } from '../../shared/normalize/index.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { normalizationReportSchema } from '../../shared/sidecar/schema.ts';

const INPUT = 'The eﬀect was signiﬁcant, t(28) = −2.14, p\n= .021, d = 0,45, docu-\nment.\n';

function gleaner(args: string[], input: string) {
  return spawnSync(process.execPath, [join(PROJECT_ROOT, 'bin', 'gleaner.mjs'), 'normalize', ...args], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('gleaner normalize (CLI)', () => {
  it('applies the academic pipeline to stdin and prints the report on stderr', () => {
    const r = gleaner(['--level', 'academic', '--report'], INPUT);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('The effect was significant, t(28) = -2.14, p = .021, d = 0,45, document.\n');
    const report = normalizationReportSchema.parse(JSON.parse(r.stderr));
    expect(report).toEqual(normalize(INPUT, 'academic').report);
    expect(report.version).toBe(normalizeVersion('academic'));
    expect(report.steps_changed).toEqual(['ligatures', 'dashes', 'dehyphenate', 'stat_linebreaks']);
  });

  it('prints no report without --report, and honours --level none', () => {
    const r = gleaner(['--level', 'none'], INPUT);
    expect([r.status, r.stdout, r.stderr]).toEqual([0, INPUT, '']);
  });
});
