/** The blob store is cleaned (issue 18, point 4): unreferenced blobs go after a grace period, killed writes at start. */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanBlobs, RETIRED_GRACE_MS } from "../src/content/blob-cleanup.js";
import { testDatabases } from "./support/databases.js";
import { addStaff, signIn, upload } from "./support/staff.js";
import { importInto, startApp } from "./support/test-app.js";
import { makePdf, makePng, newTestPack, readYaml, write, writeYaml } from "./support/test-pack.js";

describe.each(testDatabases)("blob cleanup on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let dataDir: string;
  let databaseUrl: string | undefined;
  let first: string;
  let second: string;

  const carousel = (pack: string, photo: string) => {
    const site = readYaml<{ homeCarousel: { path: string; alt: string }[] }>(pack, "site.yaml");
    site.homeCarousel = site.homeCarousel.map((image) => ({ ...image, path: photo }));
    writeYaml(pack, "site.yaml", site);
  };
  /** An image uploaded in the editor that no entry names (yet): its hash. */
  const uploadUnsaved = async (bytes: Buffer) => {
    const answer = await upload(
      await signIn(app, "editor@dept.example"),
      app,
      "image",
      "unsaved.png",
      bytes,
      "image/png",
    );
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ ref: string }>().ref.split("/")[0]!;
  };

  const blobHashes = async () =>
    new Set((await app.database.db.selectFrom("blobs").select("hash").execute()).map((row) => row.hash));
  /** Every file and image URL the current content serves answers 200. */
  const expectEverythingServed = async () => {
    const notices = (await app.inject("/generals/notice")).json<{ file: string }[]>();
    for (const notice of notices)
      expect((await app.inject(`/api/files/${notice.file.replace("/resources/resources/", "")}`)).statusCode).toBe(200);
    const site = (await app.inject("/api/site")).json<{
      homeCarousel: { srcSet: string }[];
      video: { file: { src: string } };
    }>();
    for (const candidate of site.homeCarousel[0]!.srcSet.split(", "))
      expect((await app.inject(candidate.split(" ")[0]!)).statusCode).toBe(200);
    expect((await app.inject(site.video.file.src)).statusCode).toBe(200);
  };

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    dataDir = created.dataDir;
    databaseUrl = created.databaseUrl;
    first = await newTestPack();
    second = await newTestPack();
    // The first pack's carousel has a photo of its own, which the second replaces; the second
    // also replaces a PDF, which the notice's history still names.
    write(first, "images/carousel.png", await makePng(110, 70, "#a02040"));
    carousel(first, "images/carousel.png");
    write(second, "files/b.pdf", await makePdf("Document B, second edition"));
    write(second, "images/other.png", await makePng(120, 90, "#20a040"));
    carousel(second, "images/other.png");
    app = await startApp({ dataDir, databaseUrl });
    await addStaff(app, "editor@dept.example", "editor");
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
    for (const dir of [first, second]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("retires what an import leaves unreferenced, deletes it after the grace period, and keeps what is served or in history", async () => {
    await importInto(app, first);
    const oldNotice = (await app.inject("/generals/notice"))
      .json<{ title: string; file: string }[]>()
      .find((n) => n.title === "Newer notice")!;
    const oldCarousel = (await app.inject("/api/site"))
      .json<{ homeCarousel: { src: string }[] }>()
      .homeCarousel[0]!.src.split("/")[3]!;
    // Nothing needs an upload no entry ever named.
    const unsavedHash = await uploadUnsaved(await makePng(90, 60, "#4020a0"));
    const before = await blobHashes();
    const summary = await importInto(app, second);
    const after = await blobHashes();
    const gone = [...before].filter((hash) => !after.has(hash));
    // Nothing is deleted at once: another instance may still serve the first pack.
    expect(gone).toEqual([]);
    expect(summary.cleanup?.retired).toBeGreaterThan(0);
    expect(summary.cleanup?.deleted).toBe(0);
    await expectEverythingServed();

    const later = new Date(Date.now() + RETIRED_GRACE_MS + 60_000);
    const cleaned = await cleanBlobs(app.database.db, app.blobStore, later);
    expect(cleaned.deleted).toBe(summary.cleanup!.retired);
    const remaining = await blobHashes();
    expect(remaining.size).toBe(after.size - cleaned.deleted);
    const deleted = [...after].filter((hash) => !remaining.has(hash));
    for (const hash of deleted) expect(fs.existsSync(app.blobStore.localPath(hash))).toBe(false);
    await expectEverythingServed();
    expect(remaining.has(unsavedHash)).toBe(false);
    // The replaced PDF and carousel photo stay: revisions of the notice and of the site content
    // name them, and restoring one needs its file.
    expect(remaining.has(oldNotice.file.split("/")[3]!)).toBe(true);
    expect(remaining.has(oldCarousel)).toBe(true);
  });

  it("a blob needed again before its time is up is kept", async () => {
    const bytes = await makePng(100, 80, "#a0a020");
    const hash = await uploadUnsaved(bytes);
    await importInto(app, second);
    const retired = async () =>
      (await app.database.db.selectFrom("retired_blobs").select("hash").where("hash", "=", hash).execute()).length;
    expect(await retired()).toBe(1);
    // A pack with the same image needs it again before its time is up.
    const third = await newTestPack();
    write(third, "images/again.png", bytes);
    carousel(third, "images/again.png");
    await importInto(app, third);
    expect(await retired()).toBe(0);
    await cleanBlobs(app.database.db, app.blobStore, new Date(Date.now() + RETIRED_GRACE_MS + 60_000));
    expect((await blobHashes()).has(hash)).toBe(true);
    await expectEverythingServed();
    fs.rmSync(third, { recursive: true, force: true });
  });

  it("removes the *.tmp files of a killed write at start", async () => {
    const leftover = path.join(dataDir, "blobs", "ab", "abababababababababababababababab.1234.tmp");
    fs.mkdirSync(path.dirname(leftover), { recursive: true });
    fs.writeFileSync(leftover, "half a blob");
    const other = await startApp({ dataDir, databaseUrl });
    await other.close();
    expect(fs.existsSync(leftover)).toBe(false);
  });
});
