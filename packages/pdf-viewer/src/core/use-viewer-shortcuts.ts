/**
 * Keyboard shortcuts, acting only while the viewer has focus so they never hijack the host page.
 * Zooming and rotating rebuild pdf.js's text layers (which take focus on a click); when the
 * focused one goes, focus falls to <body> although the visitor is still in the viewer. That case
 * counts as inside until focus or a click lands elsewhere.
 */
import { useEffect, type RefObject } from "react";
import type { ViewerAction } from "../actions.js";
import { shortcutAction } from "../logic/shortcuts.js";

export function useViewerShortcuts(
  rootRef: RefObject<HTMLDivElement | null>,
  containerRef: RefObject<HTMLDivElement | null>,
  isMac: boolean,
  actions: RefObject<(action: ViewerAction) => void>,
) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let focusWasInside = false;
    const onFocusIn = (event: FocusEvent) => {
      focusWasInside = root.contains(event.target as Node);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) focusWasInside = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const active = document.activeElement;
      const inside = active !== null && root.contains(active);
      const fellOut = (active === null || active === document.body) && focusWasInside;
      if (!inside && !fellOut) return;
      const target = event.target as HTMLElement;
      // Dialogs keep their keys; in text fields, plain page keys keep their editing meaning.
      if (target.closest("dialog")) return;
      if (target.tagName === "INPUT" && !event.ctrlKey && !event.metaKey && !event.altKey) return;
      const action = shortcutAction(event, isMac);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      if (fellOut) containerRef.current?.focus({ preventScroll: true });
      actions.current(action);
    };
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [rootRef, containerRef, isMac, actions]);
}
