import { createContext, RouterContextProvider } from "react-router";
import { config } from "~/.server/config";

/** Per-request values set by the root middleware and read by loaders, actions and entry.server. */
export const requestIdContext = createContext<string>("");
export const nonceContext = createContext<string>("");
export const timingContext = createContext<ServerTiming>();
/**
 * The socket's remote address, set by server.js (the production server) before any middleware;
 * "" under a server that does not tell (react-router-serve, Vite in development).
 */
export const socketAddressContext = createContext<string>("");
/**
 * Set by a route whose page compiles WebAssembly (the door check-in's QR reader, where the browser
 * has no BarcodeDetector): its document's CSP then allows that ('wasm-unsafe-eval'), no other page's.
 */
export const compilesWebAssemblyContext = createContext<boolean>(false);

/** The load context server.js gives each request (exported by entry.server as loadContextFor). */
export function loadContextFor(client: { address?: string }): RouterContextProvider {
  const context = new RouterContextProvider();
  if (client.address) context.set(socketAddressContext, client.address);
  return context;
}

/**
 * Whether responses carry Server-Timing. Not in production: how long the platform took to answer
 * tells a stranger what it looked up (an account, a held balance), and the timings are for the
 * people building the site (demo, development, the bench).
 */
export const serverTimingShown = config.PLATFORM_ENV !== "production";

/** Collects Server-Timing entries for one request (platform calls, rendering). */
export class ServerTiming {
  private readonly entries: Array<{ name: string; dur: number; desc?: string }> = [];

  add(name: string, dur: number, desc?: string) {
    this.entries.push({ name, dur, desc });
  }

  async time<T>(name: string, work: () => Promise<T>, desc?: string): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.add(name, performance.now() - start, desc);
    }
  }

  header(totalMs: number): string {
    const parts = this.entries.map(
      (e) => `${e.name};dur=${e.dur.toFixed(1)}${e.desc ? `;desc="${e.desc.replace(/["\\]/g, "")}"` : ""}`,
    );
    parts.push(`total;dur=${totalMs.toFixed(1)}`);
    return parts.join(", ");
  }
}
