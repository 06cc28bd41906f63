/**
 * Generated junk for the bad-input property tests (tests/security/bad-input-*.ts): text with
 * control characters, lone surrogates and markup, huge strings, odd percent-encodings, unknown
 * ids, random bytes and bodies under wrong content types. fast-check draws them from a fixed
 * seed (`badInputSeed`), so a failure found once is found again with the same seed.
 */
import fc from "fast-check";

/** The seed of a run: BAD_INPUT_SEED when set, else a fixed one. Printed by each test at its start. */
export function badInputSeed(): number {
  const given = process.env.BAD_INPUT_SEED;
  if (given === undefined || given === "") return 20261127;
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`BAD_INPUT_SEED must be an integer, not ${JSON.stringify(given)}`);
  return seed;
}

/** One character of junk: mostly the characters that break things, some plain ones. */
const junkCharacter: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)), weight: 3 },
  { arbitrary: fc.constantFrom("\u007f", "\u0085", "\u00a0", "\u2028", "\u202e", "\ufeff", "\uffff", "\ufffd"), weight: 1 },
  { arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), weight: 2 },
  { arbitrary: fc.constantFrom("%", "\\", "'", '"', "<", ">", "&", ";", "/", "?", "#", "+", "=", "*", "..", "%00", "%zz", "{", "}", "$1"), weight: 3 },
  { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }), weight: 4 },
);

/** A short string of junk characters. */
export const junkText: fc.Arbitrary<string> = fc.string({ unit: junkCharacter, maxLength: 24 });

/** Junk text, now and then a huge one (past every field's limit, past the bodies' limits). */
export const junkValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: junkText, weight: 12 },
  { arbitrary: fc.constantFrom(300, 3_000, 20_000, 70_000).map((length) => "x".repeat(length)), weight: 1 },
  { arbitrary: fc.constantFrom("a\u0000b", "\ud800", "\udfff", "a\u0000", "\u001b[31m", "2026-02-30", "9999-99-99T99:99", "-1", "1e309", "NaN", "00000000-0000-0000-0000-000000000000"), weight: 2 },
);

/** An id that is no one's: a well-formed one nobody has, or something that is not an id. */
export const unknownId: fc.Arbitrary<string> = fc.oneof(fc.uuid(), fc.constantFrom("0", "-1", "99999999999999999999", "null", "undefined", "new", "me"), junkText);

/**
 * Percent-encodes text as UTF-8, as a browser does; a lone surrogate becomes U+FFFD there (it has
 * no UTF-8), where encodeURIComponent would throw.
 */
export function percentEncode(text: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Escapes no decoder agrees on: broken, overlong, surrogate, double-encoded, raw Latin-1. */
export const oddEncoding: fc.Arbitrary<string> = fc.constantFrom(
  "%",
  "%%",
  "%zz",
  "%0",
  "%00",
  "%2500",
  "%C0%AF",
  "%C0%80",
  "%ED%A0%80",
  "%FF%FE",
  "%FF%00",
  "%E2%82",
  "%F4%90%80%80",
  "%uD800",
  "%2e%2e",
  "..%2F..%2F",
  "%E2%80%AE",
  "caf\u00e9",
  "\u00ff\u00fe",
  "a+b",
  "%20%09%0A%0D",
  "%1B%5B31m",
);

/** One segment of a URL's path or query, already encoded: encoded junk, an odd encoding, or a value given. */
export function urlPiece(...given: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: junkValue.map(percentEncode), weight: 4 },
    { arbitrary: oddEncoding, weight: 3 },
    { arbitrary: unknownId.map(percentEncode), weight: 2 },
    ...(given.length > 0 ? [{ arbitrary: fc.constantFrom(...given).map(percentEncode), weight: 3 }] : []),
  );
}

/** A query string ("" or "?a=b&…") of junk under the given names and junk names. */
export function junkQuery(names: readonly string[], values: readonly string[] = []): fc.Arbitrary<string> {
  const pair = fc.tuple(fc.oneof({ arbitrary: fc.constantFrom(...names), weight: 4 }, { arbitrary: urlPiece(), weight: 1 }), urlPiece(...values));
  return fc.oneof(
    { arbitrary: fc.constant(""), weight: 1 },
    { arbitrary: fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join("&")}`), weight: 6 },
    { arbitrary: fc.tuple(oddEncoding, oddEncoding).map(([a, b]) => `?${a}&${b}=`), weight: 1 },
  );
}

/** A JSON value of junk: strings, numbers past every range, wrong types, ids, nesting. */
export function junkJson(values: readonly string[] = []): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    { arbitrary: junkValue, weight: 6 },
    { arbitrary: fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e20, -1e20, 0.5, -0.0001)), weight: 3 },
    { arbitrary: fc.constantFrom(true, false, null), weight: 2 },
    { arbitrary: unknownId, weight: 2 },
    ...(values.length > 0 ? [{ arbitrary: fc.constantFrom(...values), weight: 3 }] : []),
  );
  return fc.oneof(
    { arbitrary: leaf, weight: 8 },
    { arbitrary: fc.array(leaf, { maxLength: 4 }), weight: 2 },
    { arbitrary: fc.dictionary(junkText, leaf, { maxKeys: 3 }), weight: 1 },
  );
}

/** A JSON object of junk under the given field names (and a junk one now and then). */
export function junkObject(fields: readonly string[], values: readonly string[] = []): fc.Arbitrary<Record<string, unknown>> {
  const name = fc.oneof({ arbitrary: fc.constantFrom(...fields), weight: 6 }, { arbitrary: junkText, weight: 1 });
  return fc.array(fc.tuple(name, junkJson(values)), { maxLength: 6 }).map((pairs) => Object.fromEntries(pairs));
}

export type JunkBody = { body: Uint8Array<ArrayBuffer> | string | FormData | null; contentType: string | null; what: string };

const CONTENT_TYPES = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "text/plain",
  "application/octet-stream",
  "application/json; charset=latin1",
  "image/png",
  "application/xml",
  "",
];

/** What a form posts as url-encoded pairs, encoded junk among them. */
function urlEncoded(pairs: [string, unknown][]): string {
  return pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(typeof value === "string" ? value : JSON.stringify(value) ?? "")}`).join("&");
}

