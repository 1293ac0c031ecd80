/**
 * Search results open paths (issue 34): a faculty profile `/faculty/ID`, a BOS document
 * `/BOS?doc=KEY&page=N`, an academics tab `/academics/{option}` (Vision & Mission `/academics/`),
 * never a hash route; and an index made before keeps no `?option=` address after the migration.
 */
import { extraRoutes, searchResponse } from "@dept/contract";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../src/db/database.js";
import { searchSite } from "../src/db/search-repository.js";
import { queryPhrases } from "../src/search/terms.js";
import { testDatabases } from "./support/databases.js";
import { appWithTestPack } from "./support/test-app.js";

describe("search results' routes", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await appWithTestPack());
  });
  afterAll(async () => close?.());

  const routes = async (q: string) =>
    searchResponse
      .parse((await app.inject(`${extraRoutes.search.path}?q=${encodeURIComponent(q)}&limit=50`)).json())
      .results.map((result) => [result.title, result.route]);

  it("open an academics tab at its own path, Vision & Mission at the academics page (a file opens itself)", async () => {
    expect(await routes("Student Y")).toContainEqual(["Student Y: Hackathon", "/academics/stud_achi"]);
    expect(await routes("Student X")).toContainEqual(["Student X: Prize", "/academics/others"]);
    const vision = (await routes("vision")).find(([title]) =>
      String(title).includes("Computer Science And Engineering"),
    );
    expect(vision?.[1]).toBe("/academics/");
  });

  it("never name a hash route or the old academics query", async () => {
    for (const q of ["item", "notice", "workshop", "ada", "student", "vision", "2024"])
      for (const [title, route] of await routes(q)) expect(route ?? "", String(title)).not.toMatch(/#|\?option=/);
  });
});

describe.each(testDatabases)("the search-paths migration on $name", (testDatabase) => {
  it("rewrites the academics tabs' old addresses in an index made before", async () => {
    const target = await testDatabase.create();
    const handle = openDatabase(target);
    try {
      const { db, dialect } = handle;
      await migrate(db, dialect, "20261127050000-search-languages");
      const rows = [
        [0, "/academics/?option=syllabus"],
        [1, "/academics/?option=vision-mission"],
        [2, "/academics/?option=stud_achi"],
        [3, "/BOS?doc=0123456789abcdef"],
        [4, "/faculty/ada"],
      ] as const;
      for (const [id, route] of rows)
        await sql`INSERT INTO search_entries (id, kind, title, title_words, route) VALUES (${id}, 'page', ${`Entry ${id}`}, ${`entry ${id}`}, ${route})`.execute(
          db,
        );
      await migrate(db, dialect);
      const routes = await db.selectFrom("search_entries").select(["id", "route"]).orderBy("id").execute();
      expect(routes.map((row) => row.route)).toEqual([
        "/academics/syllabus",
        "/academics/",
        "/academics/stud_achi",
        "/BOS?doc=0123456789abcdef",
        "/faculty/ada",
      ]);
      expect(await searchSite(db, dialect, queryPhrases("entry"), 10, 0, "en")).toBeDefined();
    } finally {
      await handle.close();
      await target.drop();
    }
  });
});
