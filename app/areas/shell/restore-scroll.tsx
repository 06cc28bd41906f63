import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router keeps the scroll positions it saves (its <ScrollRestoration>'s default). */
const STORAGE_KEY = "react-router-scroll-positions";

/**
 * Restores a page's scroll position on reload and on back or forward: the position hydration
 * saved for its history entry, under the entry's key.
 *
 * React Router's <ScrollRestoration> with a leaner inline script. Its script also gives a fresh
 * entry its key (history.replaceState) and then looks that new key up in sessionStorage, where
 * nothing can be saved under it yet; in Lighthouse's traces of /experiences those two calls took
 * 19-37 ms of the parser's time around the first paint, four times that on its slow phone. Here
 * the script only reads an entry that already has a key, and a fresh entry gets its key in
 * entry.client.tsx, before the router reads it. Hydration then saves and restores positions
 * exactly as React Router's own component does.
 */
export function RestoreScroll({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  // The script only matters in the server's HTML: the browser has run it long before hydration,
  // which keeps the element as it is (so the bundle does not carry the text a second time).
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE }} />;
}

const RESTORE = !import.meta.env.SSR ? "" : `(s=>{const k=history.state&&history.state.key;if(!k)return;try{const y=JSON.parse(sessionStorage.getItem(s)||"{}")[k];if(typeof y==="number")scrollTo(0,y)}catch(e){console.error(e);sessionStorage.removeItem(s)}})(${JSON.stringify(STORAGE_KEY)})`;
