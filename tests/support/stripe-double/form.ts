/**
 * Stripe's request encoding (https://docs.stripe.com/api/request_ids … "Form-encoded"): bodies and
 * GET queries are application/x-www-form-urlencoded with bracketed keys,
 * `line_items[0][price_data][currency]=usd`, `expand[0]=payment_intent.latest_charge`. Parsed into
 * nested objects, numeric keys into arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function parseForm(text: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.split("[").map((part, index) => (index === 0 ? part : part.replace(/\]$/, "")));
    let node: Record<string, FormValue> = root;
    path.forEach((key, index) => {
      const slot = key === "" ? String(Object.keys(node).length) : key;
      if (index === path.length - 1) {
        node[slot] = value;
        return;
      }
      node[slot] ??= {};
      node = node[slot] as Record<string, FormValue>;
    });
  }
  return toArrays(root) as Form;
}

/** Objects whose keys are 0..n-1 become arrays. */
function toArrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = Object.fromEntries(keys.map((key) => [key, toArrays(value[key]!)]));
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return keys.map((key) => entries[key]!);
  return entries;
}
