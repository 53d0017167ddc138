import { useLingui } from '@lingui/react/macro';
import { useHydrated } from '~/components/account/use-hydrated';
import { ScriptButton } from '~/components/ui/ScriptButton';
import { useState, type ReactNode } from 'react';
import type { GalleryMedia } from '~/server/catalog/product-page.server';

interface GalleryProps {
  media: GalleryMedia[];
  /** The selected variant's image: the gallery returns to it whenever the variant changes. */
  variantImageUrl: string | null;
  variantKey: string;
  title: string;
  /** Shown over the main picture's corner (the Try on button). */
  overlay?: ReactNode;
}

const sameImage = (a: string, b: string) => a.split('?')[0] === b.split('?')[0];

function startIndex(media: GalleryMedia[], url: string | null): number {
  if (!url) return 0;
  const index = media.findIndex((m) => m.kind === 'image' && sameImage(m.url, url));
  return index < 0 ? 0 : index;
}

function MainMedia({ item, priority }: { item: GalleryMedia; priority: boolean }) {
  if (item.kind === 'image') {
    return (
      <img
        src={item.url}
        alt={item.alt}
        width={item.width}
        height={item.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className="size-full object-contain"
      />
    );
  }
  if (item.kind === 'video') {
    return (
      <video
        className="size-full object-contain"
        poster={item.poster ?? undefined}
        controls
        autoPlay
        muted
        loop
        playsInline
        aria-label={item.alt}
      >
        {item.sources.map((source) => (
          <source key={source.url} src={source.url} type={source.mimeType} />
        ))}
      </video>
    );
  }
  return (
    <iframe
      src={item.embedUrl}
      title={item.alt}
      className="size-full"
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
      loading="lazy"
    />
  );
}

/**
 * SPEC §2 gallery: a main view and thumbnails; hovering or focusing a thumbnail shows it, a video
 * plays in place. Changing the variant goes back to that variant's image (SPEC §4).
 *
 * The main view comes first in the document as on a phone's screen (the thumbnails below it; beside
 * it, at the start, on a wide one): Chromium may paint a page it has parsed only in part, and
 * thumbnails written first were drawn where the picture goes, then pushed down (CLS 0.05).
 */
export function Gallery({ media, variantImageUrl, variantKey, title, overlay }: GalleryProps) {
  const { t } = useLingui();
  const [active, setActive] = useState(() => startIndex(media, variantImageUrl));
  const hydrated = useHydrated();
  const [shownFor, setShownFor] = useState(variantKey);
  // Reset during render (not in an effect) so the new variant never paints with the old image.
  if (shownFor !== variantKey) {
    setShownFor(variantKey);
    setActive(startIndex(media, variantImageUrl));
  }
  const current = media[active] ?? media[0];
  const thumbnailLabel = (item: GalleryMedia, index: number) => {
    const position = index + 1;
    return item.kind === 'image' ? t`Show picture ${position}` : t`Play video ${position}`;
  };
  return (
    <div className="flex min-w-0 flex-col gap-3 md:flex-row-reverse" data-testid="gallery">
      <div
        className="relative aspect-[4/3] w-full min-w-0 flex-1 self-start overflow-hidden rounded-2xl border border-line bg-white"
        data-testid="main-media"
        data-media-url={current?.kind === 'image' ? current.url : undefined}
      >
        {current && <MainMedia key={current.id} item={current} priority={active === startIndex(media, variantImageUrl)} />}
        {overlay && <div className="absolute end-3 bottom-3">{overlay}</div>}
      </div>
      {media.length > 1 && (
        <ul
          className="flex gap-2 overflow-x-auto md:max-h-[34rem] md:flex-col md:overflow-y-auto"
          aria-label={t`${title} pictures`}
          // Until the page hydrates its thumbnails are disabled: the strip itself takes the focus so
          // that a keyboard can still scroll it (on a phone it is wider than the screen).
          tabIndex={hydrated ? undefined : 0}
        >
          {media.map((item, index) => (
            <li key={item.id} className="shrink-0">
              <ScriptButton
                onMouseEnter={() => setActive(index)}
                onFocus={() => setActive(index)}
                onClick={() => setActive(index)}
                aria-label={thumbnailLabel(item, index)}
                aria-pressed={index === active}
                className="relative block size-16 overflow-hidden rounded-lg border-2 border-line bg-white aria-pressed:border-brand md:size-20"
              >
                {(item.kind === 'image' ? item.url : item.poster) && (
                  <img
                    src={item.kind === 'image' ? item.url : (item.poster ?? '')}
                    alt=""
                    width={80}
                    height={60}
                    loading="lazy"
                    className="size-full object-contain"
                  />
                )}
                {item.kind !== 'image' && (
                  <span className="absolute inset-0 flex items-center justify-center bg-ink/30 text-white" aria-hidden="true">
                    <svg viewBox="0 0 24 24" width={24} height={24} fill="currentColor">
                      <path d="M8 5v14l11-7z" />
                    </svg>
                  </span>
                )}
              </ScriptButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
