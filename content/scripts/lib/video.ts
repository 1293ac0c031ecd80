/** The short department video: animated SVG frames encoded to WebM (VP9) by ffmpeg. WebM rather
 * than MP4 because Chromium builds without proprietary codecs (Playwright's) cannot play H.264. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 12;
const SECONDS = 5;

function frameSvg(frame: number): string {
  const t = frame / (FPS * SECONDS);
  const hue = Math.round(200 + 40 * Math.sin(t * Math.PI * 2));
  const circles = Array.from({ length: 6 }, (_, index) => {
    const angle = t * Math.PI * 2 + (index * Math.PI) / 3;
    const x = WIDTH / 2 + Math.cos(angle) * (120 + index * 12);
    const y = HEIGHT / 2 + Math.sin(angle) * (60 + index * 8);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${22 + index * 4}" fill="hsl(${(hue + index * 30) % 360},70%,60%)" fill-opacity="0.8"/>`;
  }).join("");
  const points: string[] = [];
  for (let step = 0; step <= 32; step += 1) {
    const x = (WIDTH * step) / 32;
    const y = HEIGHT * 0.78 + Math.sin(t * Math.PI * 4 + step / 3) * 14;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},55%,35%)"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${circles}` +
    `<polygon points="0,${HEIGHT} ${points.join(" ")} ${WIDTH},${HEIGHT}" fill="#0b3c5d" fill-opacity="0.85"/></svg>`;
}

export function ffmpegAvailable(): boolean {
  return spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0;
}

/** Renders the video; single-threaded, bit-exact encoding so two runs give the same bytes. */
export async function renderVideo(): Promise<Buffer> {
  const directory = mkdtempSync(join(tmpdir(), "dept-video-"));
  try {
    for (let frame = 0; frame < FPS * SECONDS; frame += 1) {
      const png = await sharp(Buffer.from(frameSvg(frame))).png({ compressionLevel: 1 }).toBuffer();
      writeFileSync(join(directory, `frame-${String(frame).padStart(3, "0")}.png`), png);
    }
    const output = join(directory, "video.webm");
    const result = spawnSync(
      "ffmpeg",
      [
        "-hide_banner", "-loglevel", "error", "-y",
        "-framerate", String(FPS), "-i", join(directory, "frame-%03d.png"),
        "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "40", "-deadline", "good", "-cpu-used", "4",
        "-threads", "1", "-row-mt", "0", "-pix_fmt", "yuv420p", "-an",
        "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact",
        output,
      ],
      { encoding: "utf8" },
    );
    if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
    return readFileSync(output);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
