import { createServer, type IncomingMessage, type Server } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { lingerBeforeClosing } from "../../server/lingering-close.js";

// server.js answers some requests before reading their body (a form over its size limit, a
// sign-out) and closes the connection. A client still sending its body must get the answer and a
// clean close, not a reset that takes the answer with it.

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server that answers 413 at once, without reading the body, and closes the connection. */
function answeringEarly(linger: boolean): Promise<number> {
  server = createServer((req: IncomingMessage, res) => {
    if (linger) lingerBeforeClosing(req);
    res.writeHead(413, { "Content-Type": "text/plain", Connection: "close" });
    res.end("This form is too large to send.");
  });
  return new Promise((done) => server!.listen(0, "127.0.0.1", () => done((server!.address() as { port: number }).port)));
}

/** Sends the head and a first piece of the body, waits for the whole answer, then sends the rest. */
function lateSender(port: number): Promise<{ answer: string; error?: string }> {
  return new Promise((done) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let error: string | undefined;
    const rest = Buffer.alloc(1024 * 1024, "y");
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    // The server's FIN: its answer is complete. Only now does the client send the rest.
    socket.on("end", () => socket.end(rest));
    socket.on("error", (e: NodeJS.ErrnoException) => (error = e.code));
    socket.on("close", () => done({ answer, error }));
    socket.write(`POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${1024 + rest.length}\r\n\r\n`);
    socket.write(Buffer.alloc(1024, "x"));
  });
}

describe("lingering close", () => {
  test("the rest of an unread body is read and discarded: the client gets the answer and a clean close", async () => {
    const { answer, error } = await lateSender(await answeringEarly(true));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain("This form is too large to send.");
    expect(error).toBeUndefined();
  });

  test("negative control: closed at once, the same client's rest of the body meets a reset", async () => {
    const { answer, error } = await lateSender(await answeringEarly(false));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(["EPIPE", "ECONNRESET"]).toContain(error);
  });
});
