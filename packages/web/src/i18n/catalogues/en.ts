/**
 * The site's chrome in English: every text of the app that is not content. The spec's exact texts;
 * `hi.ts` has the same keys (typed by this one's shape). Loaded alone (a chunk of its own) on
 * English pages; collection titles come from the registry, so they stay where they are declared.
 */
import { publicCollections, publicationsCollection, type PublicCollection, type ListCollection } from "@dept/contract";

/** A collection's texts on the site: its title, and where it has them its page's description and empty note. */
export interface CollectionTexts {
  title: string;
  description?: string;
  emptyNote?: string;
}

const collections = Object.fromEntries(
  Object.entries(publicCollections).map(([name, { title, description, emptyNote }]: [string, PublicCollection]) => [
    name,
    { title, description, emptyNote },
  ]),
) as Record<ListCollection, CollectionTexts>;

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

export const en = {
  common: {
    loading: "loading",
    loadFailed: (what: string) => `Could not load ${what}. Please check your connection and try again.`,
    retry: "Retry",
    nothingToShow: "Nothing to show",
    backToHome: "Back to home",
    opensInNewTab: " (opens in a new tab)",
    close: "Close",
    /** After a link to a file that is only in English. */
    inEnglish: "(in English)",
    photoOf: (name: string) => `Photo of ${name}`,
    /** "the time table": a list's name in an error message. */
    listWhat: (title: string) => `the ${title.toLowerCase()}`,
    noneYet: (what: string) => `No ${what} have been published yet.`,
  },
  layout: { skipLink: "Skip to main content", fatalText: "The site could not be loaded. Please try again later." },
  header: {
    openMenu: "Open menu",
    closeMenu: "Close menu",
    main: "Main",
    home: "Home",
    academics: "Academics",
    btech: "B.Tech CSE",
    bos: "BOS",
    dapc: "DAPC",
    mom: "MOM",
    schemes: "Schemes",
    faculty: "Faculty",
    events: "Events",
    coderOfTheMonth: "Coder of the Month",
    siteSearch: "Site search",
  },
  search: {
    label: "Search the site",
    placeholder: "Search",
    button: "Search",
    again: "Search again",
    title: "Search",
    what: "the search results",
    searching: "Searching...",
    hint: "Type what you are looking for: a name, a subject, words from a notice or a PDF.",
    none: (q: string) => `No results for “${q}”. Try fewer or other words.`,
    summary: (total: number, q: string, range?: [number, number]) =>
      `${plural(total, "result", "results")} for “${q}”${range ? ` (showing ${range[0]} to ${range[1]})` : ""}`,
    kinds: {
      page: "Page",
      faculty: "Faculty",
      notice: "Notice",
      event: "Event",
      document: "Document",
      achievement: "Achievement",
      publication: "Publication",
    },
    onPage: (page: number) => `, page ${page}`,
    noTextLayer: "This PDF has no text layer: only its title was searched.",
    pagesNav: "Search result pages",
    previous: "Previous results",
    more: "More results",
  },
  footer: {
    contact: "Contact:",
    visitors: "Total visitors:",
    developedBy: "Developed by",
    siteInfo: "Site information",
    accessibility: "Accessibility statement",
    sitemap: "Sitemap",
    lastUpdated: "Last updated:",
  },
  errors: {
    title: "Unexpected Application Error!",
    text: "Something went wrong while showing this page. Please try again later.",
    notFoundTitle: "404 Page Not Found",
    notFoundText: "Something went wrong! The page you were trying to view does not exist.",
  },
  pages: {
    home: {
      title: "Home",
      description: "The department's programs, news, quick links and the head of department's message.",
    },
    about: { title: "About The Department", description: "The department's history, programs and facilities." },
    faculty: { title: "Faculty", description: "The department's teaching staff, with each member's profile." },
    academics: {
      title: "Academics",
      description:
        "Vision and mission, time tables, syllabus, results, achievements, internships, placements and higher studies.",
    },
    coderOfTheMonth: { title: "Coder of the Month", description: "The students named coder of the month." },
    search: { title: "Search", description: "Search the site's pages and the text inside its documents." },
    accessibility: {
      title: "Accessibility Statement",
      description: "How accessible this site is, and how to report a problem.",
    },
    sitemap: { title: "Sitemap", description: "Every page of this site." },
    facultyProfile: "A faculty member's profile: education, experience and contact.",
    sitemapFacultyNote: " Each member's profile is linked from there.",
    /** The description of a policy or help page (its title is the site content's). */
    sitePage: (title: string) => `${title}: a page of the site's policies and help.`,
  },
  collections: {
    ...collections,
    publications: {
      title: publicationsCollection.title,
      description: publicationsCollection.description,
    } as CollectionTexts,
  },
  carousel: {
    role: "carousel",
    slideRole: "slide",
    pause: "Pause slideshow",
    play: "Play slideshow",
    previous: "Previous slide",
    next: "Next slide",
    slide: (index: number, count: number) => `Slide ${index} of ${count}`,
    goTo: (index: number) => `Go to slide ${index}`,
  },
  home: {
    welcomeBefore: "Welcome to the",
    welcomeAfter: "",
    photos: "Photos of the department",
    quickLinks: "Quick Links",
    video: "Department Video",
    watchVideo: "Watch the department video",
    /** The video's captions track (its captions are English). */
    captions: "English",
    about: "About the Department",
    what: "the home page",
    programs: "Our Programs",
  },
  faculty: {
    publicationsLink: "Publications of the faculty",
    what: "the faculty list",
    back: "Back to faculty",
    profile: "Faculty Profile",
    resume: "View resume",
    education: "Education",
    contact: "Contact",
    email: "E-mail",
    extension: "Extension",
    telephone: "Telephone",
    room: "Room",
    /** A profile section's heading: its key's (`Books_Published`), and the contract's English heading of it. */
    sectionHeading: (_key: string, english: string): string => english,
  },
  academics: {
    banner: (department: { name: string; shortName: string }) =>
      `Academics Section of ${department.name.replace(/^\s*department\s+of\s+/i, "").trim()} (${department.shortName})`,
    menu: "Academics",
    toc: "Table of Contents",
    visionMission: "Vision & Mission",
    wrongOption: "Wrong Route/Option selected",
    clickHere: "Click Here...",
    vision: "Vision",
    mission: "Mission",
    peo: "Program Educational Objectives (PEO)",
    po: "Program Outcomes (PO)",
    pso: "Program Specific Outcomes (PSO)",
    internshipCategories: { industry: "Industry", research: "Research" },
    internshipsHeading: (category: string) => `${category} Internships`,
    internshipsOf: (category: string, year: string) => `${category} internships ${year}`,
    internshipsWhat: "the internships",
    othersWhat: "the other achievements",
    othersEmpty: "No achievements have been published yet.",
    achievements: "Student Achievements",
    achievementsWhat: "the student achievements",
    achievementsSearch: "Search by student name",
    achievementsPlaceholder: "Search by student name...",
    achievementsLoading: "Loading ...",
    achievementsFound: (count: number) => (count === 1 ? "1 achievement found" : `${count} achievements found`),
    achievementsEmpty: "No student achievements have been published yet.",
    achievementsNoMatch: "No student matches this name.",
    viewMore: "View More",
    viewGallery: "View Gallery",
    linkedIn: "LinkedIn Profile",
    achievementPhotos: "Student achievement photos",
    photosOf: (name: string) => `Photos of ${name}`,
    photoOf: (index: number, count: number, name: string) => `Photo ${index} of ${count}: ${name}`,
    popupBlocked: "Popup blocked. Please allow popups for this website.",
    galleryTitle: (name: string, achievement: string) => `${name}: ${achievement} (photo gallery)`,
  },
  documents: {
    bosWhat: "the BOS documents",
    bosLoading: "Loading BOS documents...",
    bosEmpty: "No BOS documents have been published yet.",
    /** A BOS document's file as a link (it works without the viewer, and without scripts). */
    pdfOf: (title: string) => `${title} (PDF)`,
    viewerLoading: "Loading the PDF viewer...",
    momTitle: "Minutes of the Meeting on Curriculum Revision",
    momWhat: "minutes of meetings",
    schemesTitle: "Schemes",
    schemesWhat: "schemes",
  },
  events: {
    none: (what: string) => `No ${what} have been announced yet.`,
    what: (title: string) => title.toLowerCase(),
    subscribe: "Subscribe to all events (iCalendar)",
    start: "Start date",
    end: "End date",
    speakers: (count: number): string => (count === 1 ? "Speaker" : "Speakers"),
    bannerOf: (title: string) => `Banner of ${title}`,
    viewDocument: "View document",
    addToCalendar: "Add to calendar",
    codersEmpty: "No coders of the month have been announced yet.",
  },
  notices: {
    what: "the notices",
    empty: "There are no notices at the moment.",
    caption: "Notices, newest first",
    number: "SR No.",
    title: "Title",
    date: "Upload Date",
    subscribe: "Subscribe to the notices:",
    rss: "RSS feed",
    atom: "Atom feed",
  },
  accessibility: {
    intro: (department: string) =>
      `The ${department} wants everyone to be able to use this site: students, parents and staff, with any device, browser or assistive technology.`,
    standard: "Standard",
    standardText:
      "The site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the Guidelines for Indian Government Websites (GIGW). Every page can be used with a keyboard alone and with a screen reader; menus and dialogs open and close by keyboard; every image has a text alternative; text can be enlarged to 200% without loss; the site works on a phone 320 pixels wide.",
    checked: "How it is checked",
    checkedText:
      "Every change to the site runs automated checks (axe) on every page in a real browser, and keyboard tests of the menus, the search and the document viewer.",
    limits: "Known limits",
    limitsText:
      "Some documents (PDF files) are scans without a text layer: a screen reader cannot read them and site search finds them by their title only. Ask for an accessible copy at the address below.",
    report: "Report a problem",
    reportBefore: "If something on this site is hard to use, write to",
    reportAfter: "with the page's address and what happened. We answer within five working days.",
    reviewed: (date: string) => `This statement was last reviewed on ${date}.`,
  },
  publications: {
    what: "the publications",
    count: (count: number) => plural(count, "publication", "publications"),
    heading: "Publications",
    download: "Download BibTeX (.bib)",
    filters: "Filter the publications",
    year: "Year",
    allYears: "All years",
    undated: "Undated",
    perYear: "Publications per year",
    selected: "Selected publications",
    showAll: (count: number) => `Show all ${count}`,
    pages: "Pages of publications",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previousPage: "Previous page",
    nextPage: "Next page",
    type: "Type",
    allTypes: "All types",
    member: "Faculty member",
    allMembers: "All faculty members",
    clear: "Clear filters",
    types: {
      article: "Journal article",
      conference: "Conference paper",
      chapter: "Book chapter",
      book: "Book",
      preprint: "Preprint",
      thesis: "Thesis",
      dataset: "Dataset",
      other: "Other",
    },
    webPage: "Web page",
    cite: "Cite",
    citeLabel: (title: string) => `Cite “${title}”`,
    copy: "Copy",
    copied: "Copied.",
    copyFailed: "Could not copy: the text is selected, copy it with Ctrl+C (⌘C on a Mac).",
  },
};

/** The chrome texts of one language: English's keys and shapes. */
export type Catalogue = typeof en;
