/** Invented names, organisations and course titles for the tables inside generated PDFs. */
import type { Random } from "./random.js";

const FIRST = ["Aarohi", "Bhavin", "Charvi", "Devansh", "Eshana", "Farhan", "Gargi", "Hriday", "Ishani", "Jivan", "Kiaan", "Lavanya", "Mihir", "Navya", "Ojas", "Pranali", "Reyansh", "Saanvi", "Tanmay", "Urvi", "Vihaan", "Yashika", "Zoravar", "Anvika", "Darshil", "Meher", "Rudra", "Sanaya"];
const LAST = ["Alvekar", "Bhonsware", "Chitrale", "Dhavlikar", "Elkunde", "Gavaskaran", "Hirlekar", "Jadhwani", "Kalsekar", "Lonavdekar", "Mhatrekar", "Nadkarni-Rao", "Omtekar", "Pawarne", "Rajwadekar", "Salunkhar", "Tambolkar", "Umbarkar", "Vartakne", "Wadkarni"];
const COMPANIES = ["Bluefinch Software", "Cobaltline Systems", "Driftwood Analytics", "Emberleaf Technologies", "Foxglove Networks", "Granite Peak Labs", "Harborlight Digital", "Ironbark Cloud", "Juniper Lane Solutions", "Kestrel Data Works", "Lumen Orchard", "Mistral Byte Services"];
const LABS = ["Applied Vision Lab, Aldermere Institute of Technology", "Centre for Secure Systems, Eastmarch Science Institute", "Language Technologies Group, Westvale University", "Distributed Systems Lab, Northbrook Research Centre", "Data Science Unit, Silverfen Institute"];
const UNIVERSITIES = ["Westvale University", "Eastmarch Science Institute", "University of Greyhaven", "Northbrook Technical University", "Silverfen Institute of Management", "Lakemont University"];
const PROGRAMMES = ["M.S. in Computer Science", "M.Tech in Data Science", "M.S. in Cyber Security", "MBA in Information Systems", "M.Tech in Artificial Intelligence", "M.S. in Software Engineering"];
const DOMAINS = ["Web development", "Data engineering", "Machine learning", "Cloud operations", "Mobile apps", "Cyber security", "Embedded systems", "Quality assurance"];
export const COURSES = ["Engineering Mathematics", "Programming in C", "Data Structures", "Digital Logic Design", "Discrete Mathematics", "Object Oriented Programming", "Computer Organisation", "Database Management Systems", "Operating Systems", "Theory of Computation", "Computer Networks", "Design and Analysis of Algorithms", "Software Engineering", "Compiler Design", "Machine Learning", "Cloud Computing", "Information Security", "Web Technologies", "Artificial Intelligence", "Distributed Systems"];

export function personName(random: Random): string {
  return `${random.pick(FIRST)} ${random.pick(LAST)}`;
}

export function rollNumber(random: Random, year: number): string {
  return `${year % 100}CE${String(random.int(1, 120)).padStart(3, "0")}`;
}

export const pickCompany = (random: Random): string => random.pick(COMPANIES);
export const pickLab = (random: Random): string => random.pick(LABS);
export const pickUniversity = (random: Random): string => random.pick(UNIVERSITIES);
export const pickProgramme = (random: Random): string => random.pick(PROGRAMMES);
export const pickDomain = (random: Random): string => random.pick(DOMAINS);

/** Course outcomes and unit texts: plain, searchable sentences about the course. */
export function courseUnits(course: string, random: Random): string[] {
  const topics = ["fundamental concepts and terminology", "models and formal foundations", "design techniques and trade-offs", "implementation in laboratory exercises", "performance analysis and measurement", "case studies from current practice"];
  return Array.from({ length: 5 }, (_, index) => `Unit ${index + 1}: ${course} - ${topics[(index + random.int(0, 5)) % topics.length]}. Lectures, tutorials and assignments cover this unit over ${random.int(6, 9)} hours of contact time.`);
}

/** `count` different courses, in a seeded order. */
export function pickCourses(random: Random, count: number): string[] {
  const pool = [...COURSES];
  const chosen: string[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(random.int(0, pool.length - 1), 1)[0] ?? "");
  return chosen;
}
