/**
 * The visitor's address as the site reports it to the platform (`X-Client-Address`) for
 * per-address limits: an IPv4 or IPv6 literal, nothing else.
 */
export const CLIENT_ADDRESS_HEADER = "X-Client-Address";

export function isClientAddress(value: string): boolean {
  return /^[0-9a-fA-F:.]{2,45}$/.test(value);
}
