import { describe, expect, it } from "vitest";
import { EMPTY_HISTORY, pushDestination, stepHistory } from "./nav-history.js";

describe("navigation history", () => {
  it("goes back and forward through followed destinations", () => {
    let history = pushDestination(EMPTY_HISTORY, 1, 5);
    history = pushDestination(history, 5, 9);
    let step = stepHistory(history, "back");
    expect(step.page).toBe(5);
    step = stepHistory(step.history, "back");
    expect(step.page).toBe(1);
    expect(stepHistory(step.history, "back").page).toBeNull();
    step = stepHistory(step.history, "forward");
    expect(step.page).toBe(5);
    step = stepHistory(step.history, "forward");
    expect(step.page).toBe(9);
    expect(stepHistory(step.history, "forward").page).toBeNull();
  });

  it("a new jump after going back drops the forward entries", () => {
    let history = pushDestination(EMPTY_HISTORY, 1, 5);
    history = pushDestination(history, 5, 9);
    history = stepHistory(history, "back").history;
    history = pushDestination(history, 7, 2);
    expect(history.pages).toEqual([1, 5, 7, 2]);
    expect(stepHistory(history, "forward").page).toBeNull();
  });

  it("does not record a jump to the same page twice", () => {
    expect(pushDestination(EMPTY_HISTORY, 3, 3).pages).toEqual([3]);
  });
});
