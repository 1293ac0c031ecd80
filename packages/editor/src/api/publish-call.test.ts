import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-client";
import { PUBLISH_TRIES, publishRevision } from "./publish-call";

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const noWait = async () => {};
/** A publish's answer as the contract's table has it (the client parses every answer). */
const published = {
  id: "e1",
  collection: "notices",
  title: "Exam timetable",
  state: "published",
  live: true,
  pending: false,
  updatedAt: "2026-11-25T10:00:00.000Z",
  updatedBy: "publisher@dept.example",
  date: "2026-11-25",
  publishAt: null,
  unpublishAt: null,
  head: "r5",
  data: { title: "Exam timetable" },
  liveData: { title: "Exam timetable" },
  revisions: [],
  publication: 7,
  repeated: true,
};

describe("publishRevision", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the revision on screen, and sends it again when the connection dropped, taking the repeat as published", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(answer(200, published));
    vi.stubGlobal("fetch", fetch);
    await expect(publishRevision("e1", "r5", noWait)).resolves.toMatchObject({
      state: "published",
      publication: 7,
      repeated: true,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const [url, init] of fetch.mock.calls) {
      expect(url).toBe("/admin/api/entries/e1/publish");
      expect(init).toMatchObject({ method: "POST", body: JSON.stringify({ revision: "r5" }) });
    }
  });

  it("does not repeat a publish the server refused, and gives up after a few tries without an answer", async () => {
    const refused = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(
        answer(409, { error: { code: "conflict", message: "Someone changed this entry after you opened it." } }),
      );
    vi.stubGlobal("fetch", refused);
    await expect(publishRevision("e1", "r5", noWait)).rejects.toEqual(
      new ApiError(409, "conflict", "Someone changed this entry after you opened it."),
    );
    expect(refused).toHaveBeenCalledTimes(1);

    const gone = vi.fn<typeof globalThis.fetch>().mockImplementation(async () => answer(502, {}));
    vi.stubGlobal("fetch", gone);
    await expect(publishRevision("e1", "r5", noWait)).rejects.toMatchObject({ status: 502 });
    expect(gone).toHaveBeenCalledTimes(PUBLISH_TRIES);
  });
});
