import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (several people testing on one machine) keep apart.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    // Middleware carries the cross-cutting work: security headers, CSP nonce,
    // request id, server timing and the Origin check (app/.server/middleware/).
    v8_middleware: true,
  },
} satisfies Config;
