/**
 * How `npm start` runs server.js for its memory (docs/deploy.md "Memory"); the bench runs every
 * server it compares the same way. glibc: two malloc arenas instead of eight per core (the threads
 * that compress, hash passwords and read files otherwise each grow one, and the process with every
 * burst), and blocks of 128 KB or more mapped on their own, so what PGlite's in-memory files and
 * the boot free goes back to the system instead of staying in the heap. V8: a young generation of
 * 4 MB semi-spaces instead of 16 MB.
 */
export const SERVER_MEMORY_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" } as const;
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4"] as const;
