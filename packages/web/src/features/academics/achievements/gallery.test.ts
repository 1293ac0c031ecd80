import { describe, expect, it } from "vitest";
import type { StudentAchievement } from "@dept/contract";
import { en } from "../../../i18n/catalogues/en";
import { buildGallery } from "./gallery";

const achievement: StudentAchievement = {
  name: '<img src=x onerror="alert(1)">Asha',
  date: "March 2025",
  achievement: "<b>Winner</b>",
  details: "",
  photo: ["/api/images/0123456789abcdef/640.webp", "javascript:alert(1)", "/9j/4AAQSkZJRg=="],
};

describe("buildGallery", () => {
  it("shows the content strings as text and only image sources as image URLs", () => {
    const target = document.implementation.createHTMLDocument("");
    buildGallery(target, achievement, "https://dept.example.edu/#/academics/", { lang: "en", text: en.academics });
    expect(target.querySelector("h1")?.textContent).toBe(achievement.name);
    expect(target.querySelector("p")?.textContent).toBe("<b>Winner</b>");
    expect(target.querySelectorAll("b, script")).toHaveLength(0);
    const images = [...target.querySelectorAll("img")];
    expect(images.map((image) => image.getAttribute("src"))).toEqual([
      "https://dept.example.edu/api/images/0123456789abcdef/640.webp",
      "data:image/jpeg;base64,/9j/4AAQSkZJRg==",
    ]);
    expect(images[0]!.getAttribute("srcset")).toBe(
      [160, 320, 640, 960, 1280]
        .map((width) => `https://dept.example.edu/api/images/0123456789abcdef/${width}.webp ${width}w`)
        .join(", "),
    );
    expect(images[1]!.hasAttribute("srcset")).toBe(false);
    expect(images.map((image) => image.alt)).toEqual([
      `Photo 1 of 2: ${achievement.name}`,
      `Photo 2 of 2: ${achievement.name}`,
    ]);
    expect(target.title).toContain("Asha");
  });
});
