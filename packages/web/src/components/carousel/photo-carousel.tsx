/** A carousel of the pack's static photos (compiled images with their size and srcset), one per view. */
import type { CompiledImage } from "@dept/contract";
import { Carousel } from "./carousel";

interface PhotoCarouselProps {
  label: string;
  images: readonly CompiledImage[];
  interval: number;
  transitionMs: number;
  /** The slide's rendered width for choosing from the srcset; defaults to a full-width container. */
  sizes?: string;
  /** The language of an image's alternative text where it is not the page's (an English fallback). */
  altLang?: (index: number) => "en" | undefined;
}

const FULL_WIDTH = "(min-width: 1200px) 1168px, calc(100vw - 32px)";

export function PhotoCarousel({
  label,
  images,
  interval,
  transitionMs,
  sizes = FULL_WIDTH,
  altLang,
}: PhotoCarouselProps) {
  return (
    <Carousel label={label} slides={images} interval={interval} transitionMs={transitionMs} className="photo-carousel">
      {(image, { index, isNear, inView }) => (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={image.alt}
          lang={altLang?.(index)}
          // The first photo is the page's largest paint: fetch it first. The neighbours out of view
          // are fetched too, ready for "next" and "previous", but at low priority: on a phone they
          // shared the first photo's bandwidth and delayed its paint (BENCHMARKS.md, round of
          // 2026-11-28, seventh session).
          loading={isNear || index === 0 ? "eager" : "lazy"}
          fetchPriority={index === 0 ? "high" : isNear && !inView ? "low" : undefined}
          decoding="async"
          draggable={false}
        />
      )}
    </Carousel>
  );
}
