/** Products (https://docs.stripe.com/api/products/create): a name and an optional description. */
import type { Form } from "./form";
import { missing, onlyKnown } from "./errors";
import { stripeId, type Json, type StripeState } from "./state";
import { metadata, text } from "./values";

/** POST /v1/products */
export function createProduct(state: StripeState, form: Form, now: number): Json {
  onlyKnown(form, ["name", "description", "metadata"]);
  if (form.name === undefined) throw missing("name");
  const id = stripeId("prod");
  const product: Json = {
    id,
    object: "product",
    active: true,
    name: text(form.name, "name"),
    description: form.description === undefined ? null : text(form.description, "description"),
    metadata: metadata(form.metadata, "metadata"),
    created: Math.floor(now / 1000),
    livemode: false,
  };
  state.products.set(id, product);
  return product;
}
