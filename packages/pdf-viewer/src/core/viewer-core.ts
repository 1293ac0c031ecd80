/**
 * The rendering core: pdf.js's own PDFViewer, EventBus, PDFLinkService and PDFFindController,
 * wired together. PDFViewer renders only the visible pages (and keeps a bounded buffer of page
 * views), which keeps large documents fast. The React side talks to this class only through the
 * viewer wiring, never from the toolbar.
 */
// Order matters: pdfjs-dist's web/pdf_viewer.mjs reads the library from globalThis.pdfjsLib, which
// the "pdfjs-dist" module sets when it is evaluated, so it must be imported first.
import { AnnotationMode } from "pdfjs-dist";
import { EventBus, LinkTarget, PDFFindController, PDFLinkService, PDFViewer } from "pdfjs-dist/web/pdf_viewer.mjs";
import type { PDFDocumentProxy } from "pdfjs-dist";
import type { FindOptions, MatchCount } from "../logic/find-query.js";
import { EMPTY_HISTORY, pushDestination, stepHistory, type NavHistory } from "../logic/nav-history.js";
import type { ScrollModeName, ViewModeName } from "../logic/view-modes.js";
import type { ZoomValue } from "../logic/zoom.js";

const SCROLL_MODE: Record<ScrollModeName, number> = { vertical: 0, horizontal: 1, wrapped: 2, page: 3 };
// pdf.js's "odd" spreads start with page 1 beside page 2; "even" spreads leave page 1 alone (a cover).
const SPREAD_MODE: Record<ViewModeName, number> = { single: 0, dual: 1, "dual-cover": 2 };

export interface ViewerCoreEvents {
  onPagesInit: (pageCount: number) => void;
  onPageChange: (pageNumber: number) => void;
  onScaleChange: (scale: number, presetValue: string | undefined) => void;
  onRotationChange: (rotation: number) => void;
  onFindCount: (count: MatchCount) => void;
}

/** Brings `element` into view inside `container` only, a little below its top edge. */
function scrollWithin(container: HTMLElement, element: HTMLElement): void {
  const box = element.getBoundingClientRect();
  const frame = container.getBoundingClientRect();
  container.scrollTop += box.top - frame.top - Math.min(80, frame.height / 3);
  container.scrollLeft += box.left + box.width / 2 - (frame.left + frame.width / 2);
}

type FindType = "" | "again" | "casesensitivitychange" | "entirewordchange";

export class ViewerCore {
  readonly #eventBus = new EventBus();
  readonly #linkService: PDFLinkService;
  readonly #findController: PDFFindController;
  readonly #viewer: PDFViewer;
  #history: NavHistory = EMPTY_HISTORY;
  readonly #lifetime = new AbortController();

