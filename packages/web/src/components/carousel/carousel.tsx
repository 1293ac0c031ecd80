/**
 * An accessible, infinite, auto-playing carousel (WAI-ARIA APG carousel pattern) with no
 * dependency: a region labelled as a carousel, slides as groups "Slide N of M", a visible
 * pause/play button first in the tab order, previous/next buttons, optional dots, arrow keys,
 * swiping with any pointer, and several slides per view by breakpoint.
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
import { useCallback, useId, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type ItemsPerView, useItemsPerView, usePrefersReducedMotion } from "./use-media";
import "./carousel.css";

export type { ItemsBreakpoint, ItemsPerView } from "./use-media";

export interface SlideState {
  /** Index of the slide in `slides` (clones at the loop's seams repeat their original's index). */
  index: number;
  /** In view or next to it: a good moment to load its image eagerly. */
  isNear: boolean;
  /** A copy shown only while the loop wraps around; hidden from assistive technology. */
  isClone: boolean;
}

export interface CarouselProps<Slide> {
  /** Accessible name of the carousel region, e.g. "Department photos". */
  label: string;
  slides: readonly Slide[];
  children: (slide: Slide, state: SlideState) => React.ReactNode;
  /** Autoplay interval in milliseconds. */
  interval?: number;
  /** Duration of the slide transition in milliseconds. */
  transitionMs?: number;
  /** Slides shown at once: a number or breakpoints by viewport width. */
  itemsPerView?: ItemsPerView;
  showDots?: boolean;
  /** Start playing on mount (still never under prefers-reduced-motion). */
  autoplay?: boolean;
  getSlideKey?: (slide: Slide, index: number) => React.Key;
  className?: string;
}

