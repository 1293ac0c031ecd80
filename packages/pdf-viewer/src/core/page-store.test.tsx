import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PageStore, usePage } from "./page-store.js";

describe("PageStore", () => {
  it("tells its subscribers about a new page, not about the same page again", () => {
    const store = new PageStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
    store.set(7);
    expect(store.get()).toBe(7);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(8);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("re-renders only the components that read the page", () => {
    const store = new PageStore();
    const renders = { parent: 0, reader: 0 };
    function Reader() {
      renders.reader += 1;
      return <output aria-label="page">{usePage(store)}</output>;
    }
    function Parent() {
      renders.parent += 1;
      return <Reader />;
    }
    render(<Parent />);
    act(() => store.set(3));
    expect(screen.getByLabelText("page").textContent).toBe("3");
    expect(renders).toEqual({ parent: 1, reader: 2 });
  });
});
