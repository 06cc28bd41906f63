import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/** The type the module script waits under until the first paint (not JavaScript: never run as is). */
export const DEFERRED_TYPE = "text/x-deferred-module";

const HEAD_END = "</head>";
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT_OPEN = /<script([^>]*) type="module" async="">/g;
const SCRIPT_CLOSE = "</script>";

/**
 * Starts the hydration scripts when the visitor first uses the page, instead of with the document.
 *
 * React Router's <Scripts> emits module preloads (React hoists them into the head) and an inline
 * module script that imports the route modules: the browser fetches and runs all of it alongside
 * the document. On a slow phone that is seconds of a busy main thread (hydration of the whole
 * document is one long task) while the visitor is only reading. The page is complete without
 * scripts (every form and link works without them), so this rewrites the document as it streams:
 * the preloads leave the head, the module script waits under an inert type, and a small script
 * (with the request's CSP nonce) starts both at the first sign of use: a pointer moving or
 * pressed, a key, a touch, focus, the wheel. Hydration then runs exactly as before, from the same
 * manifest; whatever the visitor does meanwhile is the page without JavaScript.
 *
 * The head is held until it ends; after it, text streams on as it comes, except from where the
 * module script (or a tag not yet complete) may begin, so no tag is ever split. Each character is
 * searched once: holding and searching the whole document again at every chunk cost 7% of the
 * server's CPU under the load test's mixed traffic. Anything after the script passes unchanged.
 * A document without these markers (a static page, another React Router version) is left as is.
 */
export function deferHydrationScripts(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  /** Where in `held` the search goes on: what is before it was searched and holds no start of what is sought. */
  let from = 0;
  let preloads: string[] | undefined;
  /** Where the module script's opening tag begins in `held`, once seen, and where it ends. */
  let open: { at: number; end: number; attributes: string } | undefined;
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held += decoder.write(chunk);
      if (!preloads) {
        const end = held.indexOf(HEAD_END, from);
        if (end === -1) {
          from = Math.max(0, held.length - HEAD_END.length + 1);
          return callback();
        }
        preloads = [];
        const head = held.slice(0, end).replace(PRELOAD, (_tag, href: string) => {
          preloads!.push(href);
          return "";
        });
        held = head + held.slice(end);
        from = head.length;
      }
      if (!open) {
        MODULE_SCRIPT_OPEN.lastIndex = from;
        const tag = MODULE_SCRIPT_OPEN.exec(held);
        if (!tag) {
          // An opening tag has no "<" inside (React escapes attribute values), so one not yet
          // complete starts at the last "<": everything before it goes on now.
          const keep = Math.max(from, held.lastIndexOf("<"));
          return release(keep, callback);
        }
        open = { at: tag.index, end: tag.index + tag[0].length, attributes: tag[1]! };
        from = open.end;
      }
      const close = held.indexOf(SCRIPT_CLOSE, from);
      if (close === -1) {
        from = Math.max(open.end, held.length - SCRIPT_CLOSE.length + 1);
        // The script's text is held (it is rewritten whole), not what came before it.
        return release(open.at, callback);
      }
      done = true;
      const body = held.slice(open.end, close);
      const rewritten = `<script${open.attributes} type="${DEFERRED_TYPE}">${body}</script>${starter(nonce, preloads)}`;
      const out = held.slice(0, open.at) + rewritten + held.slice(close + SCRIPT_CLOSE.length);
      held = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, done ? undefined : held + decoder.end());
    },
  });

  /** Sends `held` up to `upTo` downstream and keeps the rest, positions moved to match. */
  function release(upTo: number, callback: (error?: null, data?: string) => void): void {
    if (upTo <= 0) return callback();
    const out = held.slice(0, upTo);
    held = held.slice(upTo);
    from = Math.max(0, from - upTo);
    if (open) {
      open.at -= upTo;
      open.end -= upTo;
    }
    callback(null, out);
  }
}

/** The events that start hydration: any sign that someone is using the page, by any means. */
const USE = ["pointerdown", "pointermove", "keydown", "touchstart", "focusin", "wheel"];

/**
 * On the first of USE (listened to on the window, capturing, passive): preload the modules and run
 * the module script as written. The event itself is handled by the browser as without JavaScript.
 */
function starter(nonce: string, preloads: string[]): string {
  const script = `((p,t,u)=>{const n=document.currentScript.nonce,o={capture:true,passive:true};let d=0;const s=()=>{if(d)return;d=1;for(const e of u)removeEventListener(e,s,o);for(const h of p){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}const q=document.querySelector('script[type="'+t+'"]'),m=document.createElement("script");m.type="module";m.nonce=n;m.textContent=q.textContent;document.head.append(m)};for(const e of u)addEventListener(e,s,o)})(${JSON.stringify(preloads)},${JSON.stringify(DEFERRED_TYPE)},${JSON.stringify(USE)})`;
  return `<script nonce="${nonce}">${script}</script>`;
}
