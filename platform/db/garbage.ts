/**
 * A full garbage collection, for the two moments a quiet process would otherwise hold hundreds of
 * MB it no longer uses (docs/deploy.md "Memory"): after PGlite's initdb (its second WASM instance)
 * and after the boot (migrations, seed). Nothing else in a process at rest triggers a major GC.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * One turn of the event loop from now, so the work that just finished has let go of what it used
 * (a collection in the same turn as PGlite's create freed nothing). Asks V8 if it lets this
 * process: `--expose-gc` set at run time exposes `gc` to contexts created afterwards (the process's
 * own flags are the operator's); a V8 that refuses returns the memory at its next major collection.
 */
export function collectGarbageSoon(): Promise<void> {
  return new Promise((resolve) =>
    setImmediate(() => {
      try {
        setFlagsFromString("--expose-gc");
        (runInNewContext("gc") as () => void)();
      } catch {
        // Not offered by this V8.
      }
      resolve();
    }),
  );
}
