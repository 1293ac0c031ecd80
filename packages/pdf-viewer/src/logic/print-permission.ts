/** Print permission rule of spec section 5 (flags from the PDF's /P entry as pdf.js reports them). */
export const PERMISSION_PRINT = 4;
export const PERMISSION_PRINT_HIGH_QUALITY = 2048;

export function isPrintAllowed(permissions: ReadonlySet<number> | readonly number[] | null | undefined): boolean {
  if (permissions === null || permissions === undefined) return true;
  const flags = new Set(permissions);
  return flags.has(PERMISSION_PRINT) || flags.has(PERMISSION_PRINT_HIGH_QUALITY);
}
