/**
 * Page dates in ISO 8601 where the page's own spelling can be read without guessing: a user
 * filtering documents by date wants `2025-09-25`, not "Thu, 09/25/2025 - 11:38". An ISO value
 * stays as given (with its time and zone); other spellings become `YYYY-MM-DD`, plus `THH:MM[:SS]`
 * when a time is given (no zone: the page's local time). A value that cannot be read without a
 * guess (`03-09-2026`: March 9 or 3 September?) is kept raw, trimmed.
 */

/** Month names and their usual abbreviations in English ("Sept." included), by month number. */
const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** A day of the month with an optional English ordinal suffix ("17th"). */
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(\\d{4})';
/** An optional clock time after the date ("11:38", "09:21:40", "3:05 pm"). */
const TIME = '(?:[\\s,T@-]+(?:at\\s+)?(\\d{1,2}):(\\d{2})(?::(\\d{2}))?\\s*([ap]\\.?m\\.?)?)?';

/** Already ISO: `YYYY`, `YYYY-MM`, `YYYY-MM-DD` and any timestamp after it. */
const ISO = /^\d{4}(?:-\d{2}(?:-\d{2}(?:[T ]\d{2}:\d{2}.*)?)?)?$/;
/** `2025/12/18`, `2025.12.18`: year first is read year-month-day everywhere. */
const YEAR_FIRST = new RegExp(`^${YEAR}[/.](\\d{1,2})[/.](\\d{1,2})${TIME}$`, 'i');
/** `09/25/2025`, `13.11.2025`, `03-09-2026`: month-day or day-month, told apart only when one is over 12. */
const NUMERIC = new RegExp(`^(\\d{1,2})[/.-](\\d{1,2})[/.-]${YEAR}${TIME}$`, 'i');
/** `Aug 04, 2025`, `Dec 17th 2025`, `September 3, 2024 at 10:00`. */
const MONTH_FIRST = new RegExp(`^${MONTH}\\s+${DAY},?\\s+${YEAR}${TIME}$`, 'i');
/** `4 August 2025`, `09 Oct 2025 10:00:00 GMT` (RFC 2822 without its zone read). */
const DAY_FIRST = new RegExp(`^${DAY}(?:\\s+of)?\\s+${MONTH},?\\s+${YEAR}${TIME}$`, 'i');
/** A date written out inside running text: month-name spellings and numeric ones, whole numbers only. */
const IN_TEXT = new RegExp(
  `(?<![\\p{L}\\d])(?:${MONTH}\\s+${DAY},?\\s+${YEAR}|${DAY}(?:\\s+of)?\\s+${MONTH},?\\s+${YEAR}|\\d{4}[/.]\\d{1,2}[/.]\\d{1,2}|\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{4})(?!\\d)`,
  'iu',
);
/** A leading weekday ("Thu, ", "Monday ") says nothing the date does not. */
const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i;
/** A label before a shown date ("on Friday …", "Published: …", "Posted on …"). */
const LEADING_LABEL = /^(?:(?:published|posted|updated|last updated|date)(?:\s+on)?:?|on)\s+/i;
/** Trailing words after a date and time: a zone name ("GMT", "EST") or a "-" before the time. */
const TRAILING_ZONE = /\s+(?:[A-Z]{2,4}|[+-]\d{4})$/;
/** Quotes a template left around the value (`"2025-12-17T13:22:47Z"`). */
const QUOTES = /^["'\s]+|["'\s]+$/g;

/** The ISO form of `raw` when it is unambiguous; otherwise `raw` trimmed (null for an empty value). */
export function normalizeDate(raw: string | null): string | null {
  if (raw === null) return null;
  const value = raw.replace(/\s+/g, ' ').replace(QUOTES, '');
  if (!value) return null;
  if (ISO.test(value)) return value;
  // "Thu, 09/25/2025 - 11:38": the dash between date and time is Drupal's.
  const bare = value
    .replace(LEADING_LABEL, '')
    .replace(WEEKDAY, '')
    .replace(/\s+-\s+/, ' ');
  return readDate(bare) ?? readDate(bare.replace(TRAILING_ZONE, '')) ?? value;
}

/** ISO date (and local time) of a non-ISO spelling, or null when it is not one or is ambiguous. */
function readDate(value: string): string | null {
  let m = YEAR_FIRST.exec(value);
  if (m) return iso(+m[1], +m[2], +m[3], m.slice(4));
  m = NUMERIC.exec(value);
  if (m) {
    const [a, b] = [+m[1], +m[2]];
    // Both could be a month: which one is the day depends on the country; keep the page's text.
    if (a <= 12 && b <= 12 && a !== b) return null;
    return a > 12 ? iso(+m[3], b, a, m.slice(4)) : iso(+m[3], a, b, m.slice(4));
  }
  m = MONTH_FIRST.exec(value);
  if (m) return iso(+m[3], MONTHS[m[1].toLowerCase()], +m[2], m.slice(4));
  m = DAY_FIRST.exec(value);
  if (m) return iso(+m[3], MONTHS[m[2].toLowerCase()], +m[1], m.slice(4));
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function iso(year: number, month: number, day: number, time: (string | undefined)[]): string | null {
  if (!month || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const [h, min, s, ampm] = time;
  if (h === undefined || min === undefined) return date;
  let hour = +h;
  if (ampm) hour = (hour % 12) + (/^p/i.test(ampm) ? 12 : 0);
  if (hour > 23 || +min > 59) return date;
  return `${date}T${pad(hour)}:${min}${s ? `:${s}` : ''}`;
}

/** The first unambiguous date written in `text`, in ISO form; null when there is none. */
export function findDate(text: string): string | null {
  const match = IN_TEXT.exec(text);
  if (!match) return null;
  const date = readDate(match[0].replace(/\s+/g, ' '));
  return date;
}
