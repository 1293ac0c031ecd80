import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { navigate, useNavigationEntry } from "./hash-location";

afterEach(() => {
  window.history.replaceState(null, "", "#/");
});

describe("hash location", () => {
  it("reads path and query from after the '#'", () => {
    window.history.replaceState(null, "", "#/academics/?option=syllabus&x=1");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    const { result } = renderHook(() => useNavigationEntry());
    expect(result.current).toMatchObject({ path: "/academics/", search: "option=syllabus&x=1", type: "POP" });
  });

  it("pushes a new entry with a new key, and replaces when the URL is the same", () => {
    const { result } = renderHook(() => useNavigationEntry());
    const length = window.history.length;
    act(() => navigate("/faculty"));
    const first = result.current;
    expect(first).toMatchObject({ path: "/faculty", search: "", type: "PUSH" });
    expect(window.location.hash).toBe("#/faculty");
    expect(window.history.length).toBe(length + 1);

    act(() => navigate("/faculty"));
    expect(result.current.type).toBe("REPLACE");
    expect(result.current.key).not.toBe(first.key);
    expect(window.history.length).toBe(length + 1);

    act(() => navigate("/notices", { replace: true }));
    expect(result.current).toMatchObject({ path: "/notices", type: "REPLACE" });
    expect(window.history.length).toBe(length + 1);
  });

  it("reports Back as POP with the key of the entry returned to", async () => {
    const { result } = renderHook(() => useNavigationEntry());
    act(() => navigate("/about-us"));
    const about = result.current.key;
    act(() => navigate("/BOS"));
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(result.current).toMatchObject({ path: "/about-us", type: "POP", key: about });
  });

  it("gives an entry typed into the address bar a key of its own", () => {
    const { result } = renderHook(() => useNavigationEntry());
    act(() => {
      window.location.hash = "#/schemes";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(result.current).toMatchObject({ path: "/schemes", type: "POP" });
    expect((window.history.state as { key: string }).key).toBe(result.current.key);
  });

  it("catches up with a link followed while nothing listened (before the app hydrated)", () => {
    const early = renderHook(() => useNavigationEntry());
    expect(early.result.current.path).toBe("/");
    early.unmount();
    // The browser follows a server-rendered link on its own: a new entry, no event anyone hears.
    window.history.pushState(null, "", "#/accessibility");
    const { result } = renderHook(() => useNavigationEntry());
    expect(result.current).toMatchObject({ path: "/accessibility", type: "POP" });
    expect((window.history.state as { key: string }).key).toBe(result.current.key);
  });
});
