/**
 * Buttons of the server's document clicked before the app ran: the document's one inline script
 * holds those clicks (packages/server/src/web/document.ts); once React has taken the page over,
 * the app clicks the same buttons again, so a tap on a menu, the carousel or the video button is
 * never lost to a slow phone.
 */
import { useEffect, type ReactNode } from "react";
import { EARLY_CLICKS_GLOBAL } from "@dept/contract";

/** A button's place under the app's root: the index of each ancestor among its siblings, outermost first. */
type Place = number[];

/**
 * The buttons held so far; from now on the document's script holds no more clicks. Empty where
 * no document script ran (the development server).
 */
export function takeEarlyClicks(): Element[] {
  const take = (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  return typeof take === "function" ? ((take as () => Element[] | null)() ?? []) : [];
}

/**
 * Where each button of the server's render sits, taken before a client render replaces them: on
 * other routes than home React renders the app afresh, header and footer equal to the server's,
 * so the button clicked has its twin at the same place.
 */
export function placesOfButtons(root: Element): Map<Element, Place> {
  const places = new Map<Element, Place>();
  for (const button of root.querySelectorAll("button")) {
    const place: Place = [];
    for (let node: Element = button; node !== root && node.parentElement; node = node.parentElement) {
      place.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    places.set(button, place);
  }
  return places;
}

/** The element now at `place`, if it is the same kind of button as the one that was there. */
function twin(root: Element, place: Place | undefined, clicked: Element): HTMLElement | undefined {
  if (!place) return undefined;
  let node: Element | undefined = root;
  for (const index of place) node = node?.children[index];
  if (!(node instanceof HTMLButtonElement)) return undefined;
  return node.className === clicked.className && node.textContent === clicked.textContent ? node : undefined;
}

/**
 * Clicks again, in order, each button clicked before the app ran: the same element where React
 * hydrated the page, its twin where React rendered it afresh. Call once the app's first render is
 * on screen.
 */
export function replayEarlyClicks(root: Element, places: Map<Element, Place> = new Map()): void {
  for (const clicked of takeEarlyClicks()) {
    const target = clicked.isConnected ? clicked : twin(root, places.get(clicked), clicked);
    if (target instanceof HTMLElement) target.click();
  }
}

/**
 * Wraps the app: once its first render is on screen (a parent's effects run after its children's),
 * replays the held clicks. It renders no element, so the server's render needs no counterpart.
 */
export function ReplayEarlyClicks({
  root,
  places,
  children,
}: {
  root: Element;
  places?: Map<Element, Place>;
  children: ReactNode;
}) {
  // A task of its own, not inside React's commit: a click on a part still waiting to be hydrated
  // (a Suspense boundary hydrates after the root) then makes React hydrate it first, as a real one does.
  useEffect(() => {
    const timer = setTimeout(() => replayEarlyClicks(root, places));
    return () => clearTimeout(timer);
  }, [root, places]);
  return children;
}
