import { useEffect, useState } from 'react';
import { loadFrameImage } from './pictures';

/**
 * The frame's try-on picture once it has loaded. While a newly chosen colour loads, the last one
 * stays on the face rather than the face going bare for a moment; `url` says which one is shown.
 */
export function useFrameImage(url: string): { url: string; image: HTMLImageElement } | null {
  const [shown, setShown] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    let current = true;
    loadFrameImage(url).then(
      (image) => current && setShown({ url, image }),
      (error: unknown) => console.error('Try-on picture failed to load', url, error),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return shown;
}
