import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/** The type the module script waits under until the first paint (not JavaScript: never run as is). */
export const DEFERRED_TYPE = "text/x-deferred-module";

const HEAD_END = "</head>";
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;

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
 * Text is held until the module script has passed (it closes the body's shell, which React
 * sends at once), so no tag is ever split; anything after it streams through unchanged. A
 * document without these markers (a static page, another React Router version) is left as is.
 */
export function deferHydrationScripts(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let preloads: string[] | undefined;
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held += decoder.write(chunk);
      if (!preloads) {
        const end = held.indexOf(HEAD_END);
        if (end === -1) return callback();
        preloads = [];
        const head = held.slice(0, end).replace(PRELOAD, (_tag, href: string) => {
          preloads!.push(href);
          return "";
        });
        held = head + held.slice(end);
      }
      const script = MODULE_SCRIPT.exec(held);
      if (!script) return callback();
      done = true;
      const [tag, attributes, body] = script;
      const rewritten = `<script${attributes} type="${DEFERRED_TYPE}">${body}</script>${starter(nonce, preloads)}`;
      const out = held.slice(0, script.index) + rewritten + held.slice(script.index + tag.length);
      held = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, done ? undefined : held + decoder.end());
    },
  });
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
