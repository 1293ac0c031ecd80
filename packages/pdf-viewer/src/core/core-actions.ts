/**
 * The actions that are calls on the rendering core alone: paging, zoom, rotation and the jump
 * history. pdf-viewer.tsx hands every action here first; the rest change the viewer's own state.
 */
import type { ViewerAction } from "../actions.js";
import { stepPage } from "../logic/page-number.js";
import { zoomInStep, zoomOutStep } from "../logic/zoom.js";
import type { ViewerCore } from "./viewer-core.js";

/** Runs `action` on `core` and returns true when it is one of the core's; false leaves it to the caller. */
export function runCoreAction(core: ViewerCore, action: ViewerAction, pageCount: number): boolean {
  switch (action.type) {
    case "page-previous":
    case "page-next":
      core.pageNumber = stepPage(core.pageNumber, action.type === "page-next" ? 1 : -1, pageCount);
      return true;
    case "go-to-page":
      core.pageNumber = action.page;
      return true;
    case "zoom-in":
      core.setZoom(zoomInStep(core.scale));
      return true;
    case "zoom-out":
      core.setZoom(zoomOutStep(core.scale));
      return true;
    case "zoom-set":
      core.setZoom(action.value);
      return true;
    case "rotate":
      core.rotate(action.delta);
      return true;
    case "history":
      core.history(action.direction);
      return true;
    default:
      return false;
  }
}
