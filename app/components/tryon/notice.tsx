import type { ReactNode } from 'react';
import { loadFaceModel, type ModelState } from './face-model';
import type { LiveFinding } from './LiveStage';
import type { Photo } from './session';
import type { Notice } from './Stage';
import type { TryOnText } from './text';
import type { CameraState } from './use-camera';

export type Source = 'none' | 'camera' | 'photo';

interface Situation {
  source: Source;
  camera: CameraState['status'];
  model: ModelState;
  photo: Photo | null;
  finding: LiveFinding;
  unreadable: boolean;
  /** The chosen frame's picture did not load. */
  frameFailed: boolean;
  /** The way out when the camera cannot be used. */
  photoButton: ReactNode;
  /** The try-on's words in the page's language. */
  text: TryOnText;
}

/** The one message the stage shows, most pressing first: what stops the try-on, then what it is doing. */
export function noticeFor({
  source,
  camera,
  model,
  photo,
  finding,
  unreadable,
  frameFailed,
  photoButton,
  text: TRY_ON,
}: Situation): Notice | null {
  if (unreadable) return { text: TRY_ON.photoUnreadable, tone: 'warning' };
  if (source === 'camera' && camera === 'asking') return { text: TRY_ON.askingCamera, tone: 'info' };
  if (source === 'camera' && camera === 'denied') return { text: TRY_ON.cameraDenied, tone: 'warning', action: photoButton };
  if (source === 'camera' && camera === 'unavailable') return { text: TRY_ON.noCamera, tone: 'warning', action: photoButton };
  if (source === 'camera' && camera === 'lost') return { text: TRY_ON.cameraLost, tone: 'warning', action: photoButton };
  if (model.status === 'failed') {
    const retry = (
      <button type="button" className="btn-primary px-5 py-2.5" onClick={loadFaceModel}>
        {TRY_ON.retry}
      </button>
    );
    return { text: TRY_ON.loadFailed, tone: 'warning', action: retry };
  }
  if (frameFailed) return { text: TRY_ON.frameUnavailable, tone: 'warning' };
  if (model.status !== 'ready') return { tone: 'info', progress: model.status === 'loading' ? model.progress : 0 };
  if (source === 'photo' && photo) {
    if (photo.faces === null) return { text: TRY_ON.lookingForFace, tone: 'info' };
    if (photo.faces.length === 0) return { text: TRY_ON.noFace, tone: 'warning' };
    if (photo.faces.length > 1) return { text: TRY_ON.manyFaces, tone: 'info' };
  }
  if (source === 'camera' && camera === 'live') {
    if (finding === 'searching') return { text: TRY_ON.lookingForFace, tone: 'info' };
    if (finding === 'none') return { text: TRY_ON.noFace, tone: 'warning' };
    if (finding === 'many') return { text: TRY_ON.manyFaces, tone: 'info' };
  }
  return null;
}
