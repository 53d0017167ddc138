import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState =
  | { status: 'off' }
  | { status: 'asking' }
  | { status: 'live'; stream: MediaStream }
  | { status: 'denied' }
  | { status: 'unavailable' }
  /** It was live, then ended without being stopped: unplugged, taken by another app, permission revoked. */
  | { status: 'lost' };

/** getUserMedia's errors that mean "the shopper or the browser said no", as opposed to "no camera". */
const REFUSED = new Set(['NotAllowedError', 'SecurityError']);

/**
 * The front camera, from asking for permission to stopping every track: on `stop`, on unmount
 * (closing the try-on) and when a new stream replaces the old one. Nothing is recorded.
 */
export function useCamera() {
  const [camera, setCamera] = useState<CameraState>({ status: 'off' });
  const stream = useRef<MediaStream | null>(null);
  const attempt = useRef(0);

  const release = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  const start = useCallback(async () => {
    const id = ++attempt.current;
    release();
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({ status: 'unavailable' });
      return;
    }
    setCamera({ status: 'asking' });
    try {
      const next = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      });
      // Closed, stopped or restarted while the browser was asking: this stream is not wanted.
      if (id !== attempt.current) {
        next.getTracks().forEach((track) => track.stop());
        return;
      }
      stream.current = next;
      setCamera({ status: 'live', stream: next });
      // Without this the stage would stay 'live' on the last picture the camera sent.
      next.getVideoTracks()[0]?.addEventListener('ended', () => {
        if (id !== attempt.current) return;
        release();
        setCamera({ status: 'lost' });
      });
    } catch (error) {
      if (id !== attempt.current) return;
      setCamera({ status: error instanceof DOMException && REFUSED.has(error.name) ? 'denied' : 'unavailable' });
    }
  }, [release]);

  const stop = useCallback(() => {
    attempt.current += 1;
    release();
    setCamera({ status: 'off' });
  }, [release]);

  useEffect(
    () => () => {
      attempt.current += 1;
      release();
    },
    [release],
  );

  return { camera, start, stop };
}
