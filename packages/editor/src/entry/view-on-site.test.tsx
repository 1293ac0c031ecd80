import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { ViewOnSite } from "./view-on-site";

const link = () => screen.queryByRole("link", { name: /View on site/ });

describe("View on site", () => {
  it("links a live entry's page by its path, in a new tab", () => {
    render(<ViewOnSite entry={{ collection: "faculty", live: true, liveData: { id: "ada.lovelace" } }} />);
    expect(link()?.getAttribute("href")).toBe("/faculty/ada.lovelace");
    expect(link()?.getAttribute("target")).toBe("_blank");
    expect(link()?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("opens an academics list at its tab and the site content at home", () => {
    const { unmount } = render(<ViewOnSite entry={{ collection: "syllabus", live: true, liveData: {} }} />);
    expect(link()?.getAttribute("href")).toBe("/academics/syllabus");
    unmount();
    render(<ViewOnSite entry={{ collection: "site", live: true, liveData: {} }} />);
    expect(link()?.getAttribute("href")).toBe("/");
  });

  it("is not there for an entry visitors do not see", () => {
    render(<ViewOnSite entry={{ collection: "notices", live: false, liveData: null }} />);
    expect(link()).toBeNull();
  });
});
