import { useEffect, useRef, useState } from "react";
import { normalDoorCode } from "#contract/door-code";
import { SCANNER_MESSAGES } from "./check-in-text";
import type { QrDetector } from "./qr-reader";

/*
 * Scanning a ticket's QR code with the camera (JavaScript only; the typed code is the way without
 * it). A detector reads the frames: the browser's own BarcodeDetector where it has one, otherwise
 * the barcode-detector ponyfill (qr-reader.ts), fetched only when scanning starts. What it reads
 * is put in the code field and that form is sent, so a scan and a typed code are one path to the
 * platform. Shown only where the browser has a camera API; rendered after hydration, so the
 * server's page and the first render agree. When the camera is refused or missing, it says so and
 * the typed code stays the way in.
 */

type NativeDetector = new (options: { formats: string[] }) => QrDetector;

const hasCameraApi = () => typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";

let polyfilled: Promise<QrDetector> | null = null;

/** The browser's own detector, or the ponyfill's (loaded once a page; tried again after a failed load). */
function qrDetector(): Promise<QrDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (Native) return Promise.resolve(new Native({ formats: ["qr_code"] }));
  polyfilled ??= import("./qr-reader").then((reader) => reader.qrDetector());
  return polyfilled.catch((error: unknown) => {
    polyfilled = null;
    throw error;
  });
}

/** getUserMedia's refusals by their DOMException name (Media Capture and Streams §9.2). */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return SCANNER_MESSAGES.cameraRefused;
  if (name === "NotFoundError" || name === "OverconstrainedError") return SCANNER_MESSAGES.noCamera;
  return SCANNER_MESSAGES.cameraFailed;
}

export function CodeScanner({ inputId }: { inputId: string }) {
  const [supported, setSupported] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => setSupported(hasCameraApi()), []);

  useEffect(() => {
    if (!scanning || !video.current) return;
    const element = video.current;
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = (message: string) => {
      if (stopped) return;
      setProblem(message);
      setScanning(false);
    };
    const look = async (detector: QrDetector) => {
      if (stopped) return;
      try {
        const codes = element.readyState >= 2 ? await detector.detect(element) : [];
        const code = codes.map((found) => normalDoorCode(found.rawValue)).find((value) => value !== null);
        if (code && !stopped) {
          const input = document.getElementById(inputId) as HTMLInputElement | null;
          if (input?.form) {
            input.value = code;
            setScanning(false);
            input.form.requestSubmit();
            return;
          }
        }
      } catch {
        // A frame the detector could not read: the next one may be.
      }
      timer = setTimeout(() => void look(detector), 150);
    };
    // The camera first (a refusal then fetches nothing more), then the detector while the video starts.
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then((given) => {
        stream = given;
        if (stopped) return given.getTracks().forEach((track) => track.stop());
        element.srcObject = given;
        void element.play().catch(() => {});
        qrDetector().then(
          (detector) => void look(detector),
          () => giveUp(SCANNER_MESSAGES.readerFailed),
        );
      })
      .catch((error: unknown) => giveUp(cameraProblem(error)));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      element.srcObject = null;
    };
  }, [scanning, inputId]);

  if (!supported) return null;
  return (
    <div className="grid gap-2">
      <button type="button" className="btn-secondary" aria-pressed={scanning} onClick={() => { setProblem(null); setScanning(!scanning); }}>
        {scanning ? "Stop the camera" : "Scan with the camera"}
      </button>
      {problem ? <p role="alert" className="text-sm text-danger">{problem}</p> : null}
      <video ref={video} muted playsInline aria-label="Camera view: hold the ticket's code in front of it" className={scanning ? "w-full rounded-lg bg-black" : "hidden"} />
    </div>
  );
}
