/**
 * The toolbar: left (sidebar, search, pages), centre (zoom) and right (file, theme, full screen,
 * more actions) groups. It only dispatches actions; the viewer wiring carries them out.
 */
import type { SelectionMode, Theme, ViewerAction } from "../actions.js";
import type { PageStore } from "../core/page-store.js";
import type { OverflowItem } from "../logic/toolbar-layout.js";
import { SCROLL_MODES, VIEW_MODES, dualViewsDisabled, type LayoutModes } from "../logic/view-modes.js";
import { ZOOM_MENU, zoomLabel, zoomPercent } from "../logic/zoom.js";
import { PageControls, ToolButton } from "./page-controls.js";
import { Menu, type MenuEntry, type MenuItemEntry } from "../ui/menu.js";
import { icons } from "../ui/icons.js";
import { useViewerText } from "../viewer-text.js";

export interface ToolbarState {
  hasDocument: boolean;
  pageCount: number;
  scale: number;
  /** The keyword zoom in effect ("page-fit", "page-width", ...), or null for a number. */
  zoomPreset: string | null;
  layout: LayoutModes;
  selectionMode: SelectionMode;
  theme: Theme;
  fullscreen: boolean;
  sidebarOpen: boolean;
  sidebarId: string;
  searchOpen: boolean;
}

export interface ToolbarProps {
  state: ToolbarState;
  /** The current page lives in a store: a page change re-renders only the page controls. */
  pages: PageStore;
  overflow: ReadonlySet<OverflowItem>;
  onAction: (action: ViewerAction) => void;
}

