/** The viewer's texts and number formats for its parts, from the `messages` and `locale` props (English by default). */
import { createContext, useContext } from "react";
import { viewerFormat, type ViewerFormat } from "./format.js";
import { englishViewerMessages, type ViewerMessages } from "./messages.js";

export interface ViewerText {
  messages: ViewerMessages;
  format: ViewerFormat;
}

export const ViewerTextContext = createContext<ViewerText>({
  messages: englishViewerMessages,
  format: viewerFormat("en"),
});

export const useViewerText = (): ViewerText => useContext(ViewerTextContext);
