import { useEffect } from "react";

/**
 * Tells the server the visitor's time zone: the browser's own, in the `tz` cookie, which the
 * server sends to the platform as X-Time-Zone and uses to show times. Without JavaScript the
 * booking form asks instead.
 */
export function RememberTimeZone() {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const value = encodeURIComponent(zone);
    if (!zone || document.cookie.split("; ").includes(`tz=${value}`)) return;
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `tz=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  }, []);
  return null;
}
