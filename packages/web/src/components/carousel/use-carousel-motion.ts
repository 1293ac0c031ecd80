/**
 * The carousel's motion on embla: the selected slide, moves asked for before embla has started
 * (a click the server's document held, replayed as the app starts), and autoplay switched on and
 * off by the component's own state (pause button, hover, focus, a swipe in progress).
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla's `duration` is a speed (its scroll body eases by a fraction per 60 Hz frame), not a time:
 * this one covers 99% of a one-slide move in about `ms`, within embla's advised 20 to 60.
 */
export function emblaDuration(ms: number): number {
  return Math.min(60, Math.max(20, Math.round((ms + 240) / 37.5)));
}

interface MotionOptions {
  /** More slides than fit in view: embla runs; otherwise it stays inactive and nothing moves. */
  canMove: boolean;
  /** Autoplay interval in milliseconds. */
  interval: number;
  transitionMs: number;
  /** Whether autoplay should run now (the component's pause, hover and focus state). */
  rotating: boolean;
  /** Move without animation (the visitor prefers reduced motion). */
  jump: boolean;
  /** Told when a swipe starts and ends. */
  onDragging: (dragging: boolean) => void;
}

export function useCarouselMotion({ canMove, interval, transitionMs, rotating, jump, onDragging }: MotionOptions) {
  // Autoplay never starts itself, nor stops on hover or focus: `rotating` decides. A swipe stops
  // it (embla's default), and `rotating` starts it again once the swipe is over.
  const autoplay = useMemo(() => Autoplay({ delay: interval, playOnInit: false, stopOnFocusIn: false }), [interval]);
  const plugins = useMemo(() => [autoplay], [autoplay]);
  const [setViewport, emblaApi] = useEmblaCarousel(
    { loop: true, active: canMove, duration: emblaDuration(transitionMs) },
    plugins,
  );
  // Embla's ref is a state setter. Called in React's commit, it re-rendered the carousel in the
  // commit's own task, and every effect of the page waiting to run ran in it too: at hydration,
  // the page's longest task. As a transition, that render and those effects come in tasks of their own.
  const viewportRef = useCallback(
    (viewport: HTMLElement | null) => startTransition(() => setViewport(viewport)),
    [setViewport],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      emblaApi?.on("select", onChange).on("reInit", onChange);
      return () => void emblaApi?.off("select", onChange).off("reInit", onChange);
    },
    [emblaApi],
  );
  // The server's render and the first client render (before embla starts) show the first slide.
  const selected = useSyncExternalStore(
    subscribe,
    () => emblaApi?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const pending = useRef<((api: EmblaApi) => void)[]>([]);

  // The effects below are passive and come after embla's own, so an options change has
  // re-initialised embla (and its autoplay) before they run.
  useEffect(() => {
    if (!emblaApi) return;
    // Every move, automatic or not, restarts the interval.
    const onSelect = () => autoplay.reset();
    const onPointerDown = () => onDragging(true);
    const onPointerUp = () => onDragging(false);
    emblaApi.on("select", onSelect).on("pointerDown", onPointerDown).on("pointerUp", onPointerUp);
    for (const action of pending.current.splice(0)) action(emblaApi);
    return () => {
      emblaApi.off("select", onSelect).off("pointerDown", onPointerDown).off("pointerUp", onPointerUp);
    };
  }, [emblaApi, autoplay, onDragging]);

  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => {
      // With one snap embla's autoplay does not initialise; playing it then would spin.
      if (rotating && canMove && emblaApi.scrollSnapList().length > 1) autoplay.play(jump);
      else autoplay.stop();
    };
    sync();
    // A re-initialisation (resize, slides changed) restarts the plugin stopped.
    emblaApi.on("reInit", sync);
    return () => {
      emblaApi.off("reInit", sync);
    };
  }, [emblaApi, autoplay, rotating, canMove, jump]);

  /** Runs a move now, or as soon as embla has started. */
  const run = useCallback(
    (action: (api: EmblaApi) => void) => {
      if (emblaApi) action(emblaApi);
      else pending.current.push(action);
    },
    [emblaApi],
  );

  const next = useCallback(
    () => run((api) => (api.canScrollNext() ? api.scrollNext(jump) : api.scrollTo(0, jump))),
    [run, jump],
  );
  const previous = useCallback(
    () =>
      run((api) => (api.canScrollPrev() ? api.scrollPrev(jump) : api.scrollTo(api.scrollSnapList().length - 1, jump))),
    [run, jump],
  );
  const goTo = useCallback((index: number) => run((api) => api.scrollTo(index, jump)), [run, jump]);

  return { viewportRef, selected: canMove ? selected : 0, next, previous, goTo };
}