export function Toolbar({ state, pages, overflow, onAction }: ToolbarProps) {
  const { messages, format } = useViewerText();
  const noDoc = !state.hasDocument;
  const themeLabel = state.theme === "light" ? messages.switchToDark : messages.switchToLight;
  const fullscreenLabel = state.fullscreen ? messages.exitFullScreen : messages.enterFullScreen;

  const overflowEntries: MenuItemEntry[] = [];
  if (overflow.has("zoom-buttons")) {
    overflowEntries.push({
      kind: "item",
      label: messages.zoomOut,
      icon: icons.minus,
      disabled: noDoc,
      onSelect: () => onAction({ type: "zoom-out" }),
    });
    overflowEntries.push({
      kind: "item",
      label: messages.zoomIn,
      icon: icons.plus,
      disabled: noDoc,
      onSelect: () => onAction({ type: "zoom-in" }),
    });
  }
  if (overflow.has("open-file"))
    overflowEntries.push({
      kind: "item",
      label: messages.openFile,
      icon: icons.open,
      onSelect: () => onAction({ type: "open-file" }),
    });
  if (overflow.has("print"))
    overflowEntries.push({
      kind: "item",
      label: messages.print,
      icon: icons.print,
      disabled: noDoc,
      onSelect: () => onAction({ type: "print" }),
    });
  if (overflow.has("download"))
    overflowEntries.push({
      kind: "item",
      label: messages.download,
      icon: icons.download,
      disabled: noDoc,
      onSelect: () => onAction({ type: "download" }),
    });
  if (overflow.has("theme"))
    overflowEntries.push({
      kind: "item",
      label: themeLabel,
      icon: state.theme === "light" ? icons.moon : icons.sun,
      onSelect: () => onAction({ type: "toggle-theme" }),
    });
  if (overflow.has("fullscreen"))
    overflowEntries.push({
      kind: "item",
      label: fullscreenLabel,
      icon: icons.fullscreen,
      onSelect: () => onAction({ type: "toggle-fullscreen" }),
    });

  const dualDisabled = dualViewsDisabled(state.layout.scroll);
  const moreEntries: MenuEntry[] = [
    ...overflowEntries,
    ...(overflowEntries.length > 0 ? [{ kind: "separator" } as const] : []),
    {
      kind: "item",
      label: messages.printPagesMenu,
      icon: icons.print,
      disabled: noDoc,
      onSelect: () => onAction({ type: "print-pages" }),
    },
    {
      kind: "item",
      label: messages.rotateClockwise,
      icon: icons.rotateCw,
      disabled: noDoc,
      onSelect: () => onAction({ type: "rotate", delta: 90 }),
    },
    {
      kind: "item",
      label: messages.rotateCounterClockwise,
      icon: icons.rotateCcw,
      disabled: noDoc,
      onSelect: () => onAction({ type: "rotate", delta: -90 }),
    },
    {
      kind: "group",
      label: messages.selectionMode,
      entries: [
        {
          kind: "radio",
          label: messages.textSelection,
          checked: state.selectionMode === "text",
          onSelect: () => onAction({ type: "selection-mode", mode: "text" }),
        },
        {
          kind: "radio",
          label: messages.handTool,
          checked: state.selectionMode === "hand",
          onSelect: () => onAction({ type: "selection-mode", mode: "hand" }),
        },
      ],
    },
    {
      kind: "group",
      label: messages.scrollMode,
      entries: SCROLL_MODES.map((mode) => ({
        kind: "radio" as const,
        label: messages.scrollModes[mode],
        checked: state.layout.scroll === mode,
        disabled: noDoc,
        onSelect: () => onAction({ type: "scroll-mode", mode }),
      })),
    },
    {
      kind: "group",
      label: messages.viewMode,
      entries: VIEW_MODES.map((mode) => ({
        kind: "radio" as const,
        label: messages.viewModes[mode],
        checked: state.layout.view === mode,
        disabled: noDoc || (mode !== "single" && dualDisabled),
        onSelect: () => onAction({ type: "view-mode", mode }),
      })),
    },
    { kind: "separator" },
    {
      kind: "item",
      label: messages.properties,
      icon: icons.info,
      disabled: noDoc,
      onSelect: () => onAction({ type: "properties" }),
    },
  ];

  const zoomEntries: MenuEntry[] = ZOOM_MENU.map((value) => ({
    kind: "radio" as const,
    label: zoomLabel(value, messages.zoomKeywords, format.percent),
    checked:
      typeof value === "number"
        ? state.zoomPreset === null && Math.abs(value - state.scale) < 1e-3
        : state.zoomPreset === value,
    onSelect: () => onAction({ type: "zoom-set", value }),
  }));

  return (
    <div className="pdfv-toolbar" role="toolbar" aria-label={messages.viewer}>
      <div className="pdfv-toolbar-group pdfv-toolbar-left">
        <ToolButton
          label={messages.toggleSidebar}
          icon={icons.sidebar}
          onClick={() => onAction({ type: "toggle-sidebar" })}
          disabled={noDoc}
          expanded={state.sidebarOpen}
          controls={state.sidebarOpen ? state.sidebarId : undefined}
        />
        <ToolButton
          label={messages.search}
          icon={icons.search}
          onClick={() => onAction({ type: "toggle-search" })}
          disabled={noDoc}
          expanded={state.searchOpen}
        />
        <PageControls pages={pages} pageCount={state.pageCount} disabled={noDoc} onAction={onAction} />
      </div>
      <div className="pdfv-toolbar-group pdfv-toolbar-centre">
        {!overflow.has("zoom-buttons") && (
          <ToolButton
            label={messages.zoomOut}
            icon={icons.minus}
            onClick={() => onAction({ type: "zoom-out" })}
            disabled={noDoc}
          />
        )}
        <Menu
          label={messages.zoomDocument}
          initialFocus="checked"
          triggerClassName="pdfv-zoom-trigger"
          trigger={
            <>
              <span>{format.percent(zoomPercent(state.scale))}</span>
              {icons.caret}
            </>
          }
          entries={zoomEntries}
        />
        {!overflow.has("zoom-buttons") && (
          <ToolButton
            label={messages.zoomIn}
            icon={icons.plus}
            onClick={() => onAction({ type: "zoom-in" })}
            disabled={noDoc}
          />
        )}
      </div>
      <div className="pdfv-toolbar-group pdfv-toolbar-right">
        {!overflow.has("open-file") && (
          <ToolButton label={messages.openFile} icon={icons.open} onClick={() => onAction({ type: "open-file" })} />
        )}
        {!overflow.has("print") && (
          <ToolButton
            label={messages.print}
            icon={icons.print}
            onClick={() => onAction({ type: "print" })}
            disabled={noDoc}
          />
        )}
        {!overflow.has("download") && (
          <ToolButton
            label={messages.download}
            icon={icons.download}
            onClick={() => onAction({ type: "download" })}
            disabled={noDoc}
          />
        )}
        {!overflow.has("theme") && (
          <ToolButton
            label={themeLabel}
            icon={state.theme === "light" ? icons.moon : icons.sun}
            onClick={() => onAction({ type: "toggle-theme" })}
          />
        )}
        {!overflow.has("fullscreen") && (
          <ToolButton
            label={fullscreenLabel}
            icon={state.fullscreen ? icons.exitFullscreen : icons.fullscreen}
            onClick={() => onAction({ type: "toggle-fullscreen" })}
          />
        )}
        <Menu label={messages.moreActions} trigger={icons.more} entries={moreEntries} align="end" />
      </div>
    </div>
  );
}
