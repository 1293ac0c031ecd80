/**
 * Renders every image, PDF and the video that the demo pack's YAML files name, from the YAML
 * itself: the YAML is the source of truth, this script only draws the files it points at.
 * Deterministic: each file is seeded by its own path and PDFs carry fixed dates, so running it
 * twice gives the same bytes. Run with `npx tsx content/scripts/generate.ts`.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { sitePack, type SitePack } from "../../packages/contract/src/site.js";
import { COURSES, courseUnits, personName, pickCourses, pickCompany, pickDomain, pickLab, pickProgramme, pickUniversity, rollNumber } from "./lib/filler.js";
import { renderImage, type ImageSpec } from "./lib/images.js";
import { renderPdf, type PdfSection, type PdfSpec } from "./lib/pdfs.js";
import { devanagariPdfAvailable, renderDevanagariPdf } from "./lib/devanagari-pdf.js";
import { isTranslation, type Translatable } from "../../packages/contract/src/languages.js";
import { seededRandom } from "./lib/random.js";
import { ffmpegAvailable, renderVideo } from "./lib/video.js";

const PACK = resolve(dirname(fileURLToPath(import.meta.url)), "..");

type Render = () => Promise<Uint8Array>;
const jobs = new Map<string, Render>();

function add(path: string, render: Render): void {
  if (path.startsWith("/") || path.split("/").includes("..")) throw new Error(`${path}: paths must stay inside the pack`);
  if (!jobs.has(path)) jobs.set(path, render);
}

const image = (path: string, spec: ImageSpec): void => add(path, () => renderImage(path, spec));
const pdf = (path: string, spec: () => PdfSpec): void => add(path, () => renderPdf(spec()));

/** A YAML file as written, translations included (`{ en, hi }`). */
function readTranslatedYaml<T>(file: string): T | undefined {
  const full = join(PACK, file);
  return existsSync(full) ? (parse(readFileSync(full, "utf8")) as T) : undefined;
}

/** `value` with every translation replaced by its English: the files are drawn from the English texts. */
function english(value: unknown): unknown {
  if (isTranslation(value)) return english(value.en);
  if (Array.isArray(value)) return value.map(english);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, english(item)]));
  return value;
}

/** A YAML file in English: a translated text (or file) as its English one. */
function readYaml<T>(file: string): T | undefined {
  return english(readTranslatedYaml<unknown>(file)) as T | undefined;
}

// Picture sizes: carousels are full-width, cards and avatars much smaller.
const CAROUSEL: ImageSpec = { kind: "scene", width: 1600, height: 900 };
const ABOUT: ImageSpec = { kind: "scene", width: 1200, height: 675 };
const BANNER: ImageSpec = { kind: "scene", width: 1200, height: 630 };
const PROGRAM: ImageSpec = { kind: "scene", width: 800, height: 500, motif: "circuit" };
const PORTRAIT: ImageSpec = { kind: "avatar", width: 600, height: 600 };
const WINNER: ImageSpec = { kind: "avatar", width: 400, height: 400 };
const LOGO: ImageSpec = { kind: "scene", width: 512, height: 512, motif: "circuit" };
const PHOTO: ImageSpec = { kind: "scene", width: 1024, height: 768 };

let letterhead = "Department of Computer Science and Engineering";
let author = "Department of Computer Science and Engineering";

function fromSite(siteData: SitePack): void {
  letterhead = `${siteData.college.name} - ${siteData.department.name}`;
  author = siteData.department.name;
  if (siteData.department.logo) image(siteData.department.logo.path, LOGO);
  image(siteData.hod.photo.path, PORTRAIT);
  siteData.homeCarousel.forEach((picture, index) => image(picture.path, { ...CAROUSEL, motif: index % 3 === 0 ? "city" : undefined }));
  siteData.aboutCarousel.forEach((picture) => image(picture.path, ABOUT));
  image(siteData.programs.cse.image.path, PROGRAM);
  image(siteData.programs.mca.image.path, { ...PROGRAM, motif: "windows" });
  for (const month of siteData.coderOfTheMonth) for (const winner of month.winners) image(winner.image.path, WINNER);
  add(siteData.video.file, async () => {
    const existing = join(PACK, siteData.video.file);
    if (ffmpegAvailable()) return renderVideo();
    // The committed video stays in place when this machine has no ffmpeg.
    if (existsSync(existing)) return readFileSync(existing);
    throw new Error(`${siteData.video.file}: ffmpeg is needed to render the video`);
  });
}

