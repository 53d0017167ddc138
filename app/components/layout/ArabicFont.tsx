import regular from '@fontsource/tajawal/files/tajawal-arabic-400-normal.woff2?url';
import medium from '@fontsource/tajawal/files/tajawal-arabic-500-normal.woff2?url';
import bold from '@fontsource/tajawal/files/tajawal-arabic-700-normal.woff2?url';
import fontFacesHref from '~/arabic-font.css?url';

/**
 * The Arabic web font, on Arabic pages only: its few @font-face rules, with those of the system font
 * sized to stand in for it (app/arabic-fallback.css), as a stylesheet that the server writes inline
 * (first-paint.server.ts: no extra request before the first paint) and the browser's JavaScript
 * knows only by its address (as text in the script it was 1 KB gzip more on every page), and the
 * three weights the header alone already uses preloaded, so the font is usually there before the
 * text is first drawn. A weight left to be found through
 * the CSS is fetched at the highest priority, as if the first paint waited for it (Lighthouse
 * counted it so, FCP 1.8 s on a product page).
 */
export function ArabicFont() {
  return (
    <>
      {[regular, medium, bold].map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
      ))}
      <link rel="stylesheet" href={fontFacesHref} />
    </>
  );
}
