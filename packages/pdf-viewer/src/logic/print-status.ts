/**
 * The print status machine of spec section 4. The five statuses are the spec's. A click on print
 * (or Ctrl/Cmd+P) checks the permission and goes straight on to Preparing every page; within
 * CheckingPermission the viewer shows the refusal modal (`refused`), or, for the more-actions
 * menu's 'Print pages…' (`choosePages`), asks which pages once printing is allowed.
 */
import { progressPercent } from "./progress.js";

export type PrintStatus = "Inactive" | "CheckingPermission" | "Preparing" | "Cancelled" | "Ready";

export interface PrintState {
  status: PrintStatus;
  refused: boolean;
  /** The permission allows printing; `start` may follow. */
  allowed: boolean;
  /** Asked from 'Print pages…': the page list dialog shows once printing is allowed. */
  choosePages: boolean;
  rendered: number;
  total: number;
}

export type PrintEvent =
  | { type: "request"; choosePages?: boolean }
  | { type: "permission"; allowed: boolean }
  | { type: "start"; total: number }
  | { type: "page-rendered" }
  | { type: "close-refusal" }
  | { type: "cancel" }
  | { type: "printed" };

export const INITIAL_PRINT_STATE: PrintState = {
  status: "Inactive",
  refused: false,
  allowed: false,
  choosePages: false,
  rendered: 0,
  total: 0,
};

const inactive = INITIAL_PRINT_STATE;

export function printReducer(state: PrintState, event: PrintEvent): PrintState {
  switch (state.status) {
    case "Inactive":
    case "Cancelled":
      return event.type === "request"
        ? { ...inactive, status: "CheckingPermission", choosePages: event.choosePages === true }
        : state;
    case "CheckingPermission":
      if (state.refused) return event.type === "close-refusal" ? { ...inactive, status: "Cancelled" } : state;
      if (event.type === "permission") return event.allowed ? { ...state, allowed: true } : { ...state, refused: true };
      if (event.type === "start" && state.allowed && event.total > 0) {
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

/** The page list dialog is open: printing is allowed and the visitor asked to choose pages. */
export const isChoosingPages = (state: PrintState) =>
  state.status === "CheckingPermission" && state.allowed && state.choosePages;
