import { describe, expect, it } from "vitest";
import { SECOND_LANGUAGES } from "@dept/contract";
import { loadViewerMessages } from "./load-messages";
import { hindiViewerMessages } from "./hi";

describe("the PDF viewer's texts by language", () => {
  it("leaves English to the viewer's own texts and loads Hindi's", async () => {
    expect(await loadViewerMessages("en")).toBeUndefined();
    expect(await loadViewerMessages("hi")).toBe(hindiViewerMessages);
  });

  it("has texts for every second language", async () => {
    for (const lang of SECOND_LANGUAGES) expect(await loadViewerMessages(lang)).toBeDefined();
  });
});
