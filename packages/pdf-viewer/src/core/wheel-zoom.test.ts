import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WHEEL_ZOOM_DEBOUNCE_MS, attachWheelZoom } from "./wheel-zoom.js";

function wheel(target: HTMLElement, deltaY: number, modifiers: { ctrlKey?: boolean; metaKey?: boolean }) {
  const event = new WheelEvent("wheel", { deltaY, cancelable: true, ...modifiers });
  target.dispatchEvent(event);
  return event;
}

describe("Ctrl + wheel zoom", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("zooms one step per burst, 40 ms after the last wheel event", () => {
    const element = document.createElement("div");
    const zoom = vi.fn();
    const detach = attachWheelZoom(element, false, zoom);
    expect(wheel(element, -30, { ctrlKey: true }).defaultPrevented).toBe(true);
    vi.advanceTimersByTime(WHEEL_ZOOM_DEBOUNCE_MS - 10);
    wheel(element, -30, { ctrlKey: true });
    vi.advanceTimersByTime(WHEEL_ZOOM_DEBOUNCE_MS - 1);
    expect(zoom).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(zoom).toHaveBeenCalledExactlyOnceWith("in");
    wheel(element, 50, { ctrlKey: true });
    vi.advanceTimersByTime(WHEEL_ZOOM_DEBOUNCE_MS);
    expect(zoom).toHaveBeenLastCalledWith("out");
    detach();
  });

  it("leaves plain scrolling alone and uses Meta on a Mac", () => {
    const element = document.createElement("div");
    const zoom = vi.fn();
    attachWheelZoom(element, true, zoom);
    expect(wheel(element, -30, {}).defaultPrevented).toBe(false);
    expect(wheel(element, -30, { ctrlKey: true }).defaultPrevented).toBe(false);
    wheel(element, -30, { metaKey: true });
    vi.advanceTimersByTime(WHEEL_ZOOM_DEBOUNCE_MS);
    expect(zoom).toHaveBeenCalledExactlyOnceWith("in");
  });
});