interface FacultyRecord {
  id: string;
  name: string;
  designation: string;
  qualification: string;
  image: string;
  educations: Record<string, string>;
  resume?: string;
  email?: string;
  ext?: string;
  telephone?: string;
  room?: string;
  sections?: Record<string, string[]>;
}

function fromFaculty(): void {
  const folder = join(PACK, "faculty");
  if (!existsSync(folder)) return;
  for (const file of readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)).sort()) {
    const faculty = readYaml<FacultyRecord>(`faculty/${file}`);
    if (!faculty) continue;
    image(faculty.image, PORTRAIT);
    if (faculty.resume) {
      pdf(faculty.resume, () => ({
        title: `Curriculum Vitae - ${faculty.name}`,
        subject: "Faculty resume",
        author: faculty.name,
        keywords: ["resume", "faculty", faculty.id],
        letterhead,
        sections: [
          { heading: "Profile", paragraphs: [`${faculty.name}, ${faculty.designation}. ${faculty.qualification}.`] },
          { heading: "Education", table: { columns: ["Degree", "Details"], rows: Object.entries(faculty.educations), widths: [1, 3] } },
          {
            heading: "Contact",
            bullets: [
              faculty.email && `E-mail: ${faculty.email}`,
              faculty.ext && `Extension: ${faculty.ext}`,
              faculty.telephone && `Telephone: ${faculty.telephone}`,
              faculty.room && `Room: ${faculty.room}`,
            ].filter((line): line is string => Boolean(line)),
          },
          ...Object.entries(faculty.sections ?? {}).map(([key, items]) => ({ heading: key.replace(/_/g, " "), bullets: items })),
        ],
      }));
    }
  }
}

interface Notice { title: Translatable<string>; file: Translatable<string>; date: string }

/** The English notice's body, and in Hindi for a notice with its own Hindi file. */
const NOTICE_TEXT = {
  en: {
    heading: "Notice",
    date: "Date",
    reference: "Ref. No.",
    paragraphs: (title: string) => [
      `All students and staff of the department are hereby informed about the following: ${title}.`,
      "Students are requested to read the details carefully, follow the instructions given by their class coordinators and complete any required formalities before the dates mentioned. Queries may be addressed to the departmental office during working hours.",
      "This notice is also displayed on the department notice board.",
    ],
    closing: ["Head of Department", "Department of Computer Science and Engineering"],
  },
  hi: {
    heading: "सूचना",
    date: "दिनांक",
    reference: "संदर्भ सं.",
    paragraphs: (title: string) => [
      `विभाग के सभी विद्यार्थियों और कर्मचारियों को निम्नलिखित के विषय में सूचित किया जाता है: ${title}।`,
      "विद्यार्थियों से अनुरोध है कि वे विवरण ध्यान से पढ़ें, अपने कक्षा समन्वयकों द्वारा दिए गए निर्देशों का पालन करें और उल्लिखित तिथियों से पहले सभी आवश्यक औपचारिकताएँ पूरी करें। किसी भी प्रश्न के लिए कार्यालयीन समय में विभागीय कार्यालय से संपर्क किया जा सकता है।",
      "यह सूचना विभाग के सूचना पटल पर भी प्रदर्शित है।",
    ],
    closing: ["विभागाध्यक्ष", "कंप्यूटर विज्ञान एवं अभियांत्रिकी विभाग"],
  },
};

