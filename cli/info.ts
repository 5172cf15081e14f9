/**
 * `gleaner info FILE [--json]`: what a file is, without extracting it: format (from the bytes,
 * as extract detects it), size, pages, encryption, whether a PDF has a text layer, and the
 * document's own metadata (title, authors, producer). Read under the same size cap as `extract`.
 *
 * - PDF: pdf.js opens the file and reads the first pages' text, in a child process under the
 *   parse limits (cli/info-pdf.ts), so a content-stream bomb ends as `out_of_memory`.
 * - DOCX: docProps/core.xml and app.xml through the zip reader and its limits (pages are what
 *   the saving application wrote, when it did).
 * - HTML: `<title>` or `citation_title` in the first 256 KiB. No pages.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../shared/config/index.ts';
import { GleanerError } from '../shared/errors.ts';
import { detectFormat } from '../shared/extract/detect.ts';
import { readProperties } from '../shared/extract/docx/metadata.ts';
import { DocxPackage } from '../shared/extract/docx/package.ts';
import { escapeName, InputError, UsageError, write } from './args.ts';
import { readInput } from './read-input.ts';

/** HTML metadata sits in the head; a bounded prefix keeps a 200 MiB page cheap. */
const HTML_HEAD_BYTES = 256 * 1024;
/** The PDF probe's stdout, at most (one JSON line of short fields). */
const PROBE_OUTPUT_CAP = 64 * 1024;

type Info = Record<string, unknown>;

export async function infoCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: 'boolean' } },
  });
  if (positionals.length !== 1) throw new UsageError('info needs exactly one FILE');
  const file = positionals[0];
  const config = loadConfig();
  let info: Info;
  try {
    const bytes = await readInput(file, config.maxFileBytes);
    if (!bytes.length) throw new GleanerError('empty_file', 'empty file (0 bytes)');
    const detection = detectFormat(bytes, file);
    const base = {
      file,
      format: detection.format,
      detected_by: detection.by,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
    if (detection.format === 'pdf') info = { ...base, ...(await pdfInfo(file, config)) };
    else if (detection.format === 'docx') info = { ...base, ...docxInfo(bytes, config.limits) };
    else info = { ...base, ...htmlInfo(bytes) };
  } catch (err) {
    if (err instanceof GleanerError) throw new InputError(file, err);
    throw err;
  }
  if (values.json) await write(process.stdout, `${JSON.stringify(info, null, 2)}\n`);
  else
    await write(
      process.stdout,
      Object.entries(info)
        .map(([k, v]) => `${k}: ${shown(v)}\n`)
        .join(''),
    );
  return 0;
}

/** One line per field; strings escaped like file names (a title may hold control characters). */
function shown(v: unknown): string {
  if (v === null || v === undefined) return '-';
  if (Array.isArray(v)) return v.map(shown).join('; ');
  return typeof v === 'string' ? escapeName(v) : String(v);
}

function docxInfo(bytes: Uint8Array, limits: ReturnType<typeof loadConfig>['limits']): Info {
  const pkg = new DocxPackage(bytes, limits, limits.maxXmlDepth);
  const { metadata } = readProperties(pkg);
  const app = pkg.xml('docProps/app.xml');
  const pages = Number(app?.getElementsByTagName('Pages')[0]?.textContent ?? Number.NaN);
  return {
    pages: Number.isInteger(pages) && pages > 0 ? pages : null,
    pages_from: 'docProps/app.xml, as saved',
    encrypted: false,
    text_layer: null,
    title: metadata.title,
    authors: metadata.authors,
    doi: metadata.doi,
    producer: metadata.producer,
    created: metadata.created,
  };
}

function htmlInfo(bytes: Uint8Array): Info {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, HTML_HEAD_BYTES));
  const attr = (name: string) =>
    head.match(new RegExp(`<meta\\s[^>]*name=["']${name}["'][^>]*content=["']([^"']*)["']`, 'i'))?.[1] ??
    null;
  const title = attr('citation_title') ?? head.match(/<title[^>]*>([^<]*)<\/title>/i)?.[1] ?? null;
  return {
    pages: null,
    encrypted: false,
    text_layer: null,
    title: title?.replace(/\s+/g, ' ').trim() || null,
    doi: attr('citation_doi') ?? attr('dc.identifier'),
  };
}

/** cli/info-pdf.{ts,js} beside this module, in a child under the parse memory limit and timeout. */
function pdfInfo(file: string, config: ReturnType<typeof loadConfig>): Promise<Info> {
  const compiled = import.meta.url.endsWith('.js');
  const entry = fileURLToPath(new URL(`./info-pdf.${compiled ? 'js' : 'ts'}`, import.meta.url));
  const node = [...(compiled ? [] : ['--import', import.meta.resolve('tsx')]), entry, file];
  return new Promise((resolve, reject) => {
    // As in workers/pool.ts: RLIMIT_DATA counts heap and Buffers, exec keeps the pid for the kill.
    const child = spawn(
      '/bin/sh',
      ['-c', `ulimit -d ${config.memoryMb * 1024} && exec "$0" "$@"`, process.execPath, ...node],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (out.length < PROBE_OUTPUT_CAP) out += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      err = (err + d).slice(-PROBE_OUTPUT_CAP);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), config.timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      let parsed: { error?: { code: GleanerError['code']; message: string } } & Info;
      try {
        parsed = JSON.parse(out);
      } catch {
        if (signal === 'SIGKILL')
          return reject(new GleanerError('timeout', `no answer within ${config.timeoutMs} ms`));
        const oom =
          /memory|allocation failed|bad_alloc/i.test(err) || signal === 'SIGSEGV' || signal === 'SIGABRT';
        return reject(
          oom
            ? new GleanerError('out_of_memory', 'the PDF probe hit its memory limit')
            : new GleanerError(
                'crashed',
                `the PDF probe died (${signal ?? code}): ${err.trim().split('\n').pop() ?? ''}`,
              ),
        );
      }
      if (parsed.error) reject(new GleanerError(parsed.error.code, parsed.error.message));
      else resolve(parsed);
    });
  });
}
