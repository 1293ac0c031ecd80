/** Builds small, valid content packs in a temporary folder (real PDFs from pdf-lib, real images from sharp). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import YAML from "yaml";

export async function makePdf(title: string, pages = 1): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  for (let page = 0; page < pages; page += 1)
    document.addPage([200, 200]).drawText(`${title} ${page + 1}`, { x: 10, y: 100, size: 12 });
  return Buffer.from(await document.save());
}

/** A JPEG with EXIF metadata, so tests can check that it is stripped. */
export async function makeJpeg(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Test Photographer", Artist: "Test Artist" } })
    .toBuffer();
}

export async function makePng(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();
}

/** The smallest MP4 the container check accepts: an `ftyp` box with a known brand and an empty `moov`; the server never plays it. */
export const fakeMp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.alloc(4),
  Buffer.from("isommp41"),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from("moov"),
]);

export function write(dir: string, relative: string, content: string | Buffer): void {
  const target = path.join(dir, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

export function writeYaml(dir: string, relative: string, value: unknown): void {
  write(dir, relative, YAML.stringify(value));
}

export function readYaml<T>(dir: string, relative: string): T {
  return YAML.parse(fs.readFileSync(path.join(dir, relative), "utf8")) as T;
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `dept-${prefix}-`));
}

const image = (p: string) => ({ path: p, alt: "An image" });

export function siteYaml() {
  const program = (name: string) => ({
    name,
    vision: "A vision.",
    mission: ["A mission."],
    peo: ["A PEO."],
    po: ["A PO."],
    pso: ["A PSO."],
  });
  const link = (label: string) => ({ label, url: "https://example.org/" });
  return {
    department: { name: "Department of Testing", shortName: "DT", about: ["First paragraph.", "Second paragraph."] },
    college: { name: "Test College", address: "1 Test Road" },
    contact: { email: "dept@example.edu" },
    hod: {
      title: "From the desk",
      name: "Dr. Head",
      designation: "Professor",
      message: ["Hello.", "Welcome."],
      photo: image("images/big.jpg"),
    },
    quickLinks: [link("Calendar")],
    homeCarousel: Array.from({ length: 10 }, () => image("images/small.png")),
    aboutCarousel: [image("images/small.png")],
    video: { title: "Our department", file: "video/intro.mp4", captions: "video/intro.vtt" },
    programs: {
      cse: { title: "B.Tech", description: "Four years.", image: image("images/small.png") },
      mca: {
        title: "MCA",
        description: "Two years.",
        image: image("images/small.png"),
        url: "https://example.org/mca",
      },
    },
    visionMission: [program("Computer Science And Engineering"), program("Masters in Computer Applications")],
    coderOfTheMonth: [
      { month: "FEB", year: 2025, winners: [{ year: "TE", name: "A Student", image: image("images/small.png") }] },
    ],
    links: { mcaSite: link("MCA"), mcaFaculty: link("MCA faculty"), committees: link("Committees") },
    footer: { credits: [link("Developer")] },
  };
}

export const event = (title: string) => ({
  title,
  details: `${title} details`,
  speakers: ["Speaker One", "Speaker Two"],
  start_date: "2025-01-10",
  end_date: "2025-01-11",
  banner: "images/big.jpg",
  document: "files/b.pdf",
});

/** Writes a complete valid pack with two faculty members and one or two items in every collection. */
export async function writeTestPack(dir: string): Promise<void> {
  write(dir, "files/a.pdf", await makePdf("Document A", 3));
  write(dir, "files/b.pdf", await makePdf("Document B"));
  write(dir, "files/résumé 1.pdf", await makePdf("Resume"));
  write(dir, "images/big.jpg", await makeJpeg(1500, 900, "#c04020"));
  write(dir, "images/small.png", await makePng(100, 80, "#2040c0"));
  write(dir, "video/intro.mp4", fakeMp4);
  write(dir, "video/intro.vtt", "WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n");
  writeYaml(dir, "site.yaml", siteYaml());
  writeYaml(dir, "faculty/01-ada.yaml", {
    id: "ada.lovelace",
    name: "Dr. Ada Lovelace",
    designation: "Professor",
    qualification: "Ph.D.",
    image: "images/big.jpg",
    educations: { "Ph.D": "Mathematics, Test University, 1840" },
    resume: "files/résumé 1.pdf",
    email: "ada@example.edu",
    ext: 1234,
    telephone: "+00 1",
    room: "R-1",
    sections: { Experiences: ["Ten years."], "Books Published": ["Notes."], Hobbies: ["Hidden by the website."] },
  });
  writeYaml(dir, "faculty/02-alan.yaml", {
    id: "alan_turing-2",
    name: "Dr. Alan Turing",
    designation: "Assistant Professor",
    qualification: "M.Tech",
    image: "images/small.png",
    educations: {},
  });
  writeYaml(dir, "notices.yaml", [
    { title: "Older notice", file: "files/a.pdf", date: "2024-05-01" },
    { title: "Newer notice", file: "files/b.pdf", date: "2025-02-01" },
  ]);
  writeYaml(dir, "events/competitions.yaml", [event("Code Sprint")]);
  writeYaml(dir, "events/workshops.yaml", [event("Rust Workshop"), event("Git Workshop")]);
  writeYaml(dir, "events/expert-talks.yaml", [event("On Compilers")]);
  writeYaml(dir, "events/value-added-courses.yaml", []);
  for (const name of [
    "academics/timetable.yaml",
    "academics/syllabus.yaml",
    "academics/results.yaml",
    "documents/bos.yaml",
    "documents/mom.yaml",
    "documents/schemes.yaml",
  ]) {
    writeYaml(dir, name, [{ title: `${name} item`, file: "files/a.pdf" }]);
  }
  writeYaml(dir, "academics/internships.yaml", [
    { category: "industry", year: 2024, file: "files/a.pdf" },
    { category: "research", year: 2023, file: "files/b.pdf" },
  ]);
  writeYaml(dir, "academics/placements.yaml", [{ year: 2024, file: "files/a.pdf" }]);
  writeYaml(dir, "academics/higher-studies.yaml", [{ year: 2024, file: "files/b.pdf" }]);
  writeYaml(dir, "academics/others.yaml", [
    { name: "Student X", photo: "images/small.png", achievement: "Prize", details: "Details" },
  ]);
  writeYaml(dir, "achievements.yaml", [
    {
      name: "Student Y",
      date: "March 2025",
      achievement: "Hackathon",
      details: "Won",
      photos: ["images/big.jpg", "images/small.png"],
      linkedin_url: "https://linkedin.example/y",
    },
    { name: "Student Z", date: "2024", achievement: "Paper", details: "Published", photos: [] },
  ]);
}

export async function newTestPack(): Promise<string> {
  const dir = tempDir("pack");
  await writeTestPack(dir);
  return dir;
}
