/**
 * The site content's form: every part of site.yaml (content/README.md), in its order, drawn from
 * its schema (sitePack, site.ts): names, nesting, lists, choices and optional parts come from
 * there; this declaration adds labels, hints and the widgets a schema cannot name.
 */
import { packImage, sitePack } from "../site.js";
import { formFields, withKind, type CollectionForm, type FieldMeta } from "./fields.js";

// The site's images are figures (a stored image and its alternative text).
withKind(packImage, "figure");

const URL_HINT = "http:// or https:// only.";
const PARAGRAPHS_HINT = "Paragraphs separated by a blank line.";
const LINES_HINT = "One per line.";

const linkFields = { label: { label: "Label" }, url: { label: "URL", hint: URL_HINT } };
const link = (label: string): FieldMeta => ({ label, fields: linkFields });
const field = (label: string): FieldMeta => ({ label });
const lines = (label: string, hint = LINES_HINT): FieldMeta => ({ label, hint });
const paragraphs = (label: string): FieldMeta => ({ label, widget: "paragraphs", hint: PARAGRAPHS_HINT });
const card = (label: string, extra: Record<string, FieldMeta> = {}): FieldMeta => ({
  label,
  fields: {
    title: field("Title"),
    description: { label: "Description", widget: "textarea" },
    image: field("Image"),
    ...extra,
  },
});

const sitePage = (label: string): FieldMeta => ({ label, fields: { title: field("Title"), body: paragraphs("Text") } });

/** The site content's form: every part of site.yaml (content/README.md), in its order. */
export const siteForm: CollectionForm = {
  label: "Site content",
  singular: "site content",
  titleField: "",
  fields: formFields(sitePack, {
    languages: {
      label: "Languages",
      widget: "lines",
      hint: "en alone, or en and the second language (hi) on the next line. Leave empty for English only.",
    },
    department: {
      label: "Department",
      fields: {
        name: field("Name"),
        shortName: { label: "Short name", hint: "In the header and the browser tab, e.g. CSE." },
        about: paragraphs("About the department"),
        logo: {
          label: "Logo",
          hint: "Optional. Square, at least 112 × 112 pixels: search engines show it beside the site.",
        },
      },
    },
    college: { label: "College", fields: { name: field("Name"), address: field("Address") } },
    contact: {
      label: "Contact",
      fields: {
        email: field("Email"),
        telephone: { label: "Telephone", hint: "As visitors dial it, e.g. +91 20 5555 0100." },
        profiles: {
          label: "The department's pages on other sites",
          hint: "One address per line (LinkedIn, YouTube, Wikipedia), http:// or https://; search engines read them.",
        },
      },
    },
    hod: {
      label: "Head of department",
      fields: {
        title: field("Heading of the message"),
        name: field("Name"),
        designation: field("Designation"),
        message: paragraphs("Message"),
        photo: field("Photo"),
      },
    },
    quickLinks: { label: "Quick links", item: link("Quick link") },
    homeCarousel: { label: "Home carousel", hint: "Exactly 10 photos, in the order shown.", item: field("Home photo") },
    aboutCarousel: { label: "About page carousel", hint: "At least one photo.", item: field("About photo") },
    video: {
      label: "Department video",
      fields: {
        title: field("Title"),
        file: { label: "Video (WebM or MP4)", widget: "video" },
        captions: { label: "Captions (WebVTT)", widget: "captions" },
      },
    },
    programs: {
      label: "Program cards",
      fields: { cse: card("CSE card"), mca: card("MCA card", { url: { label: "MCA site URL", hint: URL_HINT } }) },
    },
    visionMission: {
      label: "Vision and mission",
      item: {
        label: "Program",
        fields: {
          name: field("Program"),
          vision: { label: "Vision", widget: "textarea" },
          mission: lines("Mission", `${LINES_HINT} Numbered M1, M2, ... on the site.`),
          peo: lines("PEO"),
          po: lines("PO"),
          pso: lines("PSO"),
        },
      },
    },
    coderOfTheMonth: {
      label: "Coder of the month",
      hint: "Shown newest first, whatever the order here.",
      item: {
        label: "Month",
        fields: {
          month: field("Month"),
          year: { label: "Year", widget: "year" },
          winners: {
            label: "Winners",
            item: {
              label: "Winner",
              fields: {
                year: { label: "Class", hint: "FE, SE, TE, BE or MCA." },
                name: field("Name"),
                image: field("Photo"),
              },
            },
          },
        },
      },
    },
    links: {
      label: "External links",
      fields: {
        mcaSite: link("MCA site (header menu)"),
        mcaFaculty: link("MCA faculty (faculty page)"),
        committees: link("Committees (header menu)"),
      },
    },
    footer: { label: "Footer", fields: { credits: { label: "Credits", item: link("Credit") } } },
    pages: {
      label: "Policies and help",
      hint: "The pages GIGW asks for, linked from the footer.",
      fields: {
        hyperlinking: sitePage("Hyperlinking policy"),
        copyright: sitePage("Copyright policy"),
        privacy: sitePage("Privacy policy"),
        terms: sitePage("Terms of use"),
        help: sitePage("Help"),
        archival: sitePage("Content archival policy"),
      },
    },
  }),
};
