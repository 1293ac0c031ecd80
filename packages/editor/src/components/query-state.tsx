/**
 * The editor's one loading and load-error state, as the public site's QueryContent: the plain
 * 'loading' while an answer is on its way, and what went wrong as an alert.
 */
import type { ReactNode } from "react";

/** The plain 'loading' of a page or a part of one whose answer has not come yet. */
export function Loading() {
  return <p>loading</p>;
}

/** What went wrong (a load, or the last action), read out at once. */
export function ErrorAlert({ message }: { message: string }) {
  return <p role="alert">{message}</p>;
}

interface Props<T> {
  /** The answer, once it has come. */
  data: T | undefined;
  /** The error to show above it: the load's while there is no answer, or the last action's. */
  error?: string | null;
  children: (data: T) => ReactNode;
}

/** A page's answer: the error above, 'loading' until the answer comes (unless it failed), then `children`. */
export function QueryState<T>({ data, error, children }: Props<T>) {
  return (
    <>
      {error && <ErrorAlert message={error} />}
      {data === undefined ? !error && <Loading /> : children(data)}
    </>
  );
}
