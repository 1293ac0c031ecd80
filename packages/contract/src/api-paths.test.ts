import { describe, expect, it } from "vitest";
import { apiPath, ENDPOINT_PATHS, EXTRA_PATHS } from "./api-paths.js";
import { FACULTY_ID_MAX, isFacultyId } from "./limits.js";
import { facultyId } from "./rules.js";
import { apiRoutes, extraRoutes, type ApiRouteName } from "./routes.js";

describe("the API's paths without zod", () => {
  it("are the route table's paths, route by route", () => {
    for (const name of Object.keys(apiRoutes) as ApiRouteName[]) expect(apiPath(name), name).toBe(apiRoutes[name].path);
    expect(Object.keys(ENDPOINT_PATHS).every((name) => name in apiRoutes)).toBe(true);
    for (const [name, route] of Object.entries(extraRoutes))
      expect(EXTRA_PATHS[name as keyof typeof EXTRA_PATHS], name).toBe(route.path);
  });

  it("tells faculty ids as the schema does", () => {
    const samples = [
      "3",
      "a.b_c-d",
      "",
      ".hidden",
      "-x",
      "has space",
      "ü",
      "x".repeat(FACULTY_ID_MAX),
      "x".repeat(FACULTY_ID_MAX + 1),
    ];
    for (const sample of samples)
      expect(isFacultyId(sample), JSON.stringify(sample)).toBe(facultyId.safeParse(sample).success);
  });
});
