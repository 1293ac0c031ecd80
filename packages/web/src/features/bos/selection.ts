/** BOS selection (spec section 4): none or exactly one document; clicking the selected one deselects it. */
export function toggleSelection(selected: number | null, clicked: number): number | null {
  return selected === clicked ? null : clicked;
}
