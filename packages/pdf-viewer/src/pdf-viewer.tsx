/**
 * <PdfViewer>: wires the viewer's modules together (like pdf.js's web/app.js). The toolbar, menus
 * and shortcuts produce actions; only this file turns them into calls on the rendering core.
 */
// pdf.js's own viewer styles.
import "pdfjs-dist/web/pdf_viewer.css";
import "./styles/viewer.css";
import "./styles/print.css";
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type CSSProperties } from "react";
import type { SelectionMode, SidebarTab, Theme, ViewerAction } from "./actions.js";
import { attachHandTool } from "./core/hand-tool.js";
import { PageStore } from "./core/page-store.js";
import { saveBlob } from "./core/save-blob.js";
import { usePdfDocument, type DocumentSourceInput } from "./core/use-pdf-document.js";
import { ViewerCore } from "./core/viewer-core.js";
import { attachWheelZoom } from "./core/wheel-zoom.js";
import { FindBar, type FindRequest } from "./find/find-bar.js";
import { downloadName, fileNameFromUrl, isPdfFile } from "./logic/file-name.js";
import type { FindOptions, MatchCount } from "./logic/find-query.js";
import { stepPage } from "./logic/page-number.js";
import { allPages } from "./logic/page-ranges.js";
import { isPrintAllowed } from "./logic/print-permission.js";
import { INITIAL_PRINT_STATE, printReducer } from "./logic/print-status.js";
import { isMacPlatform, shortcutAction } from "./logic/shortcuts.js";
import { overflowItems } from "./logic/toolbar-layout.js";
import { DEFAULT_LAYOUT, chooseScrollMode, chooseViewMode, type LayoutModes } from "./logic/view-modes.js";
import { zoomInStep, zoomOutStep } from "./logic/zoom.js";
import { messages } from "./messages.js";
import { PasswordDialog } from "./password/password-dialog.js";
import { PrintDialogs } from "./print/print-dialogs.js";
import { preparePrint } from "./print/print-service.js";
import { PropertiesDialog } from "./properties/properties-dialog.js";
import { Sidebar } from "./sidebar/sidebar.js";
import { Toolbar } from "./toolbar/toolbar.js";

export interface PdfViewerProps {
  /** Address of the PDF (same origin, or a server that allows it through CORS). */
  url?: string;
  /** A PDF the page already has, e.g. from a file input; wins over `url`. */
  file?: File;
  /** Name shown in the properties and used for downloads; defaults to the file's or URL's name. */
  fileName?: string;
  /** CSS height of the viewer, e.g. 600 or "80vh" (default 100%). */
  height?: number | string;
  className?: string;
  /** Initial theme (default light); the viewer's own switch changes it afterwards. */
  theme?: Theme;
  onThemeChange?: (theme: Theme) => void;
  onDocumentLoad?: (info: { pageCount: number }) => void;
  onDocumentError?: (error: Error) => void;
  onPageChange?: (page: number) => void;
  /** The page a document opens at (default 1; beyond its last page, its last). */
  initialPage?: number;
}

const EMPTY_FIND: FindOptions = { query: "", matchCase: false, wholeWords: false };

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