/** A pointer movement shorter than this (px) is a tap, not a swipe. */
const SWIPE_THRESHOLD_PX = 40;

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
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const items = Math.min(useItemsPerView(itemsPerView), Math.max(count, 1));
  const canMove = count > items;
  // Copies of `items` slides on each side let the loop wrap without a visible rewind.
  const clones = canMove ? items : 0;

  // `offset` is the index of the first slide in view; it leaves 0..count-1 only while wrapping.
  const [offset, setOffset] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [dragPx, setDragPx] = useState<number | null>(null);
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // Reduced motion turns autoplay off when it starts or changes; the play button still works.
  const [lastReducedMotion, setLastReducedMotion] = useState<boolean | null>(null);
  if (lastReducedMotion !== reducedMotion) {
    setLastReducedMotion(reducedMotion);
    if (reducedMotion) setPlaying(false);
  }

  const trackRef = useRef<HTMLDivElement>(null);
  const swipedRef = useRef(false);
  const dragRef = useRef<{ pointerId: number; startX: number } | null>(null);

  const rotating = canMove && playing && !hovered && !focused && dragPx === null;
  const duration = reducedMotion ? 0 : transitionMs;
  const regionId = useId();

  const moveTo = useCallback(
    (target: (current: number) => number) => {
      if (!canMove) return;
      let current = offset;
      if (current < 0 || current >= count) {
        // Still on a clone from the last wrap: jump to the real slide first, without animation,
        // and let the browser lay that out before animating from it.
        current = modulo(current, count);
        flushSync(() => {
          setAnimate(false);
          setOffset(current);
        });
        trackRef.current?.getBoundingClientRect();
      }
      const next = Math.max(-clones, Math.min(count + clones - 1, target(current)));
      setAnimate(duration > 0);
      // Without a transition there is nothing to see on a clone: land on the real slide at once.
      setOffset(duration > 0 ? next : modulo(next, count));
    },
    [canMove, count, clones, duration, offset],
  );

  const next = useCallback(() => moveTo((current) => current + 1), [moveTo]);
  const previous = useCallback(() => moveTo((current) => current - 1), [moveTo]);

  // The timers below start in layout effects, as the slide is committed: a passive effect may
  // wait for the next frame (Preact's do), which would stretch every interval by one.
  // After a move onto a clone, jump back to the real slide once the transition has finished.
  useLayoutEffect(() => {
    if (!canMove || (offset >= 0 && offset < count)) return;
    const timer = window.setTimeout(() => {
      setAnimate(false);
      setOffset((current) => modulo(current, count));
    }, duration);
    return () => window.clearTimeout(timer);
  }, [offset, count, canMove, duration]);

  // Autoplay: each move (automatic or not) restarts the interval.
  useLayoutEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(next, interval);
    return () => window.clearTimeout(timer);
  }, [rotating, offset, interval, next]);

  // A change of slide count or slides per view returns to a real slide.
  if (canMove ? offset < -clones || offset >= count + clones : offset !== 0) {
    setAnimate(false);
    setOffset(canMove ? modulo(offset, count) : 0);
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    }
  };

  const onFocus = () => setFocused(true);
  const onBlur = (event: React.FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!canMove || (event.pointerType === "mouse" && event.button !== 0)) return;
    swipedRef.current = false;
    dragRef.current = { pointerId: event.pointerId, startX: event.clientX };
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const delta = event.clientX - drag.startX;
    if (dragPx === null && Math.abs(delta) < 5) return;
    if (dragPx === null) event.currentTarget.setPointerCapture?.(event.pointerId);
    if (Math.abs(delta) >= SWIPE_THRESHOLD_PX) swipedRef.current = true;
    setAnimate(false);
    setDragPx(delta);
  };
  const endDrag = (event: React.PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    dragRef.current = null;
    const delta = event.clientX - drag.startX;
    setDragPx(null);
    if (Math.abs(delta) >= SWIPE_THRESHOLD_PX) {
      if (delta < 0) next();
      else previous();
    } else {
      setAnimate(duration > 0);
    }
  };
  // A swipe that ends over a link must not follow it.
  const onClickCapture = (event: React.MouseEvent) => {
    if (swipedRef.current) {
      event.preventDefault();
      event.stopPropagation();
      swipedRef.current = false;
    }
  };

  const slideWidth = 100 / items;
  const position = offset + clones;
  const transform = `translate3d(calc(${-position * slideWidth}% + ${dragPx ?? 0}px), 0, 0)`;
  const current = count > 0 ? modulo(offset, count) : 0;

  const extended: { slide: Slide; index: number; isClone: boolean; key: string }[] = [];
  for (let i = -clones; i < count + clones; i += 1) {
    const index = modulo(i, count);
    const isClone = i < 0 || i >= count;
    extended.push({ slide: slides[index]!, index, isClone, key: `${isClone ? (i < 0 ? "before" : "after") : "slide"}-${String(getSlideKey(slides[index]!, index))}` });
  }

  return (
    <section
      className={`carousel${className ? ` ${className}` : ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
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
            aria-label={playing ? "Pause slideshow" : "Play slideshow"}
            onClick={() => setPlaying((value) => !value)}
          >
            <span aria-hidden="true" className={playing ? "carousel__icon-pause" : "carousel__icon-play"} />
          </button>
          <button type="button" className="carousel__button carousel__previous" aria-controls={regionId} aria-label="Previous slide" onClick={previous}>
            <span aria-hidden="true" className="carousel__chevron carousel__chevron--left" />
          </button>
          <button type="button" className="carousel__button carousel__next" aria-controls={regionId} aria-label="Next slide" onClick={next}>
            <span aria-hidden="true" className="carousel__chevron carousel__chevron--right" />
          </button>
        </div>
      )}
      <div
        className="carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={onClickCapture}
        onDragStart={(event) => event.preventDefault()}
      >
        <div
          ref={trackRef}
          id={regionId}
          className="carousel__track"
          aria-live={rotating ? "off" : "polite"}
          style={{
            transform,
            transition: animate && dragPx === null ? `transform ${duration}ms ease-in-out` : "none",
          }}
        >
          {extended.map(({ slide, index, isClone, key }, i) => {
            const inView = i >= position && i < position + items;
            const isNear = i >= position - 1 && i <= position + items;
            return (
              <div
                key={key}
                className="carousel__slide"
                style={{ flexBasis: `${slideWidth}%` }}
                role={isClone ? undefined : "group"}
                aria-roledescription={isClone ? undefined : "slide"}
                aria-label={isClone ? undefined : `Slide ${index + 1} of ${count}`}
                aria-hidden={isClone || !inView ? true : undefined}
                inert={isClone || !inView}
              >
                {children(slide, { index, isNear, isClone })}
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
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === current ? "true" : undefined}
              aria-controls={regionId}
              onClick={() => moveTo(() => index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
