import { describe, expect, it } from "vitest";
import { visitors } from "@dept/contract";
import { totalOf } from "./visitors";

describe("the visitor count's answer", () => {
  it("is taken as the contract's schema takes it", () => {
    const answers = [
      { total: 0 },
      { total: 1234 },
      { total: -1 },
      { total: 1.5 },
      { total: "3" },
      {},
      null,
      [],
      7,
      { total: 2 ** 60 },
    ];
    for (const answer of answers) {
      const parsed = visitors.safeParse(answer);
      expect(totalOf(answer), JSON.stringify(answer)).toBe(parsed.success ? parsed.data.total : undefined);
    }
  });
});
