/**
 * Numbers and dates as the viewer writes them: Intl for the viewer's `locale` ("en" by default,
 * "hi-IN" on a Hindi site). No digit grouping, so English stays as the spec writes it ("1000%",
 * "of 1234").
 */
export interface ViewerFormat {
  /** A whole number: a page, a count. */
  integer: (value: number) => string;
  /** A whole percentage: 40 gives "40%". */
  percent: (whole: number) => string;
  /** A number with two decimals (file sizes). */
  fixed2: (value: number) => string;
  /** A date and time (document properties). */
  dateTime: (date: Date) => string;
}

export function viewerFormat(locale: string): ViewerFormat {
  const integer = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", useGrouping: false, maximumFractionDigits: 0 });
  const fixed2 = new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    integer: (value) => integer.format(value),
    percent: (whole) => percent.format(whole / 100),
    fixed2: (value) => fixed2.format(value),
    dateTime: (date) => date.toLocaleString(locale),
  };
}
