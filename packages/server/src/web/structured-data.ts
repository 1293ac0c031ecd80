/**
 * A page's structured data (schema.org in JSON-LD, one graph per document): the department as an
 * EducationalOrganization of its CollegeOrUniversity on every page (the publisher and organizer of
 * the rest), the site, the page itself with its breadcrumbs, and what the page shows: a faculty
 * member as the Person of a ProfilePage, each dated event as an Event, each publication with a DOI
 * as a ScholarlyArticle. The properties Google's structured-data documentation requires are always
 * there (Event: name, startDate, location with its address; ProfilePage: mainEntity with its name;
 * BreadcrumbList: each item's position, name and address); the recommended ones where the content
 * has them.
 */
import { event, facultyDetail, localizedPath, publication, facultyPageRoute } from "@dept/contract";
import { siteImage, sizedVariant, type HeadImage } from "./head-image.js";
import type { PageHeadInput } from "./page-head-types.js";

type Node = Record<string, unknown>;

const SCHEMA = "https://schema.org";
/** A calendar date as the event answers give it (an event without one has no place in a calendar). */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The schema.org graph of a page (the object the document's `application/ld+json` script holds). */
export function structuredData(input: PageHeadInput, image: HeadImage | undefined): Node {
  const { lang, publicUrl, site, path, page } = input;
  /** A page's address: absolute with PUBLIC_URL, else its path (JSON-LD resolves it against the document). */
  const address = (pagePath: string) => `${publicUrl ?? ""}${localizedPath(pagePath, lang)}`;
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl ?? ""}${url}`);
  const home = address("/");
  const pageUrl = address(path);
  // The department and the site are one thing in every language: their ids are the English home's.
  const root = `${publicUrl ?? ""}/`;
  const ids = { department: `${root}#department`, website: `${root}#website`, breadcrumb: `${pageUrl}#breadcrumb` };

  const postalAddress = { "@type": "PostalAddress", streetAddress: site.college.address };
  const { contact } = site;
  const department: Node = {
    "@type": "EducationalOrganization",
    "@id": ids.department,
    name: site.department.name,
    alternateName: site.department.shortName,
    url: home,
    email: contact.email,
    ...(contact.telephone ? { telephone: contact.telephone } : {}),
    address: postalAddress,
    ...(site.homeCarousel[0] ? { image: absolute(site.homeCarousel[0].src) } : {}),
    ...(site.department.logo ? { logo: imageObject(siteImage(site.department.logo, publicUrl ?? "")) } : {}),
    ...(contact.profiles?.length ? { sameAs: contact.profiles } : {}),
    parentOrganization: { "@type": "CollegeOrUniversity", name: site.college.name, address: postalAddress },
  };
  const website: Node = {
    "@type": "WebSite",
    "@id": ids.website,
    url: home,
    name: site.department.name,
    inLanguage: lang,
    publisher: { "@id": ids.department },
  };
  const webPage: Node = {
    "@type": page.kind === "faculty-profile" ? "ProfilePage" : "WebPage",
    "@id": pageUrl,
    url: pageUrl,
    name: input.title,
    description: input.description,
    inLanguage: lang,
    isPartOf: { "@id": ids.website },
    ...(image ? { primaryImageOfPage: imageObject(image) } : {}),
    ...(input.breadcrumbs.length > 0 ? { breadcrumb: { "@id": ids.breadcrumb } } : {}),
  };
  const graph: Node[] = [department, website, webPage];
  if (input.breadcrumbs.length > 0) {
    graph.push({
      "@type": "BreadcrumbList",
      "@id": ids.breadcrumb,
      itemListElement: input.breadcrumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: address(crumb.path),
      })),
    });
  }

  if (page.kind === "faculty-profile") {
    const faculty = facultyDetail.safeParse(page.faculty);
    if (faculty.success) {
      const { name, designation, email, telephone } = faculty.data;
      const sameAs = [
        ...(page.identifiers?.orcid ? [`https://orcid.org/${page.identifiers.orcid}`] : []),
        ...(page.identifiers?.dblp ? [`https://dblp.org/pid/${page.identifiers.dblp}`] : []),
      ];
      webPage.mainEntity = {
        "@type": "Person",
        "@id": `${pageUrl}#person`,
        name,
        url: pageUrl,
        jobTitle: designation,
        worksFor: { "@id": ids.department },
        ...(image ? { image: image.url } : {}),
        // Shown on the profile, so public.
        ...(email ? { email } : {}),
        ...(telephone ? { telephone } : {}),
        ...(sameAs.length ? { sameAs } : {}),
      };
    }
  }
  if (page.kind === "events") {
    const place = {
      "@type": "Place",
      name: `${site.department.name}, ${site.college.name}`,
      address: postalAddress,
    };
    for (const answer of page.events) {
      const item = event.safeParse(answer);
      if (!item.success || !CALENDAR_DATE.test(item.data.start_date)) continue;
      const { title, details, start_date, end_date, banner } = item.data;
      graph.push({
        "@type": "Event",
        name: title,
        description: details,
        startDate: start_date,
        ...(CALENDAR_DATE.test(end_date) && end_date >= start_date ? { endDate: end_date } : {}),
        eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
        eventStatus: `${SCHEMA}/EventScheduled`,
        location: place,
        organizer: { "@id": ids.department },
        ...bannerOf(sizedVariant(banner, title, publicUrl ?? "", input.imageSizes)),
        url: pageUrl,
      });
    }
  }
  if (page.kind === "publications") {
    for (const answer of page.publications) {
      const item = publication.safeParse(answer);
      if (!item.success || !item.data.doi) continue;
      const { title, authors, year, doi, venue } = item.data;
      graph.push({
        "@type": "ScholarlyArticle",
        "@id": `https://doi.org/${doi}`,
        headline: title,
        name: title,
        author: authors.map((author) => ({
          "@type": "Person",
          name: author.name,
          // A member of the department: their profile on this site.
          ...(author.faculty ? { url: address(facultyPageRoute(author.faculty)) } : {}),
        })),
        datePublished: String(year),
        ...(venue ? { isPartOf: { "@type": "CreativeWork", name: venue } } : {}),
        identifier: { "@type": "PropertyValue", propertyID: "DOI", value: doi },
        sameAs: `https://doi.org/${doi}`,
      });
    }
  }
  return { "@context": SCHEMA, "@graph": graph };
}

const bannerOf = (image: HeadImage | undefined) => (image ? { image: image.url } : {});
const imageObject = (image: HeadImage) => ({
  "@type": "ImageObject",
  url: image.url,
  ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
});
