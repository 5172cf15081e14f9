import { describe, expect, it } from 'vitest';
import { normalizeVersion } from '../../shared/normalize/index.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { QUALITY_VERSION } from '../../shared/quality/index.ts';
import { sidecarSchema } from '../../shared/sidecar/schema.ts';

const HTML = `<!doctype html><html><head><title>t</title></head><body><article>
<p>The eﬀect was signiﬁcant, t(28) = −2.14, p &lt; .001, and Cohen’s d = 0,45 stays as printed.
The participants in this study were asked to rate each item, and the results show that the effect
was significant for both groups.</p></article></body></html>`;

describe('the sidecar carries the normalization report and quality', () => {
  it('records the academic report, its version and the quality score of the normalized text', async () => {
    const { sidecar, text } = await processDocument(
      { bytes: new TextEncoder().encode(HTML), key: 'inline.html' },
      DEFAULT_PROCESS_OPTIONS,
    );
    expect(sidecar.status).toBe('ok');
    expect(sidecarSchema.parse(sidecar)).toBeTruthy();
    expect(text).toContain(
      "The effect was significant, t(28) = -2.14, p < .001, and Cohen's d = 0,45 stays as printed.",
    );
    const report = sidecar.normalization;
    expect(report?.version).toBe(normalizeVersion('academic'));
    expect(report?.steps_changed).toEqual(expect.arrayContaining(['ligatures', 'quotes', 'dashes']));
    expect(report?.counts.ligatures).toEqual({ ligature: 2 });
    expect(sidecar.quality?.version).toBe(QUALITY_VERSION);
    expect(sidecar.quality?.confidence).toBe('high');
  });
});
