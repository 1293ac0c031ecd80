import { A } from "./cycle-a";

export const B = "b";
export const BA = `${B}${A}`;
