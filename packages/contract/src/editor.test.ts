import { describe, expect, it } from "vitest";
import { scheduleBody } from "./editor.js";

describe("a schedule", () => {
  it("takes an end only after the start", () => {
    expect(
      scheduleBody.safeParse({ publishAt: "2026-11-26T03:30:00.000Z", unpublishAt: "2026-11-26T03:00:00.000Z" }).error
        ?.issues[0],
    ).toMatchObject({
      path: ["unpublishAt"],
      message: "must be later than the time it is published",
    });
    expect(scheduleBody.safeParse({ publishAt: null, unpublishAt: "2026-11-26T03:00:00Z" }).success).toBe(true);
    expect(scheduleBody.safeParse({ publishAt: "tomorrow", unpublishAt: null }).success).toBe(false);
  });
});
