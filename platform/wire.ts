/** Wire shapes that more than one module answers with (platform/README.md). Imports no module. */
import type { ContactDetails } from "./db/columns";

/** How to reach a person or a brand: the wire form of the schema's `contactDetails()` columns. */
export type ContactDetailsWire = {
  phone: string | null;
  address: string | null;
  address_line_2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

export function toContactDetailsWire(row: ContactDetails): ContactDetailsWire {
  return { phone: row.phone, address: row.address, address_line_2: row.addressLine2, city: row.city, state: row.state, zip: row.zip };
}
