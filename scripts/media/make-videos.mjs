/**
 * make-videos.mjs: renders the three small looping DYC explainer videos.
 *
 * Output (public/media/video/), for each clip <name>:
 *   <name>.av1.mp4     AV1  (libsvtav1), best compression, listed first in <video>
 *   <name>.webm        VP9  (libvpx-vp9)
 *   <name>.mp4         H.264 (libx264), universal fallback
 *   <name>-poster.webp representative still frame (sharp, quality 80)
 *
 * Clips (24 fps, every one loops seamlessly: frame N-1 flows into frame 0):
 *   color-slider   640x360, 4 s  effect slider Rest > Calm > Focus > Energize, thumb glides and back
 *   geography-map  640x360, 6 s  abstract dotted map of the United States, "Calm" labels pop up at store pins
 *   effects        960x540, 6 s  four soft breathing circles with their names, slow tint shift
 *
 * Languages: a clip that draws words (color-slider, geography-map) is drawn once per language, with the words of
 * src/i18n/clips.ts. English keeps the names above; every other language writes a twin beside it, named by
 * clipStem/clipPoster there: `<name>.es.av1.mp4`, `<name>.es.webm`, `<name>.es.mp4`, `<name>-poster.es.webp`.
 * effects draws only the color names (brand names, the same in every language), so it has one set of files.
 *
 * How it works: each frame is an SVG string built in JS, rasterised to PNG
 * with sharp (librsvg, DejaVu Sans for text) into a temp dir in parallel
 * batches, then encoded with Debian's /usr/bin/ffmpeg (override with the
 * FFMPEG env var). Temp frames are deleted afterwards. No randomness, so runs
 * are deterministic and re-running simply overwrites the outputs.
 *
 * Run from the project root:
 *   npm run media:videos
 * or directly:
 *   PATH=/work/main/node_modules/.bin:$PATH node scripts/media/make-videos.mjs
 * Optional: pass clip names to render only those, e.g. `... make-videos.mjs effects`, and `--locale=es` to render
 * only that language's files, e.g. `... make-videos.mjs --locale=es color-slider geography-map`.
 */
import { spawn } from 'node:child_process';
import { access, constants, copyFile, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CLIP_COLOR_NAMES, CLIP_WORDS, WORDED_CLIPS, clipPoster, clipStem } from '../../src/i18n/clips.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts';
import { EFFECT_PALETTE, NEUTRALS } from '../../src/lib/design/tokens.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(ROOT, 'public/media/video');
const FFMPEG = process.env.FFMPEG || '/usr/bin/ffmpeg';
const FPS = 24;

// Brand palette
const C = {
  energize: EFFECT_PALETTE.yellow.fill,
  focus: EFFECT_PALETTE.green.fill,
  calm: EFFECT_PALETTE.blue.fill,
  rest: EFFECT_PALETTE.purple.fill,
  ink: NEUTRALS.ink,
  bg: NEUTRALS.page,
  white: '#ffffff',
};
const FONT = 'DejaVu Sans, sans-serif';

