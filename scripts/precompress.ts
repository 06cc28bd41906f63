// After `react-router build`: move the hashed client assets out of build/client (where
// react-router-serve's static handler would gzip them again on every request) to build/assets,
// each with .br and .gz copies made once, at the best compression. The site's /assets/* route
// (app/areas/system/assets.ts) serves them from there, already compressed and cacheable forever.
//
// The .gz copies are Zopfli's (a gzip stream any browser reads, found by an exhaustive search
// zlib does not make): the framework file is 3.4 KB smaller than at zlib's level 9 (109.3 ->
// 105.9 KB), for a few seconds per build. Brotli, which most browsers take, is already optimal at 11.
import { gzipAsync } from "@gfx/zopfli";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const buildDir = process.env.BUILD_DIR ?? "build";
const from = join(buildDir, "client", "assets");
const to = join(buildDir, "assets");
const compressible = /\.(?:js|mjs|css|svg|json|txt|html|map|xml|wasm)$/;

if (!existsSync(from)) {
  console.error(`precompress: ${from} does not exist; run react-router build first.`);
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
renameSync(from, to);

let files = 0;
let raw = 0;
let br = 0;
let gz = 0;
for (const name of readdirSync(to, { recursive: true })) {
  const path = join(to, String(name));
  if (!statSync(path).isFile() || !compressible.test(path)) continue;
  const bytes = readFileSync(path);
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gzipped = await gzipAsync(bytes, { numiterations: 15 });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipped);
  files += 1;
  raw += bytes.length;
  br += brotli.length;
  gz += gzipped.length;
}
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompress: ${files} assets in ${to}: ${kb(raw)} → ${kb(br)} brotli, ${kb(gz)} gzip`);
