/** The event listings of the spec, one page per event collection of the registry. */
import type { ComponentType } from "react";
import { publicCollections, type EventCollection } from "@dept/contract";
import { useT } from "../../i18n/i18n";
import { useCollectionList } from "../../lib/collection-list";
import { EventListPage } from "./components/event-list-page";

function EventPage({ collection }: { collection: EventCollection }) {
  const query = useCollectionList(collection);
  const t = useT();
  const { title } = t.collections[collection];
  return (
    <EventListPage
      title={title}
      query={query}
      what={t.events.what(title)}
      kind={publicCollections[collection].calendar}
    />
  );
}

const pages = new Map<EventCollection, ComponentType>();

/** The page of one event collection: the same component every time, so the router keeps it mounted. */
export function eventPage(collection: EventCollection): ComponentType {
  let page = pages.get(collection);
  if (!page) {
    page = function EventCollectionPage() {
      return <EventPage collection={collection} />;
    };
    pages.set(collection, page);
  }
  return page;
}
