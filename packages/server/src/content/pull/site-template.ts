/**
 * The site.yaml a pull writes: what the old homepage served, and a `FILL-IN:` placeholder for
 * everything the old site never had (validation names each placeholder until it is filled in).
 */
type Json = Record<string, unknown>;

export function siteTemplate(home: Json | undefined, hodPhoto: string | undefined) {
  const fill = (what: string): string => `FILL-IN: ${what}`;
  const placeholderImage = (name: string) => ({ path: `images/FILL-IN/${name}.jpg`, alt: fill("describe the picture") });
  return {
    department: {
      name: home?.department ?? fill("department name"),
      shortName: fill("short name, e.g. CSE"),
      about: String(home?.about_dept ?? fill("about the department")).split(/\n\s*\n/),
    },
    college: { name: fill("college name"), address: fill("college address") },
    contact: { email: fill("contact e-mail") },
    hod: {
      title: fill("HOD block title"),
      name: home?.HOD_name ?? fill("HOD name"),
      designation: fill("HOD designation"),
      message: String(home?.HODs_message ?? fill("HOD message")).split(/\n\s*\n/),
      photo: { path: hodPhoto ?? "images/FILL-IN/hod.jpg", alt: fill("describe the HOD photo") },
    },
    quickLinks: [{ label: fill("quick link label"), url: fill("quick link URL") }],
    homeCarousel: Array.from({ length: 10 }, (_, k) => placeholderImage(`home-carousel-${k + 1}`)),
    aboutCarousel: [placeholderImage("about-carousel-1")],
    video: { title: fill("video title"), file: "video/FILL-IN.webm", captions: "video/FILL-IN.vtt" },
    programs: {
      cse: { title: fill("program title"), description: fill("program description"), image: placeholderImage("program-cse") },
      mca: { title: fill("program title"), description: fill("program description"), image: placeholderImage("program-mca"), url: fill("program URL") },
    },
    visionMission: [1, 2].map((n) => ({ name: fill(`program ${n} name`), vision: fill("vision"), mission: [fill("mission")], peo: [fill("PEO")], po: [fill("PO")], pso: [fill("PSO")] })),
    coderOfTheMonth: [{ month: fill("JAN..DEC"), year: fill("year"), winners: [{ year: fill("class"), name: fill("name"), image: placeholderImage("coder-of-the-month") }] }],
    links: {
      mcaSite: { label: fill("label"), url: fill("URL") },
      mcaFaculty: { label: fill("label"), url: fill("URL") },
      committees: { label: fill("label"), url: fill("URL") },
    },
    footer: { credits: [{ label: fill("credit"), url: fill("URL") }] },
  };
}
