/**
 * All configuration in one place. Environment variables are read here and nowhere else;
 * every field has a documented default. `loadConfig()` validates and names the bad field.
 */
import type { ExtractLimits, OcrMode } from '../extract/types.ts';
import type { Level } from '../normalize/types.ts';
import {
  CAPTION_MODES,
  FOOTNOTE_MODES,
  LEVELS,
  OCR_MODES,
  TABLE_DETECT_MODES,
  TABLE_MODES,
} from '../options.ts';

export interface GleanerConfig {
  /** Normalization level. Env GLEANER_LEVEL. @defaultValue 'academic' */
  level: Level;
  /** Footnotes in the text output. Env GLEANER_FOOTNOTES. @defaultValue 'end' */
  footnotes: 'end' | 'omit';
  /** Tables in the text output. Env GLEANER_TABLES. @defaultValue 'inline' */
  tables: 'inline' | 'placeholder';
  /** Figure captions after the body (`end`) or left out of the text (`omit`; still in the sidecar). Env GLEANER_CAPTIONS. @defaultValue 'end' */
  captions: 'end' | 'omit';
  /** OCR of PDF pages without a usable text layer (`auto`), of every page (`force`), or none (`off`: scans fail as `no_text`). Env GLEANER_OCR. @defaultValue 'auto' */
  ocrMode: OcrMode;
  /** PDF tables looked for on every page (`thorough`) or only next to a "Table N" caption (`caption`, cheaper). Env GLEANER_TABLES_DETECT. @defaultValue 'thorough' */
  tablesDetect: 'thorough' | 'caption';
  /** Largest input accepted, bytes. Env GLEANER_MAX_FILE_BYTES. @defaultValue 200 MiB */
  maxFileBytes: number;
  limits: ExtractLimits;
  /** Redis URL; unset means embedded mode starts its own. Env REDIS_URL. @defaultValue undefined */
  redisUrl: string | undefined;
  /** S3 endpoint for MinIO/emulators; unset means AWS. Env S3_ENDPOINT. @defaultValue undefined */
  s3Endpoint: string | undefined;
  /** Path-style S3 addressing (MinIO). Env S3_FORCE_PATH_STYLE. @defaultValue true when S3_ENDPOINT is set */
  s3ForcePathStyle: boolean;
  /** Env AWS_REGION. @defaultValue 'us-east-1' */
  s3Region: string;
  /** Jobs in flight per worker process. Env GLEANER_CONCURRENCY. @defaultValue 2 */
  concurrency: number;
  /** Wall-clock limit for one document, ms. Env GLEANER_TIMEOUT_MS. @defaultValue 120000 */
  timeoutMs: number;
  /** Deadline for fetching one URL given to `gleaner extract` (redirects and body included), ms. Env GLEANER_FETCH_TIMEOUT_MS. @defaultValue 60000 */
  fetchTimeoutMs: number;
  /** OS data-segment limit (`ulimit -d`: heap and Buffers) for a parse process, MiB. Env GLEANER_MEMORY_MB. @defaultValue 4096 */
  memoryMb: number;
  /** Recycle a parse process after this many documents. Env GLEANER_RECYCLE_DOCS. @defaultValue 500 */
  recycleDocs: number;
  /** Recycle a parse process above this RSS, MiB. Env GLEANER_RECYCLE_RSS_MB. @defaultValue 1024 */
  recycleRssMb: number;
  /** BullMQ queue name. Env GLEANER_QUEUE. @defaultValue 'gleaner' */
  queueName: string;
  /** Attempts per job for transient failures. Env GLEANER_ATTEMPTS. @defaultValue 5 */
  attempts: number;
  /** Drain timeout on the first SIGTERM, ms. Env GLEANER_DRAIN_MS. @defaultValue 60000 */
  drainMs: number;
  /** Log level. Env LOG_LEVEL. @defaultValue 'info' */
  logLevel: string;
  /** Port for a worker's /metrics and /healthz; unset = no metrics server (Prometheus convention: 9464). Env GLEANER_METRICS_PORT. @defaultValue undefined */
  metricsPort: number | undefined;
  /** Interface the metrics server binds. Env GLEANER_METRICS_HOST. @defaultValue '127.0.0.1' */
  metricsHost: string;
  /** Token the dashboard requires on every request (needed to bind a non-loopback host). Env GLEANER_DASHBOARD_TOKEN. @defaultValue undefined */
  dashboardToken: string | undefined;
}

/**
 * Most elements an HTML page may hold; past it the page is refused (`limits_exceeded`) by a scan of
 * its source before any DOM is built (`extract/html/element-count.ts`, which never counts fewer
 * than the DOM holds). Building and walking the DOM costs about 12 µs of CPU per element (a million
 * inline spans took 13–15 s), while the largest of the 1,016 real pages in the scrapinghub, Mozilla
 * and wcxb-dev corpora holds 9,888 elements (a Wikipedia article; the scan counts 9,967, closed
 * paragraphs twice); scrapinghub's largest scans 1,678, wcxb-dev's 5,601. 250,000 is 25 times
 * that page and still takes in the 10 MB generated article of test/html/limits.test.ts (143,149
 * by the scan); a page at the limit costs about 3 s of CPU.
 */
export const DEFAULT_MAX_HTML_ELEMENTS = 250_000;

