import { config, type Config } from "~/.server/config";

/**
 * The origin absolute links are written on (a sitemap, og:image, structured data, calendar files):
 * SITE_URL when it is set, else the origin the request came to.
 */
export function publicOrigin(request: Request, settings: Pick<Config, "SITE_URL"> = config): string {
  return settings.SITE_URL ?? new URL(request.url).origin;
}
