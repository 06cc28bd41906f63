// `npm test`: every check the project has, in the order that fails fastest.
// typecheck, dependency rules and the production build side by side → unit and platform tests
// (vitest) → browser and resilience tests (Playwright) → the sustained load test, alone at the end
// so its traffic has the cores to itself.
// Run with tsx: `npm test` (or `npx tsx scripts/test.ts`).
import { spawn, spawnSync } from "node:child_process";
import { freePort } from "../tests/support/site-server.ts";

// A port nothing listens on now, so two runs on one machine never meet on the browser tests' server.
const env = { ...process.env, E2E_PORT: process.env.E2E_PORT ?? String(await freePort()) };

type Step = [name: string, command: string, args: string[]];

// Steps of one stage run at the same time. The first stage's each keep about one core busy (tsc and
// Rollup are single-threaded): side by side on 2 cores 54 s, one after the other 80 s.
const stages: Step[][] = [
  [
    ["typecheck", "npm", ["run", "typecheck"]],
    ["dependency rules (.dependency-cruiser.cjs)", "npm", ["run", "deps"]],
    ["production build", "npm", ["run", "build"]],
  ],
  [["unit and platform tests", "npx", ["vitest", "run"]]],
  [["browser and resilience tests (JavaScript on and off)", "npx", ["playwright", "test"]]],
  [["sustained load test (6,000 requests)", "npx", ["playwright", "test", "-c", "playwright.load.config.ts"]]],
];

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

function report(name: string, status: number, started: number): void {
  console.log(status === 0 ? `✔ ${name} (${seconds(started)}s)` : `\n✖ ${name} failed after ${seconds(started)}s`);
}

/** One step with its output live. */
function runLive([name, command, args]: Step): number {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const status = spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
  report(name, status, started);
  return status;
}

/** One step of several at once: its output is held and printed whole when it ends, so none interleave. */
function runHeld([name, command, args]: Step): Promise<number> {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      const status = code ?? 1;
      process.stdout.write(`\n▶ ${name}\n${Buffer.concat(output).toString()}`);
      report(name, status, started);
      resolve(status);
    });
  });
}

const began = Date.now();
for (const stage of stages) {
  const statuses = stage.length === 1 ? [runLive(stage[0]!)] : await Promise.all(stage.map(runHeld));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\n✔ all checks passed in ${((Date.now() - began) / 60_000).toFixed(1)} min`);
