/**
 * The server's own words in each site language (issue 27): what the feeds, the documents' feed
 * links and the search index say besides the content's texts. The site's chrome is the web app's
 * catalogue (packages/web/src/i18n); these are the few the server writes itself, worded as the
 * site's menus word them. A new second language is one more entry here.
 */
import type { Language } from "@dept/contract";

export interface ServerTexts {
  /** The notices, in a feed's title (`Department: notices`). */
  notices: string;
  /** A notices feed's description. */
  noticesOf: (department: string) => string;
  /** The events, in a calendar's name. */
  events: string;
  /** Before an event's speakers and its document in a calendar entry. */
  speakers: string;
  document: string;
  /** The titles of the site's own pages in the search index. */
  about: (name: string) => string;
  visionMission: (name: string) => string;
  coderOfTheMonth: string;
}

export const SERVER_TEXTS: Readonly<Record<Language, ServerTexts>> = {
  en: {
    notices: "notices",
    noticesOf: (department) => `Notices of the ${department}`,
    events: "events",
    speakers: "Speakers",
    document: "Document",
    about: (name) => `About ${name}`,
    visionMission: (name) => `Vision & Mission: ${name}`,
    coderOfTheMonth: "Coder of the Month",
  },
  hi: {
    notices: "सूचनाएँ",
    noticesOf: (department) => `${department} की सूचनाएँ`,
    events: "कार्यक्रम",
    speakers: "वक्ता",
    document: "दस्तावेज़",
    about: (name) => `${name} के बारे में`,
    visionMission: (name) => `दृष्टि और लक्ष्य: ${name}`,
    coderOfTheMonth: "माह का कोडर",
  },
};
