/**
 * A content pack 20 times the demo pack's notices: the demo pack with 600 notices, each with a
 * generated PDF of two or three pages of varied text (the demo pack's own PDF generator), for the
 * search figures on a pack of a busy department's size.
 */
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { COURSES, personName, pickCompany, pickLab } from "../../content/scripts/lib/filler";
import { renderPdf } from "../../content/scripts/lib/pdfs";
import { seededRandom } from "../../content/scripts/lib/random";
import { root } from "./site";

export const BIG_PACK_NOTICES = 600;

const TOPICS = [
  "examination schedule",
  "fee payment",
  "internal assessment",
  "workshop registration",
  "scholarship",
  "industrial visit",
  "guest lecture",
  "project review",
  "laboratory timetable",
  "library dues",
  "hostel allotment",
  "sports meet",
];

export async function writeBigPack(dir: string): Promise<void> {
  cpSync(path.join(root, "content"), dir, {
    recursive: true,
    filter: (source) => !/[\\/](scripts|tsconfig\.json)$/.test(source),
  });
  mkdirSync(path.join(dir, "files", "bench-notices"), { recursive: true });
  const notices: { title: string; file: string; date: string }[] = [];
  for (let i = 0; i < BIG_PACK_NOTICES; i += 1) {
    const random = seededRandom(`bench-notice-${i}`);
    const topic = random.pick(TOPICS);
    const course = random.pick(COURSES);
    const date = `20${20 + (i % 7)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;
    const title = `Notice ${i + 1}: ${topic} for ${course}`;
    const file = `files/bench-notices/notice-${i + 1}.pdf`;
    const paragraphs = Array.from(
      { length: random.int(8, 14) },
      () =>
        `${personName(random)} from ${pickLab(random)} reminds students of ${course} about the ${topic}. ` +
        `Representatives of ${pickCompany(random)} will attend. Students must bring their identity cards and report ${random.int(10, 30)} minutes early.`,
    );
    const bytes = await renderPdf({
      title,
      subject: "Notice",
      author: "Department office",
      keywords: ["notice", topic],
      letterhead: "Department of Computer Science and Engineering",
      sections: [
        { paragraphs: [`Date: ${date}`] },
        { heading: "Notice", paragraphs },
        { newPage: true, heading: "Details", paragraphs: paragraphs.slice(0, 6) },
      ],
    });
    writeFileSync(path.join(dir, file), bytes);
    notices.push({ title, file, date });
  }
  writeFileSync(path.join(dir, "notices.yaml"), YAML.stringify(notices));
}
