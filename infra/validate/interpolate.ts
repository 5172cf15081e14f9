/**
 * Compose-style variable interpolation, applied to parsed values the way `docker compose` does
 * before it validates: `$$` → `$`, `${VAR}`, `$VAR`, `${VAR:-default}`, `${VAR-default}`,
 * `${VAR:?message}`, `${VAR?message}`. A required variable that is unset becomes the placeholder
 * `<VAR>` and is reported, so a file can be checked without anyone's secrets.
 */
const PATTERN = /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

export interface Interpolated<T> {
  value: T;
  /** Variables marked required (`:?`) that the environment did not set. */
  required: string[];
}

export function interpolate<T>(input: T, env: Record<string, string | undefined>): Interpolated<T> {
  const required = new Set<string>();
  const str = (s: string): string =>
    s.replace(PATTERN, (match, braced?: string, op?: string, arg?: string, bare?: string) => {
      if (match === '$$') return '$';
      const name = (braced ?? bare)!;
      const value = env[name];
      const unset = op?.startsWith(':') ? value === undefined || value === '' : value === undefined;
      if (!unset) return value!;
      if (op === ':-' || op === '-') return arg ?? '';
      if (op === ':?' || op === '?') {
        required.add(name);
        return `<${name}>`;
      }
      return '';
    });
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return str(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return { value: walk(input) as T, required: [...required].sort() };
}
