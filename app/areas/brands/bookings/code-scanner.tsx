import { useEffect, useRef, useState } from "react";
import { normalDoorCode } from "#contract/door-code";

/*
 * Scanning a ticket's QR code with the camera (JavaScript only; the typed code is the way without
 * it). The browser's BarcodeDetector reads the frames; what it reads is put in the code field and
 * that form is sent, so a scan and a typed code are one path to the platform. Shown only where the
 * browser has a camera API and a detector; rendered after hydration, so the server's page and the
 * first render agree.
 */

type Detector = { detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

function detectorClass(): DetectorClass | null {
  const found = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  return found && typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function" ? found : null;
}

export function CodeScanner({ inputId }: { inputId: string }) {
  const [supported, setSupported] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => setSupported(detectorClass() !== null), []);

  useEffect(() => {
    if (!scanning) return;
    const Detector = detectorClass();
    if (!Detector || !video.current) return;
    const element = video.current;
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const detector = new Detector({ formats: ["qr_code"] });
    const look = async () => {
      if (stopped) return;
      try {
        const codes = element.readyState >= 2 ? await detector.detect(element) : [];
        const code = codes.map((found) => normalDoorCode(found.rawValue)).find((value) => value !== null);
        if (code) {
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
      timer = setTimeout(look, 150);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then((given) => {
        stream = given;
        if (stopped) return given.getTracks().forEach((track) => track.stop());
        element.srcObject = given;
        void element.play().catch(() => {});
        void look();
      })
      .catch(() => {
        setProblem("The camera could not be opened. Allow the camera for this site, or type the code.");
        setScanning(false);
      });
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
