import { describe, expect, it } from "vitest";
import {
  INITIAL_PRINT_STATE,
  isChoosingPages,
  printProgress,
  printReducer,
  type PrintEvent,
  type PrintState,
} from "./print-status.js";

function run(events: PrintEvent[], from: PrintState = INITIAL_PRINT_STATE): PrintState {
  return events.reduce(printReducer, from);
}

describe("print status machine", () => {
  it("clicking print moves Inactive to CheckingPermission", () => {
    expect(run([{ type: "request" }]).status).toBe("CheckingPermission");
  });

  it("a permitted document goes through Preparing page by page to Ready, then back to Inactive", () => {
    const checking = run([{ type: "request" }, { type: "permission", allowed: true }]);
    expect(checking).toMatchObject({ status: "CheckingPermission", allowed: true });
    // Print asks nothing more: the viewer starts preparing every page at once.
    expect(isChoosingPages(checking)).toBe(false);
    const preparing = run([{ type: "start", total: 3 }], checking);
    expect(preparing).toMatchObject({ status: "Preparing", rendered: 0, total: 3 });
    const oneDone = run([{ type: "page-rendered" }], preparing);
    expect(oneDone.status).toBe("Preparing");
    expect(printProgress(oneDone)).toBe(33);
    const ready = run([{ type: "page-rendered" }, { type: "page-rendered" }], oneDone);
    expect(ready.status).toBe("Ready");
    expect(printProgress(ready)).toBe(100);
    expect(run([{ type: "printed" }], ready).status).toBe("Inactive");
  });

  it("cancel while preparing returns to Inactive", () => {
    const preparing = run([
      { type: "request" },
      { type: "permission", allowed: true },
      { type: "start", total: 5 },
      { type: "page-rendered" },
    ]);
    expect(run([{ type: "cancel" }], preparing)).toEqual(INITIAL_PRINT_STATE);
  });

  it("'Print pages…' asks which pages once printing is allowed; cancel there returns to Inactive", () => {
    const asked = run([{ type: "request", choosePages: true }]);
    expect(isChoosingPages(asked)).toBe(false);
    const choosing = run([{ type: "permission", allowed: true }], asked);
    expect(isChoosingPages(choosing)).toBe(true);
    expect(run([{ type: "start", total: 2 }], choosing)).toMatchObject({ status: "Preparing", total: 2 });
    expect(run([{ type: "cancel" }], choosing)).toEqual(INITIAL_PRINT_STATE);
    expect(
      isChoosingPages(
        run([
          { type: "request", choosePages: true },
          { type: "permission", allowed: false },
        ]),
      ),
    ).toBe(false);
  });

  it("a refused document shows the modal; closing it sets Cancelled", () => {
    const refused = run([{ type: "request" }, { type: "permission", allowed: false }]);
    expect(refused).toMatchObject({ status: "CheckingPermission", refused: true });
    expect(run([{ type: "start", total: 2 }], refused)).toBe(refused);
    const cancelled = run([{ type: "close-refusal" }], refused);
    expect(cancelled.status).toBe("Cancelled");
    expect(run([{ type: "request" }], cancelled).status).toBe("CheckingPermission");
  });

  it("ignores events that do not apply", () => {
    expect(run([{ type: "page-rendered" }, { type: "printed" }, { type: "cancel" }])).toEqual(INITIAL_PRINT_STATE);
    const checking = run([{ type: "request" }]);
    expect(run([{ type: "start", total: 2 }], checking)).toBe(checking);
    expect(run([{ type: "request" }], checking)).toBe(checking);
  });

  it("an empty page list does not start preparing", () => {
    const choosing = run([{ type: "request" }, { type: "permission", allowed: true }]);
    expect(run([{ type: "start", total: 0 }], choosing)).toBe(choosing);
  });
});
