import { useLingui } from '@lingui/react/macro';
import { ScriptButton } from '~/components/ui/ScriptButton';
import { useEffect, useState } from 'react';
import { ChevronStartIcon, ChevronEndIcon } from '~/components/ui/icons';
import { Link } from 'react-router';
import { BidiText } from '~/components/ui/Bidi';
import { GlassesArt } from './GlassesArt';
import { HERO_INTERVAL_MS, HERO_SLIDES } from './slides';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * SPEC §2/§9 hero: advances every 5 s and wraps; previous/next and dots; pauses while hovered or
 * focused, and does not move by itself for shoppers who prefer reduced motion. 450 px tall.
 * The call-to-action labels lead to their shop (the SPEC's buttons did nothing; docs/catalog.md).
 */
export function HeroSlider() {
  const { t, i18n } = useLingui();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = HERO_SLIDES.length;

  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  const go = (next: number) => setIndex((next + count) % count);
  const slideLabel = (i: number) => {
    const position = i + 1;
    return t`${position} of ${count}`;
  };
  const goLabel = (i: number) => {
    const position = i + 1;
    return t`Go to slide ${position}`;
  };
  const arrow =
    'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white sm:inline-flex';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t`Featured collections`}
      className="relative h-[450px] overflow-hidden"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="hero"
    >
      {HERO_SLIDES.map((slide, i) => (
        <div
          key={slide.to}
          role="group"
          aria-roledescription="slide"
          aria-label={slideLabel(i)}
          aria-hidden={i !== index}
          inert={i !== index}
          className={`absolute inset-0 bg-gradient-to-br ${slide.background} transition-opacity duration-700 ${i === index ? 'opacity-100' : 'opacity-0'}`}
          data-active={i === index}
        >
          <div className="container-shop grid h-full items-center gap-6 md:grid-cols-2">
            <div className="pt-6 text-white md:pt-0">
              <p className="text-sm font-semibold tracking-widest text-gold-light uppercase">{i18n._(slide.subtitle)}</p>
              {i === 0 ? (
                <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{i18n._(slide.title)}</h1>
              ) : (
                <h2 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{i18n._(slide.title)}</h2>
              )}
              <p className="mt-3 max-w-md text-base text-white/85 sm:text-lg">
                <BidiText text={i18n._(slide.description)} />
              </p>
              <Link
                to={slide.to}
                className="mt-6 inline-flex items-center rounded-full bg-white px-6 py-3 text-sm font-semibold text-brand-dark hover:bg-gold-light"
              >
                {i18n._(slide.cta)}
              </Link>
            </div>
            <GlassesArt
              frame={slide.art.frame}
              lens={slide.art.lens}
              shape={slide.art.shape}
              className="mx-auto h-auto w-64 drop-shadow-2xl sm:w-80 md:w-full md:max-w-md"
            />
          </div>
        </div>
      ))}
      <ScriptButton className={`${arrow} start-3`} onClick={() => go(index - 1)} aria-label={t`Previous slide`}>
        <ChevronStartIcon width={22} height={22} />
      </ScriptButton>
      <ScriptButton className={`${arrow} end-3`} onClick={() => go(index + 1)} aria-label={t`Next slide`}>
        <ChevronEndIcon width={22} height={22} />
      </ScriptButton>
      <div className="absolute inset-x-0 bottom-4 z-10 flex justify-center gap-1">
        {HERO_SLIDES.map((slide, i) => (
          <ScriptButton
            key={slide.to}
            onClick={() => go(i)}
            aria-label={goLabel(i)}
            aria-current={i === index}
            className="group flex size-6 items-center justify-center"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80'}`}
            />
          </ScriptButton>
        ))}
      </div>
    </section>
  );
}
