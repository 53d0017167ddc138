/**
 * The face model's files, served from the shop's own /assets (hashed names, cached for a year):
 * face-api with TensorFlow.js in one ES module, the tiny face detector and the tiny 68-point
 * landmark net (about 270 KB of weights together). Their sizes drive the progress bar, because a
 * compressed response carries no length; a unit test keeps them equal to the installed files.
 */
import libraryUrl from '@vladmandic/face-api/dist/face-api.esm.js?url';
import landmarksUrl from '@vladmandic/face-api/model/face_landmark_68_tiny_model.bin?url';
import detectorUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';

export const MODEL_FILES = {
  library: { url: libraryUrl, path: 'dist/face-api.esm.js', bytes: 1_333_462 },
  detector: { url: detectorUrl, path: 'model/tiny_face_detector_model.bin', bytes: 193_321 },
  landmarks: { url: landmarksUrl, path: 'model/face_landmark_68_tiny_model.bin', bytes: 77_224 },
} as const;

export type ModelFile = keyof typeof MODEL_FILES;
