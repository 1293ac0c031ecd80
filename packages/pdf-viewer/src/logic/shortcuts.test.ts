import { describe, expect, it } from "vitest";
import { isMacPlatform, shortcutAction, type KeyInput } from "./shortcuts.js";

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("shortcutAction", () => {
  it("maps Ctrl shortcuts on Windows and Linux", () => {
    expect(shortcutAction(key("o", { ctrlKey: true }), false)).toEqual({ type: "open-file" });
    expect(shortcutAction(key("p", { ctrlKey: true }), false)).toEqual({ type: "print" });
    expect(shortcutAction(key("f", { ctrlKey: true }), false)).toEqual({ type: "open-search" });
    expect(shortcutAction(key("=", { ctrlKey: true }), false)).toEqual({ type: "zoom-in" });
    expect(shortcutAction(key("-", { ctrlKey: true }), false)).toEqual({ type: "zoom-out" });
    expect(shortcutAction(key("0", { ctrlKey: true }), false)).toEqual({ type: "zoom-set", value: 1 });
    expect(shortcutAction(key("o", { metaKey: true }), false)).toBeNull();
  });

  it("maps Meta shortcuts on a Mac", () => {
    expect(shortcutAction(key("O", { metaKey: true, shiftKey: false }), true)).toEqual({ type: "open-file" });
    expect(shortcutAction(key("p", { ctrlKey: true }), true)).toBeNull();
  });

  it("changes pages with PageUp, PageDown and Alt with Up or Down", () => {
    expect(shortcutAction(key("PageUp"), false)).toEqual({ type: "page-previous" });
    expect(shortcutAction(key("PageDown"), false)).toEqual({ type: "page-next" });
    expect(shortcutAction(key("ArrowUp", { altKey: true }), false)).toEqual({ type: "page-previous" });
    expect(shortcutAction(key("ArrowDown", { altKey: true }), true)).toEqual({ type: "page-next" });
    expect(shortcutAction(key("ArrowDown"), false)).toBeNull();
  });

  it("goes back and forward with Alt (Meta on a Mac) and Left or Right", () => {
    expect(shortcutAction(key("ArrowLeft", { altKey: true }), false)).toEqual({ type: "history", direction: "back" });
    expect(shortcutAction(key("ArrowRight", { altKey: true }), false)).toEqual({
      type: "history",
      direction: "forward",
    });
    expect(shortcutAction(key("ArrowLeft", { metaKey: true }), true)).toEqual({ type: "history", direction: "back" });
    expect(shortcutAction(key("ArrowLeft", { metaKey: true }), false)).toBeNull();
  });

  it("ignores other keys", () => {
    expect(shortcutAction(key("a", { ctrlKey: true }), false)).toBeNull();
    expect(shortcutAction(key("o"), false)).toBeNull();
  });

  it("detects Mac platforms", () => {
    expect(isMacPlatform("MacIntel")).toBe(true);
    expect(isMacPlatform("Linux x86_64")).toBe(false);
  });
});
