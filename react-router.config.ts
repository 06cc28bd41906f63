import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Middleware carries the cross-cutting work: security headers, CSP nonce,
    // request id, server timing and the Origin check (app/.server/middleware/).
    v8_middleware: true,
  },
} satisfies Config;
