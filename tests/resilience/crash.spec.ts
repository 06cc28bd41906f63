/**
 * A failure no request owns (an uncaught exception) is logged; the server stops accepting,
 * finishes the request in flight, closes the platform and exits non-zero for its supervisor
 * (server.js, README's Deploy). The failure is thrown by a preloaded test module on SIGUSR2.
 */
import { connect, type Socket } from "node:net";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { startSite } from "../support/site-server";

/** Opens a connection and resolves with it, or rejects when the port refuses. */
function open(port: number): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => done(socket));
    socket.once("error", fail);
  });
}

test("an uncaught exception finishes the request in flight, then the server exits 1", async () => {
  const preload = resolve("tests/support/preload/crash-on-signal.mjs");
  const site = await startSite({ env: { NODE_OPTIONS: `--import=${preload}` } });
  try {
    // A request in flight: its body is half sent when the failure happens.
    const body = "name=Ada&email=ada%40example.com&message=" + "x".repeat(200);
    const socket = await open(site.port);
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.write(
      `POST /contact-us HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nOrigin: ${site.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
    );
    // Node answers "100 Continue" once it has parsed the request: from then on it is in flight.
    await expect.poll(() => answer).toContain("HTTP/1.1 100 Continue");

    process.kill(site.pid, "SIGUSR2");
    await expect.poll(() => site.logs()).toContain("Uncaught exception; the server stops");
    // No longer accepting: a new connection is refused.
    await expect(open(site.port)).rejects.toThrow(/ECONNREFUSED/);

    socket.write(body.slice(20));
    await closed;
    expect(answer.replace("HTTP/1.1 100 Continue\r\n\r\n", "")).toMatch(/^HTTP\/1\.1 [234]\d\d /);
    expect(await site.exited()).toBe(1);
  } finally {
    await site.kill();
  }
});