/**
 * A body of junk: a JSON object of junk (sometimes under a wrong content type), the same fields
 * url-encoded or as multipart (with a junk file now and then), random bytes under any content
 * type, malformed JSON, or nothing.
 */
export function junkBody(fields: readonly string[], values: readonly string[] = []): fc.Arbitrary<JunkBody> {
  const object = junkObject(fields, values);
  return fc.oneof(
    {
      arbitrary: fc.tuple(object, fc.constantFrom("application/json", "application/json", "text/plain", "")).map(([json, type]): JunkBody => ({
        body: JSON.stringify(json),
        contentType: type || null,
        what: `JSON ${JSON.stringify(json).slice(0, 300)}`,
      })),
      weight: 6,
    },
    {
      arbitrary: object.map((json): JunkBody => ({ body: urlEncoded(Object.entries(json)), contentType: "application/x-www-form-urlencoded", what: `form ${JSON.stringify(json).slice(0, 300)}` })),
      weight: 3,
    },
    {
      arbitrary: fc.tuple(object, fc.option(fc.uint8Array({ maxLength: 256 }))).map(([json, file]): JunkBody => {
        const form = new FormData();
        for (const [name, value] of Object.entries(json)) form.append(name, typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
        if (file) form.append(fields[0] ?? "file", new Blob([file], { type: "image/png" }), "junk.png");
        return { body: form, contentType: null, what: `multipart ${JSON.stringify(json).slice(0, 300)}${file ? ` + ${file.length} bytes` : ""}` };
      }),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(fc.uint8Array({ maxLength: 512 }), fc.constantFrom(...CONTENT_TYPES)).map(([bytes, type]): JunkBody => ({
        body: bytes,
        contentType: type || null,
        what: `${bytes.length} random bytes as ${type || "no type"}`,
      })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom('{"a":', "[", '"\\ud800"', '{"name":"\\u0000"}', "null", "{}", '{"__proto__":{"x":1}}', "\u0000", "a=%ZZ&b=%00").map(
        (text): JunkBody => ({ body: text, contentType: "application/json", what: `malformed ${JSON.stringify(text)}` }),
      ),
      weight: 1,
    },
    { arbitrary: fc.constant<JunkBody>({ body: null, contentType: null, what: "no body" }), weight: 1 },
  );
}

/** The paths of an example's values (leaves, and the objects and arrays holding them). */
function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return [at];
  const children = Array.isArray(value) ? value.map((item, index) => pathsOf(item, [...at, index])) : Object.entries(value).map(([key, item]) => pathsOf(item, [...at, key]));
  return [...(at.length > 0 ? [at] : []), ...children.flat()];
}

/**
 * A valid example with junk in place of one or two of its values (nested ones too), now and then
 * with a junk field more: junk that passes a strict schema's shape and the other fields' rules,
 * so it reaches the checks and the database behind them.
 */
export function mutatedExample(example: unknown, values: readonly string[] = []): fc.Arbitrary<unknown> {
  const paths = pathsOf(example);
  if (paths.length === 0 || paths[0]!.length === 0) return junkJson(values);
  const extra = fc.oneof(
    { arbitrary: fc.constant(null), weight: 7 },
    { arbitrary: fc.tuple(fc.oneof(fc.constantFrom("constructor", "id", "prototype"), junkText), junkJson(values)), weight: 1 },
  );
  return fc.tuple(fc.subarray(paths, { minLength: 1, maxLength: Math.min(2, paths.length) }), fc.array(junkJson(values), { minLength: 2, maxLength: 2 }), extra).map(([chosen, junk, more]) => {
    const copy = structuredClone(example) as Record<string | number, unknown>;
    chosen.forEach((path, index) => {
      let holder: Record<string | number, unknown> = copy;
      for (const key of path.slice(0, -1)) {
        const next = holder[key];
        if (next === null || typeof next !== "object") return; // replaced already by a shorter path
        holder = next as Record<string | number, unknown>;
      }
      holder[path[path.length - 1]!] = junk[index];
    });
    if (more && copy !== null && typeof copy === "object" && !Array.isArray(copy)) copy[more[0]] = more[1];
    return copy;
  });
}
