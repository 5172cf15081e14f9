/**
 * The one error taxonomy. Every failure that reaches a sidecar carries one of these codes;
 * the fleet's retry policy is derived from `RETRY_POLICY`, never from message text.
 */
export const ERROR_CODES = [
  'empty_file', // zero bytes
  'not_found', // path or object key does not exist
  'is_directory', // a directory was given where a file was expected
  'unsupported_format', // bytes are none of PDF, DOCX, HTML (random bytes, images, ...)
  'legacy_doc', // OLE2 compound file that is not an encrypted OOXML package (.doc, .xls, ...)
  'zip_not_docx', // a zip archive without word/document.xml
  'encrypted', // password-protected PDF or encrypted OOXML (OLE2 EncryptedPackage)
  'corrupt', // the format was recognised but the file cannot be parsed (truncated, damaged)
  'limits_exceeded', // a safety limit tripped: zip bomb ratio, entry count, XML depth/size, page count
  'too_large', // the input is larger than the configured per-file cap
  'timeout', // wall-clock limit for one document exceeded; the parse process was killed
  'out_of_memory', // the parse process hit its OS memory limit
  'crashed', // the parse process died for another reason
  'storage_error', // reading the source or writing outputs failed after retries
  'internal', // a bug in Gleaner
  'no_text', // the document parsed but its final text is empty (a scan with OCR off, blank or handwritten pages)
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Whether a job that ended with this code is worth retrying. */
export const RETRY_POLICY: Record<ErrorCode, 'permanent' | 'transient'> = {
  empty_file: 'permanent',
  not_found: 'permanent',
  is_directory: 'permanent',
  unsupported_format: 'permanent',
  legacy_doc: 'permanent',
  zip_not_docx: 'permanent',
  encrypted: 'permanent',
  corrupt: 'permanent',
  limits_exceeded: 'permanent',
  too_large: 'permanent',
  // A hang or blow-up is a property of the file; retrying costs a full timeout again.
  timeout: 'permanent',
  out_of_memory: 'permanent',
  // A crash may be the machine (OOM killer on a neighbour); one more attempt is cheap.
  crashed: 'transient',
  storage_error: 'transient',
  internal: 'permanent',
  // The same bytes give the same empty text; rerun with OCR on (a new pipeline version) instead.
  no_text: 'permanent',
};

/** A failure with a code from the taxonomy. `message` is one line and never holds secrets. */
export class GleanerError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GleanerError';
    this.code = code;
  }
  get permanent(): boolean {
    return RETRY_POLICY[this.code] === 'permanent';
  }
}

/** Coerce anything thrown into an Error (a string, an object, undefined...). */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value === 'string') return new Error(value);
  try {
    return new Error(JSON.stringify(value));
  } catch {
    return new Error(String(value));
  }
}

/** One line, bounded, for sidecars and stderr. */
export function oneLine(message: string, max = 500): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