export const DEFAULT_LIMITS: ExtractLimits = {
  // Long theses run to ~600 pages; past this it is probably not a paper.
  maxPages: 2000,
  // A 300-page DOCX with images is ~100 MB unzipped; 512 MiB leaves room and still caps a bomb.
  maxUnzippedBytes: 512 * 1024 * 1024,
  // XML compresses ~10-20x; 200x only happens with crafted or degenerate content.
  maxCompressionRatio: 200,
  // Real DOCX files have tens to a few hundred parts.
  maxZipEntries: 10_000,
  // Word itself nests a few dozen levels; 512 stops stack-exhaustion documents.
  maxXmlDepth: 512,
  maxHtmlElements: DEFAULT_MAX_HTML_ELEMENTS,
};

type Env = Record<string, string | undefined>;

class ConfigError extends Error {}

function int(env: Env, name: string, def: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name}=${raw} is not an integer >= ${min}`);
  return n;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], def: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!values.includes(raw as T)) throw new ConfigError(`${name}=${raw} must be one of ${values.join(', ')}`);
  return raw as T;
}

/** The settings that change what a document's outputs hold; each has a variable and a CLI flag. */
export type ProcessingKey = 'level' | 'footnotes' | 'tables' | 'captions' | 'ocrMode' | 'tablesDetect';
export type ProcessingSettings = Pick<GleanerConfig, ProcessingKey>;

export interface ProcessingSetting<K extends ProcessingKey> {
  /** The environment variable (GLEANER_…). */
  env: string;
  /** The flag of `extract`, `run` and `produce`, without its dashes. */
  flag: string;
  values: readonly GleanerConfig[K][];
  default: GleanerConfig[K];
}

/**
 * The processing settings in one place: the variable, the flag, the accepted values and the
 * default of each. loadConfig reads the variables from it and the CLI its flags (which default
 * to the variables), so a new setting is one row here.
 */
export const PROCESSING_SETTINGS: { [K in ProcessingKey]: ProcessingSetting<K> } = {
  level: { env: 'GLEANER_LEVEL', flag: 'level', values: LEVELS, default: 'academic' },
  footnotes: { env: 'GLEANER_FOOTNOTES', flag: 'footnotes', values: FOOTNOTE_MODES, default: 'end' },
  tables: { env: 'GLEANER_TABLES', flag: 'tables', values: TABLE_MODES, default: 'inline' },
  captions: { env: 'GLEANER_CAPTIONS', flag: 'captions', values: CAPTION_MODES, default: 'end' },
  ocrMode: { env: 'GLEANER_OCR', flag: 'ocr', values: OCR_MODES, default: 'auto' },
  tablesDetect: {
    env: 'GLEANER_TABLES_DETECT',
    flag: 'tables-detect',
    values: TABLE_DETECT_MODES,
    default: 'thorough',
  },
};

/** Every processing setting, each read by `pick` (from the environment, or from flags). */
export function readProcessing(
  pick: <K extends ProcessingKey>(key: K, setting: ProcessingSetting<K>) => GleanerConfig[K],
): ProcessingSettings {
  const out: Partial<Record<ProcessingKey, unknown>> = {};
  for (const key of Object.keys(PROCESSING_SETTINGS) as ProcessingKey[])
    out[key] = pick(key, PROCESSING_SETTINGS[key] as ProcessingSetting<typeof key>);
  return out as ProcessingSettings;
}

export function loadConfig(env: Env = process.env): GleanerConfig {
  const s3Endpoint = env.S3_ENDPOINT || undefined;
  return {
    ...readProcessing((_key, s) => oneOf(env, s.env, s.values, s.default)),
    maxFileBytes: int(env, 'GLEANER_MAX_FILE_BYTES', 200 * 1024 * 1024),
    limits: {
      ...DEFAULT_LIMITS,
      maxPages: int(env, 'GLEANER_MAX_PAGES', DEFAULT_LIMITS.maxPages),
      maxUnzippedBytes: int(env, 'GLEANER_MAX_UNZIPPED_BYTES', DEFAULT_LIMITS.maxUnzippedBytes),
      maxHtmlElements: int(env, 'GLEANER_MAX_HTML_ELEMENTS', DEFAULT_LIMITS.maxHtmlElements),
    },
    redisUrl: env.REDIS_URL || undefined,
    s3Endpoint,
    s3ForcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(s3Endpoint),
    s3Region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    concurrency: int(env, 'GLEANER_CONCURRENCY', 2),
    timeoutMs: int(env, 'GLEANER_TIMEOUT_MS', 120_000),
    fetchTimeoutMs: int(env, 'GLEANER_FETCH_TIMEOUT_MS', 60_000),
    // A parse child cannot start (tsx, pdf.js and warm-up) below about 768 MiB: measured 2026-12-03.
    memoryMb: int(env, 'GLEANER_MEMORY_MB', 4096, 768),
    recycleDocs: int(env, 'GLEANER_RECYCLE_DOCS', 500),
    recycleRssMb: int(env, 'GLEANER_RECYCLE_RSS_MB', 1024, 64),
    queueName: env.GLEANER_QUEUE || 'gleaner',
    attempts: int(env, 'GLEANER_ATTEMPTS', 5),
    drainMs: int(env, 'GLEANER_DRAIN_MS', 60_000, 0),
    logLevel: env.LOG_LEVEL || 'info',
    dashboardToken: env.GLEANER_DASHBOARD_TOKEN || undefined,
    metricsPort: env.GLEANER_METRICS_PORT ? int(env, 'GLEANER_METRICS_PORT', 9464, 0) : undefined,
    metricsHost: env.GLEANER_METRICS_HOST || '127.0.0.1',
  };
}

export { ConfigError };
