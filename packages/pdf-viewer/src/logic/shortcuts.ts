/** Keyboard shortcuts of spec section 9 (Ctrl on Windows and Linux, Meta on Mac). */
import type { ViewerAction } from "../actions.js";

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The action a key press asks for, or null when it is not a viewer shortcut. */
export function shortcutAction(event: KeyInput, isMac: boolean): ViewerAction | null {
  const command = isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (command && !event.altKey) {
    switch (event.key.toLowerCase()) {
      case "o":
        return { type: "open-file" };
      case "p":
        return { type: "print" };
      case "f":
        return { type: "open-search" };
      case "=":
      case "+":
        return { type: "zoom-in" };
      case "-":
      case "_":
        return { type: "zoom-out" };
      case "0":
        return { type: "zoom-set", value: 1 };
    }
  }
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
  if (plain && event.key === "PageUp") return { type: "page-previous" };
  if (plain && event.key === "PageDown") return { type: "page-next" };
  if (event.altKey && !event.ctrlKey && !event.metaKey) {
    if (event.key === "ArrowUp") return { type: "page-previous" };
    if (event.key === "ArrowDown") return { type: "page-next" };
  }
  // History: Alt+Left/Right, or Meta+Left/Right on a Mac.
  const historyModifier = isMac
    ? (event.metaKey || event.altKey) && !event.ctrlKey
    : event.altKey && !event.ctrlKey && !event.metaKey;
  if (historyModifier && !event.shiftKey) {
    if (event.key === "ArrowLeft") return { type: "history", direction: "back" };
    if (event.key === "ArrowRight") return { type: "history", direction: "forward" };
  }
  return null;
}
