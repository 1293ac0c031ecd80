/**
 * The `messages` and `locale` props: a viewer given its texts in another language shows and
 * announces only those (no English word left in its text or its labels), with numbers written
 * through Intl for the locale.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageStore } from "./core/page-store.js";
import { FindBar } from "./find/find-bar.js";
import { viewerFormat } from "./format.js";
import { englishViewerMessages, PdfViewer, type ViewerMessages } from "./index.js";
import { DEFAULT_LAYOUT } from "./logic/view-modes.js";
import { Toolbar } from "./toolbar/toolbar.js";
import { DocumentStatus } from "./ui/document-status.js";
import { ViewerTextContext } from "./viewer-text.js";

vi.hoisted(() => {
  // What Node 20 and jsdom lack and pdf.js uses (current browsers have them all): the global
  // Iterator and Promise.withResolvers (Node 22), Map.prototype.getOrInsertComputed, and observers
  // (jsdom lays nothing out, so they never report).
  const globals = globalThis as Record<string, unknown>;
  globals.Iterator ??= { prototype: Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object };
  // The library this package type-checks against predates both; they are set as plain properties.
  const promise = Promise as unknown as Record<string, unknown>;
  promise.withResolvers ??= () => {
    const resolvers: Record<string, unknown> = {};
    resolvers.promise = new Promise((resolve, reject) => Object.assign(resolvers, { resolve, reject }));
    return resolvers;
  };
  const map = Map.prototype as unknown as Record<string, unknown>;
  map.getOrInsertComputed ??= function (this: Map<unknown, unknown>, key: unknown, make: (key: unknown) => unknown) {
    if (!this.has(key)) this.set(key, make(key));
    return this.get(key);
  };
  class SilentObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globals.ResizeObserver ??= SilentObserver;
  globals.IntersectionObserver ??= SilentObserver;
});

afterEach(() => cleanup());

type Message = ViewerMessages[keyof ViewerMessages];

/** Every text of `english` replaced by "पाठ N" (text N), numbers kept: a catalogue without a Latin letter. */
function devanagariMessages(): ViewerMessages {
  let count = 0;
  const next = () => `पाठ ${String(++count)}`;
  const convert = (value: unknown): unknown => {
    if (typeof value === "string") return next();
    if (typeof value === "function") {
      const label = next();
      return (...args: unknown[]) => `${label} ${args.filter((arg) => typeof arg === "string").join(" / ")}`;
    }
    return Object.fromEntries(
      Object.entries(value as Record<string, Message>).map(([key, inner]) => [key, convert(inner)]),
    );
  };
  return convert(englishViewerMessages) as ViewerMessages;
}

/** What the viewer shows and announces: its text, and the labels, titles and placeholders of its elements. */
function visibleAndAnnounced(root: HTMLElement): string[] {
  const attributes = [...root.querySelectorAll("*")].flatMap((element) =>
    ["aria-label", "title", "placeholder"].flatMap((name) => element.getAttribute(name) ?? []),
  );
  return [root.textContent ?? "", ...attributes].filter((text) => text.trim() !== "");
}

describe("viewer messages", () => {
  it("shows and announces only the texts it is given, with numbers in its locale", async () => {
    const messages = devanagariMessages();
    const { container } = render(<PdfViewer messages={messages} locale="hi-IN-u-nu-deva" />);
    // Open both menus, so their entries are on the page too.
    fireEvent.click(screen.getByRole("button", { name: messages.moreActions }));
    fireEvent.click(screen.getByRole("button", { name: messages.zoomDocument }));
    // A chosen file that is not a PDF: the notice says so.
    const input = container.querySelector<HTMLInputElement>("input[type=file]")!;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] } });
    });
    expect(screen.getByRole("alert").textContent).toBe(messages.onlyPdf);

    expect(screen.getByRole("toolbar", { name: messages.viewer })).toBeDefined();
    expect(screen.getByRole("menuitemradio", { name: messages.zoomKeywords["page-fit"] })).toBeDefined();
    // The zoom entries and the current zoom, with Devanagari digits.
    expect(screen.getByRole("menuitemradio", { name: "१२५%" })).toBeDefined();
    const texts = visibleAndAnnounced(container);
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter((text) => /[A-Za-z]/.test(text))).toEqual([]);
  });

  it("writes the texts with numbers of an open document from its messages, in its locale", () => {
    const messages = devanagariMessages();
    const pages = new PageStore();
    pages.set(3);
    const state = {
      hasDocument: true,
      pageCount: 12,
      scale: 1.5,
      zoomPreset: null,
      layout: DEFAULT_LAYOUT,
      selectionMode: "text" as const,
      theme: "light" as const,
      fullscreen: false,
      sidebarOpen: false,
      sidebarId: "sidebar",
      searchOpen: true,
    };
    const noop = () => {};
    const { container } = render(
      <ViewerTextContext value={{ messages, format: viewerFormat("hi-IN-u-nu-deva") }}>
        <Toolbar state={state} pages={pages} overflow={new Set()} onAction={noop} />
        <FindBar
          options={{ query: "सूचना", matchCase: false, wholeWords: false }}
          count={{ current: 2, total: 5 }}
          focusRequest={0}
          onOptionsChange={noop}
          onFind={noop}
          onClose={noop}
        />
        <DocumentStatus state={{ status: "loading", progress: 40 }} notPdf={false} />
        <DocumentStatus state={{ status: "password-cancelled" }} notPdf={false} />
      </ViewerTextContext>,
    );
    expect(container.querySelector(".pdfv-page-count")?.textContent).toBe(messages.pageCount("१२"));
    expect(screen.getByRole("button", { name: messages.zoomDocument }).textContent).toBe("१५०%");
    expect(container.querySelector(".pdfv-find-count")?.textContent).toBe(messages.matchPosition("२", "५", 5));
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toContain(
      messages.loadingProgress("४०%"),
    );
    expect(screen.getByRole("alert").textContent).toBe(`${messages.cannotLoad}${messages.passwordCancelled}`);
    expect(visibleAndAnnounced(container).filter((text) => /[A-Za-z]/.test(text))).toEqual([]);
  });

  it("shows English by default", () => {
    render(<PdfViewer />);
    fireEvent.click(screen.getByRole("button", { name: "More actions" }));
    expect(screen.getByRole("toolbar", { name: "PDF viewer" })).toBeDefined();
    expect(screen.getByRole("menuitemradio", { name: "Dual page with cover" })).toBeDefined();
    expect(screen.getByRole("menuitem", { name: "Print pages…" })).toBeDefined();
  });
});
