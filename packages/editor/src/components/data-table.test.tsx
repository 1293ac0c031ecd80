import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { DataTable } from "./data-table";
import { QueryState } from "./query-state";

afterEach(cleanup);

const rows = [
  { name: "Ada", role: "admin" },
  { name: "Bo", role: "editor" },
];

describe("DataTable", () => {
  it("names its scrolling region, captions the table and heads every column", () => {
    render(
      <DataTable
        label="Staff accounts"
        caption="Staff accounts"
        columns={[
          { header: "Name", cell: (row) => row.name },
          { header: "Role", labelled: true, cell: (row) => row.role },
          false,
        ]}
        rows={rows}
        rowKey={(row) => row.name}
      />,
    );
    const region = screen.getByRole("region", { name: "Staff accounts" });
    const table = within(region).getByRole("table", { name: "Staff accounts" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Name", "Role"]);
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["NameRole", "Adaadmin", "Boeditor"]);
    expect(within(table).getByRole("cell", { name: "editor" }).getAttribute("data-label")).toBe("Role");
  });

  it("heads each row instead when the first column says so, with no header row", () => {
    render(
      <DataTable
        label="Summary"
        caption="What the refresh did"
        columns={[{ rowHeader: true, cell: ([label]) => label }, { cell: ([, count]) => count }]}
        rows={[["Added", 2] as const]}
        rowKey={([label]) => label}
      />,
    );
    expect(screen.queryAllByRole("columnheader")).toEqual([]);
    expect(screen.getByRole("rowheader", { name: "Added" })).toBeTruthy();
  });
});

describe("QueryState", () => {
  it("says loading until the answer comes, then shows it", () => {
    const { rerender } = render(<QueryState data={undefined}>{(data: string) => <p>{data}</p>}</QueryState>);
    expect(screen.getByText("loading")).toBeTruthy();
    rerender(<QueryState data="ready">{(data: string) => <p>{data}</p>}</QueryState>);
    expect(screen.queryByText("loading")).toBeNull();
    expect(screen.getByText("ready")).toBeTruthy();
  });

  it("shows a failed load as an alert instead of loading, and an action's error above the answer", () => {
    const { rerender } = render(
      <QueryState data={undefined} error="The server cannot be reached.">
        {(data: string) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByRole("alert").textContent).toBe("The server cannot be reached.");
    expect(screen.queryByText("loading")).toBeNull();
    rerender(
      <QueryState data="ready" error="Not saved.">
        {(data: string) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Not saved.");
    expect(screen.getByText("ready")).toBeTruthy();
  });
});
