/** Reading Stripe's form-encoded values strictly (every value arrives as a string). */
import type { FormValue } from "./form";
import { invalid } from "./errors";

export const text = (value: FormValue | undefined, param: string): string => {
  if (typeof value !== "string") throw invalid(`Invalid string: ${JSON.stringify(value)}`, param);
  return value;
};
export const integer = (value: FormValue | undefined, param: string): number => {
  if (typeof value !== "string" || !/^\d+$/.test(value)) throw invalid(`Invalid integer: ${JSON.stringify(value)}`, param);
  return Number(value);
};
export const boolean = (value: FormValue | undefined, param: string): boolean => {
  if (value !== "true" && value !== "false") throw invalid(`Invalid boolean: ${JSON.stringify(value)}`, param);
  return value === "true";
};
export const object = (value: FormValue | undefined, param: string): Record<string, FormValue> => {
  if (typeof value !== "object" || Array.isArray(value)) throw invalid(`Invalid object`, param);
  return value;
};
export function metadata(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined) return {};
  const given = object(value, param);
  return Object.fromEntries(Object.entries(given).map(([key, v]) => [key, text(v, `${param}[${key}]`)]));
}
/** `expand[]` as a list of paths. */
export const expansions = (expand: FormValue | undefined): string[] =>
  expand === undefined ? [] : Array.isArray(expand) ? expand.map((p, i) => text(p, `expand[${i}]`)) : [text(expand, "expand")];

/** `start` plus whole calendar months (UTC, seconds), the last day of a shorter month when needed, as Stripe bills. */
export function addMonthsSeconds(startSeconds: number, months: number): number {
  const start = new Date(startSeconds * 1000);
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(end.getTime() / 1000);
}
