// `npm test`: every check the project has, in the order that fails fastest.
// typecheck → dependency rules → unit and platform tests (vitest) → production build → browser and resilience tests
// (Playwright) → the sustained load test, alone at the end so its traffic has the cores to itself.
// Run with tsx: `npm test` (or `npx tsx scripts/test.ts`).
import { spawnSync } from "node:child_process";
import { freePort } from "../tests/support/site-server.ts";

// A port nothing listens on now, so two runs on one machine never meet on the browser tests' server.
const env = { ...process.env, E2E_PORT: process.env.E2E_PORT ?? String(await freePort()) };

const steps: [name: string, command: string, args: string[]][] = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["dependency rules (.dependency-cruiser.cjs)", "npm", ["run", "deps"]],
  ["unit and platform tests", "npx", ["vitest", "run"]],
  ["production build", "npm", ["run", "build"]],
  ["browser and resilience tests (JavaScript on and off)", "npx", ["playwright", "test"]],
  ["sustained load test (6,000 requests)", "npx", ["playwright", "test", "-c", "playwright.load.config.ts"]],
];

const began = Date.now();
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\n✔ all checks passed in ${((Date.now() - began) / 60_000).toFixed(1)} min`);
