/**
 * Finding places by what people type (platform/README.md "Locations"): a name prefix, optionally
 * narrowed after commas by a region code ("Portland, OR") or name where one is known ("Madison,
 * Wisconsin": contract/regions.ts), a country code or a country's English name ("Paris, France");
 * "sao" finds São Paulo (fold()).
 */
import { regionName } from "#contract/regions";
import { notFound } from "../../errors";
import { fold, gazetteer, placeAt, positionOfId, prefixRange, type Gazetteer, type Place } from "./gazetteer";
import { greatCircleKm, type Point } from "../../infra/geo";

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const foldedCountry = new Map<string, string>();

function countryName(code: string): string {
  let name = foldedCountry.get(code);
  if (name === undefined) {
    name = fold(countryNames.of(code) ?? code);
    foldedCountry.set(code, name);
  }
  return name;
}

function fits(g: Gazetteer, i: number, qualifier: string): boolean {
  const country = g.countries[i]!;
  const region = g.regions[i]!;
  if (qualifier === region.toLowerCase() || qualifier === country.toLowerCase() || countryName(country).startsWith(qualifier)) return true;
  const named = regionName(country, region);
  return named !== null && fold(named).startsWith(qualifier);
}

type Query = { name: string; qualifiers: string[] };

function parse(text: string): Query {
  const [name = "", ...rest] = text.split(",").map(fold);
  return { name, qualifiers: rest.filter(Boolean) };
}

/** The `count` best of the places matching `query` by `better` (a top-k pass: no sort of every match). */
function best(g: Gazetteer, { name, qualifiers }: Query, count: number, score: (i: number) => number): number[] {
  if (!name) return [];
  const [from, to] = prefixRange(g, name);
  const kept: Array<{ i: number; score: number }> = [];
  const before = (a: { i: number; score: number }, b: { i: number; score: number }) => a.score < b.score || (a.score === b.score && g.ids[a.i]! < g.ids[b.i]!);
  for (let i = from; i < to; i++) {
    if (!qualifiers.every((qualifier) => fits(g, i, qualifier))) continue;
    const entry = { i, score: score(i) };
    if (kept.length === count && !before(entry, kept[count - 1]!)) continue;
    let at = kept.length;
    while (at > 0 && before(entry, kept[at - 1]!)) at--;
    kept.splice(at, 0, entry);
    if (kept.length > count) kept.pop();
  }
  return kept.map((entry) => entry.i);
}

const pointAt = (g: Gazetteer, i: number): Point => ({ latitude: g.latitude[i]!, longitude: g.longitude[i]! });

/** Up to `count` places, the most populous first, or the nearest to `near` first (then the most populous). */
export function autocomplete(text: string, count: number, near: Point | null): Array<{ place: Place; km: number | null }> {
  const g = gazetteer();
  // Population is below 2^25, so km * 2^25 - population orders by distance, then population.
  const score = near ? (i: number) => greatCircleKm(near, pointAt(g, i)) * 2 ** 25 - g.population[i]! : (i: number) => -g.population[i]!;
  return best(g, parse(text), count, score).map((i) => ({ place: placeAt(g, i), km: near ? greatCircleKm(near, pointAt(g, i)) : null }));
}

export const noPlace = (text: string) => notFound(`No place matches "${text}".`);

/** The best match: the most populous place of exactly that name if one fits, else the most populous starting so. */
export function resolvePlace(text: string): Place {
  const g = gazetteer();
  const query = parse(text);
  const [found] = best(g, query, 1, (i) => (g.keys[i] === query.name ? -(2 ** 32) : 0) - g.population[i]!);
  if (found === undefined) throw noPlace(text);
  return placeAt(g, found);
}

/** A place by its GeoNames id. */
export function placeById(id: string): Place | undefined {
  if (!/^\d{1,10}$/.test(id)) return undefined;
  const g = gazetteer();
  const i = positionOfId(g, Number(id));
  return i < 0 ? undefined : placeAt(g, i);
}
