// Loaded into a test's server process (NODE_OPTIONS="--expose-gc --import=…"): SIGUSR2 collects
// all garbage, twice with a turn of the event loop between (finalizers and weak references run),
// then writes what is still alive to stderr, one JSON line. A leak is what survives a collection;
// the process's resident memory also moves with when V8 and the allocator grow and give back.
process.on("SIGUSR2", () => {
  globalThis.gc();
  setImmediate(() => {
    globalThis.gc();
    const { heapUsed, external, arrayBuffers } = process.memoryUsage();
    process.stderr.write(`heap-after-gc ${JSON.stringify({ heapUsed, external, arrayBuffers })}\n`);
  });
});
