import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./carousel";
import { itemsForWidth } from "./use-media";
import { WithSite } from "../../test/site";

const photos = ["Lab", "Library", "Lawn"];

function renderCarousel(props: Partial<React.ComponentProps<typeof Carousel<string>>> = {}) {
  return render(
    <Carousel label="Campus photos" slides={photos} interval={6000} transitionMs={1000} {...props}>
      {(photo) => <p>{photo}</p>}
    </Carousel>,
    { wrapper: WithSite },
  );
}

/** jsdom has no matchMedia; this answers the reduced-motion query as a visitor's browser would. */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** Advances fake time in small steps so React commits and schedules effects between timers. */
function tick(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) act(() => vi.advanceTimersByTime(100));
}

/** jsdom lays nothing out, and embla measures the slides: the viewport and every slide 300 px wide, side by side. */
function layOutSlides() {
  const width = (element: HTMLElement) => (element.closest(".carousel__viewport") ? 300 : 0);
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(function (this: HTMLElement) {
    return width(this);
  });
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains("carousel__slide")) return 0;
    return Array.prototype.indexOf.call(this.parentElement!.children, this) * width(this);
  });
}

const visibleSlide = () => screen.getByRole("group").getAttribute("aria-label");

describe("Carousel", () => {
  beforeEach(() => {
    preferReducedMotion(false);
    layOutSlides();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, "matchMedia");
  });

  it("is a labelled carousel region whose slide in view is a group 'Slide N of M'", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Campus photos" });
    expect(region).toHaveProperty("ariaRoleDescription", "carousel");
    expect(visibleSlide()).toBe("Slide 1 of 3");
    expect(screen.getByRole("group", { name: "Slide 1 of 3" }).textContent).toBe("Lab");
  });

  it("plays every interval, loops, and stops when paused", () => {
    vi.useFakeTimers();
    renderCarousel();
    tick(6000);
    expect(visibleSlide()).toBe("Slide 2 of 3");
    tick(7000);
    tick(7000);
    expect(visibleSlide()).toBe("Slide 1 of 3");

    act(() => screen.getByRole("button", { name: "Pause slideshow" }).click());
    // The click moved focus into the carousel; take it away so only the pause holds it.
    act(() => (document.activeElement as HTMLElement).blur());
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeTruthy();
    tick(20_000);
    expect(visibleSlide()).toBe("Slide 1 of 3");
  });

  it("announces slide changes politely only while not rotating", async () => {
    renderCarousel();
    const track = screen.getByRole("group", { name: "Slide 1 of 3" }).parentElement!;
    expect(track.getAttribute("aria-live")).toBe("off");
    await userEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    expect(track.getAttribute("aria-live")).toBe("polite");
  });

  it("moves with the previous and next buttons and the arrow keys, wrapping around", () => {
    vi.useFakeTimers();
    renderCarousel({ autoplay: false });
    act(() => screen.getByRole("button", { name: "Previous slide" }).click());
    // The wrap shows a copy of the last slide during the transition, then the real one.
    tick(1000);
    expect(visibleSlide()).toBe("Slide 3 of 3");
    act(() => screen.getByRole("button", { name: "Next slide" }).click());
    tick(1000);
    expect(visibleSlide()).toBe("Slide 1 of 3");
    fireEvent.keyDown(screen.getByRole("button", { name: "Next slide" }), { key: "ArrowRight" });
    expect(visibleSlide()).toBe("Slide 2 of 3");
  });

  it("does not autoplay when the visitor prefers reduced motion, but can be played", async () => {
    preferReducedMotion(true);
    vi.useFakeTimers();
    renderCarousel();
    const play = screen.getByRole("button", { name: "Play slideshow" });
    tick(20_000);
    expect(visibleSlide()).toBe("Slide 1 of 3");
    act(() => play.click());
    act(() => (document.activeElement as HTMLElement).blur());
    expect(screen.getByRole("button", { name: "Pause slideshow" })).toBeTruthy();
    tick(6000);
    expect(visibleSlide()).toBe("Slide 2 of 3");
  });

  it("pauses while focus is inside", () => {
    vi.useFakeTimers();
    renderCarousel({ showDots: true });
    act(() => screen.getByRole("button", { name: "Go to slide 3" }).focus());
    tick(20_000);
    expect(visibleSlide()).toBe("Slide 1 of 3");
    act(() => (document.activeElement as HTMLElement).blur());
    tick(6000);
    expect(visibleSlide()).toBe("Slide 2 of 3");
  });

  it("shows no controls when every slide fits in view", () => {
    renderCarousel({ itemsPerView: 3 });
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("group")).toHaveLength(3);
  });
});

describe("itemsForWidth", () => {
  const breakpoints = [
    { minWidth: 0, items: 1 },
    { minWidth: 464, items: 2 },
    { minWidth: 1024, items: 3 },
    { minWidth: 3000, items: 4 },
  ];
  it("picks the last breakpoint the width reaches", () => {
    expect(itemsForWidth(breakpoints, 320)).toBe(1);
    expect(itemsForWidth(breakpoints, 463)).toBe(1);
    expect(itemsForWidth(breakpoints, 464)).toBe(2);
    expect(itemsForWidth(breakpoints, 1023)).toBe(2);
    expect(itemsForWidth(breakpoints, 1024)).toBe(3);
    expect(itemsForWidth(breakpoints, 3999)).toBe(4);
    expect(itemsForWidth(2, 100)).toBe(2);
  });
});
