/**
 * The academics menu (spec section 2, Academics): Vision & Mission from the site content, then
 * every list collection of the registry whose page is an option of this page, with its title as
 * label and its page's option value as URL key.
 */
import { collectionsOf, publicCollections, type CollectionFamily, type ListCollection } from "@dept/contract";
import { paths } from "../../config/paths";
import { collectionListQueryOptions } from "../../lib/collection-list";
import type { Catalogue } from "../../i18n/catalogues/en";

/** The query parameter of the old academics addresses (`/academics/?option=KEY`), now `/academics/KEY`. */
export const OPTION_PARAM = "option";

/** The families of the page's lists in its menu's order; each family's lists in the registry's order. */
const MENU_FAMILIES: readonly CollectionFamily[] = ["titledFile", "achievement", "internship", "yearlyReport", "other"];

export interface AcademicOption {
  key: string;
  /** The English label (the page shows the catalogue's, by `optionLabel`). */
  label: string;
  /** The list it shows; none for Vision & Mission. */
  collection?: ListCollection;
}

/** The option value of a collection's page, when that page is an option of the academics page. */
function optionOf(collection: ListCollection): string | undefined {
  const [path, query = ""] = publicCollections[collection].page.split("?");
  return path === paths.academics ? (new URLSearchParams(query).get(OPTION_PARAM) ?? undefined) : undefined;
}

export const DEFAULT_OPTION = "vision-mission";

export const ACADEMIC_OPTIONS: readonly AcademicOption[] = [
  { key: DEFAULT_OPTION, label: "Vision & Mission" },
  ...MENU_FAMILIES.flatMap((family) =>
    collectionsOf(family).flatMap((collection) => {
      const key = optionOf(collection);
      return key === undefined ? [] : [{ key, label: publicCollections[collection].title, collection }];
    }),
  ),
];

/** The id of the selected option's heading, which labels the content area. */
export const OPTION_HEADING_ID = "academics-option-heading";

/**
 * The option a query value selects: no value selects the default, a known key selects itself and
 * anything else selects nothing (the page then says the option is wrong). Keys are case-sensitive,
 * as in the spec's page routes.
 */
export function resolveOption(value: string | null | undefined): AcademicOption | undefined {
  const key = value ?? DEFAULT_OPTION;
  return ACADEMIC_OPTIONS.find((option) => option.key === key);
}

/** An option's label in the page's language: its collection's title, or Vision & Mission. */
export const optionLabel = (option: AcademicOption, t: Catalogue) =>
  option.collection ? t.collections[option.collection].title : t.academics.visionMission;

/** The answers a tab's first render shows (`tab` as the address names it; none: Vision & Mission). */
export function academicsTabQueries(tab: string | undefined) {
  const collection = resolveOption(tab)?.collection;
  return collection ? [collectionListQueryOptions(collection)] : [];
}
