import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { handleError } from "~/entry.server";
import { log } from "~/.server/http/log";

const request = (method = "POST") => new Request("http://localhost/tos", { method });

describe("server error log", () => {
  afterEach(() => vi.restoreAllMocks());

  test("a 405 (a method the route does not take) logs one warning line, no stack trace", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    handleError(new ErrorResponse(405, "Method Not Allowed", new Error('You made a POST request to "/tos" but did not provide an `action`'), true), {
      request: request(),
      context: new RouterContextProvider(),
    });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]![0]);
    expect(line).toMatch(/POST \/tos 405 Method Not Allowed$/);
    expect(line).not.toContain("\n");
  });

  test("a real fault (500) is still logged with its stack", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const fault = new Error("boom");
    handleError(fault, { request: request("GET"), context: new RouterContextProvider() });
    expect(error).toHaveBeenCalledWith({ err: fault }, expect.stringContaining("GET /tos"));
  });
});