// ---------------------------------------------------------------- helpers
const TAU = Math.PI * 2;
const clamp = (v, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
const easeInOutSine = (u) => (1 - Math.cos(Math.PI * clamp(u))) / 2;
const easeOutCubic = (u) => 1 - (1 - clamp(u)) ** 3;
const r2 = (v) => Math.round(v * 100) / 100;

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex(rgb) {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.round(clamp(v, 0, 255))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
/** Linear blend a -> b by t (0..1). */
function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function text(x, y, str, { size = 20, weight = 'normal', anchor = 'middle', fill = C.ink, opacity = 1 } = {}) {
  return `<text x="${r2(x)}" y="${r2(y)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" fill="${fill}"${opacity < 1 ? ` opacity="${r2(opacity)}"` : ''}>${esc(str)}</text>`;
}

const svgDoc = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

// ---------------------------------------------------------------- clip 1: color-slider
/** @param {import('../../src/i18n/clips.ts').ClipCopy['color-slider']} words */
const slider = (words) => {
  const W = 640;
  const H = 360;
  const segs = [
    { name: CLIP_COLOR_NAMES.purple, color: C.rest },
    { name: CLIP_COLOR_NAMES.blue, color: C.calm },
    { name: CLIP_COLOR_NAMES.green, color: C.focus },
    { name: CLIP_COLOR_NAMES.yellow, color: C.energize },
  ];
  const x0 = 56;
  const x1 = 584;
  const segW = (x1 - x0) / segs.length; // 132
  const trackY = 196; // centre line
  const trackH = 30;
  const centers = segs.map((_, i) => x0 + segW * (i + 0.5));
  const frames = 4 * FPS;

  /** Thumb position 0 (Rest centre) .. 1 (Energize centre), loops back to 0. */
  function progress(t) {
    if (t < 0.05) return 0;
    if (t < 0.45) return easeInOutSine((t - 0.05) / 0.4);
    if (t < 0.55) return 1;
    if (t < 0.95) return 1 - easeInOutSine((t - 0.55) / 0.4);
    return 0;
  }

  function svgAt(p) {
    const tx = centers[0] + (centers[3] - centers[0]) * p;
    const active = clamp(Math.floor((tx - x0) / segW), 0, segs.length - 1);
    const seg = segs[active];

    let s = `<rect width="${W}" height="${H}" fill="${C.bg}"/>`;
    s += `<defs><clipPath id="track"><rect x="${x0}" y="${trackY - trackH / 2}" width="${x1 - x0}" height="${trackH}" rx="${trackH / 2}"/></clipPath></defs>`;
    // track segments
    s += `<g clip-path="url(#track)">`;
    segs.forEach((g, i) => {
      s += `<rect x="${x0 + segW * i}" y="${trackY - trackH / 2}" width="${segW}" height="${trackH}" fill="${g.color}"/>`;
    });
    s += `</g>`;
    // white separators between segments
    for (let i = 1; i < segs.length; i++) {
      s += `<rect x="${x0 + segW * i - 1.5}" y="${trackY - trackH / 2}" width="3" height="${trackH}" fill="${C.bg}"/>`;
    }
    // segment labels (active one bold)
    segs.forEach((g, i) => {
      s += text(centers[i], trackY + 54, g.name, { size: 20, weight: i === active ? 'bold' : 'normal' });
    });
    // axis hints
    s += text(x0, trackY + 104, words.relaxing, { size: 18, anchor: 'start', opacity: 0.8 });
    s += text(x1, trackY + 104, words.uplifting, { size: 18, anchor: 'end', opacity: 0.8 });

    // readout bubble above thumb
    const bw = 156;
    const bh = 46;
    const by = 96;
    const bx = clamp(tx - bw / 2, 12, W - 12 - bw);
    s += `<line x1="${r2(tx)}" y1="${by + bh}" x2="${r2(tx)}" y2="${trackY - 24}" stroke="${C.ink}" stroke-width="2" stroke-linecap="round"/>`;
    s += `<rect x="${r2(bx)}" y="${by + 2}" width="${bw}" height="${bh}" rx="${bh / 2}" fill="${C.ink}" opacity="0.08"/>`;
    s += `<rect x="${r2(bx)}" y="${by}" width="${bw}" height="${bh}" rx="${bh / 2}" fill="${C.white}" stroke="${C.ink}" stroke-opacity="0.18" stroke-width="1.5"/>`;
    s += `<circle cx="${r2(bx + 28)}" cy="${by + bh / 2}" r="10" fill="${seg.color}" stroke="${C.ink}" stroke-opacity="0.25" stroke-width="1"/>`;
    s += text(bx + 46, by + bh / 2 + 8, seg.name, { size: 22, weight: 'bold', anchor: 'start' });

    // thumb
    s += `<circle cx="${r2(tx)}" cy="${trackY + 2.5}" r="25" fill="${C.ink}" opacity="0.12"/>`;
    s += `<circle cx="${r2(tx)}" cy="${trackY}" r="23" fill="${C.white}" stroke="${C.ink}" stroke-width="3"/>`;
    s += `<circle cx="${r2(tx)}" cy="${trackY}" r="11" fill="${seg.color}" stroke="${C.ink}" stroke-opacity="0.3" stroke-width="1"/>`;
    return svgDoc(W, H, s);
  }

  return {
    width: W,
    height: H,
    frames,
    frame: (i) => svgAt(progress(i / frames)),
    poster: () => svgAt(1 / 3), // thumb resting on "Calm"
  };
};

// ---------------------------------------------------------------- clip 2: geography-map
/** @param {import('../../src/i18n/clips.ts').ClipCopy['geography-map']} words */
const geoMap = (words) => {
  const W = 640;
  const H = 360;
  const frames = 6 * FPS;
  // An abstract contiguous United States, where DYC operates: a union of rotated ellipses [cx, cy, rx, ry, deg].
  // No other continent is drawn, so no pin ever sits somewhere DYC does not work.
  const blobs = [
    [300, 130, 250, 75, 0], // the main band, coast to coast
    [170, 120, 130, 80, 0], // the West
    [140, 185, 80, 45, 0], // the Southwest and southern California
    [420, 135, 130, 70, -3], // the Midwest and East
    [305, 215, 75, 48, 10], // Texas
    [430, 205, 80, 35, 5], // the Southeast
    [462, 255, 16, 40, -15], // Florida
    [555, 100, 40, 32, -20], // New England
  ];
  function onLand(x, y) {
    return blobs.some(([cx, cy, rx, ry, deg]) => {
      const a = (deg * Math.PI) / 180;
      const dx = x - cx;
      const dy = y - cy;
      const u = dx * Math.cos(a) + dy * Math.sin(a);
      const v = -dx * Math.sin(a) + dy * Math.cos(a);
      return (u / rx) ** 2 + (v / ry) ** 2 <= 1;
    });
  }
  // Static dotted land layer, computed once
  const step = 11;
  let dots = '';
  for (let y = 18; y <= 296; y += step) {
    for (let x = 20; x <= 620; x += step) {
      if (onLand(x, y)) dots += `<circle cx="${x}" cy="${y}" r="2.6"/>`;
    }
  }
  const dotLayer = `<g fill="${mix(C.bg, C.ink, 0.2)}">${dots}</g>`;

  // Store pins (x, y = tip of the pin), at US cities: San Francisco, Denver, Dallas, Chicago, New York.
  const pins = [
    { x: 70, y: 150 },
    { x: 233, y: 137 },
    { x: 318, y: 212 },
    { x: 401, y: 118 },
    { x: 530, y: 128 },
  ];
  const label = { name: CLIP_COLOR_NAMES.blue, color: C.calm };
  const appearAt = (k) => 0.35 + k * 0.75; // seconds
  const fadeOutStart = 4.95;
  const fadeOutEnd = 5.55;
  const DUR = frames / FPS;

  const pinPath = 'M0,0 C-4,-8 -11,-14 -11,-24 A11,11 0 1,1 11,-24 C11,-14 4,-8 0,0 Z';

  function svgAt(sec) {
    let s = `<rect width="${W}" height="${H}" fill="${C.bg}"/>` + dotLayer;
    const fadeAll = 1 - easeInOutSine((sec - fadeOutStart) / (fadeOutEnd - fadeOutStart));
    const cards = [];
    pins.forEach((pin, k) => {
      const a = sec - appearAt(k);
      // ripple ring at the pin base
      if (a >= 0 && a < 0.9) {
        const u = a / 0.9;
        s += `<ellipse cx="${pin.x}" cy="${pin.y}" rx="${r2(6 + 22 * easeOutCubic(u))}" ry="${r2(2.5 + 8 * easeOutCubic(u))}" fill="none" stroke="${mix(label.color, C.ink, 0.25)}" stroke-width="2" opacity="${r2(0.9 * (1 - u))}"/>`;
      }
      // pin (always visible)
      const lift = a >= 0 && a < 0.5 ? -4 * Math.sin((Math.PI * a) / 0.5) : 0;
      s += `<ellipse cx="${pin.x}" cy="${pin.y}" rx="6" ry="2.2" fill="${C.ink}" opacity="0.18"/>`;
      s += `<g transform="translate(${pin.x} ${r2(pin.y + lift)})"><path d="${pinPath}" fill="${C.ink}"/><circle cx="0" cy="-24" r="4.5" fill="${C.white}"/></g>`;
      // label card
      if (a >= 0) {
        const u = easeOutCubic(a / 0.4);
        const op = u * fadeAll;
        if (op > 0.002) cards.push({ pin, op, dy: (1 - u) * 8 });
      }
    });
    // cards drawn last so they sit above every pin
    for (const { pin, op, dy } of cards) {
      const cw = 98;
      const ch = 36;
      const cx = clamp(pin.x - cw / 2, 8, W - 8 - cw);
      const cy = pin.y - 44 - ch + dy;
      s += `<g opacity="${r2(op)}">`;
      s += `<rect x="${r2(cx)}" y="${r2(cy + 2)}" width="${cw}" height="${ch}" rx="10" fill="${C.ink}" opacity="0.1"/>`;
      s += `<rect x="${r2(cx)}" y="${r2(cy)}" width="${cw}" height="${ch}" rx="10" fill="${C.white}" stroke="${C.ink}" stroke-opacity="0.2" stroke-width="1.5"/>`;
      s += `<circle cx="${r2(cx + 22)}" cy="${r2(cy + ch / 2)}" r="9" fill="${label.color}" stroke="${C.ink}" stroke-opacity="0.25" stroke-width="1"/>`;
      s += text(cx + 38, cy + ch / 2 + 7, label.name, { size: 19, weight: 'bold', anchor: 'start' });
      s += `</g>`;
    }
    // caption band
    s += text(W / 2, 341, words.caption, { size: 22, weight: 'bold' });
    return svgDoc(W, H, s);
  }

  return {
    width: W,
    height: H,
    frames,
    frame: (i) => svgAt((i / frames) * DUR),
    poster: () => svgAt(4.6), // every label showing
  };
};

// ---------------------------------------------------------------- clip 3: effects
const effects = () => {
  const W = 960;
  const H = 540;
  const frames = 6 * FPS;
  const items = [
    { name: CLIP_COLOR_NAMES.yellow, color: C.energize },
    { name: CLIP_COLOR_NAMES.green, color: C.focus },
    { name: CLIP_COLOR_NAMES.blue, color: C.calm },
    { name: CLIP_COLOR_NAMES.purple, color: C.rest },
  ];
  const cy = 238;
  const R = 76;
  const xs = items.map((_, i) => W / 2 + (i - 1.5) * 200);

  /** Breath 0..1 for circle k; peaks in sequence, periodic in t (0..1). */
  const breath = (t, k) => ((1 + Math.cos(TAU * (t - k / 4))) / 2) ** 3;

  function svgAt(t) {
    const b = items.map((_, k) => breath(t, k));
    const wsum = b.reduce((a, v) => a + v, 0);
    // slow background tint: weighted blend of the currently breathing colours
    const rgb = [0, 0, 0];
    items.forEach((it, k) => hexToRgb(it.color).forEach((v, j) => (rgb[j] += (v * b[k]) / wsum)));
    const tint = rgbToHex(rgb);
    const bgTop = mix(C.bg, tint, 0.3);
    const bgBot = mix(C.bg, tint, 0.08);

    let defs = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBot}"/></linearGradient>`;
    let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
    items.forEach((it, k) => {
      const x = xs[k];
      const r = R * (1 + 0.09 * b[k]);
      defs += `<radialGradient id="c${k}" cx="0.4" cy="0.36" r="0.75"><stop offset="0" stop-color="${mix(it.color, C.white, 0.4)}"/><stop offset="0.7" stop-color="${it.color}"/><stop offset="1" stop-color="${mix(it.color, C.ink, 0.06)}"/></radialGradient>`;
      defs += `<radialGradient id="h${k}"><stop offset="0.55" stop-color="${it.color}" stop-opacity="0.55"/><stop offset="1" stop-color="${it.color}" stop-opacity="0"/></radialGradient>`;
      // soft halo that swells with the breath
      body += `<circle cx="${x}" cy="${cy}" r="${r2(r * (1.2 + 0.25 * b[k]))}" fill="url(#h${k})" opacity="${r2(0.25 + 0.75 * b[k])}"/>`;
      body += `<circle cx="${x}" cy="${cy}" r="${r2(r)}" fill="url(#c${k})"/>`;
      // name + a small colour bar that grows with the breath
      body += text(x, 382, it.name, { size: 30, weight: 'bold' });
      const bar = 18 + 46 * b[k];
      body += `<rect x="${r2(x - bar / 2)}" y="402" width="${r2(bar)}" height="6" rx="3" fill="${mix(it.color, C.ink, 0.15)}"/>`;
    });
    return svgDoc(W, H, `<defs>${defs}</defs>${body}`);
  }

  return {
    width: W,
    height: H,
    frames,
    frame: (i) => svgAt(i / frames),
    poster: () => svgAt(0.5), // "Calm" at full breath
  };
};

/**
 * Every clip in every language it is drawn in: English for all, a twin per other language for a clip with words.
 * Each holds its files' stem and poster name, and `frame(i)` / `poster()` give the SVG drawn for it.
 */
export const CLIPS = [
  { name: 'color-slider', draw: (locale) => slider(CLIP_WORDS[locale]['color-slider']) },
  { name: 'geography-map', draw: (locale) => geoMap(CLIP_WORDS[locale]['geography-map']) },
  { name: 'effects', draw: () => effects() },
].flatMap(({ name, draw }) =>
  LOCALES.filter((locale) => locale === DEFAULT_LOCALE || WORDED_CLIPS.includes(name)).map((locale) => ({
    name,
    locale,
    stem: clipStem(name, locale),
    posterFile: clipPoster(name, locale),
    ...draw(locale),
  })),
);

// ---------------------------------------------------------------- rendering + encoding
function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err = (err + d).slice(-4000)));
    child.on('error', (e) =>
      reject(
        e.code === 'ENOENT'
          ? new Error(`ffmpeg not found at ${cmd}. Install it (apt-get install ffmpeg) or set FFMPEG=/path/to/ffmpeg.`)
          : e,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} exited with code ${code}:\n${err}`)),
    );
  });
}

const ENCODINGS = [
  {
    file: (n) => `${n}.av1.mp4`,
    args: ['-c:v', 'libsvtav1', '-crf', '40', '-preset', '8', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an'],
  },
  {
    file: (n) => `${n}.webm`,
    args: ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an'],
  },
  {
    file: (n) => `${n}.mp4`,
    args: [
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '28',
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
    ],
  },
];

async function renderFrames(clip, dir) {
  const batch = Math.max(2, os.availableParallelism?.() ?? os.cpus().length) * 2;
  for (let start = 0; start < clip.frames; start += batch) {
    const jobs = [];
    for (let i = start; i < Math.min(clip.frames, start + batch); i++) {
      const file = path.join(dir, `f${String(i).padStart(3, '0')}.png`);
      jobs.push(
        sharp(Buffer.from(clip.frame(i)))
          .png({ compressionLevel: 1 })
          .toFile(file),
      );
    }
    await Promise.all(jobs);
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);

async function makeClip(clip) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), `dyc-${clip.stem}-`));
  try {
    const frameDir = path.join(tmp, 'frames');
    await mkdir(frameDir);
    await renderFrames(clip, frameDir);
    for (const enc of ENCODINGS) {
      const name = enc.file(clip.stem);
      const tmpOut = path.join(tmp, name);
      await run(FFMPEG, [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-framerate',
        String(FPS),
        '-i',
        path.join(frameDir, 'f%03d.png'),
        ...enc.args,
        // bitexact: no random/time-based muxer IDs, so re-runs give identical files
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        tmpOut,
      ]);
      await copyFile(tmpOut, path.join(OUT_DIR, name));
    }
    const posterPath = path.join(OUT_DIR, clip.posterFile);
    const poster = await sharp(Buffer.from(clip.poster())).webp({ quality: 80, effort: 6 }).toBuffer();
    await writeFile(posterPath, poster);

    const names = [...ENCODINGS.map((e) => e.file(clip.stem)), clip.posterFile];
    console.log(`${clip.name}, ${clip.locale} (${clip.width}x${clip.height}, ${clip.frames} frames @ ${FPS} fps)`);
    for (const n of names) {
      const { size } = await stat(path.join(OUT_DIR, n));
      console.log(`  ${kb(size)}  public/media/video/${n}${size > 200 * 1024 ? '  <-- over 200 KB budget!' : ''}`);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function main() {
  try {
    await access(FFMPEG, constants.X_OK);
  } catch {
    throw new Error(
      `ffmpeg not found or not executable at ${FFMPEG}. Install it (apt-get install ffmpeg) or set FFMPEG=/path/to/ffmpeg.`,
    );
  }
  const args = process.argv.slice(2);
  const locales = args.filter((a) => a.startsWith('--locale=')).map((a) => a.slice('--locale='.length));
  const wanted = args.filter((a) => !a.startsWith('--'));
  const unknown = wanted.filter((w) => !CLIPS.some((c) => c.name === w));
  if (unknown.length)
    throw new Error(
      `Unknown clip(s): ${unknown.join(', ')}. Known: ${[...new Set(CLIPS.map((c) => c.name))].join(', ')}`,
    );
  const unknownLocales = locales.filter((l) => !LOCALES.includes(l));
  if (unknownLocales.length)
    throw new Error(`Unknown language(s): ${unknownLocales.join(', ')}. Known: ${LOCALES.join(', ')}`);
  await mkdir(OUT_DIR, { recursive: true });
  for (const clip of CLIPS) {
    if (wanted.length && !wanted.includes(clip.name)) continue;
    if (locales.length && !locales.includes(clip.locale)) continue;
    await makeClip(clip);
  }
}

// Run as a script; imported (by the unit tests, to read the words each clip draws), it only defines the clips.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`make-videos: ${err.message}`);
    process.exit(1);
  });
}
