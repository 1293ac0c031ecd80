/**
 * The collections as visitors meet them: each list's name on the site, its API path, its page
 * route and its feed. The public site imports this part of the registry at start, so it has no
 * zod: the list endpoints' answer schemas are in ./public-answers.ts, the pack schemas and the
 * editor's forms in ./lists.ts.
 */
import type { familyServed } from "./served-lists.js";

/** A family of list collections: collections of one family share the shape of their items (./served-lists.ts). */
export type CollectionFamily = keyof typeof familyServed;

export interface PublicCollection {
  /** As the site names it (menu, page title, search result titles). */
  title: string;
  family: CollectionFamily;
  /** Its list endpoint (spec section 7). */
  api: string;
  /** The site's hash route of the page that shows it. */
  page: string;
  /** A page of its own: the sentence the sitemap and the meta description give it. */
  description?: string;
  /** An event list: its name in feed URLs (`/feeds/events/{calendar}/{n}.ics`). */
  calendar?: string;
  /** Fed as RSS and Atom (the notices). */
  news?: true;
  /** Its documents open in the site's PDF viewer (`page?doc=key`). */
  viewer?: true;
  /** A list of files on the academics page: the sentence it shows while none is published. */
  emptyNote?: string;
}

/** Every list collection, in the order of the site's menus, the editor's navigation and a pack's files. */
export const publicCollections = {
  notices: {
    title: "Notices",
    family: "notice",
    api: "/generals/notice",
    page: "/notices",
    news: true,
    description: "The department's notices, newest first, with RSS and Atom feeds.",
  },
  competitions: {
    title: "Competitions",
    family: "event",
    api: "/events/competitions",
    page: "/events/competitions",
    calendar: "competitions",
    description: "Competitions the department organised.",
  },
  workshops: {
    title: "Workshops",
    family: "event",
    api: "/events/workshops",
    page: "/events/workshops",
    calendar: "workshops",
    description: "Workshops the department organised.",
  },
  expertTalks: {
    title: "Expert Talks",
    family: "event",
    api: "/events/expert_talks",
    page: "/events/expert-talks",
    calendar: "expert-talks",
    description: "Talks by experts from industry and academia.",
  },
  valueAddedCourses: {
    title: "Value Added Courses",
    family: "event",
    api: "/events/value_added_courses",
    page: "/events/value-added-courses",
    calendar: "value-added-courses",
    description: "Courses beyond the curriculum.",
  },
  timetable: {
    title: "Time Table",
    family: "titledFile",
    api: "/generals/timetable",
    page: "/academics/?option=time-table",
    emptyNote: "No time table has been published yet.",
  },
  syllabus: {
    title: "Syllabus",
    family: "titledFile",
    api: "/generals/syllabus/",
    page: "/academics/?option=syllabus",
    emptyNote: "No syllabus has been published yet.",
  },
  results: {
    title: "Results",
    family: "titledFile",
    api: "/generals/result/",
    page: "/academics/?option=results",
    emptyNote: "No results have been published yet.",
  },
  internships: {
    title: "Internships",
    family: "internship",
    api: "/generals/internships",
    page: "/academics/?option=internships",
  },
  placements: {
    title: "Placements",
    family: "yearlyReport",
    api: "/generals/placements",
    page: "/academics/?option=placements",
    emptyNote: "No placement records have been published yet.",
  },
  higherStudies: {
    title: "Higher Studies",
    family: "yearlyReport",
    api: "/generals/higher_studies",
    page: "/academics/?option=higherStudies",
    emptyNote: "No higher studies records have been published yet.",
  },
  others: { title: "Others", family: "other", api: "/generals/others", page: "/academics/?option=others" },
  studentAchievements: {
    title: "Student Achievements",
    family: "achievement",
    api: "/generals/students_achievement",
    page: "/academics/?option=stud_achi",
  },
  bos: {
    title: "Board of Studies (BOS) Documents",
    family: "titledFile",
    api: "/generals/BOS/",
    page: "/BOS",
    viewer: true,
    description: "The Board of Studies' documents, in the site's PDF viewer.",
  },
  mom: {
    title: "Minutes of the Meeting",
    family: "titledFile",
    api: "/generals/MOM/",
    page: "/MOM",
    description: "Minutes of the meetings on curriculum revision.",
  },
  schemes: {
    title: "Schemes",
    family: "titledFile",
    api: "/generals/schemes/",
    page: "/schemes",
    description: "The schemes of teaching and examination.",
  },
} as const satisfies Record<string, PublicCollection>;

export type ListCollection = keyof typeof publicCollections;
type Declared = typeof publicCollections;

/** The list collections in menu order. */
export const LIST_COLLECTIONS = Object.keys(publicCollections) as ListCollection[];

/**
 * The site order of search results that match alike (db/search-repository.ts): news, events,
 * documents, reports, achievements.
 */
export const SEARCH_ORDER: readonly ListCollection[] = [
  "notices",
  "competitions",
  "workshops",
  "expertTalks",
  "valueAddedCourses",
  "bos",
  "timetable",
  "syllabus",
  "results",
  "mom",
  "schemes",
  "internships",
  "placements",
  "higherStudies",
  "studentAchievements",
  "others",
];

/** The collections of one family, as a type. */
export type FamilyMembers<Family extends CollectionFamily> = {
  [Name in ListCollection]: Declared[Name]["family"] extends Family ? Name : never;
}[ListCollection];

/** Each list collection's page route, by its name. */
export const collectionPages = Object.fromEntries(
  LIST_COLLECTIONS.map((name) => [name, publicCollections[name].page]),
) as {
  readonly [Name in ListCollection]: Declared[Name]["page"];
};

/** The collections of one family, in menu order. */
export function collectionsOf<Family extends CollectionFamily>(family: Family): FamilyMembers<Family>[] {
  return LIST_COLLECTIONS.filter((name): name is FamilyMembers<Family> => publicCollections[name].family === family);
}

/** Whether `name` belongs to `family`: narrows it for code that shows one family's items. */
export function isOfFamily<Family extends CollectionFamily>(
  name: ListCollection,
  family: Family,
): name is FamilyMembers<Family> {
  return publicCollections[name].family === family;
}

/** The event lists (the site's Events menu), in menu order. */
export type EventCollection = FamilyMembers<"event">;
export const EVENT_COLLECTIONS: readonly EventCollection[] = collectionsOf("event");

type CalendarOf<Name extends ListCollection> = Declared[Name] extends { calendar: infer Kind extends string }
  ? Kind
  : never;
export type EventFeedKindMap = { [Name in ListCollection as CalendarOf<Name>]: Name };

/** The event collections as they appear in a feed URL, in the order of the site's menu. */
export const eventFeedKinds = Object.fromEntries(
  LIST_COLLECTIONS.flatMap((name) => {
    const declared: PublicCollection = publicCollections[name];
    return declared.calendar ? [[declared.calendar, name]] : [];
  }),
) as EventFeedKindMap;

export type EventFeedKind = keyof EventFeedKindMap;
