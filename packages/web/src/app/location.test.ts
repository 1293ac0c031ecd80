import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { navigate, pathOfHashAddress, useNavigationEntry } from "./location";

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("path location", () => {
  it("reads path and query from the address", () => {
    window.history.replaceState(null, "", "/BOS?doc=a&page=2");
    window.dispatchEvent(new PopStateEvent("popstate"));
    const { result } = renderHook(() => useNavigationEntry());
    expect(result.current).toMatchObject({ path: "/BOS", search: "doc=a&page=2", type: "POP" });
  });

  it("turns an old hash address into its path, query included", () => {
    window.history.replaceState(null, "", "/#/academics/?option=syllabus&x=1");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    const { result } = renderHook(() => useNavigationEntry());
    expect(result.current).toMatchObject({ path: "/academics/", search: "option=syllabus&x=1", type: "POP" });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/academics/?option=syllabus&x=1",
    );
  });

  it("knows the old hash addresses of every root: a language's and a preview's", () => {
    expect(pathOfHashAddress("/", "#/faculty/3")).toBe("/faculty/3");
    expect(pathOfHashAddress("/hi/", "#/notices")).toBe("/hi/notices");
    expect(pathOfHashAddress("/admin/preview/x/", "#/BOS?doc=a")).toBe("/admin/preview/x/BOS?doc=a");
    expect(pathOfHashAddress("/hi/", "#/")).toBe("/hi/");
    // The skip link's target and a page's own fragment are no addresses.
    expect(pathOfHashAddress("/", "#main-content")).toBeUndefined();
    expect(pathOfHashAddress("/faculty", "#/x")).toBeUndefined();
  });

  it("pushes a new entry with a new key, and replaces when the URL is the same", () => {
    const { result } = renderHook(() => useNavigationEntry());
    const length = window.history.length;
    act(() => navigate("/faculty"));
    const first = result.current;
    expect(first).toMatchObject({ path: "/faculty", search: "", type: "PUSH" });
    expect(window.location.pathname).toBe("/faculty");
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
      window.history.pushState(null, "", "/schemes");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current).toMatchObject({ path: "/schemes", type: "POP" });
    expect((window.history.state as { key: string }).key).toBe(result.current.key);
  });

  it("catches up with a link followed while nothing listened (before the app hydrated)", () => {
    const early = renderHook(() => useNavigationEntry());
    expect(early.result.current.path).toBe("/");
    early.unmount();
    // The browser follows a server-rendered link on its own: a new entry, no event anyone hears.
    window.history.pushState(null, "", "/accessibility");
    const { result } = renderHook(() => useNavigationEntry());
    expect(result.current).toMatchObject({ path: "/accessibility", type: "POP" });
    expect((window.history.state as { key: string }).key).toBe(result.current.key);
  });
});
