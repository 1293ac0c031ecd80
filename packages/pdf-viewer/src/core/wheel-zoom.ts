/** Ctrl (Meta on Mac) plus the mouse wheel zooms, one step per burst of wheel events (40 ms debounce). */
export const WHEEL_ZOOM_DEBOUNCE_MS = 40;

export function attachWheelZoom(
  container: HTMLElement,
  isMac: boolean,
  zoom: (direction: "in" | "out") => void,
): () => void {
  let delta = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const onWheel = (event: WheelEvent) => {
    const command = isMac ? event.metaKey : event.ctrlKey;
    if (!command) return;
    // Stops the browser's page zoom; the listener is registered non-passive for this.
    event.preventDefault();
    delta += event.deltaY;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (delta !== 0) zoom(delta < 0 ? "in" : "out");
      delta = 0;
    }, WHEEL_ZOOM_DEBOUNCE_MS);
  };
  container.addEventListener("wheel", onWheel, { passive: false });
  return () => {
    container.removeEventListener("wheel", onWheel);
    if (timer) clearTimeout(timer);
  };
}
