import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import type { Language } from "@dept/contract";
import { en } from "../../i18n/catalogues/en";
import { hi } from "../../i18n/catalogues/hi";
import { I18nProvider } from "../../i18n/i18n";
import { Snippet } from "./snippet";

afterEach(cleanup);

const snippetIn = (lang: Language, text: string) =>
  render(
    <I18nProvider lang={lang} catalogue={lang === "en" ? en : hi}>
      <Snippet parts={[{ text }, { text: "word", mark: true }]} />
    </I18nProvider>,
  ).container.querySelector("p")!;

describe("a search result's snippet", () => {
  it("is marked English on a Hindi page when its letters are Latin only, whatever the title's language", () => {
    expect(snippetIn("hi", "The timetable for 2026: ").getAttribute("lang")).toBe("en");
    expect(snippetIn("hi", "परीक्षा की समय सारणी ").hasAttribute("lang")).toBe(false);
    expect(snippetIn("en", "The timetable for 2026: ").hasAttribute("lang")).toBe(false);
  });
});
