/**
 * An accessible, infinite, auto-playing carousel (WAI-ARIA APG carousel pattern) on embla
 * (use-carousel-motion.ts): a region labelled as a carousel, slides as groups "Slide N of M", a
 * visible pause/play button first in the tab order, previous/next buttons, optional dots, arrow
 * keys, swiping with any pointer, and several slides per view by breakpoint. The server's render
 * lays the slides out in a row from the first, so the first slide shows before any script.
 *
 * Autoplay pauses while the pointer is over the carousel or focus is inside it, never starts
 * when the visitor prefers reduced motion (they may still press play), and the slides' live
 * region is silent only while it rotates.
 *
 * Usage:
 * ```tsx
 * <Carousel
 *   label="Student achievements"
 *   slides={achievements}
 *   interval={3000}
 *   transitionMs={500}
 *   itemsPerView={[
 *     { minWidth: 0, items: 1 },
 *     { minWidth: 464, items: 2 },
 *     { minWidth: 1024, items: 3 },
 *     { minWidth: 3000, items: 4 },
 *   ]}
 *   showDots
 *   getSlideKey={(achievement) => achievement.name}
 * >
 *   {(achievement, { index, isNear }) => (
 *     <img src={achievement.photo} alt="" loading={index === 0 || isNear ? "eager" : "lazy"} />
 *   )}
 * </Carousel>
 * ```
 */
import { useId, useState } from "react";
import { useCarouselMotion } from "./use-carousel-motion";
import { type ItemsPerView, useItemsPerView, usePrefersReducedMotion } from "./use-media";
import { useT } from "../../i18n/i18n";
import "./carousel.css";

export type { ItemsBreakpoint, ItemsPerView } from "./use-media";

export interface SlideState {
  /** Index of the slide in `slides`. */
  index: number;
  /** In view or next to it: a good moment to load its image eagerly. */
  isNear: boolean;
  /** In view now (more than one slide where several fit). */
  inView: boolean;
}

export interface CarouselProps<Slide> {
  /** Accessible name of the carousel region, e.g. "Department photos". */
  label: string;
  slides: readonly Slide[];
  children: (slide: Slide, state: SlideState) => React.ReactNode;
  /** Autoplay interval in milliseconds. */
  interval?: number;
  /** Duration of the slide transition in milliseconds (about: embla eases rather than times). */
  transitionMs?: number;
  /** Slides shown at once: a number or breakpoints by viewport width. */
  itemsPerView?: ItemsPerView;
  showDots?: boolean;
  /** Start playing on mount (still never under prefers-reduced-motion). */
  autoplay?: boolean;
  getSlideKey?: (slide: Slide, index: number) => React.Key;
  className?: string;
}

function modulo(value: number, count: number): number {
  return ((value % count) + count) % count;
}

export function Carousel<Slide>({
  label,
  slides,
  children,
  interval = 5000,
  transitionMs = 600,
  itemsPerView = 1,
  showDots = false,
  autoplay = true,
  getSlideKey = (_slide, index) => index,
  className,
}: CarouselProps<Slide>) {
  const text = useT().carousel;
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const items = Math.min(useItemsPerView(itemsPerView), Math.max(count, 1));
  const canMove = count > items;

  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // Reduced motion turns autoplay off when it starts or changes; the play button still works.
  const [lastReducedMotion, setLastReducedMotion] = useState<boolean | null>(null);
  if (lastReducedMotion !== reducedMotion) {
    setLastReducedMotion(reducedMotion);
    if (reducedMotion) setPlaying(false);
  }

  const [dragging, setDragging] = useState(false);
  const rotating = canMove && playing && !hovered && !focused && !dragging;
  const { viewportRef, selected, next, previous, goTo } = useCarouselMotion({
    canMove,
    interval,
    transitionMs,
    rotating,
    jump: reducedMotion,
    onDragging: setDragging,
  });
  const regionId = useId();

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    }
  };

  const onBlur = (event: React.FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const slideWidth = 100 / items;
  // Distance of a slide after the selected one, going round: 0 .. items-1 are in view.
  const after = (index: number) => (canMove ? modulo(index - selected, count) : index);

  return (
    <section
      className={`carousel${className ? ` ${className}` : ""}`}
      aria-roledescription={text.role}
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      // Touch pointers "enter" on tap and may never leave: only a mouse hover pauses.
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
    >
      {canMove && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button carousel__play"
            aria-label={playing ? text.pause : text.play}
            onClick={() => setPlaying((value) => !value)}
          >
            <span aria-hidden="true" className={playing ? "carousel__icon-pause" : "carousel__icon-play"} />
          </button>
          <button
            type="button"
            className="carousel__button carousel__previous"
            aria-controls={regionId}
            aria-label={text.previous}
            onClick={previous}
          >
            <span aria-hidden="true" className="carousel__chevron carousel__chevron--left" />
          </button>
          <button
            type="button"
            className="carousel__button carousel__next"
            aria-controls={regionId}
            aria-label={text.next}
            onClick={next}
          >
            <span aria-hidden="true" className="carousel__chevron carousel__chevron--right" />
          </button>
        </div>
      )}
      {/* Embla moves the track (its container) and, to loop, the slides in it. */}
      <div className="carousel__viewport" ref={viewportRef} onDragStart={(event) => event.preventDefault()}>
        <div id={regionId} className="carousel__track" aria-live={rotating ? "off" : "polite"}>
          {slides.map((slide, index) => {
            const inView = after(index) < items;
            // The one before comes into view on "previous", the one after on "next".
            const isNear = inView || after(index) === count - 1 || after(index) === items;
            return (
              <div
                key={String(getSlideKey(slide, index))}
                className="carousel__slide"
                style={{ flexBasis: `${slideWidth}%` }}
                role="group"
                aria-roledescription={text.slideRole}
                aria-label={text.slide(index + 1, count)}
                aria-hidden={inView ? undefined : true}
                inert={!inView}
              >
                {children(slide, { index, isNear, inView })}
              </div>
            );
          })}
        </div>
      </div>
      {canMove && showDots && (
        <div className="carousel__dots">
          {slides.map((slide, index) => (
            <button
              key={String(getSlideKey(slide, index))}
              type="button"
              className="carousel__dot"
              aria-label={text.goTo(index + 1)}
              aria-current={index === selected ? "true" : undefined}
              aria-controls={regionId}
              onClick={() => goTo(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
