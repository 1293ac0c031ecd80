/** Everything the toolbar, menus and shortcuts can ask of the viewer; the viewer wiring carries them out. */
import type { ScrollModeName, ViewModeName } from "./logic/view-modes.js";
import type { ZoomValue } from "./logic/zoom.js";

export type SelectionMode = "text" | "hand";
export type SidebarTab = "thumbnails" | "outline" | "attachments";
export type Theme = "light" | "dark";

export type ViewerAction =
  | { type: "open-file" }
  | { type: "page-previous" }
  | { type: "page-next" }
  | { type: "go-to-page"; page: number }
  | { type: "zoom-in" }
  | { type: "zoom-out" }
  | { type: "zoom-set"; value: ZoomValue }
  | { type: "rotate"; delta: 90 | -90 }
  | { type: "scroll-mode"; mode: ScrollModeName }
  | { type: "view-mode"; mode: ViewModeName }
  | { type: "selection-mode"; mode: SelectionMode }
  | { type: "toggle-theme" }
  | { type: "toggle-fullscreen" }
  | { type: "download" }
  | { type: "print" }
  /** The more-actions menu's 'Print pages…': print with a page list. */
  | { type: "print-pages" }
  | { type: "properties" }
  | { type: "toggle-sidebar" }
  | { type: "open-search" }
  | { type: "toggle-search" }
  | { type: "history"; direction: "back" | "forward" };
