import { config, type Config } from "~/.server/config";

/**
 * Where the hosted checkout sends the browser back to, built only from the site's own origin,
 * never from the request's Host header: on SITE_URL when it is set; as paths with the embedded
 * platform (its checkout page is served by this site, so a path comes back here); else on the
 * request's origin, which a hosted platform refuses unless it was told it is the site's.
 * `{CHECKOUT_SESSION_ID}` is the platform's placeholder for the checkout's id.
 */
export function checkoutReturnUrls(
  request: Request,
  cancelPath: string,
  settings: Pick<Config, "SITE_URL" | "PLATFORM_API_URL"> = config,
  successPath = "/completion?checkout={CHECKOUT_SESSION_ID}",
): { successUrl: string; cancelUrl: string } {
  const base = settings.SITE_URL ?? (settings.PLATFORM_API_URL ? new URL(request.url).origin : "");
  return { successUrl: `${base}${successPath}`, cancelUrl: `${base}${cancelPath}` };
}

/** A hosted checkout as the platform starts it (a membership's or an experience's, spec §7). */
export interface HostedCheckout {
  id: string | null;
  /** Where to send the person to pay; null when the platform gave none. */
  url: string | null;
}
