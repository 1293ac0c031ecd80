/** The viewer's own width (the toolbar collapses by it, not the window's) and whether it is full screen. */
import { useEffect, useState, type RefObject } from "react";
import type { ViewerCore } from "./viewer-core.js";

export function useViewerFrame(rootRef: RefObject<HTMLDivElement | null>, coreRef: RefObject<ViewerCore | null>) {
  const [width, setWidth] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width);
      // "Page fit" and "page width" follow the new size.
      coreRef.current?.refreshPresetZoom();
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef, coreRef]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current && rootRef.current !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [rootRef]);

  return { width, fullscreen };
}
