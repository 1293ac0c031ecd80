/** Abstract illustrations and avatars drawn as SVG and encoded with sharp. No text is drawn, so
 * the output does not depend on the fonts installed on the machine. */
import sharp from "sharp";
import { seededRandom, type Random } from "./random.js";

const PALETTES: readonly (readonly string[])[] = [
  ["#0b3c5d", "#328cc1", "#d9b310", "#f4f4f4", "#1d2731"],
  ["#2d3047", "#419d78", "#e0a458", "#ffdbb5", "#c04abc"],
  ["#1b263b", "#415a77", "#778da9", "#e0e1dd", "#f77f00"],
  ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51"],
  ["#3d405b", "#81b29a", "#f2cc8f", "#e07a5f", "#f4f1de"],
  ["#022b3a", "#1f7a8c", "#bfdbf7", "#e1e5f2", "#ffb703"],
  ["#370617", "#9d0208", "#f48c06", "#ffba08", "#fefae0"],
  ["#10002b", "#5a189a", "#9d4edd", "#e0aaff", "#48cae4"],
];

export type SceneMotif = "waves" | "city" | "circuit" | "grid" | "trophy" | "windows";

export interface ImageSpec {
  width: number;
  height: number;
  kind: "scene" | "avatar";
  /** Scenes only: what is drawn over the background; by default chosen from the seed. */
  motif?: SceneMotif;
}

function background(random: Random, palette: readonly string[], width: number, height: number): string {
  const from = random.pick(palette);
  let to = random.pick(palette);
  if (to === from) to = palette[(palette.indexOf(from) + 2) % palette.length] ?? to;
  const blobs = Array.from({ length: random.int(4, 8) }, () => {
    const radius = random.range(0.1, 0.45) * Math.max(width, height);
    return `<circle cx="${random.range(0, width).toFixed(1)}" cy="${random.range(0, height).toFixed(1)}" r="${radius.toFixed(1)}" fill="${random.pick(palette)}" fill-opacity="${random.range(0.12, 0.35).toFixed(2)}"/>`;
  }).join("");
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${blobs}`;
}

function waves(random: Random, palette: readonly string[], width: number, height: number): string {
  return Array.from({ length: 4 }, (_, layer) => {
    const base = height * (0.55 + layer * 0.11);
    const amplitude = random.range(0.03, 0.08) * height;
    const phase = random.range(0, Math.PI * 2);
    const frequency = random.range(1.5, 2.5);
    const points: string[] = [];
    for (let step = 0; step <= 32; step += 1) {
      const x = (width * step) / 32;
      const y = base + Math.sin(phase + (step / 32) * Math.PI * frequency) * amplitude;
      points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    return `<polygon points="0,${height} ${points.join(" ")} ${width},${height}" fill="${random.pick(palette)}" fill-opacity="${(0.55 + layer * 0.1).toFixed(2)}"/>`;
  }).join("");
}

function city(random: Random, palette: readonly string[], width: number, height: number): string {
  const parts: string[] = [];
  let x = 0;
  const colour = random.pick(palette);
  const light = random.pick(palette);
  while (x < width) {
    const buildingWidth = random.range(0.06, 0.14) * width;
    const buildingHeight = random.range(0.25, 0.6) * height;
    const top = height - buildingHeight;
    parts.push(`<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${buildingWidth.toFixed(1)}" height="${buildingHeight.toFixed(1)}" fill="${colour}" fill-opacity="0.85"/>`);
    const cell = buildingWidth / 5;
    for (let row = top + cell; row < height - cell; row += cell * 1.6) {
      for (let column = x + cell * 0.6; column < x + buildingWidth - cell; column += cell * 1.4) {
        if (random.next() < 0.55) {
          parts.push(`<rect x="${column.toFixed(1)}" y="${row.toFixed(1)}" width="${(cell * 0.7).toFixed(1)}" height="${(cell * 0.8).toFixed(1)}" fill="${light}" fill-opacity="0.8"/>`);
        }
      }
    }
    x += buildingWidth + random.range(0, 0.02) * width;
  }
  return parts.join("");
}

