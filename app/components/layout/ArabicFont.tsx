import regular from '@fontsource/tajawal/files/tajawal-arabic-400-normal.woff2?url';
import bold from '@fontsource/tajawal/files/tajawal-arabic-700-normal.woff2?url';
import fontFaces from '~/arabic-font.css?inline';

/**
 * The Arabic web font, on Arabic pages only: its few @font-face rules inline (no extra stylesheet
 * request before the first paint) and the two weights most text uses preloaded, so the font is
 * usually there before the text is first drawn.
 */
export function ArabicFont() {
  return (
    <>
      <link rel="preload" as="font" type="font/woff2" href={regular} crossOrigin="anonymous" />
      <link rel="preload" as="font" type="font/woff2" href={bold} crossOrigin="anonymous" />
      <style>{fontFaces}</style>
    </>
  );
}
