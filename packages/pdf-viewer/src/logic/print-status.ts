/**
 * The print status machine of spec section 4. The five statuses are the spec's; within
 * CheckingPermission the viewer either shows the refusal modal (`refused`) or, once printing is
 * allowed, asks which pages to print (`choosingPages`) before Preparing starts.
 */
import { progressPercent } from "./progress.js";

export type PrintStatus = "Inactive" | "CheckingPermission" | "Preparing" | "Cancelled" | "Ready";

export interface PrintState {
  status: PrintStatus;
  refused: boolean;
  choosingPages: boolean;
  rendered: number;
  total: number;
}

export type PrintEvent =
  | { type: "request" }
  | { type: "permission"; allowed: boolean }
  | { type: "start"; total: number }
  | { type: "page-rendered" }
  | { type: "close-refusal" }
  | { type: "cancel" }
  | { type: "printed" };

export const INITIAL_PRINT_STATE: PrintState = { status: "Inactive", refused: false, choosingPages: false, rendered: 0, total: 0 };

const inactive = INITIAL_PRINT_STATE;

export function printReducer(state: PrintState, event: PrintEvent): PrintState {
  switch (state.status) {
    case "Inactive":
    case "Cancelled":
      return event.type === "request" ? { ...inactive, status: "CheckingPermission" } : state;
    case "CheckingPermission":
      if (state.refused) return event.type === "close-refusal" ? { ...inactive, status: "Cancelled" } : state;
      if (event.type === "permission") return event.allowed ? { ...state, choosingPages: true } : { ...state, refused: true };
      if (event.type === "start" && state.choosingPages && event.total > 0) {
        return { ...inactive, status: "Preparing", total: event.total };
      }
      return event.type === "cancel" ? inactive : state;
    case "Preparing":
      if (event.type === "page-rendered") {
        const rendered = state.rendered + 1;
        return rendered >= state.total ? { ...state, rendered: state.total, status: "Ready" } : { ...state, rendered };
      }
      return event.type === "cancel" ? inactive : state;
    case "Ready":
      return event.type === "printed" || event.type === "cancel" ? inactive : state;
  }
}

export function printProgress(state: PrintState): number {
  return progressPercent(state.rendered, state.total);
}
