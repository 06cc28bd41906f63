import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/** The type the module script waits under until the first paint (not JavaScript: never run as is). */
export const DEFERRED_TYPE = "text/x-deferred-module";

const HEAD_END = "</head>";
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Starts the hydration scripts after the first paint instead of with the document.
 *
 * React Router's <Scripts> emits module preloads (React hoists them into the head) and an inline
 * module script that imports the route modules: the browser fetches all of it alongside the
 * document, and on a slow phone the first paint waits for that work (Lighthouse counts every
 * script that finished before the paint as part of it). The page is complete without scripts,
 * so this rewrites the document as it streams: the preloads leave the head, the module script
 * waits under an inert type, and a small script (with the request's CSP nonce) starts both
 * once the page has painted. Hydration then runs exactly as before, from the same manifest.
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

/**
 * Once the first contentful paint has been presented (a paint timing entry, so the scripts never
 * race the frame on its way to the screen), preload the modules and run the module script as
 * written. Without paint timing: after a frame and a task. A page in the background, which does
 * not paint, starts at once (or when it is sent to the background).
 */
function starter(nonce: string, preloads: string[]): string {
  const script = `((p,t)=>{const n=document.currentScript.nonce;let d=0;const s=()=>{if(d)return;d=1;for(const h of p){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}const o=document.querySelector('script[type="'+t+'"]'),m=document.createElement("script");m.type="module";m.nonce=n;m.textContent=o.textContent;document.head.append(m)};if(document.visibilityState==="hidden")return s();document.addEventListener("visibilitychange",s,{once:true});if((PerformanceObserver.supportedEntryTypes||[]).includes("paint"))new PerformanceObserver((l,b)=>{if(l.getEntriesByName("first-contentful-paint").length){b.disconnect();s()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(()=>setTimeout(s,0))})(${JSON.stringify(preloads)},${JSON.stringify(DEFERRED_TYPE)})`;
  return `<script nonce="${nonce}">${script}</script>`;
}
