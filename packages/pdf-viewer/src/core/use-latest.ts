/** A ref that always holds the latest render's value, for callbacks that outlive a render. */
import { useEffect, useRef } from "react";

export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
