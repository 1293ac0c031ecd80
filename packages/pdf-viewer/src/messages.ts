/**
 * Every text the viewer shows or announces, as one typed object: the host passes its own through
 * the `messages` prop, English by default. Texts with numbers are functions that get the numbers
 * already written for the viewer's locale (and, where a plural form depends on it, the count
 * itself). The English texts are exact texts of the spec (section 8).
 */
import type { PropertyLabels } from "./logic/document-properties.js";
import type { FileSizeUnit } from "./logic/file-size.js";
import type { ScrollModeName, ViewModeName } from "./logic/view-modes.js";
import type { ZoomKeyword } from "./logic/zoom.js";

export interface ViewerMessages {
  openFile: string;
  onlyPdf: string;
  zoomDocument: string;
  zoomIn: string;
  zoomOut: string;
  /** The zoom menu's keyword entries. */
  zoomKeywords: Record<ZoomKeyword, string>;
  previousPage: string;
  nextPage: string;
  pageNumber: string;
  /** After the page number box: "of 12". */
  pageCount: (total: string) => string;
  toggleSidebar: string;
  sidebar: string;
  search: string;
  searchField: string;
  previousMatch: string;
  nextMatch: string;
  matchCase: string;
  wholeWords: string;
  closeSearch: string;
  noMatches: string;
  /** The current match among all: "2 of 5 matches"; `count` is the total, for the plural. */
  matchPosition: (current: string, total: string, count: number) => string;
  /** All matches while none is current: "3 matches". */
  matchTotal: (total: string, count: number) => string;
  rotateClockwise: string;
  rotateCounterClockwise: string;
  textSelection: string;
  handTool: string;
  selectionMode: string;
  scrollMode: string;
  scrollModes: Record<ScrollModeName, string>;
  viewMode: string;
  viewModes: Record<ViewModeName, string>;
  switchToDark: string;
  switchToLight: string;
  enterFullScreen: string;
  exitFullScreen: string;
  download: string;
  print: string;
  properties: string;
  propertyLabels: PropertyLabels;
  /** A file size in the properties: "2.00 kB". */
  fileSize: (value: string, unit: FileSizeUnit) => string;
  moreActions: string;
  thumbnails: string;
  bookmarks: string;
  attachments: string;
  thumbnailOf: (page: string) => string;
  noBookmark: string;
  noAttachment: string;
  loadingDocument: string;
  /** Loading with a known size: "Loading document... 40%". */
  loadingProgress: (percent: string) => string;
  cannotLoad: string;
  passwordTitle: string;
  passwordNeeded: string;
  passwordWrong: string;
  passwordField: string;
  passwordCancelled: string;
  open: string;
  cancel: string;
  close: string;
  printNotAllowed: string;
  preparing: string;
  printPages: string;
  printPagesMenu: string;
  allPages: string;
  customPages: string;
  customPagesField: string;
  noPagesSelected: string;
  viewer: string;
  pages: string;
  thumbnailList: string;
}

export const englishViewerMessages: ViewerMessages = {
  openFile: "Open file",
  onlyPdf: "Only .pdf files can be opened.",
  zoomDocument: "Zoom document",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  zoomKeywords: { "page-actual": "Actual size", "page-fit": "Page fit", "page-width": "Page width" },
  previousPage: "Previous page",
  nextPage: "Next page",
  pageNumber: "Page number",
  pageCount: (total) => `of ${total}`,
  toggleSidebar: "Toggle sidebar",
  sidebar: "Sidebar",
  search: "Search",
  searchField: "Enter to search",
  previousMatch: "Previous match",
  nextMatch: "Next match",
  matchCase: "Match case",
  wholeWords: "Whole words",
  closeSearch: "Close search",
  noMatches: "No matches",
  matchPosition: (current, total, count) => `${current} of ${total} ${count === 1 ? "match" : "matches"}`,
  matchTotal: (total, count) => `${total} ${count === 1 ? "match" : "matches"}`,
  rotateClockwise: "Rotate clockwise",
  rotateCounterClockwise: "Rotate counterclockwise",
  textSelection: "Text selection tool",
  handTool: "Hand tool",
  selectionMode: "Selection mode",
  scrollMode: "Scroll mode",
  scrollModes: {
    vertical: "Vertical scrolling",
    horizontal: "Horizontal scrolling",
    page: "Page scrolling",
    wrapped: "Wrapped scrolling",
  },
  viewMode: "View mode",
  viewModes: { single: "Single page", dual: "Dual page", "dual-cover": "Dual page with cover" },
  switchToDark: "Switch to dark theme",
  switchToLight: "Switch to light theme",
  enterFullScreen: "Enter full screen",
  exitFullScreen: "Exit full screen",
  download: "Download",
  print: "Print",
  properties: "Document properties",
  propertyLabels: {
    fileName: "File name",
    fileSize: "File size",
    title: "Title",
    author: "Author",
    subject: "Subject",
    keywords: "Keywords",
    creator: "Creator",
    creationDate: "Creation date",
    modificationDate: "Modification date",
    producer: "PDF producer",
    version: "PDF version",
    pageCount: "Page count",
  },
  fileSize: (value, unit) => `${value} ${unit}`,
  moreActions: "More actions",
  thumbnails: "Thumbnail",
  bookmarks: "Bookmark",
  attachments: "Attachment",
  thumbnailOf: (page) => `Thumbnail of page ${page}`,
  noBookmark: "This document has no bookmark.",
  noAttachment: "This document has no attachment.",
  loadingDocument: "Loading document...",
  loadingProgress: (percent) => `Loading document... ${percent}`,
  cannotLoad: "Cannot load document",
  passwordTitle: "Password required",
  passwordNeeded: "This document is protected. Enter the password to open it.",
  passwordWrong: "The password is wrong. Please try again.",
  passwordField: "Password",
  passwordCancelled: "A password is needed to open this document.",
  open: "Open",
  cancel: "Cancel",
  close: "Close",
  printNotAllowed: "The document does not allow to print",
  preparing: "Preparing document ...",
  printPages: "Print pages",
  printPagesMenu: "Print pages…",
  allPages: "All pages",
  customPages: "Custom pages",
  customPagesField: "Pages, e.g. 1-5, 8, 11-13",
  noPagesSelected: "No page of the document matches this list.",
  viewer: "PDF viewer",
  pages: "Pages",
  thumbnailList: "Page thumbnails",
};