export function PdfViewer(props: PdfViewerProps) {
  const { url, file, height, className, onThemeChange, onDocumentLoad, onDocumentError, onPageChange } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<HTMLDivElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const coreRef = useRef<ViewerCore | null>(null);
  const printAbortRef = useRef<AbortController | null>(null);
  const sidebarId = useId();
  const isMac = useMemo(() => isMacPlatform(typeof navigator === "undefined" ? "" : navigator.platform), []);

  // A file opened from disk replaces the given document until the host gives another one.
  const [localFile, setLocalFile] = useState<{ file: File; for: [string | undefined, File | undefined] } | null>(null);
  const opened = localFile && localFile.for[0] === url && localFile.for[1] === file ? localFile.file : null;
  const source = useMemo<DocumentSourceInput | null>(() => {
    if (opened) return { kind: "file", file: opened };
    if (file) return { kind: "file", file };
    if (url) return { kind: "url", url };
    return null;
  }, [opened, file, url]);
  const fileName = opened?.name ?? props.fileName ?? file?.name ?? (url ? fileNameFromUrl(url) : null);
  const { state: documentState, submitPassword, cancelPassword } = usePdfDocument(source);
  const pdfDocument = documentState.status === "ready" ? documentState.pdfDocument : null;
  const fileSize = documentState.status === "ready" ? documentState.fileSize : null;

  const [pages] = useState(() => new PageStore());
  const [pageCount, setPageCount] = useState(0);
  const [scale, setScale] = useState(1);
  const [zoomPreset, setZoomPreset] = useState<string | null>(null);
  const [rotation, setRotation] = useState(0);
  const [layout, setLayout] = useState<LayoutModes>(DEFAULT_LAYOUT);
  const [selectionMode, setSelectionMode] = useState<SelectionMode>("text");
  const [theme, setTheme] = useState<Theme>(props.theme ?? "light");
  const [themeProp, setThemeProp] = useState(props.theme);
  if (themeProp !== props.theme) {
    setThemeProp(props.theme);
    if (props.theme) setTheme(props.theme);
  }
  const [fullscreen, setFullscreen] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [sidebarTab, setSidebarTab] = useState<SidebarTab>("thumbnails");
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchFocus, setSearchFocus] = useState(0);
  const [findOptions, setFindOptions] = useState<FindOptions>(EMPTY_FIND);
  const [matchCount, setMatchCount] = useState<MatchCount | null>(null);
  const [propertiesOpen, setPropertiesOpen] = useState(false);
  const [notPdf, setNotPdf] = useState(false);
  const [width, setWidth] = useState(0);
  const [print, dispatchPrint] = useReducer(printReducer, INITIAL_PRINT_STATE);

  const latest = useLatest({ layout, onPageChange, onDocumentLoad, findOptions, searchOpen, initialPage: props.initialPage });

  // The rendering core lives as long as the component.
  useEffect(() => {
    const container = containerRef.current;
    const viewer = viewerRef.current;
    if (!container || !viewer) return;
    const core = new ViewerCore(container, viewer, {
      onPagesInit: (count) => {
        setPageCount(count);
        const first = Math.min(Math.max(1, Math.floor(latest.current.initialPage ?? 1)), count);
        pages.set(first);
        setRotation(0);
        // pdf.js resets the layout for each document; the visitor's choice carries over.
        core.setScrollMode(latest.current.layout.scroll);
        core.setViewMode(latest.current.layout.view);
        // An open search carries over to the new document.
        const { findOptions: find, searchOpen: searching } = latest.current;
        if (searching && find.query.trim() !== "") core.find(find, "");
        if (first > 1) core.pageNumber = first;
        latest.current.onDocumentLoad?.({ pageCount: count });
      },
      onPageChange: (pageNumber) => {
        pages.set(pageNumber);
        latest.current.onPageChange?.(pageNumber);
      },
      onScaleChange: (value, preset) => {
        setScale(value);
        setZoomPreset(preset ?? null);
      },
      onRotationChange: (value) => setRotation(value),
      onFindCount: (count) => setMatchCount(count),
    });
    coreRef.current = core;
    const detachWheel = attachWheelZoom(container, isMac, (direction) => {
      core.setZoom(direction === "in" ? zoomInStep(core.scale) : zoomOutStep(core.scale));
    });
    return () => {
      detachWheel();
      core.destroy();
      coreRef.current = null;
    };
  }, [isMac, latest, pages]);

  useEffect(() => {
    coreRef.current?.setDocument(pdfDocument);
  }, [pdfDocument]);

  useEffect(() => {
    if (documentState.status === "error") onDocumentError?.(documentState.error);
  }, [documentState, onDocumentError]);

  useEffect(() => {
    const container = containerRef.current;
    if (selectionMode !== "hand" || !container) return;
    return attachHandTool(container);
  }, [selectionMode]);

  // The toolbar collapses by the viewer's own width, not the window's.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width);
      coreRef.current?.refreshPresetZoom();
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current && rootRef.current !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  // A new document or an unmounted viewer must not leave a half-prepared print job behind.
  useEffect(() => () => printAbortRef.current?.abort(), [pdfDocument]);

  const startPrint = useCallback(
    (pages: number[]) => {
      if (!pdfDocument) return;
      const controller = new AbortController();
      printAbortRef.current = controller;
      dispatchPrint({ type: "start", total: pages.length });
      preparePrint(pdfDocument, pages, () => dispatchPrint({ type: "page-rendered" }), controller.signal).then(
        (job) => {
          // Let React close the overlay before the browser's print dialog takes over.
          setTimeout(() => {
            try {
              if (!controller.signal.aborted) window.print();
            } finally {
              job.dispose();
              dispatchPrint({ type: "printed" });
            }
          }, 0);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) console.error(error);
          dispatchPrint({ type: "cancel" });
        },
      );
    },
    [pdfDocument],
  );

  const cancelPrint = useCallback(() => {
    printAbortRef.current?.abort();
    dispatchPrint({ type: "cancel" });
  }, []);

  const handleAction = (action: ViewerAction) => {
    const core = coreRef.current;
    switch (action.type) {
      case "open-file":
        fileInputRef.current?.click();
        return;
      case "toggle-theme": {
        const next = theme === "light" ? "dark" : "light";
        setTheme(next);
        onThemeChange?.(next);
        return;
      }
      case "toggle-fullscreen":
        if (document.fullscreenElement) void document.exitFullscreen();
        else void rootRef.current?.requestFullscreen();
        return;
    }
    if (!core || !pdfDocument) return;
    switch (action.type) {
      case "page-previous":
      case "page-next":
        core.pageNumber = stepPage(core.pageNumber, action.type === "page-next" ? 1 : -1, pageCount);
        return;
      case "go-to-page":
        core.pageNumber = action.page;
        return;
      case "zoom-in":
        core.setZoom(zoomInStep(core.scale));
        return;
      case "zoom-out":
        core.setZoom(zoomOutStep(core.scale));
        return;
      case "zoom-set":
        core.setZoom(action.value);
        return;
      case "rotate":
        core.rotate(action.delta);
        return;
      case "scroll-mode":
      case "view-mode": {
        const next = action.type === "scroll-mode" ? chooseScrollMode(layout, action.mode) : chooseViewMode(layout, action.mode);
        core.setScrollMode(next.scroll);
        core.setViewMode(next.view);
        setLayout(next);
        return;
      }
      case "selection-mode":
        setSelectionMode(action.mode);
        return;
      case "download":
        void (async () => {
          const blob = opened ?? file ?? new Blob([(await pdfDocument.getData()) as Uint8Array<ArrayBuffer>], { type: "application/pdf" });
          saveBlob(blob, downloadName(fileName));
        })();
        return;
      case "print":
      case "print-pages": {
        if (print.status !== "Inactive" && print.status !== "Cancelled") return;
        const choosePages = action.type === "print-pages";
        dispatchPrint({ type: "request", choosePages });
        const permitted = (allowed: boolean) => {
          dispatchPrint({ type: "permission", allowed });
          // Print goes straight on to preparing every page; 'Print pages…' asks which first.
          if (allowed && !choosePages) startPrint(allPages(pdfDocument.numPages));
        };
        pdfDocument.getPermissions().then(
          (permissions) => permitted(isPrintAllowed(permissions)),
          () => permitted(true),
        );
        return;
      }
      case "properties":
        setPropertiesOpen(true);
        return;
      case "toggle-sidebar":
        setSidebarOpen((open) => !open);
        return;
      case "open-search":
        setSearchOpen(true);
        setSearchFocus((count) => count + 1);
        return;
      case "toggle-search":
        if (searchOpen) closeSearch();
        else handleAction({ type: "open-search" });
        return;
      case "history":
        core.history(action.direction);
        return;
    }
  };

  const actions = useLatest(handleAction);

  // Shortcuts act only while the viewer has focus, so they never hijack the host page. Zooming and
  // rotating rebuild pdf.js's text layers (which take focus on a click); when the focused one goes,
  // focus falls to <body> although the visitor is still in the viewer. That case counts as inside
  // until focus or a click lands elsewhere.
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
  }, [isMac, actions]);


  const closeSearch = () => {
    coreRef.current?.closeFind();
    setSearchOpen(false);
    containerRef.current?.focus({ preventScroll: true });
  };

  const onFind = (request: FindRequest) => coreRef.current?.find(request.options, request.type, request.previous);

  const rootStyle: CSSProperties = { height: height ?? "100%" };
  const overflow = overflowItems(width);
  const loadingText =
    documentState.status === "loading" ? `${messages.loadingDocument}${documentState.progress === null ? "" : ` ${documentState.progress}%`}` : null;

  return (
    <div
      ref={rootRef}
      className={`pdfv-root pdfv-${theme} ${selectionMode === "hand" ? "pdfv-hand" : ""} ${className ?? ""}`}
      data-theme={theme}
      style={rootStyle}
    >
      <Toolbar
        state={{
          hasDocument: pdfDocument !== null,
          pageCount: pdfDocument ? pageCount : 0,
          scale,
          zoomPreset,
          layout,
          selectionMode,
          theme,
          fullscreen,
          sidebarOpen,
          sidebarId,
          searchOpen,
        }}
        pages={pages}
        overflow={overflow}
        onAction={handleAction}
      />
      <input
        ref={fileInputRef}
        type="file"
        accept=".pdf,application/pdf"
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (!chosen) return;
          if (!isPdfFile(chosen)) {
            setNotPdf(true);
            return;
          }
          setNotPdf(false);
          setLocalFile({ file: chosen, for: [url, file] });
        }}
      />
      {searchOpen && pdfDocument && (
        <FindBar
          options={findOptions}
          count={matchCount}
          focusRequest={searchFocus}
          onOptionsChange={(options) => {
            setFindOptions(options);
            if (options.query.trim() === "") {
              coreRef.current?.closeFind();
              setMatchCount(null);
            }
          }}
          onFind={onFind}
          onClose={closeSearch}
        />
      )}
      <div className="pdfv-body">
        {sidebarOpen && pdfDocument && (
          <Sidebar
            key={pdfDocument.fingerprints.join("/")}
            id={sidebarId}
            pdfDocument={pdfDocument}
            tab={sidebarTab}
            pages={pages}
            rotation={rotation}
            onTabChange={setSidebarTab}
            onGoToPage={(target) => handleAction({ type: "go-to-page", page: target })}
            onGoToDestination={(dest) => coreRef.current?.goToDestination(dest)}
          />
        )}
        <div className="pdfv-main">
          <div ref={containerRef} className="pdfv-container" tabIndex={0} role="region" aria-label={messages.pages}>
            <div ref={viewerRef} className="pdfViewer" />
          </div>
          {loadingText && (
            <div className="pdfv-message" role="status">
              {loadingText}
            </div>
          )}
          {(documentState.status === "error" || documentState.status === "password-cancelled") && (
            <div className="pdfv-message pdfv-message-error" role="alert">
              <strong>{messages.cannotLoad}</strong>
              {documentState.status === "password-cancelled" && <span>{messages.passwordCancelled}</span>}
            </div>
          )}
          {notPdf && (
            <div className="pdfv-notice" role="alert">
              {messages.onlyPdf}
            </div>
          )}
        </div>
      </div>
      <PasswordDialog
        open={documentState.status === "password"}
        wrong={documentState.status === "password" && documentState.wrong}
        onSubmit={submitPassword}
        onCancel={cancelPassword}
      />
      {pdfDocument && (
        <PropertiesDialog open={propertiesOpen} pdfDocument={pdfDocument} fileName={fileName} fileSize={fileSize} onClose={() => setPropertiesOpen(false)} />
      )}
      <PrintDialogs
        state={print}
        pageCount={pageCount}
        onCloseRefusal={() => dispatchPrint({ type: "close-refusal" })}
        onStart={startPrint}
        onCancel={cancelPrint}
      />
    </div>
  );
}
