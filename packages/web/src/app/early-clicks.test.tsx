import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, waitFor } from "@testing-library/react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { EARLY_CLICKS_GLOBAL } from "@dept/contract";
import { serverRender } from "../test/server-document";
import { createQueryClient } from "../lib/query-client";
import { testSite } from "../test/site";
import { en } from "../i18n/catalogues/en";
import { App } from "./app";
import { placesOfButtons, ReplayEarlyClicks, takeEarlyClicks } from "./early-clicks";
import { preloadRoute } from "./router";

const globals = window as unknown as Record<string, unknown>;

let root: Root | undefined;
beforeEach(() => {
  // jsdom has no modal dialogs and no media playback.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  delete globals[EARLY_CLICKS_GLOBAL];
  window.history.replaceState(null, "", "/");
});

/** The document's script as the app sees it: it held clicks on these buttons, and holds no more once asked. */
function heldClicks(...buttons: Element[]) {
  let held: Element[] | null = buttons;
  globals[EARLY_CLICKS_GLOBAL] = () => {
    const taken = held;
    held = null;
    return taken;
  };
}

/** The server's document of home in the page. */
async function serverDocument(): Promise<HTMLDivElement> {
  const { container } = await serverRender(testSite);
  document.body.append(container);
  return container;
}

const button = (container: Element, name: string) =>
  [...container.querySelectorAll("button")].find(
    (candidate) => (candidate.getAttribute("aria-label") ?? candidate.textContent) === name,
  )!;

describe("clicks held before the app ran", () => {
  it("are clicked again once React has taken the server's home page over, on the same buttons", async () => {
    const container = await serverDocument();
    const events = button(container, "Events");
    const video = button(container, "Watch the department video");
    heldClicks(events, video);
    const queryClient = createQueryClient();
    const recoverable: unknown[] = [];

    await act(async () => {
      root = hydrateRoot(
        container,
        <ReplayEarlyClicks root={container}>
          <App queryClient={queryClient} site={testSite} lang="en" catalogue={en} />
        </ReplayEarlyClicks>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });

    await waitFor(() => expect(events.getAttribute("aria-expanded")).toBe("true"));
    // The wrapper renders no element: React took the server's nodes over without a mismatch.
    expect(recoverable).toEqual([]);
    expect(button(container, "Events")).toBe(events);
    expect(container.querySelector("dialog")?.hasAttribute("open")).toBe(true);
    // Handed over once: the document's script holds nothing more.
    expect(takeEarlyClicks()).toEqual([]);
  });

  it("are clicked on the same place's button where React renders another route afresh", async () => {
    const container = await serverDocument();
    // An old hash address: the server rendered its root, the app renders its page.
    window.location.hash = "#/about-us";
    const menuButton = button(container, "Open menu");
    const places = placesOfButtons(container);
    heldClicks(menuButton);
    const queryClient = createQueryClient();
    await preloadRoute("/about-us", queryClient);
    queryClient.setQueryData(["visitors"], 1);

    await act(async () => {
      root = createRoot(container);
      root.render(
        <ReplayEarlyClicks root={container} places={places}>
          <App queryClient={queryClient} site={testSite} lang="en" catalogue={en} />
        </ReplayEarlyClicks>,
      );
    });

    await waitFor(() => expect(button(container, "Close menu")?.getAttribute("aria-expanded")).toBe("true"));
    expect(menuButton.isConnected).toBe(false);
  });

  it("are none where no document script ran (the development server)", () => {
    expect(takeEarlyClicks()).toEqual([]);
  });
});
