/**
 * <PdfViewer>: wires the viewer's modules together (like pdf.js's web/app.js). The toolbar, menus
 * and shortcuts produce actions; only this file turns them into calls on the rendering core
 * (core/use-viewer-core.ts, the core's own actions in core/core-actions.ts), printing
 * (print/use-print.ts) and the viewer's own state.
 */
// pdf.js's own viewer styles.
import "pdfjs-dist/web/pdf_viewer.css";
import "./styles/viewer.css";
import "./styles/print.css";
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from "react";
import type { SelectionMode, SidebarTab, Theme, ViewerAction } from "./actions.js";
import { attachHandTool } from "./core/hand-tool.js";
import { runCoreAction } from "./core/core-actions.js";
import { PageStore } from "./core/page-store.js";
import { saveBlob } from "./core/save-blob.js";
import { useDocumentSource } from "./core/use-document-source.js";
import { useLatest } from "./core/use-latest.js";
import { usePdfDocument } from "./core/use-pdf-document.js";
import { useViewerCore } from "./core/use-viewer-core.js";
import { useViewerFrame } from "./core/use-viewer-frame.js";
import { useViewerShortcuts } from "./core/use-viewer-shortcuts.js";
import { FindBar, type FindRequest } from "./find/find-bar.js";
import { downloadName } from "./logic/file-name.js";
import type { FindOptions } from "./logic/find-query.js";
import { isMacPlatform } from "./logic/shortcuts.js";
import { overflowItems } from "./logic/toolbar-layout.js";
import { DEFAULT_LAYOUT, chooseScrollMode, chooseViewMode, type LayoutModes } from "./logic/view-modes.js";
import { viewerFormat } from "./format.js";
import { englishViewerMessages, type ViewerMessages } from "./messages.js";
import { PasswordDialog } from "./password/password-dialog.js";
import { PrintDialogs } from "./print/print-dialogs.js";
import { usePrint } from "./print/use-print.js";
import { PropertiesDialog } from "./properties/properties-dialog.js";
import { Sidebar } from "./sidebar/sidebar.js";
import { Toolbar } from "./toolbar/toolbar.js";
import { DocumentStatus } from "./ui/document-status.js";
import { OpenFileInput } from "./ui/open-file-input.js";
import { ViewerTextContext, type ViewerText } from "./viewer-text.js";

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
  /** Every text the viewer shows or announces (default `englishViewerMessages`). */
  messages?: ViewerMessages;
  /** The BCP 47 language tag numbers and dates are written for, e.g. "hi-IN" (default "en"). */
  locale?: string;
}

const EMPTY_FIND: FindOptions = { query: "", matchCase: false, wholeWords: false };

export function PdfViewer(props: PdfViewerProps) {
  const { url, file, height, className, onThemeChange, onDocumentLoad, onDocumentError, onPageChange } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<HTMLDivElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const sidebarId = useId();
  const isMac = useMemo(() => isMacPlatform(typeof navigator === "undefined" ? "" : navigator.platform), []);
  const { messages = englishViewerMessages, locale = "en" } = props;
  const text = useMemo<ViewerText>(() => ({ messages, format: viewerFormat(locale) }), [messages, locale]);

  const { source, fileName, opened, openLocalFile } = useDocumentSource(url, file, props.fileName);
  const { state: documentState, submitPassword, cancelPassword } = usePdfDocument(source);
  const pdfDocument = documentState.status === "ready" ? documentState.pdfDocument : null;
  const fileSize = documentState.status === "ready" ? documentState.fileSize : null;

  const [pages] = useState(() => new PageStore());
  const [layout, setLayout] = useState<LayoutModes>(DEFAULT_LAYOUT);
  const [selectionMode, setSelectionMode] = useState<SelectionMode>("text");
  const [theme, setTheme] = useState<Theme>(props.theme ?? "light");
  const [themeProp, setThemeProp] = useState(props.theme);
  if (themeProp !== props.theme) {
    setThemeProp(props.theme);
    if (props.theme) setTheme(props.theme);
  }
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [sidebarTab, setSidebarTab] = useState<SidebarTab>("thumbnails");
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchFocus, setSearchFocus] = useState(0);
  const [findOptions, setFindOptions] = useState<FindOptions>(EMPTY_FIND);
  const [propertiesOpen, setPropertiesOpen] = useState(false);
  const [notPdf, setNotPdf] = useState(false);

  const latest = useLatest({
    layout,
    onPageChange,
    onDocumentLoad,
    findOptions,
    searchOpen,
    initialPage: props.initialPage,
  });
  const { coreRef, pageCount, scale, zoomPreset, rotation, matchCount, setMatchCount } = useViewerCore(
    { containerRef, viewerRef },
    pdfDocument,
    pages,
    isMac,
    latest,
  );

  useEffect(() => {
    if (documentState.status === "error") onDocumentError?.(documentState.error);
  }, [documentState, onDocumentError]);

  useEffect(() => {
    const container = containerRef.current;
    if (selectionMode !== "hand" || !container) return;
    return attachHandTool(container);
  }, [selectionMode]);

  const { width, fullscreen } = useViewerFrame(rootRef, coreRef);
  const { print, startPrint, cancelPrint, requestPrint, closeRefusal } = usePrint(pdfDocument);

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
    if (!core || !pdfDocument || runCoreAction(core, action, pageCount)) return;
    switch (action.type) {
      case "scroll-mode":
      case "view-mode": {
        const next =
          action.type === "scroll-mode" ? chooseScrollMode(layout, action.mode) : chooseViewMode(layout, action.mode);
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
          const blob =
            opened ??
            file ??
            new Blob([(await pdfDocument.getData()) as Uint8Array<ArrayBuffer>], { type: "application/pdf" });
          saveBlob(blob, downloadName(fileName));
        })();
        return;
      case "print":
      case "print-pages":
        requestPrint(action.type === "print-pages");
        return;
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
    }
  };

  const actions = useLatest(handleAction);
  useViewerShortcuts(rootRef, containerRef, isMac, actions);

  const closeSearch = () => {
    coreRef.current?.closeFind();
    setSearchOpen(false);
    containerRef.current?.focus({ preventScroll: true });
  };

  const onFind = (request: FindRequest) => coreRef.current?.find(request.options, request.type, request.previous);

  const rootStyle: CSSProperties = { height: height ?? "100%" };

  return (
    <ViewerTextContext value={text}>
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
          overflow={overflowItems(width)}
          onAction={handleAction}
        />
        <OpenFileInput inputRef={fileInputRef} onOpen={openLocalFile} onNotPdf={setNotPdf} />
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
            <DocumentStatus state={documentState} notPdf={notPdf} />
          </div>
        </div>
        <PasswordDialog
          open={documentState.status === "password"}
          wrong={documentState.status === "password" && documentState.wrong}
          onSubmit={submitPassword}
          onCancel={cancelPassword}
        />
        {pdfDocument && (
          <PropertiesDialog
            open={propertiesOpen}
            pdfDocument={pdfDocument}
            fileName={fileName}
            fileSize={fileSize}
            onClose={() => setPropertiesOpen(false)}
          />
        )}
        <PrintDialogs
          state={print}
          pageCount={pageCount}
          onCloseRefusal={closeRefusal}
          onStart={startPrint}
          onCancel={cancelPrint}
        />
      </div>
    </ViewerTextContext>
  );
}