function fromNotices(): void {
  const site = readTranslatedYaml<{ college: { name: Translatable<string> }; department: { name: Translatable<string> } }>("site.yaml");
  for (const notice of readTranslatedYaml<Notice[]>("notices.yaml") ?? []) {
    const file = english(notice.file) as string;
    const title = english(notice.title) as string;
    const reference = () => `CSE/NOTICE/${notice.date.slice(0, 4)}/${String(seededRandom(file).int(10, 250)).padStart(3, "0")}`;
    const text = NOTICE_TEXT.en;
    pdf(file, () => ({
      title,
      subject: "Notice",
      author,
      keywords: ["notice", notice.date],
      letterhead,
      sections: [
        { paragraphs: [`${text.date}: ${notice.date}`, `${text.reference}: ${reference()}`] },
        { heading: text.heading, paragraphs: text.paragraphs(title) },
        { paragraphs: text.closing },
      ],
    }));
    // A notice's own Hindi PDF. Chromium stamps its output, so a Hindi PDF already in the pack is
    // kept as it is (delete it to draw it again), like the video on a machine without ffmpeg.
    const hindiFile = isTranslation(notice.file) ? notice.file.hi : undefined;
    const hindiTitle = isTranslation(notice.title) ? notice.title.hi : undefined;
    if (!hindiFile || !hindiTitle || !site || !isTranslation(site.college.name) || !isTranslation(site.department.name)) continue;
    const hindi = NOTICE_TEXT.hi;
    const hindiDepartment = String(site.department.name.hi);
    const hindiLetterhead = `${site.college.name.hi} - ${hindiDepartment}`;
    add(hindiFile, async () => {
      const existing = join(PACK, hindiFile);
      if (existsSync(existing)) return readFileSync(existing);
      if (!devanagariPdfAvailable()) throw new Error(`${hindiFile}: drawing a Hindi PDF needs Chromium and npm ci's @fontsource/noto-sans-devanagari`);
      return renderDevanagariPdf({
        title: hindiTitle,
        author: hindiDepartment,
        letterhead: hindiLetterhead,
        lead: [`${hindi.date}: ${notice.date}`, `${hindi.reference}: ${reference()}`],
        heading: hindi.heading,
        paragraphs: hindi.paragraphs(hindiTitle),
        closing: hindi.closing,
      });
    });
  }
}

interface EventRecord { title: string; details: string; speakers: string[]; start_date: string; end_date: string; banner: string; document: string }

const EVENT_KINDS = ["competitions", "workshops", "expert-talks", "value-added-courses"] as const;

function fromEvents(): void {
  for (const kind of EVENT_KINDS) {
    for (const event of readYaml<EventRecord[]>(`events/${kind}.yaml`) ?? []) {
      image(event.banner, { ...BANNER, motif: kind === "competitions" ? "trophy" : undefined });
      pdf(event.document, () => {
        const random = seededRandom(event.document);
        const sessions = Array.from({ length: random.int(3, 6) }, (_, index) => [
          `Session ${index + 1}`,
          `${9 + index}:00 - ${10 + index}:00`,
          event.speakers[index % event.speakers.length] ?? "Organising committee",
          `${event.title}: part ${index + 1}`,
        ]);
        return {
          title: event.title,
          subject: `Event report (${kind.replace(/-/g, " ")})`,
          author,
          keywords: ["event", kind, event.start_date],
          letterhead,
          sections: [
            { heading: "About the event", paragraphs: [event.details, `Dates: ${event.start_date} to ${event.end_date}.`, `Resource persons: ${event.speakers.join(", ")}.`] },
            { heading: "Schedule", table: { columns: ["Session", "Time", "Resource person", "Topic"], rows: sessions, widths: [1, 1.2, 1.6, 2.5] } },
            {
              heading: "Outcomes",
              bullets: [
                `${random.int(40, 160)} participants attended the event.`,
                "Participants gained hands-on experience with the tools and methods presented.",
                "Feedback collected at the end of the event was positive; suggestions were recorded for the next edition.",
              ],
            },
          ],
        };
      });
    }
  }
}

