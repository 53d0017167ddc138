/**
 * Loads face-api and its two small nets once per page, on the first opening of the try-on, and
 * finds faces with their 68 landmarks. Everything runs in the browser: pictures go to the model
 * as pixels in memory and nowhere else. WebGL when the device has it, the CPU otherwise.
 */
import type * as FaceApi from '@vladmandic/face-api';
import landmarksManifest from '@vladmandic/face-api/model/face_landmark_68_tiny_model-weights_manifest.json';
import detectorManifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import type { Point } from '~/lib/tryon/landmarks';
import { largestFirst } from '~/lib/tryon/largest-face';
import { MODEL_FILES, type ModelFile } from './model-files';

export interface DetectedFace {
  box: { x: number; y: number; width: number; height: number };
  landmarks: Point[];
}

export interface FaceModel {
  backend: string;
  /** Faces in the picture, largest first. Live video trades some accuracy for speed. */
  detect(picture: HTMLCanvasElement, live: boolean): Promise<DetectedFace[]>;
}

export type ModelState =
  { status: 'idle' } | { status: 'loading'; progress: number } | { status: 'ready'; model: FaceModel } | { status: 'failed' };

type WeightsManifest = { paths: string[]; weights: FaceApi.tf.io.WeightsManifestEntry[] }[];

let state: ModelState = { status: 'idle' };
const listeners = new Set<() => void>();

function setState(next: ModelState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeModel(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const modelState = (): ModelState => state;

/**
 * Starts loading unless it is loaded or loading; after a failure, tries again. The first download
 * to fail cancels the others, so none of them reports progress over the failure (which would leave
 * a stuck 'loading' that no retry could restart).
 */
export function loadFaceModel(): void {
  if (state.status === 'loading' || state.status === 'ready') return;
  const downloads = new AbortController();
  const report = (progress: number) => {
    if (!downloads.signal.aborted) setState({ status: 'loading', progress });
  };
  report(0);
  load(report, downloads.signal).then(
    (model) => setState({ status: 'ready', model }),
    (error: unknown) => {
      downloads.abort();
      console.error('The try-on model failed to load', error);
      setState({ status: 'failed' });
    },
  );
}

/**
 * The share of the progress bar the downloads fill: the rest is face-api's evaluation and the
 * backend's set-up, so the bar never says 100 % while the try-on is still getting ready.
 */
const DOWNLOAD_SHARE = 0.9;

async function load(report: (progress: number) => void, signal: AbortSignal): Promise<FaceModel> {
  const received: Record<ModelFile, number> = { library: 0, detector: 0, landmarks: 0 };
  const total = Object.values(MODEL_FILES).reduce((sum, file) => sum + file.bytes, 0);
  const onBytes = (file: ModelFile) => (bytes: number) => {
    received[file] = Math.min(bytes, MODEL_FILES[file].bytes);
    report((DOWNLOAD_SHARE * Object.values(received).reduce((a, b) => a + b, 0)) / total);
  };
  const [library, detectorWeights, landmarkWeights] = await Promise.all([
    download('library', onBytes('library'), signal),
    download('detector', onBytes('detector'), signal),
    download('landmarks', onBytes('landmarks'), signal),
  ]);
  // The module is imported from the bytes already downloaded (and counted), not fetched again.
  const url = URL.createObjectURL(new Blob([library], { type: 'text/javascript' }));
  let faceapi: typeof FaceApi;
  try {
    faceapi = (await import(/* @vite-ignore */ url)) as typeof FaceApi;
  } finally {
    URL.revokeObjectURL(url);
  }
  const backend = await chooseBackend(faceapi.tf as unknown as Backends);
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(decode(faceapi, detectorWeights, detectorManifest as WeightsManifest));
  faceapi.nets.faceLandmark68TinyNet.loadFromWeightMap(decode(faceapi, landmarkWeights, landmarksManifest as WeightsManifest));
  const photoOptions = new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });
  // Smaller inputs run faster but, below 320, start to take a badge or a shoulder for a face.
  const liveOptions = new faceapi.TinyFaceDetectorOptions({ inputSize: 320, scoreThreshold: 0.5 });
  return {
    backend,
    async detect(picture, live) {
      const found = await faceapi.detectAllFaces(picture, live ? liveOptions : photoOptions).withFaceLandmarks(true);
      return largestFirst(
        found.map(({ detection, landmarks }) => ({
          box: { x: detection.box.x, y: detection.box.y, width: detection.box.width, height: detection.box.height },
          landmarks: landmarks.positions.map((p) => ({ x: p.x, y: p.y })),
        })),
      );
    },
  };
}

/** TensorFlow.js's backend calls: in face-api's bundle, though its type declarations leave them out. */
interface Backends {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  getBackend(): string;
}

/** WebGL where the device has it (phones included); the CPU backend where it has not, as in headless browsers. */
async function chooseBackend(tf: Backends): Promise<string> {
  const webgl = await tf.setBackend('webgl').catch(() => false);
  if (!webgl) await tf.setBackend('cpu');
  await tf.ready();
  return tf.getBackend();
}

function decode(faceapi: typeof FaceApi, weights: ArrayBuffer, manifest: WeightsManifest) {
  return faceapi.tf.io.decodeWeights(
    weights,
    manifest.flatMap((group) => group.weights),
  );
}

async function download(file: ModelFile, onBytes: (bytes: number) => void, signal: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(MODEL_FILES[file].url, { signal });
  if (!response.ok || !response.body) throw new Error(`${MODEL_FILES[file].url}: HTTP ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onBytes(bytes);
  }
  const whole = new Uint8Array(bytes);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole.buffer;
}
