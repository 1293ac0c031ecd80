import { describe, expect, it } from "vitest";
import { imageSrcSet, imageVariantPath } from "./images.js";

describe("image variants", () => {
  const hash = "0123456789abcdef0123";
  it("builds a srcset of every width from one variant URL", () => {
    expect(imageSrcSet(imageVariantPath(hash, 640))).toBe(
      `/api/images/${hash}/160.webp 160w, /api/images/${hash}/320.webp 320w, /api/images/${hash}/640.webp 640w, /api/images/${hash}/960.webp 960w, /api/images/${hash}/1280.webp 1280w`,
    );
    expect(imageSrcSet(`https://x.example/api/images/${hash}/320.webp`)).toMatch(
      /^https:\/\/x\.example\/api\/images\//,
    );
  });

  it("gives no srcset for other images", () => {
    expect(imageSrcSet("/9j/4AAQSkZJRg")).toBeUndefined();
    expect(imageSrcSet("https://x.example/photo.jpg")).toBeUndefined();
  });
});
