/**
 * A json value a statement built with json_build_object / json_agg answers, as the driver hands it:
 * parsed already (PGlite and node-postgres parse json), or its text.
 */
export function parsedJson(value: unknown): any {
  return typeof value === "string" ? JSON.parse(value) : value;
}
