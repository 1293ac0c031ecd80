import { describe, expect, it } from "vitest";
import { PendingUploads } from "./pending-uploads";

function gate() {
  let open = () => {};
  let fail = (_: Error) => {};
  const promise = new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject)));
  return { promise, open, fail };
}

describe("PendingUploads", () => {
  it("settles once every upload has ended, those started while waiting and failed ones included", async () => {
    const uploads = new PendingUploads();
    const first = gate();
    const second = gate();
    const failed = uploads.track(first.promise);
    let settled = false;
    const waiting = uploads.settled().then(() => (settled = true));
    uploads.track(second.promise);
    expect(uploads.count).toBe(2);

    first.fail(new Error("refused"));
    await expect(failed).rejects.toThrow("refused");
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(uploads.count).toBe(1);

    second.open();
    await waiting;
    expect(settled).toBe(true);
    expect(uploads.count).toBe(0);
  });

  it("settles at once when nothing is uploading", async () => {
    await expect(new PendingUploads().settled()).resolves.toBeUndefined();
  });
});