interface TitledFile { title: string; file: string }

function timetableSpec(item: TitledFile): PdfSpec {
  const random = seededRandom(item.file);
  const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const subjects = pickCourses(random, 6);
  return {
    title: item.title,
    subject: "Time table",
    author,
    keywords: ["time table"],
    letterhead,
    sections: [
      { paragraphs: ["The time table below is effective from the first day of the term. Laboratory batches are announced by class coordinators."] },
      {
        table: {
          columns: ["Day", "09:00-10:00", "10:00-11:00", "11:15-12:15", "12:15-13:15", "14:00-16:00"],
          rows: days.map((day) => [day, ...Array.from({ length: 4 }, () => random.pick(subjects)), random.next() < 0.5 ? `${random.pick(subjects)} Lab` : "Library / Project"]),
          widths: [1, 1.4, 1.4, 1.4, 1.4, 1.4],
        },
      },
    ],
  };
}

function syllabusSpec(item: TitledFile): PdfSpec {
  const random = seededRandom(item.file);
  const courses = pickCourses(random, random.int(3, 5));
  return {
    title: item.title,
    subject: "Syllabus",
    author,
    keywords: ["syllabus", "curriculum"],
    letterhead,
    sections: [
      { heading: "Courses", table: { columns: ["Code", "Course", "Credits"], rows: courses.map((course, index) => [`CSC${random.int(2, 7)}0${index + 1}`, course, String(random.int(2, 4))]), widths: [1, 4, 1] } },
      ...courses.map((course): PdfSection => ({ heading: course, bullets: courseUnits(course, random) })),
    ],
  };
}

function resultSpec(item: TitledFile): PdfSpec {
  const random = seededRandom(item.file);
  return {
    title: item.title,
    subject: "Result analysis",
    author,
    keywords: ["result"],
    letterhead,
    sections: [
      { paragraphs: ["Result analysis of the examination, prepared by the department examination coordinator."] },
      {
        heading: "Subject-wise analysis",
        table: {
          columns: ["Course", "Appeared", "Passed", "Pass %"],
          rows: pickCourses(random, 6).map((course) => {
            const appeared = random.int(55, 72);
            const passed = appeared - random.int(0, 8);
            return [course, String(appeared), String(passed), ((passed / appeared) * 100).toFixed(1)];
          }),
          widths: [3, 1, 1, 1],
        },
      },
      {
        heading: "Toppers",
        table: { columns: ["Rank", "Student", "SGPA"], rows: [1, 2, 3].map((rank) => [String(rank), personName(random), (9.9 - rank * 0.15 - random.range(0, 0.1)).toFixed(2)]), widths: [1, 3, 1] },
      },
    ],
  };
}

function fromTitledFiles(file: string, spec: (item: TitledFile) => PdfSpec): void {
  for (const item of readYaml<TitledFile[]>(file) ?? []) pdf(item.file, () => spec(item));
}

interface Internship { category: "industry" | "research"; year: number; file: string }
interface YearFile { year: number; file: string }

