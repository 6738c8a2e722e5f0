/**
 * UTC days as the counts keep them ('YYYY-MM-DD', months 'YYYY-MM'): text that sorts as the calendar does, the same
 * in SQLite and PostgreSQL. Pure functions of their arguments.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Daily rows are kept this many whole months before the current one, then folded into monthly totals. */
export const DAILY_RETENTION_MONTHS = 13;

export function utcDay(time: Date | number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** True for a real calendar day written 'YYYY-MM-DD' (not '2026-02-30'). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return utcDay(time) === value;
}

export function addDays(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY);
}

/** Days from `from` to `to`, both counted. */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/**
 * The first day still kept as a daily row on `today`: the first day of the month 13 months before today's month.
 * Whole months are folded, so a month's total is never split between the two tables.
 */
export function dailyRowsFrom(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 - DAILY_RETENTION_MONTHS;
  return utcDay(Date.UTC(year, month, 1));
}

/** Every day from `from` to `to`, in order. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The longest range the dashboard reads at once: three years. */
export const MAX_RANGE_DAYS = 1100;
/** The range the dashboard shows first: the last 30 days. */
export const DEFAULT_RANGE_DAYS = 30;

/**
 * The dashboard's range from its query (`from`, `to`, both optional, nothing else), or null when it is not one:
 * real days, in order, ending no later than tomorrow (a shopper's evening is another day in UTC), at most
 * MAX_RANGE_DAYS long. Without them, the last DEFAULT_RANGE_DAYS days up to today.
 */
export function readRange(query: URLSearchParams, today: string): { from: string; to: string } | null {
  for (const key of query.keys()) if (key !== 'from' && key !== 'to') return null;
  if (query.getAll('from').length > 1 || query.getAll('to').length > 1) return null;
  const to = query.get('to') ?? today;
  const from = query.get('from') ?? addDays(to, 1 - DEFAULT_RANGE_DAYS);
  if (!isDay(from) || !isDay(to) || from > to || to > addDays(today, 1)) return null;
  return dayCount(from, to) <= MAX_RANGE_DAYS ? { from, to } : null;
}
