// Two modules that import each other: import-x/no-cycle reports both.
import { B } from "./cycle-b";

export const A = "a";
export const AB = `${A}${B}`;
