/**
 * The editor's one data table: a caption, a header per column and a row per item, in the box that
 * scrolls on a narrow screen (TableScroll). Every table of the editor is one of these, so each has
 * its caption and its column (or row) headers for screen readers.
 */
import type { ReactNode } from "react";
import { TableScroll } from "./table-scroll";

export interface Column<T> {
  /** The column's header; none on any column leaves the table without a header row. */
  header?: string;
  cell: (row: T, index: number) => ReactNode;
  /** The first column's cells head their rows (`<th scope="row">`), as in a table of figures. */
  rowHeader?: boolean;
  className?: string;
  /** The cell names its column (`data-label`), for a table laid out as cards on a narrow screen. */
  labelled?: boolean;
}

interface Props<T> {
  /** The scrolling region's name. */
  label: string;
  caption: ReactNode;
  /** `false` leaves a column out (one shown only to some). */
  columns: readonly (Column<T> | false)[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** The scrolling box's class. */
  className?: string;
  tableClassName?: string;
  /**
   * Explicit table roles on every element: a table whose CSS lays it out as cards on a narrow
   * screen (`display: block`) loses its own roles in some browsers.
   */
  roles?: boolean;
}

export function DataTable<T>({ label, caption, columns, rows, rowKey, className, tableClassName, roles }: Props<T>) {
  const shown = columns.filter((column): column is Column<T> => column !== false);
  const role = (name: string) => (roles ? { role: name } : {});
  return (
    <TableScroll label={label} className={className}>
      <table className={tableClassName} {...role("table")}>
        <caption>{caption}</caption>
        {shown.some((column) => column.header !== undefined) && (
          <thead {...role("rowgroup")}>
            <tr {...role("row")}>
              {shown.map((column, index) => (
                <th key={index} scope="col" {...role("columnheader")}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody {...role("rowgroup")}>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} {...role("row")}>
              {shown.map((column, columnIndex) => {
                const props = {
                  className: column.className,
                  "data-label": column.labelled ? column.header : undefined,
                };
                return column.rowHeader ? (
                  <th key={columnIndex} scope="row" {...props} {...role("rowheader")}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={columnIndex} {...props} {...role("cell")}>
                    {column.cell(row, index)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
