/**
 * Stand-ins for `navigator.mediaDevices.getUserMedia`, installed with `page.addInitScript` before
 * the page's own scripts run: the camera states Chromium's fake device cannot produce. Each runs
 * in the browser on its own (no closures), as addInitScript sends its source text.
 */

/** The browser's permission prompt left unanswered: the promise never settles. */
export function cameraNeverAnswers() {
  navigator.mediaDevices.getUserMedia = () => new Promise<MediaStream>(() => undefined);
}

/** A device without a camera: the browser rejects with NotFoundError, as Chromium does. */
export function noCameraFound() {
  navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
}

/** A working camera pointed at a plain wall: frames keep coming (the colour drifts), none has a face. */
export function cameraWithoutFace() {
  navigator.mediaDevices.getUserMedia = async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    let hue = 0;
    const paint = () => {
      hue = (hue + 7) % 360;
      context.fillStyle = `hsl(${hue} 25% 55%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
    };
    paint();
    setInterval(paint, 100);
    const stream = canvas.captureStream(10);
    // What the browser fires when the camera is unplugged or taken by another app (the test's way to end it).
    Object.assign(window, { endCamera: () => stream.getVideoTracks()[0]!.dispatchEvent(new Event('ended')) });
    return stream;
  };
}
