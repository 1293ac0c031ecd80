/**
 * The rendering core for as long as the viewer is mounted: pdf.js's viewer in the given elements,
 * the document shown in it, wheel zoom, and the state it reports back (pages, zoom, rotation,
 * search matches).
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import type { FindOptions, MatchCount } from "../logic/find-query.js";
import type { LayoutModes } from "../logic/view-modes.js";
import { zoomInStep, zoomOutStep } from "../logic/zoom.js";
import type { PageStore } from "./page-store.js";
import type { PDFDocumentProxy } from "./pdfjs-setup.js";
import { ViewerCore } from "./viewer-core.js";
import { attachWheelZoom } from "./wheel-zoom.js";

/** What the core's callbacks read when a document opens or a page changes: always the latest render's. */
export interface CoreContext {
  layout: LayoutModes;
  findOptions: FindOptions;
  searchOpen: boolean;
  initialPage: number | undefined;
  onPageChange: ((page: number) => void) | undefined;
  onDocumentLoad: ((info: { pageCount: number }) => void) | undefined;
}

interface Elements {
  containerRef: RefObject<HTMLDivElement | null>;
  viewerRef: RefObject<HTMLDivElement | null>;
}

export function useViewerCore(
  { containerRef, viewerRef }: Elements,
  pdfDocument: PDFDocumentProxy | null,
  pages: PageStore,
  isMac: boolean,
  latest: RefObject<CoreContext>,
) {
  const coreRef = useRef<ViewerCore | null>(null);
  const [pageCount, setPageCount] = useState(0);
  const [scale, setScale] = useState(1);
  const [zoomPreset, setZoomPreset] = useState<string | null>(null);
  const [rotation, setRotation] = useState(0);
  const [matchCount, setMatchCount] = useState<MatchCount | null>(null);

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
  }, [containerRef, viewerRef, isMac, latest, pages]);

  useEffect(() => {
    coreRef.current?.setDocument(pdfDocument);
  }, [pdfDocument]);

  return { coreRef, pageCount, scale, zoomPreset, rotation, matchCount, setMatchCount };
}
