import { BarcodeDetector, prepareZXingModule } from "barcode-detector/ponyfill";
import readerWasm from "zxing-wasm/reader/zxing_reader.wasm?url";

/*
 * The QR reader where the browser has no BarcodeDetector of its own (Chromium on Linux, Firefox,
 * Safari): the barcode-detector ponyfill, ZXing compiled to WebAssembly. Loaded by the door
 * check-in's scanner only (a dynamic import: a chunk of its own, fetched when scanning starts).
 * Its .wasm is this build's hashed asset, served by this site (never the package's default CDN:
 * the host's camera screen tells no third party it is open, and the CSP allows no other origin).
 */

export type QrDetector = { detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>> };

// One object for the page's life: zxing-wasm compiles again when the overrides it is given differ (shallowly) from the last.
const overrides = { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? readerWasm : prefix + path) };

/** A QR detector with its WebAssembly compiled: rejects when the module cannot be fetched or compiled. */
export async function qrDetector(): Promise<QrDetector> {
  await prepareZXingModule({ overrides, fireImmediately: true });
  return new BarcodeDetector({ formats: ["qr_code"] });
}
