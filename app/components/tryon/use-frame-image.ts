import { useEffect, useState } from 'react';
import { loadFrameImage } from './pictures';

export interface FrameImage {
  /** The picture on the face, or null when there is none to show. */
  shown: { url: string; image: HTMLImageElement } | null;
  /** The chosen frame's picture could not be loaded: the face stays bare and the shopper is told. */
  failed: boolean;
}

/**
 * The frame's try-on picture once it has loaded. While a newly chosen colour loads, the last one
 * stays on the face rather than the face going bare for a moment; `shown.url` says which one it is.
 * One that fails takes the last one off too, so the face never wears a colour the page does not name.
 */
export function useFrameImage(url: string): FrameImage {
  const [state, setState] = useState<{ shown: FrameImage['shown']; failedUrl: string | null }>({
    shown: null,
    failedUrl: null,
  });
  useEffect(() => {
    let current = true;
    loadFrameImage(url).then(
      (image) => current && setState({ shown: { url, image }, failedUrl: null }),
      (error: unknown) => {
        console.error('Try-on picture failed to load', url, error);
        if (current) setState({ shown: null, failedUrl: url });
      },
    );
    return () => {
      current = false;
    };
  }, [url]);
  return { shown: state.shown, failed: state.failedUrl === url };
}
