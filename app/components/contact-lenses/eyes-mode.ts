/** The URL parameter that keeps the choice, so a link and a page without JavaScript show it. */
export const EYES_PARAM = 'eyes';
export type EyesMode = 'both' | 'each';

export function eyesMode(params: URLSearchParams): EyesMode {
  return params.get(EYES_PARAM) === 'each' ? 'each' : 'both';
}
