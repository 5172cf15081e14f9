/**
 * Encrypted PDFs (issue #18): the password opens the document, a missing or wrong one fails as
 * the permanent `encrypted` code with a message saying which, and the password itself is a
 * secret that no message, sidecar, options record or pipeline version holds.
 * The fixture is test/fixtures/basic/encrypted.pdf (qpdf, AES-256, user password 'secret';
 * test/fixtures/basic/generate.ts), whose plain twin is sample.pdf.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GleanerError } from '../../shared/errors.ts';
import { readPdf, withPdf } from '../../shared/extract/pdf/pdfjs.ts';
import {
  DEFAULT_PROCESS_OPTIONS,
  type PipelineOptions,
  pipelineVersion,
  processDocument,
} from '../../shared/pipeline/index.ts';
import { optionsRecord } from '../../shared/pipeline/options-record.ts';

const BASIC = join(import.meta.dirname, '../fixtures/basic');
const ENCRYPTED = new Uint8Array(readFileSync(join(BASIC, 'encrypted.pdf')));
const PASSWORD = 'secret';
const WRONG = 'not-the-password-7f3a';

async function firstPageText(bytes: Uint8Array, password?: string): Promise<string> {
  return withPdf(
    bytes,
    async (doc) => {
      const content = await (await doc.getPage(1)).getTextContent();
      return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
    },
    { password },
  );
}

async function failure(password?: string): Promise<GleanerError> {
  const err = await firstPageText(ENCRYPTED, password).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GleanerError);
  return err as GleanerError;
}

describe('password-protected PDFs', () => {
  it('opens with the right password and reads the same text as the unencrypted twin', async () => {
    const plain = await firstPageText(new Uint8Array(readFileSync(join(BASIC, 'sample.pdf'))));
    const text = await firstPageText(ENCRYPTED, PASSWORD);
    expect(text).toMatch(/results of the study/);
    expect(text).toBe(plain);
  });

  it('the text pass (readPdf) opens a { bytes, password } source', async () => {
    const pages = await readPdf({ bytes: ENCRYPTED, password: PASSWORD }, async (doc) => doc.numPages);
    expect(pages).toBe(1);
    await expect(readPdf(ENCRYPTED, async (doc) => doc.numPages)).rejects.toMatchObject({
      code: 'encrypted',
    });
  });

  it('without a password fails as encrypted, permanent, saying none was given', async () => {
    const err = await failure();
    expect(err.code).toBe('encrypted');
    expect(err.permanent).toBe(true);
    expect(err.message).toMatch(/password is needed.*none was given/);
  });

  it('with a wrong or empty password fails as encrypted, saying the given one does not open it, without the password', async () => {
    for (const given of [WRONG, '']) {
      const err = await failure(given);
      expect(err.code).toBe('encrypted');
      expect(err.permanent).toBe(true);
      expect(err.message).toMatch(/password given does not open it/);
      expect(err.message).not.toMatch(/none was given/);
      if (given) expect(`${err.message} ${String(err.cause ?? '')}`).not.toContain(given);
    }
  });

  it('a failed sidecar for a missing password carries the code and the reason', async () => {
    const out = await processDocument({ bytes: ENCRYPTED, key: 'encrypted.pdf' }, DEFAULT_PROCESS_OPTIONS);
    expect(out.sidecar.status).toBe('failed');
    expect(out.sidecar.error).toEqual({
      code: 'encrypted',
      message: expect.stringMatching(/none was given/),
    });
  });

  it('a password among the options enters neither the options record nor the pipeline version', () => {
    // Whatever carries the password to the extractor, the record copies only the options it names.
    const withSecret = { ...DEFAULT_PROCESS_OPTIONS, pdfPassword: WRONG } as PipelineOptions;
    expect(JSON.stringify(optionsRecord(withSecret))).not.toContain(WRONG);
    expect(optionsRecord(withSecret)).toEqual(optionsRecord(DEFAULT_PROCESS_OPTIONS));
    expect(pipelineVersion('pdf', withSecret)).toBe(pipelineVersion('pdf', DEFAULT_PROCESS_OPTIONS));
  });
});
