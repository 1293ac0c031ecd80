/** Hand mode: dragging the document scrolls the container instead of selecting text. */
export function attachHandTool(container: HTMLElement): () => void {
  let start: { x: number; y: number; left: number; top: number } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    // Links and annotations keep working in hand mode.
    if ((event.target as Element).closest("a, button, input, textarea, select")) return;
    start = { x: event.clientX, y: event.clientY, left: container.scrollLeft, top: container.scrollTop };
    container.setPointerCapture(event.pointerId);
    container.classList.add("pdfv-grabbing");
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!start) return;
    container.scrollLeft = start.left - (event.clientX - start.x);
    container.scrollTop = start.top - (event.clientY - start.y);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start) return;
    start = null;
    container.classList.remove("pdfv-grabbing");
    if (container.hasPointerCapture(event.pointerId)) container.releasePointerCapture(event.pointerId);
  };
  container.addEventListener("pointerdown", onPointerDown);
  container.addEventListener("pointermove", onPointerMove);
  container.addEventListener("pointerup", onPointerUp);
  container.addEventListener("pointercancel", onPointerUp);
  return () => {
    container.removeEventListener("pointerdown", onPointerDown);
    container.removeEventListener("pointermove", onPointerMove);
    container.removeEventListener("pointerup", onPointerUp);
    container.removeEventListener("pointercancel", onPointerUp);
    container.classList.remove("pdfv-grabbing");
  };
}