function fromAcademics(): void {
  fromTitledFiles("academics/timetable.yaml", timetableSpec);
  fromTitledFiles("academics/syllabus.yaml", syllabusSpec);
  fromTitledFiles("academics/results.yaml", resultSpec);
  for (const internship of readYaml<Internship[]>("academics/internships.yaml") ?? []) {
    pdf(internship.file, () => {
      const random = seededRandom(internship.file);
      const research = internship.category === "research";
      return {
        title: `${research ? "Research" : "Industry"} internships ${internship.year}`,
        subject: "Internships",
        author,
        keywords: ["internship", internship.category, String(internship.year)],
        letterhead,
        sections: [{
          table: {
            columns: ["Student", "Roll No.", research ? "Laboratory" : "Organisation", "Domain", "Weeks"],
            rows: Array.from({ length: random.int(8, 16) }, () => [personName(random), rollNumber(random, internship.year), research ? pickLab(random) : pickCompany(random), pickDomain(random), String(random.int(4, 12))]),
            widths: [2, 1.2, 2.6, 1.6, 0.8],
          },
        }],
      };
    });
  }
  for (const placement of readYaml<YearFile[]>("academics/placements.yaml") ?? []) {
    pdf(placement.file, () => {
      const random = seededRandom(placement.file);
      return {
        title: `Placements ${placement.year}`,
        subject: "Placements",
        author,
        keywords: ["placements", String(placement.year)],
        letterhead,
        sections: [{
          table: {
            columns: ["Student", "Company", "Role", "Package (LPA)"],
            rows: Array.from({ length: random.int(12, 24) }, () => [personName(random), pickCompany(random), random.pick(["Software Engineer", "Data Analyst", "Cloud Engineer", "QA Engineer", "Associate Consultant"]), random.range(4, 18).toFixed(1)]),
            widths: [2, 2, 2, 1],
          },
        }],
      };
    });
  }
  for (const study of readYaml<YearFile[]>("academics/higher-studies.yaml") ?? []) {
    pdf(study.file, () => {
      const random = seededRandom(study.file);
      return {
        title: `Higher studies ${study.year}`,
        subject: "Higher studies",
        author,
        keywords: ["higher studies", String(study.year)],
        letterhead,
        sections: [{
          table: {
            columns: ["Student", "University", "Programme"],
            rows: Array.from({ length: random.int(5, 10) }, () => [personName(random), pickUniversity(random), pickProgramme(random)]),
            widths: [2, 2.5, 2.5],
          },
        }],
      };
    });
  }
  for (const other of readYaml<{ photo: string }[]>("academics/others.yaml") ?? []) image(other.photo, PORTRAIT);
  for (const achievement of readYaml<{ photos?: string[] }[]>("achievements.yaml") ?? []) {
    (achievement.photos ?? []).forEach((photo, index) => image(photo, { ...PHOTO, motif: index === 0 ? "trophy" : undefined }));
  }
}

/** BOS documents: several pages of curriculum text; the first one also gets bookmarks and an
 * attachment, the others have neither, so the viewer's empty side tabs are exercised too. */
function bosSpec(item: TitledFile, index: number): PdfSpec {
  const random = seededRandom(item.file);
  const semesters = random.int(2, 8);
  const sections: PdfSection[] = [
    {
      heading: "Introduction",
      level: 1,
      paragraphs: [
        `This document records the ${item.title}. It was prepared by the Board of Studies of the Department of Computer Science and Engineering and approved for the programmes offered by the department.`,
        "The Board reviewed feedback from students, alumni, employers and faculty members, compared the curriculum with model curricula and recommended the changes listed in the following pages.",
      ],
    },
  ];
  for (let semester = 1; semester <= semesters; semester += 1) {
    const courses = pickCourses(random, 4);
    sections.push({
      heading: `Semester ${semester}`,
      level: 1,
      newPage: true,
      paragraphs: [
        `Semester ${semester} has ${random.int(20, 24)} credits of theory, laboratory and project work. The courses and their units are listed below.`,
        `The Board recommended that ${courses[1] ?? "the core courses"} include at least ${random.int(4, 8)} laboratory experiments and that ${courses[2] ?? "the electives"} be assessed through a course project in addition to the end semester examination. Course outcomes were mapped to the programme outcomes and reviewed by the subject experts.`,
      ],
      table: { columns: ["Course", "L-T-P", "Credits"], rows: courses.map((course) => [course, `${random.int(2, 3)}-${random.int(0, 1)}-${random.int(0, 2) * 2}`, String(random.int(2, 4))]), widths: [4, 1, 1] },
    });
    const course = courses[0] ?? "Data Structures";
    sections.push({ heading: `Semester ${semester}: ${course} units`, level: 2, bullets: courseUnits(course, random) });
  }
  sections.push({
    heading: "Recommendations",
    level: 1,
    newPage: true,
    bullets: [
      "Introduce a mandatory mini project in the second year.",
      "Increase laboratory hours for programming courses.",
      "Offer professional electives in machine learning, cloud computing and security.",
      "Review the curriculum again after one academic year.",
    ],
  });
  return {
    title: item.title,
    subject: "Board of Studies",
    author: "Board of Studies, Computer Science and Engineering",
    keywords: ["BOS", "curriculum", "board of studies"],
    letterhead,
    sections,
    outline: index === 0,
    attachment: index === 0
      ? {
          name: "credit-distribution.csv",
          mimeType: "text/csv",
          description: "Credit distribution per semester",
          bytes: new TextEncoder().encode(["semester,credits", ...Array.from({ length: semesters }, (_, s) => `${s + 1},${20 + ((s * 7) % 5)}`)].join("\n") + "\n"),
        }
      : undefined,
  };
}

