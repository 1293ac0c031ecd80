/**
 * Keeps the keyboard's place when an item moves up or down a list: after the list renders in its
 * new order, the button pressed has focus again in the item's new place, or the item's other
 * button when the pressed one is now disabled (the item reached the top or the bottom).
 */
import { useEffect, useRef } from "react";

/** `order` is what changes when the list does; call the returned function with the two buttons' ids before moving. */
export function useFocusAfterMove(order: unknown): (pressed: string, other: string) => void {
  const wanted = useRef<{ pressed: string; other: string } | undefined>(undefined);
  useEffect(() => {
    const ids = wanted.current;
    if (!ids) return;
    wanted.current = undefined;
    const [pressed, other] = [ids.pressed, ids.other].map(
      (id) => document.getElementById(id) as HTMLButtonElement | null,
    );
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [order]);
  return (pressed, other) => {
    wanted.current = { pressed, other };
  };
}
