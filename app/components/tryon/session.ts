/**
 * What the try-on remembers while the tab is open: the shopper's photo (or camera still) with the
 * faces found in it, and the frames picked for comparison, so frames from several product pages
 * can be compared on one photo. Memory only: never storage, never the network; a reload forgets it.
 */
import type { DetectedFace } from './face-model';
import type { TryOnFrame } from './try-on-frames';

export interface Photo {
  /** The picture's pixels, scaled down to at most 1280 px on its longer side. */
  canvas: HTMLCanvasElement;
  /** Largest first; null until the model has looked. */
  faces: DetectedFace[] | null;
}

export interface Session {
  photo: Photo | null;
  compare: readonly TryOnFrame[];
}

export const MAX_COMPARE = 4;

let session: Session = { photo: null, compare: [] };
const listeners = new Set<() => void>();

function update(next: Partial<Session>) {
  session = { ...session, ...next };
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const sessionSnapshot = (): Session => session;

export function setPhoto(photo: Photo | null): void {
  update({ photo });
}

export function addToCompare(frame: TryOnFrame): void {
  if (session.compare.some((item) => item.imageUrl === frame.imageUrl) || session.compare.length >= MAX_COMPARE) return;
  update({ compare: [...session.compare, frame] });
}

export function removeFromCompare(frame: TryOnFrame): void {
  update({ compare: session.compare.filter((item) => item.imageUrl !== frame.imageUrl) });
}
