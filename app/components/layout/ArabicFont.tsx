import regular from '@fontsource/tajawal/files/tajawal-arabic-400-normal.woff2?url';
import medium from '@fontsource/tajawal/files/tajawal-arabic-500-normal.woff2?url';
import bold from '@fontsource/tajawal/files/tajawal-arabic-700-normal.woff2?url';
import fontFaces from '~/arabic-font.css?inline';

/**
 * The Arabic web font, on Arabic pages only: its few @font-face rules inline (no extra stylesheet
 * request before the first paint) with those of the system font sized to stand in for it
 * (app/arabic-fallback.css), and the three weights the header alone already uses preloaded, so the
 * font is usually there before the text is first drawn. A weight left to be found through
 * the CSS is fetched at the highest priority, as if the first paint waited for it (Lighthouse
 * counted it so, FCP 1.8 s on a product page).
 */
export function ArabicFont() {
  return (
    <>
      {[regular, medium, bold].map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
      ))}
      <style>{fontFaces}</style>
    </>
  );
}