function circuit(random: Random, palette: readonly string[], width: number, height: number): string {
  const parts: string[] = [];
  const stroke = Math.max(2, Math.round(width / 300));
  for (let line = 0; line < 18; line += 1) {
    let x = random.range(0, width);
    let y = random.range(0, height);
    const points = [`${x.toFixed(1)},${y.toFixed(1)}`];
    for (let segment = 0; segment < 4; segment += 1) {
      if (segment % 2 === 0) x += random.range(-0.25, 0.25) * width;
      else y += random.range(-0.25, 0.25) * height;
      points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    const colour = random.pick(palette);
    parts.push(`<polyline points="${points.join(" ")}" fill="none" stroke="${colour}" stroke-width="${stroke}" stroke-opacity="0.8"/>`);
    parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${stroke * 3}" fill="${colour}"/>`);
  }
  return parts.join("");
}

function grid(random: Random, palette: readonly string[], width: number, height: number): string {
  const parts: string[] = [];
  const cell = Math.round(Math.min(width, height) / random.int(6, 10));
  for (let y = 0; y < height; y += cell) {
    for (let x = 0; x < width; x += cell) {
      const chance = random.next();
      const colour = random.pick(palette);
      if (chance < 0.18) parts.push(`<rect x="${x + 4}" y="${y + 4}" width="${cell - 8}" height="${cell - 8}" rx="${cell / 6}" fill="${colour}" fill-opacity="0.7"/>`);
      else if (chance < 0.32) parts.push(`<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell / 3}" fill="${colour}" fill-opacity="0.6"/>`);
    }
  }
  return parts.join("");
}

function trophy(random: Random, palette: readonly string[], width: number, height: number): string {
  const size = Math.min(width, height) * 0.55;
  const cx = width / 2;
  const top = (height - size) / 2;
  const gold = random.pick(["#f2c14e", "#e9c46a", "#ffd166", "#d9b310"]);
  const confetti = Array.from({ length: 40 }, () => `<rect x="${random.range(0, width).toFixed(1)}" y="${random.range(0, height).toFixed(1)}" width="${(size / 30).toFixed(1)}" height="${(size / 14).toFixed(1)}" fill="${random.pick(palette)}" transform="rotate(${random.int(0, 90)} ${cx} ${height / 2})"/>`).join("");
  return `${confetti}<path d="M ${cx - size * 0.3} ${top} h ${size * 0.6} v ${size * 0.25} a ${size * 0.3} ${size * 0.3} 0 0 1 ${-size * 0.6} 0 z" fill="${gold}"/>` +
    `<rect x="${cx - size * 0.05}" y="${top + size * 0.5}" width="${size * 0.1}" height="${size * 0.25}" fill="${gold}"/>` +
    `<rect x="${cx - size * 0.22}" y="${top + size * 0.75}" width="${size * 0.44}" height="${size * 0.12}" rx="${size * 0.02}" fill="${gold}"/>` +
    `<circle cx="${cx - size * 0.32}" cy="${top + size * 0.12}" r="${size * 0.1}" fill="none" stroke="${gold}" stroke-width="${size * 0.04}"/>` +
    `<circle cx="${cx + size * 0.32}" cy="${top + size * 0.12}" r="${size * 0.1}" fill="none" stroke="${gold}" stroke-width="${size * 0.04}"/>`;
}

function windows(random: Random, palette: readonly string[], width: number, height: number): string {
  const parts: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const w = random.range(0.25, 0.45) * width;
    const h = random.range(0.25, 0.45) * height;
    const x = random.range(0.02, 0.98) * width - w / 2;
    const y = random.range(0.05, 0.95) * height - h / 2;
    const bar = h * 0.12;
    parts.push(`<g fill-opacity="0.92"><rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${(bar / 2).toFixed(1)}" fill="${random.pick(palette)}"/>` +
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${bar.toFixed(1)}" fill="${random.pick(palette)}"/>` +
      Array.from({ length: 3 }, (_, line) => `<rect x="${(x + w * 0.08).toFixed(1)}" y="${(y + bar * (2 + line * 1.6)).toFixed(1)}" width="${(w * random.range(0.4, 0.8)).toFixed(1)}" height="${(bar * 0.6).toFixed(1)}" fill="#ffffff" fill-opacity="0.55"/>`).join("") +
      `</g>`);
  }
  return parts.join("");
}

const MOTIFS: Record<SceneMotif, (random: Random, palette: readonly string[], width: number, height: number) => string> = {
  waves,
  city,
  circuit,
  grid,
  trophy,
  windows,
};

function sceneSvg(seed: string, width: number, height: number, motif?: SceneMotif): string {
  const random = seededRandom(seed);
  const palette = random.pick(PALETTES);
  const chosen = motif ?? random.pick(["waves", "city", "circuit", "grid"] as const);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background(random, palette, width, height)}${MOTIFS[chosen](random, palette, width, height)}</svg>`;
}

/** A generic, faceless head-and-shoulders figure on an abstract background: clearly not a person. */
function avatarSvg(seed: string, width: number, height: number): string {
  const random = seededRandom(seed);
  const palette = random.pick(PALETTES);
  const size = Math.min(width, height);
  const cx = width / 2;
  const figure = random.pick(palette);
  const clothing = random.pick(palette);
  const ring = Array.from({ length: 12 }, (_, index) => {
    const angle = (index / 12) * Math.PI * 2 + random.range(0, 0.3);
    const radius = size * 0.42;
    return `<circle cx="${(cx + Math.cos(angle) * radius).toFixed(1)}" cy="${(height / 2 + Math.sin(angle) * radius).toFixed(1)}" r="${(size * random.range(0.015, 0.04)).toFixed(1)}" fill="${random.pick(palette)}" fill-opacity="0.8"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background(random, palette, width, height)}${ring}` +
    `<ellipse cx="${cx}" cy="${height * 0.98}" rx="${size * 0.32}" ry="${size * 0.26}" fill="${clothing}"/>` +
    `<circle cx="${cx}" cy="${height * 0.42}" r="${size * 0.17}" fill="${figure}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${size * 0.012}"/></svg>`;
}

/** Renders one picture to JPEG bytes; the same seed and spec always give the same bytes. */
export async function renderImage(seed: string, spec: ImageSpec): Promise<Buffer> {
  const svg = spec.kind === "avatar" ? avatarSvg(seed, spec.width, spec.height) : sceneSvg(seed, spec.width, spec.height, spec.motif);
  return sharp(Buffer.from(svg)).jpeg({ quality: 75, mozjpeg: true }).toBuffer();
}

