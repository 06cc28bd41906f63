import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers one request; `index` counts from 0 across the server's life. */
export type Handler = (req: IncomingMessage, res: ServerResponse, index: number, body: string) => void | Promise<void>;

export interface MisbehavingServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every request received, in order (recorded once its body has arrived). */
  requests: ReceivedRequest[];
  /** Resolves once `count` requests have been received (whatever the handler does with them). */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1, port 0, that answers as the test's handler says. */
export async function misbehavingServer(handler: Handler): Promise<MisbehavingServer> {
  const requests: ReceivedRequest[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const index = requests.length;
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      for (const wake of waiting.splice(0)) wake();
      void handler(req, res, index, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    received: async (count) => {
      while (requests.length < count) await new Promise<void>((wake) => waiting.push(wake));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // hanging requests included
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { "Content-Type": "text/plain" });
  res.end(body);
}

/** A JWT-shaped token with the given claims; no real signature (the client never verifies). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.signature`;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
