import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { WithSite } from "../test/site";
import { RouteErrorBoundary } from "./error-page";

function Broken(): React.ReactNode {
  throw new Error("boom");
}

describe("RouteErrorBoundary", () => {
  it("shows the spec's generic screen when a route fails to render", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
      { wrapper: WithSite },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
    expect(consoleError).toHaveBeenCalledWith("Route error:", expect.objectContaining({ message: "boom" }));
    consoleError.mockRestore();
  });
});