  constructor(container: HTMLDivElement, viewer: HTMLDivElement, events: ViewerCoreEvents) {
    const eventBus = this.#eventBus;
    this.#linkService = new PDFLinkService({
      eventBus,
      externalLinkTarget: LinkTarget.BLANK,
      externalLinkRel: "noopener noreferrer nofollow",
    });
    this.#findController = new PDFFindController({
      eventBus,
      linkService: this.#linkService,
      updateMatchesCountOnProgress: true,
    });
    this.#viewer = new PDFViewer({
      container,
      viewer,
      eventBus,
      linkService: this.#linkService,
      findController: this.#findController,
      // Links and plain annotations only: forms would need scripting, which stays disabled.
      annotationMode: AnnotationMode.ENABLE,
      enablePermissions: false,
      // Supported by PDFViewer (it detaches its scroll and resize observers) but missing from its
      // type declarations, hence the spread.
      ...({ abortSignal: this.#lifetime.signal } as object),
    });
    this.#linkService.setViewer(this.#viewer);
    // pdf.js scrolls the current match with element.scrollIntoView, which also scrolls the host
    // page around the viewer; this keeps the scrolling inside the viewer's container.
    const findController = this.#findController;
    findController.scrollMatchIntoView = ({ element, pageIndex, matchIndex }) => {
      const selected = findController._selected;
      if (!findController._scrollMatches || !element || !selected) return;
      if (matchIndex === -1 || matchIndex !== selected.matchIdx || pageIndex === -1 || pageIndex !== selected.pageIdx)
        return;
      findController._scrollMatches = false;
      scrollWithin(container, element);
    };
    // pdf.js's PDFHistory would write to the browser history, which the host app owns; this
    // adapter keeps followed destinations inside the viewer instead.
    this.#linkService.setHistory({
      pushCurrentPosition: () => undefined,
      push: ({ pageNumber }: { pageNumber: number }) => this.#recordJump(pageNumber),
      pushPage: (pageNumber: number) => this.#recordJump(pageNumber),
      back: () => this.history("back"),
      forward: () => this.history("forward"),
    });

    eventBus.on("pagesinit", () => {
      this.#viewer.currentScaleValue = "auto";
      events.onPagesInit(this.#viewer.pagesCount);
    });
    eventBus.on("pagechanging", ({ pageNumber }: { pageNumber: number }) => events.onPageChange(pageNumber));
    eventBus.on("scalechanging", ({ scale, presetValue }: { scale: number; presetValue?: string }) =>
      events.onScaleChange(scale, presetValue),
    );
    eventBus.on("rotationchanging", ({ pagesRotation }: { pagesRotation: number }) =>
      events.onRotationChange(pagesRotation),
    );
    const onCount = ({ matchesCount }: { matchesCount: MatchCount }) => events.onFindCount(matchesCount);
    eventBus.on("updatefindmatchescount", onCount);
    eventBus.on("updatefindcontrolstate", onCount);
  }

  #recordJump(toPage: number): void {
    this.#history = pushDestination(this.#history, this.#viewer.currentPageNumber, toPage);
  }

  setDocument(pdfDocument: PDFDocumentProxy | null): void {
    this.#history = EMPTY_HISTORY;
    this.#viewer.setDocument(pdfDocument);
    this.#linkService.setDocument(pdfDocument, null);
  }

  get pageNumber(): number {
    return this.#viewer.currentPageNumber;
  }

  set pageNumber(page: number) {
    this.#viewer.currentPageNumber = page;
  }

  get scale(): number {
    return this.#viewer.currentScale;
  }

  setZoom(value: ZoomValue): void {
    if (typeof value === "number") this.#viewer.currentScale = value;
    else this.#viewer.currentScaleValue = value;
  }

  rotate(delta: number): void {
    this.#viewer.pagesRotation = (this.#viewer.pagesRotation + delta + 360) % 360;
  }

  setScrollMode(mode: ScrollModeName): void {
    this.#viewer.scrollMode = SCROLL_MODE[mode];
  }

  setViewMode(mode: ViewModeName): void {
    this.#viewer.spreadMode = SPREAD_MODE[mode];
  }

  /** Follows an outline destination (recorded for back and forward). */
  goToDestination(dest: string | unknown[]): void {
    void this.#linkService.goToDestination(dest as string);
  }

  history(direction: "back" | "forward"): void {
    const step = stepHistory(this.#history, direction);
    this.#history = step.history;
    if (step.page !== null) this.#viewer.currentPageNumber = step.page;
  }

  find(options: FindOptions, type: FindType, findPrevious = false): void {
    this.#eventBus.dispatch("find", {
      source: this,
      type,
      query: options.query,
      caseSensitive: options.matchCase,
      entireWord: options.wholeWords,
      highlightAll: true,
      findPrevious,
      matchDiacritics: false,
    });
  }

  closeFind(): void {
    this.#eventBus.dispatch("findbarclose", { source: this });
  }

  /** After a resize, keyword zooms (page fit, page width, auto) are recomputed for the new size. */
  refreshPresetZoom(): void {
    const value = this.#viewer.currentScaleValue;
    if (this.#viewer.pdfDocument && ["auto", "page-fit", "page-width", "page-actual"].includes(value))
      this.#viewer.currentScaleValue = value;
  }

  destroy(): void {
    this.#viewer.setDocument(null);
    this.#linkService.setDocument(null, null);
    this.#lifetime.abort();
  }
}
