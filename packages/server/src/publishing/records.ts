/**
 * Turns a validated pack into stored records: each in its API shape (spec section 7), with file
 * fields in the spec's stored form and image fields holding the source image hash, which the
 * response builder turns into a URL or legacy base64.
 */
import { STORED_FILE_PREFIX, STORED_RESUME_PREFIX, type SitePack } from "@dept/contract";
import type { NewContentRecord } from "../db/schema.js";
import type { PackEvent, PackListName } from "@dept/contract";
import type { ValidatedPack } from "./validate.js";

export interface StoredFile {
  hash: string;
  /** The original file name, made safe to stand as one URL path segment. */
  name: string;
  contentType: string;
}

export interface ImageSize {
  width: number;
  height: number;
}

export interface PackBlobs {
  files: Map<string, StoredFile>;
  /** Pack path -> source image hash. */
  images: Map<string, string>;
  /** Pack path -> the image's displayed size. */
  imageSizes: Map<string, ImageSize>;
}

/** An image of site.yaml as stored: its source hash (the key of its variants), size and alternative text. */
export interface StoredSiteImage extends ImageSize {
  image: string;
  alt: string;
}

/**
 * site.yaml as stored in the "site" record: every `{path, alt}` image replaced by a
 * StoredSiteImage, the video by its stored `hash/name` path and content type, the captions by theirs.
 */
export function storedSite(site: SitePack, blobs: PackBlobs): Record<string, unknown> {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record);
      if (keys.length === 2 && typeof record.path === "string" && typeof record.alt === "string") {
        const stored: StoredSiteImage = { image: lookup(blobs.images, record.path), ...lookup(blobs.imageSizes, record.path), alt: record.alt };
        return stored;
      }
      return Object.fromEntries(keys.map((key) => [key, walk(record[key])]));
    }
    return value;
  };
  const storedPath = (packPath: string) => {
    const stored = lookup(blobs.files, packPath);
    return `${stored.hash}/${stored.name}`;
  };
  const video = lookup(blobs.files, site.video.file);
  return {
    ...(walk(site) as Record<string, unknown>),
    video: { title: site.video.title, file: storedPath(site.video.file), type: video.contentType, captions: storedPath(site.video.captions) },
  };
}

export function storedFileName(packPath: string): string {
  const base = packPath.slice(packPath.lastIndexOf("/") + 1);
  return base.replace(/[^\p{L}\p{N}._()+ -]+/gu, "_");
}

function lookup<V>(map: Map<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`content pack file was not loaded: ${key}`);
  return value;
}

export function buildRecords(pack: ValidatedPack, blobs: PackBlobs): NewContentRecord[] {
  return [...siteRecords(pack.site, blobs), ...collectionRecords(pack, blobs)];
}

/** The "site" record (site.yaml as stored) and the "homepage" answer made from it. */
export function siteRecords(site: SitePack, blobs: PackBlobs): NewContentRecord[] {
  const image = (packPath: string) => lookup(blobs.images, packPath);
  return [
    { collection: "site", position: 0, record_key: "", data: JSON.stringify(storedSite(site, blobs)) },
    {
      collection: "homepage",
      position: 0,
      record_key: "",
      data: JSON.stringify({
        department: site.department.name,
        about_dept: site.department.about.join("\n\n"),
        HOD_name: site.hod.name,
        HOD_profile_image: image(site.hod.photo.path),
        HODs_message: site.hod.message.join("\n\n"),
      }),
    },
  ];
}

/**
 * The records of every collection in API shape. Its entries name files and images by the keys of
 * `blobs`: pack paths on import, stored references (`hash/name`) when the editor publishes.
 */
export function collectionRecords(pack: Pick<ValidatedPack, "faculty" | "lists">, blobs: PackBlobs): NewContentRecord[] {
  const file = (packPath: string) => {
    const stored = lookup(blobs.files, packPath);
    return `${STORED_FILE_PREFIX}${stored.hash}/${stored.name}`;
  };
  const resume = (packPath: string) => {
    const stored = lookup(blobs.files, packPath);
    return `${STORED_RESUME_PREFIX}${stored.hash}/${stored.name}`;
  };
  const image = (packPath: string) => lookup(blobs.images, packPath);

  const records: NewContentRecord[] = [];
  const push = (collection: string, items: unknown[], key: (index: number) => string = () => "") =>
    items.forEach((item, position) => records.push({ collection, position, record_key: key(position), data: JSON.stringify(item) }));

  const { lists } = pack;
  push(
    "faculty",
    pack.faculty.map((member) => ({
      id: member.id,
      name: member.name,
      designation: member.designation,
      qualification: member.qualification,
      image: image(member.image),
      educations: member.educations,
      resume: member.resume === undefined ? null : resume(member.resume),
      email: member.email ?? null,
      ext: member.ext ?? null,
      telephone: member.telephone ?? null,
      room: member.room ?? null,
      sections: member.sections ?? {},
    })),
    (index) => pack.faculty[index]!.id,
  );

  const event = (item: PackEvent) => ({
    title: item.title,
    details: item.details,
    speaker: item.speakers.join(", "),
    start_date: item.start_date,
    end_date: item.end_date,
    banner: image(item.banner),
    document: file(item.document),
  });
  const eventLists: PackListName[] = ["competitions", "workshops", "expertTalks", "valueAddedCourses"];
  for (const name of eventLists) push(name, (lists[name] as PackEvent[]).map(event));

  // Newest first; the sort is stable, so notices of one day keep their pack order.
  const notices = [...lists.notices].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  push("notices", notices.map((item) => ({ title: item.title, file: file(item.file), date: item.date })));

  for (const name of ["timetable", "syllabus", "results", "bos", "mom", "schemes"] as const) {
    push(name, lists[name].map((item) => ({ title: item.title, file: file(item.file) })));
  }
  push("internships", lists.internships.map((item) => ({ category: item.category, year: item.year, pdf: file(item.file) })));
  push("placements", lists.placements.map((item) => ({ year: item.year, pdf: file(item.file) })));
  push("higherStudies", lists.higherStudies.map((item) => ({ year: item.year, pdf: file(item.file) })));
  push("others", lists.others.map((item) => ({ name: item.name, photo: image(item.photo), achievement: item.achievement, details: item.details })));
  push(
    "studentAchievements",
    lists.studentAchievements.map((item) => ({
      name: item.name,
      date: item.date,
      achievement: item.achievement,
      details: item.details,
      photo: item.photos.map(image),
      ...(item.linkedin_url === undefined ? {} : { linkedin_url: item.linkedin_url }),
    })),
  );
  return records;
}

/** Human names of the collections, in summary order. */
export const collectionLabels: Record<string, string> = {
  faculty: "faculty",
  notices: "notices",
  competitions: "competitions",
  workshops: "workshops",
  expertTalks: "expert talks",
  valueAddedCourses: "value added courses",
  timetable: "time table",
  syllabus: "syllabus",
  results: "results",
  internships: "internships",
  placements: "placements",
  higherStudies: "higher studies",
  others: "others",
  studentAchievements: "student achievements",
  bos: "BOS",
  mom: "MOM",
  schemes: "schemes",
};
