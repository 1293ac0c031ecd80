import { describe, expect, it } from "vitest";
import { imageSource } from "../../lib/images";
import { splitParagraphs } from "./paragraphs";

describe("imageSource: the three image forms", () => {
  it("turns raw base64 JPEG (which starts with /9j/) into a data: URL", () => {
    const raw =
      "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/";
    expect(imageSource(raw)).toEqual({ src: `data:image/jpeg;base64,${raw}` });
    expect(imageSource(`${raw.slice(0, 20)}\n${raw.slice(20)}`)).toEqual({ src: `data:image/jpeg;base64,${raw}` });
  });

  it("keeps a data: URL as it is", () => {
    const dataUrl = "data:image/png;base64,iVBORw0KGgo=";
    expect(imageSource(dataUrl)).toEqual({ src: dataUrl });
  });

  it("gives the server's resized variants as a srcset for our image URLs", () => {
    const source = imageSource("/api/images/0123456789abcdef/640.webp");
    expect(source?.src).toBe("/api/images/0123456789abcdef/640.webp");
    expect(source?.srcSet).toBe(
      "/api/images/0123456789abcdef/160.webp 160w, /api/images/0123456789abcdef/320.webp 320w, " +
        "/api/images/0123456789abcdef/640.webp 640w, /api/images/0123456789abcdef/960.webp 960w, /api/images/0123456789abcdef/1280.webp 1280w",
    );
    expect(imageSource("https://cdn.example.edu/api/images/0123456789abcdef/320.webp")?.srcSet).toContain(
      "https://cdn.example.edu/api/images/0123456789abcdef/1280.webp 1280w",
    );
  });

  it("keeps other http(s) URLs without a srcset and refuses anything else", () => {
    expect(imageSource("https://example.edu/photo.jpg")).toEqual({ src: "https://example.edu/photo.jpg" });
    expect(imageSource("")).toBeUndefined();
    expect(imageSource(null)).toBeUndefined();
    expect(imageSource("javascript:alert(1)")).toBeUndefined();
    expect(imageSource("//evil.example/x.png")).toBeUndefined();
  });
});

describe("splitParagraphs", () => {
  it("splits on blank lines and drops empty paragraphs", () => {
    expect(splitParagraphs("First line\nsame paragraph.\n\nSecond.\r\n  \r\nThird.\n\n\n")).toEqual([
      "First line\nsame paragraph.",
      "Second.",
      "Third.",
    ]);
    expect(splitParagraphs("")).toEqual([]);
  });
});
