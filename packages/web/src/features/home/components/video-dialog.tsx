/** The button that opens the department video in a modal dialog; closing it stops the video. */
import { useRef, useState } from "react";
import { Dialog } from "@dept/ui/dialog";
import { useT } from "../../../i18n/i18n";

interface VideoDialogProps {
  title: string;
  /** `en` when the title is an English fallback on a Hindi page. */
  titleLang?: string;
  src: string;
  type: string;
  captions: string;
}

export function VideoDialog({ title, titleLang, src, type, captions }: VideoDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  const openDialog = () => {
    setOpen(true);
    // The click is a user gesture, so the browser lets the video start with sound.
    videoRef.current?.play().catch(() => {
      // Autoplay refused (or no media): the visitor presses play in the controls.
    });
  };

  const close = () => {
    videoRef.current?.pause();
    setOpen(false);
  };

  return (
    <>
      <button type="button" className="button video-button" aria-haspopup="dialog" onClick={openDialog}>
        <span aria-hidden="true" className="video-button__icon" />
        {t.home.watchVideo}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={title}
        titleLang={titleLang}
        className="video-dialog"
        closeLabel={t.common.close}
      >
        <video
          ref={videoRef}
          className="video-dialog__player"
          controls
          playsInline
          preload="none"
          width={1280}
          height={720}
        >
          <source src={src} type={type} />
          {/* Only while open: a default track is fetched with the page otherwise, and in Lighthouse's
              simulation of a phone it held the page's largest paint (BENCHMARKS.md, round of
              2026-11-28, seventh session). Added to the open video, it is still the one shown. */}
          {open && <track kind="captions" src={captions} srcLang="en" label={t.home.captions} default />}
        </video>
      </Dialog>
    </>
  );
}
