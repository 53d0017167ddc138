/**
 * Pictures in memory: a chosen photo decoded into a canvas, a still taken from the camera, a
 * frame's try-on picture loaded for drawing, and a snapshot saved as a PNG download.
 */

/** Photos are scaled down to this on their longer side: plenty for a face, quick to search. */
const MAX_SIDE = 1280;

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  return canvas;
}

/** The photo's pixels (EXIF rotation applied); throws when the file is not a picture the browser can read. */
export async function decodePhoto(file: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = canvasOf(bitmap.width * scale, bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas;
  } finally {
    bitmap.close();
  }
}

/** The camera's current picture, mirrored as the shopper sees it. */
export function captureStill(video: HTMLVideoElement): HTMLCanvasElement {
  const canvas = canvasOf(video.videoWidth, video.videoHeight);
  const context = canvas.getContext('2d');
  context?.translate(canvas.width, 0);
  context?.scale(-1, 1);
  context?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas;
}

const frameImages = new Map<string, Promise<HTMLImageElement>>();

/** A frame's try-on picture, once per URL. CORS-enabled so a canvas holding it can still be saved. */
export function loadFrameImage(url: string): Promise<HTMLImageElement> {
  let image = frameImages.get(url);
  if (!image) {
    const element = new Image();
    element.crossOrigin = 'anonymous';
    element.src = url;
    image = element.decode().then(() => element);
    image.catch(() => frameImages.delete(url));
    frameImages.set(url, image);
  }
  return image;
}

/** Offers the canvas as a PNG download, made in the browser. */
export function savePicture(canvas: HTMLCanvasElement, fileName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error('The picture could not be saved'));
        return;
      }
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its own copy once it starts.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      resolve();
    }, 'image/png');
  });
}
