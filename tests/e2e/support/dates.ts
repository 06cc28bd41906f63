/**
 * The calendar date `days` after today in New York (YYYY-MM-DD), where the demo experiences run;
 * with `weekday` (0 Sunday … 6 Saturday), the first such day on or after it.
 */
export function dateAhead(days: number, weekday?: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  while (weekday !== undefined && date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