function fromDocuments(): void {
  (readYaml<TitledFile[]>("documents/bos.yaml") ?? []).forEach((item, index) => pdf(item.file, () => bosSpec(item, index)));
  fromTitledFiles("documents/mom.yaml", (item) => {
    const random = seededRandom(item.file);
    return {
      title: item.title,
      subject: "Minutes of the meeting on curriculum revision",
      author,
      keywords: ["MOM", "minutes", "curriculum"],
      letterhead,
      sections: [
        { heading: "Members present", bullets: Array.from({ length: random.int(6, 9) }, () => personName(random)) },
        { heading: "Agenda", bullets: ["Confirmation of the minutes of the previous meeting.", "Review of feedback on the current curriculum.", "Proposals for new electives and laboratory courses.", "Any other matter with the permission of the chair."] },
        { heading: "Resolutions", bullets: ["The minutes of the previous meeting were confirmed.", `The committee recommended adding ${random.pick(COURSES)} as an elective.`, "Course outcomes for all core courses will be revised before the next term."] },
      ],
    };
  });
  fromTitledFiles("documents/schemes.yaml", (item) => {
    const random = seededRandom(item.file);
    return {
      title: item.title,
      subject: "Teaching and examination scheme",
      author,
      keywords: ["scheme", "teaching scheme", "examination scheme"],
      letterhead,
      sections: [{
        table: {
          columns: ["Course", "Theory hrs", "Practical hrs", "Internal", "End semester", "Credits"],
          rows: pickCourses(random, 7).map((course) => [course, String(random.int(2, 4)), String(random.int(0, 2) * 2), "40", "60", String(random.int(2, 4))]),
          widths: [3, 1, 1, 1, 1.2, 1],
        },
      }],
    };
  });
}

function listFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

async function main(): Promise<void> {
  const siteData = sitePack.parse(readYaml<unknown>("site.yaml"));
  fromSite(siteData);
  fromFaculty();
  fromNotices();
  fromEvents();
  fromAcademics();
  fromDocuments();

  let written = 0;
  for (const [path, render] of [...jobs.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const target = join(PACK, path);
    const bytes = Buffer.from(await render());
    // Leave identical files untouched so timestamps and git stay quiet.
    if (existsSync(target) && readFileSync(target).equals(bytes)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    written += 1;
    console.log(`wrote ${relative(process.cwd(), target)} (${bytes.length} bytes)`);
  }
  console.log(`${jobs.size} files named by the pack, ${written} written, ${jobs.size - written} unchanged`);
  // A record removed from the YAML leaves its file behind; say so rather than delete anything.
  const orphans = ["files", "images", "video"].flatMap((folder) => listFiles(join(PACK, folder))).map((file) => relative(PACK, file).split(sep).join("/")).filter((file) => !jobs.has(file));
  if (orphans.length > 0) console.log(`not named by the pack (delete them if they are no longer needed):\n  ${orphans.join("\n  ")}`);
}

await main();
