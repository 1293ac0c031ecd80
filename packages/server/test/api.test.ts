/** Every endpoint against SQLite and, with TEST_DATABASE_URL, the same cases against PostgreSQL. */
import fs from "node:fs";
import zlib from "node:zlib";
import { apiRoutes, facultyDetail, fileLink, IMAGE_WIDTHS, resumeLink, type ApiRouteName } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../src/security-policy.js";
import { testDatabases } from "./support/databases.js";
import { browserAgent, importInto, startApp } from "./support/test-app.js";
import { newTestPack } from "./support/test-pack.js";

describe.each(testDatabases)("API on $name", (database) => {
  let app: FastifyInstance;
  let pack: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    pack = await newTestPack();
    app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    await importInto(app, pack);
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
    fs.rmSync(pack, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
  const json = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  it("answers every path of spec section 7 in the contract's shape", async () => {
    for (const [name, route] of Object.entries(apiRoutes) as [ApiRouteName, (typeof apiRoutes)[ApiRouteName]][]) {
      const url = name === "facultyDetails" ? `${route.path}?id=ada.lovelace` : route.path;
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      const parsed = route.response.safeParse(response.json());
      expect(parsed.success, `${url}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("builds the homepage from site.yaml with blank-line paragraph breaks", async () => {
    expect(await json("/endpoints/homepage")).toEqual({
      department: "Department of Testing",
      about_dept: "First paragraph.\n\nSecond paragraph.",
      HOD_name: "Dr. Head",
      HOD_profile_image: expect.stringMatching(/^\/api\/images\/[a-f0-9]{32}\/640\.webp$/),
      HODs_message: "Hello.\n\nWelcome.",
    });
  });

  it("lists faculty in file order and answers profiles with their sections", async () => {
    const list = await json("/endpoints/faculty_list");
    expect(list.faculties.map((member: { id: string }) => member.id)).toEqual(["ada.lovelace", "alan_turing-2"]);
    expect(Object.keys(list.faculties[0]).sort()).toEqual(["designation", "id", "image", "name", "qualification"]);

    const ada = facultyDetail.parse(await json("/endpoints/faculty_details?id=ada.lovelace"));
    expect(ada).toMatchObject({
      name: "Dr. Ada Lovelace",
      designation: "Professor",
      educations: { "Ph.D": "Mathematics, Test University, 1840" },
      email: "ada@example.edu",
      ext: "1234",
      telephone: "+00 1",
      room: "R-1",
      Experiences: ["Ten years."],
      "Books Published": ["Notes."],
    });
    expect(ada.resume).toMatch(/^resources\/[a-f0-9]{32}\/résumé 1\.pdf$/);
    const alan = await json("/endpoints/faculty_details?id=alan_turing-2");
    expect(alan).toMatchObject({ name: "Dr. Alan Turing", resume: null, email: null, educations: {} });
  });

  it("rejects bad faculty ids: 400 missing, over-long or malformed; 404 unknown", async () => {
    const cases: [string, number][] = [
      ["/endpoints/faculty_details", 400],
      ["/endpoints/faculty_details?id=", 400],
      [`/endpoints/faculty_details?id=${"a".repeat(201)}`, 400],
      ["/endpoints/faculty_details?id=a%2Fb", 400],
      ["/endpoints/faculty_details?id=..%2Fetc", 400],
      ["/endpoints/faculty_details?id=%00", 400],
      ["/endpoints/faculty_details?id=a&id=b", 400],
      ["/endpoints/faculty_details?id=<script>", 400],
      [`/endpoints/faculty_details?id=${"a".repeat(200)}`, 404],
      ["/endpoints/faculty_details?id=nobody", 404],
    ];
    for (const [url, status] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.json(), url).toEqual({
        error: { code: status === 400 ? "bad_request" : "not_found", message: expect.any(String) },
      });
    }
  });

  it("orders notices newest first and joins event speakers", async () => {
    const notices = await json("/generals/notice");
    expect(notices.map((notice: { title: string }) => notice.title)).toEqual(["Newer notice", "Older notice"]);
    expect(notices[0].file).toMatch(/^\/resources\/resources\/[a-f0-9]{32}\/b\.pdf$/);
    const workshops = await json("/events/workshops");
    expect(workshops.map((event: { title: string }) => event.title)).toEqual(["Rust Workshop", "Git Workshop"]);
    expect(workshops[0]).toMatchObject({
      speaker: "Speaker One, Speaker Two",
      start_date: "2025-01-10",
      end_date: "2025-01-11",
    });
    expect(await json("/events/value_added_courses")).toEqual([]);
    expect(await json("/generals/internships")).toEqual([
      { category: "industry", year: 2024, pdf: expect.stringMatching(/^\/resources\/resources\//) },
      { category: "research", year: 2023, pdf: expect.stringMatching(/^\/resources\/resources\//) },
    ]);
    const achievements = await json("/generals/students_achievement");
    expect(achievements[0]).toMatchObject({
      name: "Student Y",
      date: "March 2025",
      linkedin_url: "https://linkedin.example/y",
    });
    expect(achievements[0].photo).toHaveLength(2);
    expect(achievements[1]).not.toHaveProperty("linkedin_url");
    expect(await json("/generals/syllabus")).toEqual(await json("/generals/syllabus/"));
  });

  it("serves precomputed JSON compressed, with an ETag and 304", async () => {
    const plain = await get("/generals/students_achievement");
    const etag = plain.headers.etag as string;
    const br = await get("/generals/students_achievement", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get("/generals/students_achievement", { "accept-encoding": "gzip, deflate" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const cached = await get("/generals/students_achievement", { "if-none-match": etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe("");
  });

  it("serves every file link with type, length, ranges, strong ETag and immutable caching", async () => {
    const notices = await json("/generals/notice");
    const url = fileLink("", notices[1].file);
    const full = await get(url);
    expect(full.statusCode).toBe(200);
    expect(full.headers["content-type"]).toBe("application/pdf");
    expect(full.headers["content-length"]).toBe(String(full.rawPayload.length));
    expect(full.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(full.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(full.headers["content-disposition"]).toBe(`inline; filename="a.pdf"; filename*=UTF-8''a.pdf`);
    expect(full.headers["accept-ranges"]).toBe("bytes");
    const etag = full.headers.etag as string;
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    const size = full.rawPayload.length;

    const part = await get(url, { range: "bytes=0-4" });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe("%PDF-");
    expect(part.headers["content-range"]).toBe(`bytes 0-4/${size}`);
    expect(part.headers["content-length"]).toBe("5");
    const tail = await get(url, { range: "bytes=-10" });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(full.rawPayload.subarray(size - 10))).toBe(true);
    const open = await get(url, { range: `bytes=${size - 3}-` });
    expect(open.headers["content-range"]).toBe(`bytes ${size - 3}-${size - 1}/${size}`);
    const outside = await get(url, { range: `bytes=${size}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers["content-range"]).toBe(`bytes */${size}`);
    expect(outside.json().error.code).toBe("range_not_satisfiable");
    const staleRange = await get(url, { range: "bytes=0-4", "if-range": '"other"' });
    expect(staleRange.statusCode).toBe(200);
    expect((await get(url, { "if-none-match": etag })).statusCode).toBe(304);
    const head = await app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(size));
    expect(head.body).toBe("");

    const ada = await json("/endpoints/faculty_details?id=ada.lovelace");
    const resume = await get(encodeURI(resumeLink("", ada.resume)));
    expect(resume.statusCode).toBe(200);
    expect(resume.headers["content-disposition"]).toBe(
      `inline; filename="r_sum_ 1.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%201.pdf`,
    );
  });

  it("serves resized webp images at every width, never enlarged, without metadata", async () => {
    const homepage = await json("/endpoints/homepage");
    const big = homepage.HOD_profile_image as string;
    for (const width of IMAGE_WIDTHS) {
      const response = await get(big.replace("/640.webp", `/${width}.webp`));
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.width).toBe(width);
      expect(metadata.exif).toBeUndefined();
    }
    const list = await json("/endpoints/faculty_list");
    const small = list.faculties[1].image as string;
    const enlarged = await get(small.replace("/640.webp", "/1280.webp"));
    expect((await sharp(enlarged.rawPayload).metadata()).width).toBe(100);
    expect((await get(big.replace("/640.webp", "/641.webp"))).statusCode).toBe(404);
    expect((await get(big.replace("/640.webp", "/640.png"))).statusCode).toBe(404);
  });

  it("refuses traversal attempts with 400 or 404 and never reads outside the store", async () => {
    const notices = await json("/generals/notice");
    const [hash] = fileLink("", notices[0].file).split("/").slice(-2);
    const attempts = [
      "/api/files/../../etc/passwd",
      "/api/files/%2e%2e/%2e%2e/etc/passwd",
      "/api/files/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
      `/api/files/${hash}/..%2f..%2fsite.db`,
      `/api/files/${hash}/..%5c..%5csite.db`,
      "/api/files/..\\..\\etc\\passwd",
      `/api/files/${hash}/b.pdf%00.txt`,
      "/api/files//etc/passwd",
      "/api/files/%2Fetc%2Fpasswd",
      "/api/files/site.db",
      `/api/files/${hash}`,
      `/api/files/${hash}/other.pdf`,
      `/api/files/${hash}/b.pdf/extra`,
      "/api/files/blobs/site.db",
      "/api/images/../site.db",
      "/api/images/%2e%2e/%2e%2e/etc/passwd",
      `/api/images/${hash}/640.webp`,
    ];
    for (const url of attempts) {
      const response = await get(url);
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.json().error.code, url).toMatch(/^(bad_path|not_found)$/);
    }
  });

  it("counts visits once per address per day, ignores bots and shares the total", async () => {
    // An empty agent stands for a missing one (inject would otherwise send its own).
    const post = (agent: string, ip = "203.0.113.7") =>
      app.inject({ method: "POST", url: "/api/visitors", remoteAddress: ip, headers: { "user-agent": agent } });
    const start = (await json("/api/visitors")).total as number;
    expect((await post(browserAgent)).json()).toEqual({ total: start + 1 });
    expect((await post(browserAgent)).json()).toEqual({ total: start + 1 });
    // Another browser at the same address is the same visitor: a changed agent adds nothing.
    expect((await post(`${browserAgent} Firefox`)).json()).toEqual({ total: start + 1 });
    expect((await post(browserAgent, "198.51.100.9")).json()).toEqual({ total: start + 2 });
    for (const bot of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.0", "python-requests/2.31", ""]) {
      expect((await post(bot, "192.0.2.44")).json()).toEqual({ total: start + 2 });
    }
    const withBody = await app.inject({
      method: "POST",
      url: "/api/visitors",
      remoteAddress: "192.0.2.45",
      headers: { "user-agent": browserAgent, "content-type": "application/json" },
      payload: "{}",
    });
    expect(withBody.json()).toEqual({ total: start + 3 });
    const total = await get("/api/visitors");
    expect(total.json()).toEqual({ total: start + 3 });
    expect(total.headers["cache-control"]).toBe("no-store");
    expect(total.headers["set-cookie"]).toBeUndefined();
    const stored = JSON.stringify(await app.database.db.selectFrom("visits").selectAll().execute());
    expect(stored).not.toContain("203.0.113.7");
  });

  it("publishes an OpenAPI document generated from the contract", async () => {
    const document = await json("/api/openapi.json");
    expect(document.openapi).toBe("3.1.0");
    for (const route of Object.values(apiRoutes)) expect(document.paths).toHaveProperty([route.path]);
    expect(document.paths["/api/visitors"]).toHaveProperty("post");
    for (const path of ["/api/publications", "/api/publications.bib"])
      expect(Object.keys(document.paths[path].get.responses)).toEqual(["200", "304", "400", "404", "503"]);
    expect(
      document.paths["/api/publications"].get.parameters.map((parameter: { name: string }) => parameter.name),
    ).toEqual(["faculty", "year", "type", "lang"]);
    // Every content GET takes the answer's language (issue 27).
    for (const path of [apiRoutes.homepage.path, apiRoutes.facultyDetails.path, "/api/site"]) {
      expect(
        document.paths[path].get.parameters.find((parameter: { name: string }) => parameter.name === "lang").schema
          .enum,
      ).toEqual(["en", "hi"]);
    }
    expect(
      document.paths["/endpoints/homepage"].get.responses["200"].content["application/json"].schema.required,
    ).toContain("HODs_message");
  });

  it("answers /healthz, unknown paths with the JSON 404, and puts security headers on everything", async () => {
    expect((await get("/healthz")).statusCode).toBe(200);
    const missing = await get("/no/such/page");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    const notices = await json("/generals/notice");
    for (const url of [
      "/healthz",
      "/no/such/page",
      "/",
      "/api/files/%2e%2e/x",
      "/endpoints/homepage",
      fileLink("", notices[0].file),
    ]) {
      const response = await get(url);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(response.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
      expect(response.headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    // The public API may serve a web build on another origin (API_BASE); pages themselves may not.
    expect((await get("/endpoints/homepage")).headers["access-control-allow-origin"]).toBe("*");
    expect((await get("/")).headers["access-control-allow-origin"]).toBeUndefined();
  });
});
