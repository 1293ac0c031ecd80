/**
 * The Publications list marks a work no source names authors for (issue 35): its row says the
 * BibTeX export names the member instead. The list is seeded in the query cache; the fetch the
 * page starts to read it again never answers, so the seeded rows are what it shows.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NO_AUTHORS_NOTE, type AccountUser, type EntrySummary } from "@dept/contract";
import { queryKeys } from "../api/query-keys";
import { CollectionPage } from "./collection-page";

const editor: AccountUser = {
  email: "editor@dept.example",
  role: "editor",
  facultyId: null,
  disabled: false,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const row = (id: string, title: string, note?: string): EntrySummary => ({
  id,
  collection: "publications",
  title,
  state: "published",
  live: true,
  pending: false,
  updatedAt: "2026-11-01T10:00:00.000Z",
  updatedBy: "editor@dept.example",
  date: null,
  publishAt: null,
  unpublishAt: null,
  ...(note && { note }),
});

describe("the publications list in the editor", () => {
  beforeEach(() => vi.stubGlobal("fetch", () => new Promise(() => {})));
  afterEach(() => vi.unstubAllGlobals());

  it("marks the row of a work no source names authors for, and only that row", () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(queryKeys.entries("publications", false), [
      row("e1", "A paper with authors"),
      row("e2", "Notes on an undated lecture", NO_AUTHORS_NOTE),
    ]);
    render(
      <QueryClientProvider client={client}>
        <CollectionPage user={editor} collection="publications" />
      </QueryClientProvider>,
    );
    const rows = screen.getAllByRole("row").slice(1); // the header row first
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).queryByText(NO_AUTHORS_NOTE)).toBeNull();
    expect(within(rows[1]!).getByText(NO_AUTHORS_NOTE)).toBeTruthy();
    expect(NO_AUTHORS_NOTE).toBe("No source names authors: BibTeX uses the member's name");
  });
});
