import { useEffect, useSyncExternalStore } from 'react';
import { loadFaceModel, modelState, subscribeModel, type ModelState } from './face-model';

const serverState = (): ModelState => ({ status: 'idle' });

/** The face model's loading state; mounting the try-on starts the download. */
export function useFaceModel(): ModelState {
  const state = useSyncExternalStore(subscribeModel, modelState, serverState);
  useEffect(() => loadFaceModel(), []);
  return state;
}
