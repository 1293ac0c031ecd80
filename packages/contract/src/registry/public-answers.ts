/** The list endpoints of the API route table: each list collection's path and the schema of its answer. */
import * as z from "zod/mini";
import { publicCollections, type ListCollection } from "./public.js";
import { familyServed } from "./served-lists.js";

type FamilyItems = { readonly [Family in keyof typeof familyServed]: (typeof familyServed)[Family]["answer"] };
type Declared = typeof publicCollections;

/** The shapes of list items the API answers (spec section 3), from each family's served shape: collections of one family share it. */
export const familyItems = Object.fromEntries(
  Object.entries(familyServed).map(([family, served]) => [family, served.answer]),
) as FamilyItems;

/** The rows of the spec's route table (section 7) in its order, which `/api/openapi.json` keeps. */
const API_ORDER: readonly ListCollection[] = [
  "workshops",
  "expertTalks",
  "valueAddedCourses",
  "competitions",
  "notices",
  "timetable",
  "syllabus",
  "results",
  "internships",
  "placements",
  "higherStudies",
  "others",
  "studentAchievements",
  "bos",
  "mom",
  "schemes",
];

export type ListApiRoutes = {
  [Name in ListCollection]: {
    path: Declared[Name]["api"];
    response: z.ZodMiniArray<(typeof familyItems)[Declared[Name]["family"]]>;
  };
};

/** The list endpoints of the API route table, in the spec's order. */
export const listApiRoutes = Object.fromEntries(
  API_ORDER.map((name) => [
    name,
    { path: publicCollections[name].api, response: z.array(familyItems[publicCollections[name].family]) },
  ]),
) as ListApiRoutes;
