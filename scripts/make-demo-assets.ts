/**
 * Generates every image of the embedded demo tenant ("Evergreen Ridge Tree & Landscape") into
 * `public/demo-assets/`. All images are drawn here as SVG (seeded, so runs are reproducible)
 * and rendered by sharp; nothing is downloaded and no text is drawn (fonts may be missing).
 *
 *   npx tsx scripts/make-demo-assets.ts
 *
 * Photos are 1200x800 WebP plus 600x400 `<name>-600.webp` and 800x533 `<name>-800.webp`
 * variants for srcset. At the end the
 * script checks that every `../../demo-assets/...` URL in `public/demo-api/paginas/demo` exists.
 */
import sharp from 'sharp';
import { renderSVG } from 'uqr';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'public', 'demo-assets');
const RECORD = join(ROOT, 'public', 'demo-api', 'paginas', 'demo');
const PHOTO_QUALITY = 66;
/** The 600px variants are shown small (phones, thumbnails): a lower quality is not visible there. */
const SMALL_QUALITY = 58;
/** The 800px variants fill a phone's width at its pixel density. */
const MEDIUM_QUALITY = 62;

// ---------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------

const n = (v: number): string => String(Math.round(v * 10) / 10);

class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 1;
  }
  next(): number {
    // mulberry32
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.next() * arr.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  fork(salt: number): Rng {
    return new Rng(Math.floor(this.next() * 1e9) ^ salt);
  }
}

function hexToRgb(h: string): [number, number, number] {
  const v = parseInt(h.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
function rgbToHex(r: number, g: number, b: number): string {
  const c = (x: number) => Math.max(0, Math.min(255, Math.round(x))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);
const vary = (c: string, r: Rng, amt: number) => (r.chance(0.5) ? lighten(c, r.range(0, amt)) : darken(c, r.range(0, amt)));

type Stop = [offset: number, color: string, opacity?: number];

class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  /** Mirror the finished picture horizontally (more variety from one composition). */
  flip = false;
  constructor(
    readonly W: number,
    readonly H: number,
  ) {}
  add(s: string): void {
    this.body.push(s);
  }
  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('');
  }
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `g${++this.ids}`;
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${++this.ids}`;
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(std: number): string {
    const id = `f${++this.ids}`;
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }
  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${this.defs.join('')}</defs>${
      this.flip ? `<g transform="translate(${this.W},0) scale(-1,1)">${this.body.join('')}</g>` : this.body.join('')
    }</svg>`;
  }
}

const poly = (pts: [number, number][]) => pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** Smooth closed-bottom curve through points (Catmull-Rom to cubic Bézier). */
function smoothPath(pts: [number, number][], bottom: number): string {
  const p = pts;
  let d = `M${n(p[0]![0])},${n(bottom)} L${n(p[0]![0])},${n(p[0]![1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i]!;
    const p1 = p[i]!;
    const p2 = p[i + 1]!;
    const p3 = p[i + 2] ?? p2;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += ` C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(p2[0])},${n(p2[1])}`;
  }
  d += ` L${n(p[p.length - 1]![0])},${n(bottom)} Z`;
  return d;
}

function interpY(pts: [number, number][], x: number): number {
  for (let i = 0; i < pts.length - 1; i++) {
    const a = pts[i]!;
    const b = pts[i + 1]!;
    if (x >= a[0] && x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);
  }
  return pts[pts.length - 1]![1];
}

// ---------------------------------------------------------------------------------------------
// Looks: time of day and season
// ---------------------------------------------------------------------------------------------

type Time = 'day' | 'morning' | 'golden' | 'overcast' | 'storm' | 'dusk';
type Season = 'summer' | 'spring' | 'autumn';

interface Look {
  time: Time;
  season: Season;
  horizon: number;
  mountain: boolean;
  house: boolean;
}

const SKY: Record<Time, { stops: Stop[]; sun?: string; tint?: [string, number]; cloud: number }> = {
  day: { stops: [[0, '#3f87c9'], [0.6, '#8fc2e8'], [1, '#d8ecf6']], sun: '#fff8dc', cloud: 0.9 },
  morning: { stops: [[0, '#6fa6d8'], [0.65, '#c9dcea'], [1, '#f7ddb8']], sun: '#fff2c9', tint: ['#f7ddb8', 0.06], cloud: 0.85 },
  golden: { stops: [[0, '#50709f'], [0.45, '#e9a873'], [1, '#fbe1a0']], sun: '#fff1c2', tint: ['#f29a45', 0.14], cloud: 0.7 },
  overcast: { stops: [[0, '#7f8c99'], [1, '#d5dadd']], tint: ['#8795a3', 0.16], cloud: 0.6 },
  storm: { stops: [[0, '#252e37'], [0.7, '#56616b'], [1, '#7c8790']], tint: ['#26303a', 0.34], cloud: 0.5 },
  dusk: { stops: [[0, '#131c3b'], [0.55, '#4d3f6e'], [1, '#e08b6f']], tint: ['#1b2547', 0.48], cloud: 0.25 },
};

const DECIDUOUS: Record<Season, [string, string, string][]> = {
  summer: [
    ['#24561f', '#3a7d2c', '#6aab45'],
    ['#2d5e26', '#468a32', '#7dbb4f'],
    ['#1f4d2a', '#356f3a', '#5f9c4f'],
  ],
  spring: [
    ['#3a7a2a', '#5ba53b', '#9fd466'],
    ['#346f2c', '#4f9838', '#8cc95a'],
    ['#a8567a', '#e58fb1', '#f8cade'],
  ],
  autumn: [
    ['#8a3a14', '#c8621f', '#f0a040'],
    ['#7a2418', '#b33c26', '#e57a4d'],
    ['#8d6a10', '#c9a12a', '#f2d45a'],
    ['#2d5e26', '#468a32', '#7dbb4f'],
  ],
};
const CONIFER = ['#1b4429', '#22503a', '#2a5a32', '#1d3f33'];
const GRASS: Record<Season, [far: string, near: string]> = {
  summer: ['#8dbb55', '#3f7f2a'],
  spring: ['#a5d06a', '#4f9a32'],
  autumn: ['#a9ad5c', '#62802f'],
};

interface Ctx {
  svg: Svg;
  r: Rng;
  look: Look;
  W: number;
  H: number;
  hz: number;
  tint(c: string): string;
  s(y: number): number;
  items: { y: number; svg: string }[];
  put(y: number, s: string): void;
}

function makeCtx(svg: Svg, r: Rng, look: Look): Ctx {
  const t = SKY[look.time].tint;
  const ctx: Ctx = {
    svg,
    r,
    look,
    W: svg.W,
    H: svg.H,
    hz: look.horizon,
    tint: (c) => (t ? mix(c, t[0], t[1]) : c),
    s: (y) => 0.18 + (1.0 * (y - look.horizon)) / (svg.H - look.horizon),
    items: [],
    put(y, s) {
      this.items.push({ y, svg: s });
    },
  };
  return ctx;
}

function flush(c: Ctx): void {
  c.items.sort((a, b) => a.y - b.y).forEach((i) => c.svg.add(i.svg));
  c.items = [];
}

// ---------------------------------------------------------------------------------------------
// Backdrop: sky, sun, clouds, mountain, hills, ground
// ---------------------------------------------------------------------------------------------

function cloud(c: Ctx, x: number, y: number, w: number, opacity: number): string {
  const r = c.r;
  const col = c.look.time === 'storm' ? '#3d4852' : c.look.time === 'dusk' ? '#c98a8a' : '#ffffff';
  let s = `<g opacity="${opacity}">`;
  const k = r.int(4, 7);
  for (let i = 0; i < k; i++) {
    const cx = x + (i / (k - 1) - 0.5) * w * 0.8 + r.range(-10, 10);
    const rr = w * r.range(0.12, 0.22) * (1 - Math.abs(i / (k - 1) - 0.5));
    s += `<circle cx="${n(cx)}" cy="${n(y - rr * 0.4)}" r="${n(rr + w * 0.05)}" fill="${col}"/>`;
  }
  s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.5)}" ry="${n(w * 0.07)}" fill="${col}"/></g>`;
  return s;
}

function backdrop(c: Ctx, opts: { ground?: 'lawn' | 'dirt' | 'rough'; stripes?: boolean } = {}): void {
  const { svg, r, W, H, hz, look } = c;
  const sky = SKY[look.time];
  svg.add(`<rect width="${W}" height="${H}" fill="${svg.linear(sky.stops)}"/>`);
  if (look.time === 'dusk') {
    for (let i = 0; i < 40; i++)
      svg.add(`<circle cx="${n(r.range(0, W))}" cy="${n(r.range(0, hz * 0.5))}" r="${n(r.range(0.8, 2))}" fill="#fff" opacity="${n(r.range(0.3, 0.9))}"/>`);
  }
  if (sky.sun) {
    const low = look.time === 'golden' || look.time === 'morning';
    const sx = r.range(W * 0.15, W * 0.85);
    const sy = low ? hz - r.range(40, 110) : r.range(80, 180);
    svg.add(
      `<circle cx="${n(sx)}" cy="${n(sy)}" r="${low ? 260 : 200}" fill="${svg.radial([[0, sky.sun, 0.75], [0.25, sky.sun, 0.25], [1, sky.sun, 0]])}"/>`,
    );
    svg.add(`<circle cx="${n(sx)}" cy="${n(sy)}" r="${low ? 46 : 38}" fill="${sky.sun}"/>`);
  }
  const clouds = look.time === 'storm' ? 7 : r.int(1, 4);
  for (let i = 0; i < clouds; i++) {
    const y = r.range(50, hz * 0.55);
    svg.add(cloud(c, r.range(-50, W + 50), y, r.range(160, 380), sky.cloud * r.range(0.5, 0.95)));
  }
  if (look.time === 'storm') {
    svg.add(`<rect width="${W}" height="${hz}" fill="#1e262e" opacity="0.25"/>`);
  }
  const haze = (sky.stops[sky.stops.length - 1] as Stop)[1];

  // Distant snow-capped volcano (Mount Hood seen from Portland).
  if (look.mountain) {
    const mx = r.range(W * 0.25, W * 0.75);
    const mw = r.range(420, 560);
    const mh = r.range(170, 230);
    const top = hz - 40 - mh;
    const pts: [number, number][] = [[mx - mw / 2, hz - 30]];
    const steps = 8;
    for (let i = 1; i < steps; i++) {
      const t = i / steps;
      const x = mx - mw / 2 + t * mw;
      const peak = 1 - Math.abs(t - 0.5) * 2;
      pts.push([x, hz - 30 - Math.pow(peak, 1.6) * mh + r.range(-6, 6)]);
    }
    pts.splice(4, 0, [mx + r.range(-8, 8), top]);
    pts.push([mx + mw / 2, hz - 30]);
    const rock = mix(haze, '#5b6b82', 0.45);
    svg.add(`<polygon points="${poly(pts)}" fill="${c.tint(rock)}"/>`);
    // snow cap: the upper 35% of the mountain, with a jagged lower edge
    const snowY = top + mh * 0.38;
    const cap: [number, number][] = [];
    for (const [x, y] of pts) if (y < snowY) cap.push([x, y]);
    const capW = ((snowY - top) / mh) * mw * 0.5;
    const edge: [number, number][] = [];
    for (let i = 0; i <= 6; i++) edge.push([mx + capW - (i / 6) * capW * 2, snowY + (i % 2 ? 14 : -4) + r.range(-5, 5)]);
    svg.add(`<polygon points="${poly([...cap, ...edge])}" fill="${c.tint('#f4f7fa')}" opacity="0.95"/>`);
    svg.add(`<polygon points="${poly([[mx, top], [mx + mw / 2, hz - 30], [mx + mw * 0.1, hz - 30]])}" fill="#000" opacity="0.08"/>`);
  }

  // Hills: three layers, each a little darker and nearer.
  const summerDark = look.season === 'autumn' ? '#4a5e2c' : '#2f5a2c';
  for (let layer = 0; layer < 3; layer++) {
    const base = hz - 70 + layer * 28 + r.range(-10, 10);
    const amp = 40 - layer * 10;
    const pts: [number, number][] = [];
    const phase = r.range(0, 10);
    for (let x = -40; x <= W + 40; x += 80) {
      pts.push([x, base - amp * (0.5 + 0.5 * Math.sin(x / r.range(140, 220) + phase)) + r.range(-8, 8)]);
    }
    const col = c.tint(mix(haze, summerDark, 0.35 + layer * 0.22));
    svg.add(`<path d="${smoothPath(pts, hz + 10)}" fill="${col}"/>`);
    // a fringe of conifers along the crest
    const treeCol = c.tint(mix(haze, '#1d3f2a', 0.45 + layer * 0.2));
    let trees = '';
    for (let x = -20; x < W + 20; x += r.range(6, 16)) {
      if (r.chance(0.35)) continue;
      const y = interpY(pts, x) + 4;
      const h = r.range(14, 30) * (1 + layer * 0.35);
      trees += `<polygon points="${poly([[x, y - h], [x - h * 0.28, y], [x + h * 0.28, y]])}"/>`;
    }
    svg.add(`<g fill="${treeCol}">${trees}</g>`);
  }

  // Ground
  const [far, near] = GRASS[look.season];
  const kind = opts.ground ?? 'lawn';
  const gFar = kind === 'dirt' ? '#a8875c' : kind === 'rough' ? mix(far, '#a58e55', 0.45) : far;
  const gNear = kind === 'dirt' ? '#6e5035' : kind === 'rough' ? mix(near, '#6e5a32', 0.45) : near;
  svg.add(`<rect y="${hz}" width="${W}" height="${H - hz}" fill="${svg.linear([[0, c.tint(gFar)], [1, c.tint(gNear)]])}"/>`);
  if (opts.stripes) lawnStripes(c);
}

function lawnStripes(c: Ctx, x0 = 0, x1 = c.W): void {
  const { W, H, hz } = c;
  const vp: [number, number] = [W / 2 + c.r.range(-200, 200), hz - 260];
  const k = (hz - vp[1]) / (H - vp[1]);
  const w = 150;
  let s = '';
  for (let i = -10, b = -W; b < W * 2; i++, b += w) {
    if (i % 2) continue;
    const xb0 = b;
    const xb1 = b + w;
    const xt0 = vp[0] + (xb0 - vp[0]) * k;
    const xt1 = vp[0] + (xb1 - vp[0]) * k;
    s += `<polygon points="${poly([[xt0, hz], [xt1, hz], [xb1, H], [xb0, H]])}"/>`;
  }
  c.svg.add(
    `<g fill="#ffffff" opacity="0.09"><clipPath id="lc${n(x0)}"><rect x="${x0}" y="${hz}" width="${x1 - x0}" height="${H - hz}"/></clipPath><g clip-path="url(#lc${n(x0)})">${s}</g></g>`,
  );
}

function grassTufts(c: Ctx, count: number, dry = false): void {
  const { r, H, hz, W } = c;
  const cols = dry ? ['#8a7a3c', '#a89450', '#6b6a2e'] : ['#2f6a22', '#5d9a36', '#3c7d2a'];
  let s = '';
  for (let i = 0; i < count; i++) {
    const y = r.range(hz + (H - hz) * 0.35, H + 5);
    const x = r.range(0, W);
    const h = 6 + 16 * c.s(y) * r.range(0.6, 1.2);
    const col = c.tint(r.pick(cols));
    s += `<path d="M${n(x - h * 0.3)},${n(y - h)} L${n(x)},${n(y)} L${n(x + h * 0.05)},${n(y - h * 1.2)} L${n(x + 2)},${n(y)} L${n(x + h * 0.4)},${n(y - h * 0.9)}" stroke="${col}" stroke-width="${n(1 + c.s(y))}" fill="none" stroke-linecap="round"/>`;
  }
  c.svg.add(s);
}

// ---------------------------------------------------------------------------------------------
// Scene elements (each returns SVG; x,y is the ground point, h/s the size)
// ---------------------------------------------------------------------------------------------

function groundShadow(x: number, y: number, rx: number, ry: number, o = 0.22): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="#0b1a0c" opacity="${o}"/>`;
}

function conifer(c: Ctx, x: number, y: number, h: number, col?: string): string {
  const r = c.r;
  const base = c.tint(col ?? r.pick(CONIFER));
  const tiers = r.int(6, 9);
  const bottom = y - h * 0.1;
  const top = y - h;
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  for (let k = 1; k <= tiers; k++) {
    const t = k / tiers;
    const yk = top + (bottom - top) * t;
    const wk = h * 0.27 * Math.pow(t, 0.85) + r.range(-2, 2);
    const yIn = yk - ((bottom - top) / tiers) * 0.45;
    const wIn = wk * 0.62;
    left.push([x - wIn, yIn], [x - wk, yk]);
    right.push([x + wIn, yIn], [x + wk, yk]);
  }
  const outline = [[x, top] as [number, number], ...left, ...right.reverse()];
  const rightHalf = [[x, top] as [number, number], ...right.reverse(), [x, bottom] as [number, number]];
  return (
    groundShadow(x + h * 0.06, y, h * 0.24, h * 0.035) +
    `<rect x="${n(x - h * 0.025)}" y="${n(y - h * 0.14)}" width="${n(h * 0.05)}" height="${n(h * 0.14)}" fill="${c.tint('#4e3422')}"/>` +
    `<polygon points="${poly(outline)}" fill="${base}"/>` +
    `<polygon points="${poly(rightHalf)}" fill="${darken(base, 0.28)}"/>` +
    `<polygon points="${poly([[x, top], ...left.slice(0, 4)])}" fill="${lighten(base, 0.12)}" opacity="0.5"/>`
  );
}

interface TreeOpts {
  cols?: [string, string, string];
  overgrown?: boolean;
  trimmed?: boolean;
  wide?: number;
  cable?: boolean;
  shadow?: boolean;
}

function deciduous(c: Ctx, x: number, y: number, h: number, o: TreeOpts = {}): string {
  const r = c.r;
  const [dk, md, lt] = (o.cols ?? r.pick(DECIDUOUS[c.look.season])).map((v) => c.tint(v)) as [string, string, string];
  const bark = c.tint(r.pick(['#5a3e2b', '#4d3a2c', '#62483a', '#6d6058']));
  const bw = h * 0.045;
  const tw = h * 0.02;
  const topY = y - h * 0.52;
  const lean = r.range(-0.04, 0.04) * h;
  let s = o.shadow === false ? '' : groundShadow(x + h * 0.1, y, h * 0.34 * (o.wide ?? 1), h * 0.05);
  s += `<path d="M${n(x - bw)},${n(y)} Q${n(x - bw * 0.6)},${n(y - h * 0.25)} ${n(x + lean - tw)},${n(topY)} L${n(x + lean + tw)},${n(topY)} Q${n(x + bw * 0.6)},${n(y - h * 0.25)} ${n(x + bw)},${n(y)} Z" fill="${bark}"/>`;
  s += `<path d="M${n(x + bw * 0.2)},${n(y)} Q${n(x + bw * 0.3)},${n(y - h * 0.25)} ${n(x + lean + tw * 0.3)},${n(topY)} L${n(x + lean + tw)},${n(topY)} Q${n(x + bw * 0.6)},${n(y - h * 0.25)} ${n(x + bw)},${n(y)} Z" fill="#000" opacity="0.2"/>`;
  for (const side of [-1, 1]) {
    s += `<path d="M${n(x + lean)},${n(y - h * 0.4)} Q${n(x + side * h * 0.08)},${n(y - h * 0.5)} ${n(x + side * h * 0.17)},${n(y - h * 0.64)}" stroke="${bark}" stroke-width="${n(h * 0.022)}" fill="none" stroke-linecap="round"/>`;
  }
  const cx = x + lean;
  const cy = y - h * 0.68;
  const wide = o.wide ?? r.range(0.95, 1.2);
  const rx = h * 0.34 * wide * (o.overgrown ? 1.15 : 1);
  const ry = h * 0.3 * (o.overgrown ? 1.12 : 1);
  const count = o.overgrown ? 18 : o.trimmed ? 11 : r.int(11, 15);
  const blobs: [number, number, number][] = [];
  for (let i = 0; i < count; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next()) * (o.trimmed ? 0.55 : 0.68);
    const rad = Math.min(rx, ry) * (o.trimmed ? r.range(0.45, 0.52) : r.range(0.34, 0.56));
    blobs.push([cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, rad]);
  }
  s += blobs.map(([bx, by, br]) => `<circle cx="${n(bx + rx * 0.05)}" cy="${n(by + ry * 0.08)}" r="${n(br)}" fill="${dk}"/>`).join('');
  s += blobs.map(([bx, by, br]) => `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(br * 0.9)}" fill="${md}"/>`).join('');
  s += blobs
    .filter(([bx, by]) => by < cy + ry * 0.1 && bx < cx + rx * 0.35)
    .map(([bx, by, br]) => `<circle cx="${n(bx - br * 0.18)}" cy="${n(by - br * 0.2)}" r="${n(br * 0.55)}" fill="${lt}" opacity="0.75"/>`)
    .join('');
  if (o.overgrown) {
    // straggly water-sprouts sticking out of the crown
    for (let i = 0; i < 9; i++) {
      const a = r.range(-Math.PI, 0);
      const x0 = cx + Math.cos(a) * rx * 0.8;
      const y0 = cy + Math.sin(a) * ry * 0.8;
      const x1 = x0 + Math.cos(a) * h * 0.12;
      const y1 = y0 + Math.sin(a) * h * 0.12;
      s += `<path d="M${n(x0)},${n(y0)} L${n(x1)},${n(y1)}" stroke="${bark}" stroke-width="${n(h * 0.006 + 1)}"/>`;
      s += `<circle cx="${n(x1)}" cy="${n(y1)}" r="${n(h * 0.025)}" fill="${md}"/>`;
    }
  }
  if (o.cable) {
    const a: [number, number] = [cx - rx * 0.45, cy + ry * 0.1];
    const b: [number, number] = [cx + rx * 0.45, cy - ry * 0.05];
    s += `<path d="M${n(a[0])},${n(a[1])} L${n(b[0])},${n(b[1])}" stroke="#2b2b2b" stroke-width="${n(h * 0.008 + 1)}"/>`;
    s += `<path d="M${n(cx - rx * 0.3)},${n(cy + ry * 0.45)} L${n(cx + rx * 0.3)},${n(cy + ry * 0.4)}" stroke="#2b2b2b" stroke-width="${n(h * 0.008 + 1)}"/>`;
    for (const p of [a, b]) s += `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="${n(h * 0.012 + 1.5)}" fill="#9aa0a6" stroke="#2b2b2b"/>`;
  }
  return s;
}

/** A leafless, storm-damaged tree (fractal branches). */
function bareTree(c: Ctx, x: number, y: number, h: number): string {
  const r = c.r;
  const col = c.tint('#4a3628');
  let s = groundShadow(x + h * 0.08, y, h * 0.25, h * 0.04);
  const branch = (x0: number, y0: number, len: number, ang: number, w: number, depth: number): void => {
    const x1 = x0 + Math.cos(ang) * len;
    const y1 = y0 + Math.sin(ang) * len;
    s += `<path d="M${n(x0)},${n(y0)} L${n(x1)},${n(y1)}" stroke="${col}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
    if (depth === 0) return;
    const k = r.int(2, 3);
    for (let i = 0; i < k; i++) branch(x1, y1, len * r.range(0.55, 0.75), ang + r.range(-0.7, 0.7), w * 0.62, depth - 1);
  };
  branch(x, y, h * 0.38, -Math.PI / 2 + r.range(-0.1, 0.1), h * 0.07, 4);
  return s;
}

function shrub(c: Ctx, x: number, y: number, w: number, cols?: [string, string, string], flowers?: string): string {
  const r = c.r;
  const [dk, md, lt] = (cols ?? r.pick(DECIDUOUS.summer)).map((v) => c.tint(v)) as [string, string, string];
  const h = w * 0.6;
  let s = groundShadow(x + w * 0.1, y, w * 0.55, w * 0.08);
  const blobs: [number, number, number][] = [];
  for (let i = 0; i < 7; i++) blobs.push([x + r.range(-0.35, 0.35) * w, y - h * r.range(0.3, 0.6), w * r.range(0.2, 0.3)]);
  s += blobs.map(([bx, by, br]) => `<circle cx="${n(bx + 3)}" cy="${n(by + 4)}" r="${n(br)}" fill="${dk}"/>`).join('');
  s += blobs.map(([bx, by, br]) => `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(br * 0.88)}" fill="${md}"/>`).join('');
  s += blobs.map(([bx, by, br]) => `<circle cx="${n(bx - br * 0.2)}" cy="${n(by - br * 0.25)}" r="${n(br * 0.45)}" fill="${lt}" opacity="0.7"/>`).join('');
  if (flowers) {
    for (let i = 0; i < 14; i++) {
      const [bx, by, br] = r.pick(blobs);
      s += `<circle cx="${n(bx + r.range(-br, br) * 0.8)}" cy="${n(by + r.range(-br, br) * 0.7)}" r="${n(w * 0.035)}" fill="${c.tint(flowers)}"/>`;
    }
  }
  return s;
}

function house(c: Ctx, x: number, y: number, w: number): string {
  const r = c.r;
  const wall = c.tint(r.pick(['#e8dcc2', '#c9d6df', '#f1efe8', '#b8c4a8', '#d9c3a5', '#a9b8c4']));
  const roof = c.tint(r.pick(['#5b4a42', '#44505c', '#6b3b32', '#3f4a3c']));
  const trim = c.tint('#fbfaf5');
  const lit = c.look.time === 'dusk';
  const glass = lit ? '#ffcf6e' : c.tint('#a9cbe0');
  const hgt = w * 0.42;
  const x0 = x - w / 2;
  let s = groundShadow(x, y, w * 0.62, w * 0.05, 0.25);
  // main block + gable
  s += `<rect x="${n(x0)}" y="${n(y - hgt)}" width="${n(w)}" height="${n(hgt)}" fill="${wall}"/>`;
  s += `<rect x="${n(x0 + w * 0.6)}" y="${n(y - hgt)}" width="${n(w * 0.4)}" height="${n(hgt)}" fill="#000" opacity="0.08"/>`;
  s += `<polygon points="${poly([[x0 - w * 0.05, y - hgt], [x0 + w * 0.3, y - hgt - w * 0.3], [x0 + w * 0.65, y - hgt]])}" fill="${roof}"/>`;
  s += `<polygon points="${poly([[x0 + w * 0.3, y - hgt - w * 0.3], [x0 + w * 0.95, y - hgt - w * 0.3], [x0 + w * 1.05, y - hgt], [x0 + w * 0.65, y - hgt]])}" fill="${darken(roof, 0.18)}"/>`;
  s += `<polygon points="${poly([[x0 + w * 0.05, y - hgt], [x0 + w * 0.3, y - hgt - w * 0.22], [x0 + w * 0.55, y - hgt]])}" fill="${wall}"/>`;
  s += `<rect x="${n(x0 + w * 0.78)}" y="${n(y - hgt - w * 0.38)}" width="${n(w * 0.07)}" height="${n(w * 0.12)}" fill="${c.tint('#7a5040')}"/>`;
  // windows and door
  const win = (wx: number, wy: number, ww: number, wh: number) =>
    `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="${glass}" stroke="${trim}" stroke-width="${n(w * 0.012)}"/>` +
    `<path d="M${n(wx + ww / 2)},${n(wy)} V${n(wy + wh)} M${n(wx)},${n(wy + wh / 2)} H${n(wx + ww)}" stroke="${trim}" stroke-width="${n(w * 0.007)}"/>`;
  s += win(x0 + w * 0.22, y - hgt - w * 0.15, w * 0.16, w * 0.1);
  s += win(x0 + w * 0.08, y - hgt * 0.72, w * 0.18, w * 0.13);
  s += win(x0 + w * 0.68, y - hgt * 0.72, w * 0.2, w * 0.13);
  s += `<rect x="${n(x0 + w * 0.42)}" y="${n(y - hgt * 0.62)}" width="${n(w * 0.13)}" height="${n(hgt * 0.62)}" fill="${c.tint(r.pick(['#2f5a3a', '#7b3b2b', '#3b4d6b', '#5b3e2b']))}"/>`;
  s += `<circle cx="${n(x0 + w * 0.52)}" cy="${n(y - hgt * 0.3)}" r="${n(w * 0.008 + 0.5)}" fill="#e0c060"/>`;
  if (lit) s += `<circle cx="${n(x0 + w * 0.485)}" cy="${n(y - hgt * 0.7)}" r="${n(w * 0.12)}" fill="${c.svg.radial([[0, '#ffd98a', 0.7], [1, '#ffd98a', 0]])}"/>`;
  return s;
}

function fence(c: Ctx, x1: number, x2: number, y: number, h: number, wood = false): string {
  const col = c.tint(wood ? '#9b7350' : '#f3f1ea');
  const sh = darken(col, 0.15);
  let s = `<rect x="${n(x1)}" y="${n(y - h * 0.75)}" width="${n(x2 - x1)}" height="${n(h * 0.08)}" fill="${sh}"/>`;
  s += `<rect x="${n(x1)}" y="${n(y - h * 0.3)}" width="${n(x2 - x1)}" height="${n(h * 0.08)}" fill="${sh}"/>`;
  const pw = h * 0.16;
  for (let x = x1; x < x2; x += pw * 1.7)
    s += `<polygon points="${poly([[x, y], [x, y - h * 0.9], [x + pw / 2, y - h], [x + pw, y - h * 0.9], [x + pw, y]])}" fill="${col}"/>`;
  return s;
}

function stump(c: Ctx, x: number, y: number, w: number, fresh = true): string {
  const r = c.r;
  const bark = c.tint(r.pick(['#5b3f29', '#4e3826', '#6a4a31']));
  const wood = c.tint(fresh ? '#e0bb86' : '#9c8062');
  const ring = c.tint(fresh ? '#b98a55' : '#7a6048');
  const h = w * r.range(0.35, 0.55);
  const top = y - h;
  const ey = w * 0.18;
  let s = groundShadow(x + w * 0.15, y, w * 0.85, w * 0.14, 0.28);
  // root flare + body
  s += `<path d="M${n(x - w * 0.78)},${n(y + 2)} Q${n(x - w * 0.52)},${n(y - h * 0.15)} ${n(x - w * 0.5)},${n(top)} L${n(x + w * 0.5)},${n(top)} Q${n(x + w * 0.52)},${n(y - h * 0.15)} ${n(x + w * 0.8)},${n(y + 3)} Q${n(x + w * 0.3)},${n(y + w * 0.05)} ${n(x)},${n(y + 4)} Q${n(x - w * 0.3)},${n(y + w * 0.05)} ${n(x - w * 0.78)},${n(y + 2)} Z" fill="${bark}"/>`;
  s += `<path d="M${n(x + w * 0.15)},${n(top)} L${n(x + w * 0.5)},${n(top)} Q${n(x + w * 0.52)},${n(y - h * 0.15)} ${n(x + w * 0.8)},${n(y + 3)} Q${n(x + w * 0.4)},${n(y + 2)} ${n(x + w * 0.2)},${n(y + 4)} Z" fill="#000" opacity="0.22"/>`;
  for (let i = 0; i < 4; i++) {
    const bx = x + r.range(-0.4, 0.4) * w;
    s += `<path d="M${n(bx)},${n(top + ey)} L${n(bx + r.range(-4, 4))},${n(y - 2)}" stroke="${darken(bark, 0.3)}" stroke-width="${n(w * 0.02 + 0.5)}"/>`;
  }
  s += `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(w * 0.5)}" ry="${n(ey)}" fill="${wood}"/>`;
  for (let k = 1; k <= 5; k++) {
    const t = k / 6;
    s += `<ellipse cx="${n(x + w * 0.03)}" cy="${n(top + ey * 0.05)}" rx="${n(w * 0.5 * t)}" ry="${n(ey * t)}" fill="none" stroke="${ring}" stroke-width="${n(w * 0.008 + 0.5)}"/>`;
  }
  s += `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(w * 0.5)}" ry="${n(ey)}" fill="none" stroke="${darken(bark, 0.2)}" stroke-width="${n(w * 0.04)}"/>`;
  if (!fresh) s += `<path d="M${n(x - w * 0.1)},${n(top - ey * 0.5)} L${n(x + w * 0.05)},${n(top + ey * 0.2)} L${n(x)},${n(top + ey * 0.7)}" stroke="#3a2a1c" stroke-width="2" fill="none"/>`;
  return s;
}

function log(c: Ctx, x: number, y: number, len: number, rad: number): string {
  const bark = c.tint(c.r.pick(['#5b3f29', '#6a4a31', '#4e3826']));
  const wood = c.tint('#e3c08d');
  const ring = c.tint('#bb8c58');
  let s = `<rect x="${n(x - len)}" y="${n(y - rad * 2)}" width="${n(len)}" height="${n(rad * 2)}" rx="${n(rad * 0.3)}" fill="${bark}"/>`;
  s += `<rect x="${n(x - len)}" y="${n(y - rad * 0.7)}" width="${n(len)}" height="${n(rad * 0.7)}" fill="#000" opacity="0.2"/>`;
  s += `<ellipse cx="${n(x)}" cy="${n(y - rad)}" rx="${n(rad * 0.55)}" ry="${n(rad)}" fill="${wood}" stroke="${darken(bark, 0.1)}" stroke-width="${n(rad * 0.12)}"/>`;
  s += `<ellipse cx="${n(x)}" cy="${n(y - rad)}" rx="${n(rad * 0.3)}" ry="${n(rad * 0.55)}" fill="none" stroke="${ring}" stroke-width="${n(rad * 0.05 + 0.4)}"/>`;
  s += `<ellipse cx="${n(x)}" cy="${n(y - rad)}" rx="${n(rad * 0.12)}" ry="${n(rad * 0.22)}" fill="none" stroke="${ring}" stroke-width="${n(rad * 0.05 + 0.4)}"/>`;
  return s;
}

function logPile(c: Ctx, x: number, y: number, s: number): string {
  const rad = 22 * s;
  const len = 150 * s;
  let out = groundShadow(x - len * 0.4, y, len * 0.7, rad * 0.5, 0.25);
  const rows = [4, 3, 2];
  rows.forEach((count, row) => {
    for (let i = 0; i < count; i++) {
      const lx = x + (i - (count - 1) / 2) * rad * 1.15 * 0.6 + c.r.range(-3, 3) * s;
      out += log(c, lx + rad * 0.4 * i, y - row * rad * 1.75, len * c.r.range(0.85, 1.05), rad * c.r.range(0.85, 1.05));
    }
  });
  return out;
}

function chipPile(c: Ctx, x: number, y: number, w: number): string {
  const r = c.r;
  const h = w * 0.32;
  const col = c.tint(r.pick(['#9a6f45', '#a87b4b', '#8d6440']));
  let s = groundShadow(x + w * 0.05, y, w * 0.55, w * 0.06, 0.2);
  s += `<path d="M${n(x - w / 2)},${n(y)} Q${n(x - w * 0.2)},${n(y - h * 1.3)} ${n(x + w * 0.05)},${n(y - h)} Q${n(x + w * 0.3)},${n(y - h * 0.8)} ${n(x + w / 2)},${n(y)} Z" fill="${col}"/>`;
  s += `<path d="M${n(x + w * 0.05)},${n(y - h)} Q${n(x + w * 0.3)},${n(y - h * 0.8)} ${n(x + w / 2)},${n(y)} L${n(x + w * 0.1)},${n(y)} Z" fill="#000" opacity="0.15"/>`;
  let dots = '';
  for (let i = 0; i < w * 0.5; i++) {
    const dx = r.range(-0.45, 0.45) * w;
    const maxH = h * (1 - Math.pow((dx / (w / 2)) * 1.05, 2));
    if (maxH <= 0) continue;
    const dy = r.range(0, maxH * 0.9);
    dots += `<rect x="${n(x + dx)}" y="${n(y - dy)}" width="${n(w * 0.018 + 1)}" height="${n(w * 0.008 + 1)}" fill="${r.chance(0.5) ? lighten(col, 0.3) : darken(col, 0.3)}" transform="rotate(${n(r.range(-60, 60))} ${n(x + dx)} ${n(y - dy)})"/>`;
  }
  return s + dots;
}

function debris(c: Ctx, x: number, y: number, w: number, leafy = true): string {
  const r = c.r;
  const col = c.tint('#5a4030');
  let s = '';
  for (let i = 0; i < 5; i++) {
    const x0 = x + r.range(-0.5, 0.5) * w;
    const y0 = y + r.range(-0.08, 0.08) * w;
    const len = w * r.range(0.3, 0.6);
    const a = r.range(-0.4, 0.4) + (r.chance(0.5) ? Math.PI : 0);
    const x1 = x0 + Math.cos(a) * len;
    const y1 = y0 + Math.sin(a) * len * 0.3;
    s += `<path d="M${n(x0)},${n(y0)} L${n(x1)},${n(y1)}" stroke="${col}" stroke-width="${n(w * 0.025 + 1)}" stroke-linecap="round"/>`;
    for (let k = 0; k < 3; k++) {
      const t = r.range(0.2, 0.9);
      const tx = x0 + (x1 - x0) * t;
      const ty = y0 + (y1 - y0) * t;
      const ex = tx + r.range(-0.12, 0.12) * w;
      const ey = ty - r.range(0.03, 0.12) * w;
      s += `<path d="M${n(tx)},${n(ty)} L${n(ex)},${n(ey)}" stroke="${col}" stroke-width="${n(w * 0.01 + 0.6)}" stroke-linecap="round"/>`;
      if (leafy) s += `<circle cx="${n(ex)}" cy="${n(ey)}" r="${n(w * 0.04)}" fill="${c.tint(r.pick(['#6b7a2c', '#7c6a2a', '#4f6b2a', '#8a5a24']))}"/>`;
    }
  }
  return s;
}

function leaves(c: Ctx, count: number, y0: number, y1: number, x0 = 0, x1 = c.W): string {
  const r = c.r;
  const cols = ['#d9772b', '#c8621f', '#e9b440', '#b33c26', '#a4511c', '#d9a02b'];
  let s = '';
  for (let i = 0; i < count; i++) {
    const y = r.range(y0, y1);
    const x = r.range(x0, x1);
    const k = c.s(y) * 9;
    s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(k)}" ry="${n(k * 0.45)}" fill="${c.tint(r.pick(cols))}" transform="rotate(${n(r.range(-80, 80))} ${n(x)} ${n(y)})"/>`;
  }
  return s;
}

function leafPile(c: Ctx, x: number, y: number, w: number): string {
  const r = c.r;
  const h = w * 0.3;
  let s = groundShadow(x, y, w * 0.55, w * 0.07, 0.2);
  s += `<path d="M${n(x - w / 2)},${n(y)} Q${n(x)},${n(y - h * 1.6)} ${n(x + w / 2)},${n(y)} Z" fill="${c.tint('#b8581f')}"/>`;
  const cols = ['#d9772b', '#e9b440', '#b33c26', '#c8621f', '#f0a040'];
  for (let i = 0; i < w * 0.7; i++) {
    const dx = r.range(-0.45, 0.45) * w;
    const maxH = h * 0.8 * (1 - Math.pow(dx / (w / 2), 2));
    const dy = r.range(0, Math.max(0, maxH));
    const k = w * 0.03;
    s += `<ellipse cx="${n(x + dx)}" cy="${n(y - dy)}" rx="${n(k)}" ry="${n(k * 0.5)}" fill="${c.tint(r.pick(cols))}" transform="rotate(${n(r.range(-80, 80))} ${n(x + dx)} ${n(y - dy)})"/>`;
  }
  return s;
}

function hedge(c: Ctx, x: number, y: number, w: number, h: number, trimmed: boolean): string {
  const r = c.r;
  const base = c.tint(trimmed ? '#3d7a2e' : '#4a6e2a');
  let s = groundShadow(x + w * 0.05, y, w * 0.55, h * 0.12, 0.25);
  if (trimmed) {
    const g = c.svg.linear([[0, lighten(base, 0.25)], [0.5, base], [1, darken(base, 0.35)]]);
    s += `<rect x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.12)}" fill="${g}"/>`;
    s += `<rect x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h * 0.14)}" rx="${n(h * 0.07)}" fill="${lighten(base, 0.35)}" opacity="0.6"/>`;
    let dots = '';
    for (let i = 0; i < w * h * 0.004; i++)
      dots += `<circle cx="${n(x + r.range(-0.47, 0.47) * w)}" cy="${n(y - r.range(0.05, 0.95) * h)}" r="${n(h * 0.025 + 0.6)}" fill="${r.chance(0.5) ? lighten(base, 0.2) : darken(base, 0.25)}"/>`;
    s += dots;
  } else {
    // ragged, overgrown outline with twigs
    const pts: [number, number][] = [[x - w / 2 - h * 0.1, y]];
    for (let i = 0; i <= 12; i++) pts.push([x - w / 2 + (i / 12) * w + r.range(-8, 8), y - h * r.range(1.0, 1.45)]);
    pts.push([x + w / 2 + h * 0.1, y]);
    s += `<path d="${smoothPath(pts, y)}" fill="${darken(base, 0.15)}"/>`;
    for (let i = 0; i < 14; i++) {
      const bx = x + r.range(-0.5, 0.5) * w;
      const by = y - h * r.range(0.4, 1.2);
      s += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(h * r.range(0.15, 0.3))}" fill="${vary(base, r, 0.2)}"/>`;
    }
    for (let i = 0; i < 10; i++) {
      const bx = x + r.range(-0.5, 0.5) * w;
      const by = y - h * r.range(1.05, 1.3);
      s += `<path d="M${n(bx)},${n(by)} L${n(bx + r.range(-15, 15))},${n(by - h * r.range(0.2, 0.45))}" stroke="${c.tint('#5a4a30')}" stroke-width="1.5"/>`;
    }
  }
  return s;
}

function topiary(c: Ctx, x: number, y: number, rad: number): string {
  const base = c.tint('#3b7a2c');
  let s = groundShadow(x + rad * 0.2, y, rad * 0.9, rad * 0.2, 0.25);
  s += `<rect x="${n(x - rad * 0.55)}" y="${n(y - rad * 0.7)}" width="${n(rad * 1.1)}" height="${n(rad * 0.7)}" fill="${c.tint('#a8543a')}"/>`;
  s += `<rect x="${n(x - rad * 0.62)}" y="${n(y - rad * 0.78)}" width="${n(rad * 1.24)}" height="${n(rad * 0.16)}" fill="${c.tint('#c06a4a')}"/>`;
  s += `<circle cx="${n(x)}" cy="${n(y - rad * 1.7)}" r="${n(rad)}" fill="${c.svg.radial([[0, lighten(base, 0.35)], [0.6, base], [1, darken(base, 0.35)]], 0.38, 0.35, 0.7)}"/>`;
  return s;
}

function flowerBed(c: Ctx, x: number, y: number, w: number, d: number, palette?: string[]): string {
  const r = c.r;
  const soil = c.tint('#5a3d2b');
  const cols = palette ?? r.pick([
    ['#e0457b', '#f4a3c0', '#ffffff'],
    ['#7b4bb5', '#b58be0', '#f2d45a'],
    ['#e8b020', '#f26b2a', '#fff2b0'],
    ['#d93a3a', '#ffffff', '#f4a3c0'],
  ]);
  let s = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(d / 2)}" fill="${soil}"/>`;
  s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(d / 2)}" fill="none" stroke="${c.tint('#8f8a80')}" stroke-width="${n(d * 0.08)}"/>`;
  const items: { y: number; s: string }[] = [];
  for (let i = 0; i < w * d * 0.006 + 8; i++) {
    const a = r.range(0, Math.PI * 2);
    const k = Math.sqrt(r.next()) * 0.85;
    const fx = x + Math.cos(a) * (w / 2) * k;
    const fy = y + Math.sin(a) * (d / 2) * k;
    const sz = (d / 10) * r.range(0.8, 1.2);
    const col = c.tint(r.pick(cols));
    items.push({
      y: fy,
      s:
        `<ellipse cx="${n(fx)}" cy="${n(fy - sz * 0.4)}" rx="${n(sz * 1.1)}" ry="${n(sz * 0.8)}" fill="${c.tint('#2f6a28')}"/>` +
        `<circle cx="${n(fx - sz * 0.3)}" cy="${n(fy - sz * 1.1)}" r="${n(sz * 0.45)}" fill="${col}"/>` +
        `<circle cx="${n(fx + sz * 0.35)}" cy="${n(fy - sz)}" r="${n(sz * 0.45)}" fill="${col}"/>` +
        `<circle cx="${n(fx)}" cy="${n(fy - sz * 1.45)}" r="${n(sz * 0.45)}" fill="${lighten(col, 0.15)}"/>`,
    });
  }
  s += items.sort((a, b) => a.y - b.y).map((i) => i.s).join('');
  return s;
}

function mulchRing(c: Ctx, x: number, y: number, w: number): string {
  const r = c.r;
  const col = c.tint(r.pick(['#6b3f24', '#5a3420', '#7a4a2a']));
  let s = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(w * 0.14)}" fill="${col}"/>`;
  for (let i = 0; i < w * 0.35; i++) {
    const a = r.range(0, Math.PI * 2);
    const k = Math.sqrt(r.next()) * 0.9;
    s += `<rect x="${n(x + Math.cos(a) * (w / 2) * k)}" y="${n(y + Math.sin(a) * w * 0.14 * k)}" width="${n(w * 0.02 + 1)}" height="${n(w * 0.006 + 0.8)}" fill="${r.chance(0.5) ? lighten(col, 0.25) : darken(col, 0.3)}"/>`;
  }
  return s;
}

function ornamentalGrass(c: Ctx, x: number, y: number, h: number): string {
  const r = c.r;
  const col = c.tint(r.pick(['#9bae5a', '#c2b26a', '#7f9a4a']));
  let s = groundShadow(x, y, h * 0.35, h * 0.06, 0.18);
  for (let i = 0; i < 18; i++) {
    const a = r.range(-0.9, 0.9);
    const ex = x + Math.sin(a) * h * 0.7;
    const ey = y - Math.cos(a) * h * r.range(0.7, 1);
    s += `<path d="M${n(x + a * 4)},${n(y)} Q${n(x + Math.sin(a) * h * 0.2)},${n(y - h * 0.6)} ${n(ex)},${n(ey)}" stroke="${r.chance(0.4) ? lighten(col, 0.25) : col}" stroke-width="${n(h * 0.025 + 0.5)}" fill="none" stroke-linecap="round"/>`;
  }
  return s;
}

function cone(c: Ctx, x: number, y: number, s: number): string {
  const h = 46 * s;
  const w = 30 * s;
  return (
    `<rect x="${n(x - w * 0.6)}" y="${n(y - h * 0.08)}" width="${n(w * 1.2)}" height="${n(h * 0.08)}" fill="#c4490f"/>` +
    `<polygon points="${poly([[x - w * 0.45, y - h * 0.08], [x - w * 0.08, y - h], [x + w * 0.08, y - h], [x + w * 0.45, y - h * 0.08]])}" fill="${c.tint('#f26b1d')}"/>` +
    `<polygon points="${poly([[x - w * 0.3, y - h * 0.42], [x - w * 0.22, y - h * 0.62], [x + w * 0.22, y - h * 0.62], [x + w * 0.3, y - h * 0.42]])}" fill="#f6f6f0"/>`
  );
}

function wheel(x: number, y: number, rad: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="#1d1f21"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 0.45)}" fill="#9aa1a8"/>`;
}

/** The company's crew truck (brand green with an amber stripe), optionally with a boom. */
function truck(c: Ctx, x: number, y: number, s: number, o: { flip?: boolean; boom?: [number, number]; chipper?: boolean } = {}): string {
  const green = c.tint('#2f6b3a');
  const amber = c.tint('#e0a526');
  const L = 300 * s;
  const H = 120 * s;
  const wr = 22 * s;
  let g = groundShadow(x, y, L * 0.62, 14 * s, 0.3);
  const x0 = x - L / 2;
  // bed
  g += `<rect x="${n(x0)}" y="${n(y - H * 0.85)}" width="${n(L * 0.62)}" height="${n(H * 0.62)}" rx="${n(4 * s)}" fill="${darken(green, 0.15)}"/>`;
  g += `<rect x="${n(x0)}" y="${n(y - H * 0.85)}" width="${n(L * 0.62)}" height="${n(H * 0.1)}" fill="${lighten(green, 0.15)}"/>`;
  // cab
  g += `<path d="M${n(x0 + L * 0.64)},${n(y - H * 0.23)} V${n(y - H)} H${n(x0 + L * 0.86)} L${n(x0 + L)},${n(y - H * 0.58)} V${n(y - H * 0.23)} Z" fill="${green}"/>`;
  g += `<path d="M${n(x0 + L * 0.87)},${n(y - H * 0.92)} L${n(x0 + L * 0.97)},${n(y - H * 0.6)} H${n(x0 + L * 0.82)} V${n(y - H * 0.92)} Z" fill="${c.tint('#bcd9e8')}"/>`;
  g += `<rect x="${n(x0 + L * 0.68)}" y="${n(y - H * 0.92)}" width="${n(L * 0.11)}" height="${n(H * 0.3)}" fill="${c.tint('#bcd9e8')}"/>`;
  g += `<rect x="${n(x0)}" y="${n(y - H * 0.35)}" width="${n(L)}" height="${n(H * 0.12)}" fill="${c.tint('#262a2c')}"/>`;
  g += `<rect x="${n(x0 + L * 0.02)}" y="${n(y - H * 0.52)}" width="${n(L * 0.96)}" height="${n(H * 0.07)}" fill="${amber}"/>`;
  g += `<rect x="${n(x0 + L * 0.98)}" y="${n(y - H * 0.5)}" width="${n(L * 0.02)}" height="${n(H * 0.08)}" fill="#fff3b0"/>`;
  g += wheel(x0 + L * 0.18, y - wr, wr) + wheel(x0 + L * 0.8, y - wr, wr);
  if (o.boom) {
    const [bx, by] = o.boom;
    const px = x0 + L * 0.3;
    const py = y - H * 0.9;
    const mx = (px + bx) / 2 + 40 * s;
    const my = py - (py - by) * 0.55;
    g += `<path d="M${n(px)},${n(py)} L${n(mx)},${n(my)} L${n(bx)},${n(by)}" stroke="${c.tint('#e8e6df')}" stroke-width="${n(12 * s)}" fill="none" stroke-linejoin="round"/>`;
    g += `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(9 * s)}" fill="${c.tint('#555')}"/>`;
    g += `<rect x="${n(bx - 22 * s)}" y="${n(by - 4 * s)}" width="${n(44 * s)}" height="${n(40 * s)}" rx="${n(4 * s)}" fill="${amber}"/>`;
  }
  if (o.chipper) {
    const cx = x0 - 110 * s;
    g += `<path d="M${n(x0)},${n(y - H * 0.3)} H${n(cx + 40 * s)}" stroke="#333" stroke-width="${n(5 * s)}"/>`;
    g += `<rect x="${n(cx - 50 * s)}" y="${n(y - 95 * s)}" width="${n(100 * s)}" height="${n(60 * s)}" rx="${n(6 * s)}" fill="${amber}"/>`;
    g += `<polygon points="${poly([[cx - 50 * s, y - 80 * s], [cx - 95 * s, y - 70 * s], [cx - 95 * s, y - 40 * s], [cx - 50 * s, y - 45 * s]])}" fill="${darken(amber, 0.25)}"/>`;
    g += `<path d="M${n(cx + 10 * s)},${n(y - 95 * s)} L${n(cx + 40 * s)},${n(y - 150 * s)} L${n(cx + 70 * s)},${n(y - 140 * s)}" stroke="${darken(amber, 0.1)}" stroke-width="${n(14 * s)}" fill="none"/>`;
    g += wheel(cx, y - 18 * s, 18 * s);
  }
  return o.flip ? `<g transform="translate(${n(2 * x)},0) scale(-1,1)">${g}</g>` : g;
}

function skidSteer(c: Ctx, x: number, y: number, s: number): string {
  const amber = c.tint('#e8a31c');
  let g = groundShadow(x, y, 110 * s, 12 * s, 0.3);
  g += `<rect x="${n(x - 80 * s)}" y="${n(y - 36 * s)}" width="${n(150 * s)}" height="${n(36 * s)}" rx="${n(18 * s)}" fill="#1f2123"/>`;
  for (let i = 0; i < 4; i++) g += `<circle cx="${n(x - 58 * s + i * 36 * s)}" cy="${n(y - 18 * s)}" r="${n(9 * s)}" fill="#5a5f64"/>`;
  g += `<rect x="${n(x - 85 * s)}" y="${n(y - 100 * s)}" width="${n(120 * s)}" height="${n(66 * s)}" rx="${n(8 * s)}" fill="${amber}"/>`;
  g += `<rect x="${n(x - 60 * s)}" y="${n(y - 150 * s)}" width="${n(70 * s)}" height="${n(56 * s)}" fill="none" stroke="#2a2c2e" stroke-width="${n(6 * s)}"/>`;
  g += `<rect x="${n(x - 55 * s)}" y="${n(y - 145 * s)}" width="${n(60 * s)}" height="${n(46 * s)}" fill="${c.tint('#9cc3d6')}" opacity="0.6"/>`;
  g += `<path d="M${n(x + 10 * s)},${n(y - 90 * s)} L${n(x + 80 * s)},${n(y - 60 * s)}" stroke="${darken(amber, 0.2)}" stroke-width="${n(12 * s)}"/>`;
  g += `<polygon points="${poly([[x + 70 * s, y - 70 * s], [x + 120 * s, y - 70 * s], [x + 130 * s, y - 4 * s], [x + 70 * s, y - 4 * s]])}" fill="#3a3d40"/>`;
  return g;
}

function stumpGrinder(c: Ctx, x: number, y: number, s: number): string {
  const amber = c.tint('#e8a31c');
  let g = groundShadow(x, y, 90 * s, 10 * s, 0.3);
  g += `<rect x="${n(x - 70 * s)}" y="${n(y - 70 * s)}" width="${n(110 * s)}" height="${n(48 * s)}" rx="${n(8 * s)}" fill="${amber}"/>`;
  g += `<rect x="${n(x - 50 * s)}" y="${n(y - 92 * s)}" width="${n(60 * s)}" height="${n(24 * s)}" rx="${n(4 * s)}" fill="#2c2f31"/>`;
  g += `<path d="M${n(x - 70 * s)},${n(y - 60 * s)} L${n(x - 130 * s)},${n(y - 120 * s)}" stroke="#2c2f31" stroke-width="${n(6 * s)}" stroke-linecap="round"/>`;
  g += `<path d="M${n(x + 30 * s)},${n(y - 50 * s)} L${n(x + 85 * s)},${n(y - 30 * s)}" stroke="${darken(amber, 0.25)}" stroke-width="${n(14 * s)}"/>`;
  // cutter wheel with teeth
  const wx = x + 95 * s;
  const wy = y - 22 * s;
  g += `<circle cx="${n(wx)}" cy="${n(wy)}" r="${n(22 * s)}" fill="#8d949a"/>`;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    g += `<rect x="${n(wx + Math.cos(a) * 22 * s - 3 * s)}" y="${n(wy + Math.sin(a) * 22 * s - 3 * s)}" width="${n(6 * s)}" height="${n(6 * s)}" fill="#2c2f31"/>`;
  }
  g += `<path d="M${n(wx - 28 * s)},${n(wy - 10 * s)} A${n(30 * s)},${n(30 * s)} 0 0 1 ${n(wx + 28 * s)},${n(wy - 10 * s)}" fill="${amber}"/>`;
  g += wheel(x - 45 * s, y - 16 * s, 16 * s) + wheel(x + 20 * s, y - 16 * s, 16 * s);
  return g;
}

function mower(c: Ctx, x: number, y: number, s: number): string {
  const body = c.tint('#c0392b');
  let g = groundShadow(x, y, 50 * s, 7 * s, 0.3);
  g += `<path d="M${n(x - 40 * s)},${n(y - 14 * s)} Q${n(x - 38 * s)},${n(y - 42 * s)} ${n(x)},${n(y - 44 * s)} Q${n(x + 38 * s)},${n(y - 42 * s)} ${n(x + 42 * s)},${n(y - 14 * s)} Z" fill="${body}"/>`;
  g += `<rect x="${n(x - 16 * s)}" y="${n(y - 58 * s)}" width="${n(30 * s)}" height="${n(16 * s)}" rx="${n(3 * s)}" fill="#2c2f31"/>`;
  g += `<path d="M${n(x - 30 * s)},${n(y - 30 * s)} L${n(x - 95 * s)},${n(y - 110 * s)} L${n(x - 80 * s)},${n(y - 118 * s)}" stroke="#2c2f31" stroke-width="${n(4 * s)}" fill="none" stroke-linecap="round"/>`;
  g += `<rect x="${n(x - 70 * s)}" y="${n(y - 60 * s)}" width="${n(36 * s)}" height="${n(26 * s)}" rx="${n(4 * s)}" fill="${c.tint('#3d6b2a')}"/>`;
  g += wheel(x - 28 * s, y - 10 * s, 11 * s) + wheel(x + 30 * s, y - 10 * s, 11 * s);
  return g;
}

function wheelbarrow(c: Ctx, x: number, y: number, s: number, load: string): string {
  const tray = c.tint('#2f6b3a');
  let g = groundShadow(x, y, 70 * s, 8 * s, 0.3);
  g += `<path d="M${n(x - 20 * s)},${n(y - 40 * s)} L${n(x - 90 * s)},${n(y - 62 * s)}" stroke="#6b4a2f" stroke-width="${n(5 * s)}" stroke-linecap="round"/>`;
  g += `<path d="M${n(x - 40 * s)},${n(y - 40 * s)} L${n(x - 44 * s)},${n(y)}" stroke="#333" stroke-width="${n(4 * s)}"/>`;
  g += `<path d="M${n(x - 60 * s)},${n(y - 78 * s)} Q${n(x)},${n(y - 100 * s)} ${n(x + 55 * s)},${n(y - 80 * s)} Z" fill="${c.tint(load)}"/>`;
  g += `<polygon points="${poly([[x - 62 * s, y - 80 * s], [x + 58 * s, y - 80 * s], [x + 35 * s, y - 36 * s], [x - 35 * s, y - 36 * s]])}" fill="${tray}"/>`;
  g += `<polygon points="${poly([[x - 62 * s, y - 80 * s], [x + 58 * s, y - 80 * s], [x + 55 * s, y - 74 * s], [x - 59 * s, y - 74 * s]])}" fill="${lighten(tray, 0.25)}"/>`;
  g += `<path d="M${n(x + 30 * s)},${n(y - 40 * s)} L${n(x + 52 * s)},${n(y - 14 * s)}" stroke="#333" stroke-width="${n(4 * s)}"/>`;
  g += wheel(x + 55 * s, y - 14 * s, 14 * s);
  return g;
}

function patio(c: Ctx, x0: number, x1: number, yTop: number, yBot: number, vpx: number): string {
  const r = c.r;
  const stone = c.tint(r.pick(['#c8bba6', '#b9b2a6', '#cdb89a', '#a9a39a']));
  const grout = c.tint('#6e675c');
  const rows = 7;
  let s = '';
  const vy = yTop - 500;
  const xAt = (xb: number, y: number) => vpx + (xb - vpx) * ((y - vy) / (yBot - vy));
  s += `<polygon points="${poly([[xAt(x0, yTop), yTop], [xAt(x1, yTop), yTop], [x1, yBot], [x0, yBot]])}" fill="${grout}"/>`;
  const cols = 8;
  let yPrev = yTop;
  for (let i = 1; i <= rows; i++) {
    const t = i / rows;
    const y = yTop + (yBot - yTop) * Math.pow(t, 1.25);
    const offset = i % 2 ? 0.5 : 0;
    for (let j = -1; j < cols + 1; j++) {
      const a = Math.max(0, Math.min(1, (j + offset) / cols));
      const b = Math.max(0, Math.min(1, (j + 1 + offset) / cols));
      if (b - a < 0.01) continue;
      const xa = x0 + (x1 - x0) * a;
      const xb = x0 + (x1 - x0) * b;
      const gap = 2 + 3 * c.s(y);
      s += `<polygon points="${poly([[xAt(xa, yPrev) + gap, yPrev + gap * 0.5], [xAt(xb, yPrev) - gap, yPrev + gap * 0.5], [xAt(xb, y) - gap, y - gap * 0.5], [xAt(xa, y) + gap, y - gap * 0.5]])}" fill="${vary(stone, r, 0.12)}"/>`;
    }
    yPrev = y;
  }
  return s;
}

function firePit(c: Ctx, x: number, y: number, s: number): string {
  const r = c.r;
  let g = groundShadow(x, y, 80 * s, 14 * s, 0.3);
  g += `<ellipse cx="${n(x)}" cy="${n(y - 18 * s)}" rx="${n(70 * s)}" ry="${n(20 * s)}" fill="#2a2522"/>`;
  const glow = c.svg.radial([[0, '#ffd27a', 0.9], [0.5, '#ff8a2a', 0.5], [1, '#ff6a00', 0]]);
  g += `<circle cx="${n(x)}" cy="${n(y - 50 * s)}" r="${n(90 * s)}" fill="${glow}"/>`;
  g += `<path d="M${n(x - 30 * s)},${n(y - 22 * s)} Q${n(x - 35 * s)},${n(y - 60 * s)} ${n(x - 8 * s)},${n(y - 95 * s)} Q${n(x - 5 * s)},${n(y - 60 * s)} ${n(x + 8 * s)},${n(y - 70 * s)} Q${n(x + 30 * s)},${n(y - 50 * s)} ${n(x + 30 * s)},${n(y - 22 * s)} Z" fill="#ff8a1f"/>`;
  g += `<path d="M${n(x - 14 * s)},${n(y - 22 * s)} Q${n(x - 16 * s)},${n(y - 45 * s)} ${n(x)},${n(y - 62 * s)} Q${n(x + 16 * s)},${n(y - 40 * s)} ${n(x + 14 * s)},${n(y - 22 * s)} Z" fill="#ffd45a"/>`;
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const sx = x + Math.cos(a) * 66 * s;
    const sy = y - 18 * s + Math.sin(a) * 20 * s;
    if (Math.sin(a) < -0.2) continue;
    g += `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(14 * s)}" ry="${n(11 * s)}" fill="${vary(c.tint('#8d8880'), r, 0.2)}"/>`;
  }
  return g;
}

function chair(c: Ctx, x: number, y: number, s: number, flip = false): string {
  const col = c.tint('#6b4a2f');
  const k = flip ? -1 : 1;
  return (
    `<path d="M${n(x)},${n(y)} L${n(x + k * 8 * s)},${n(y - 40 * s)} L${n(x + k * 60 * s)},${n(y - 40 * s)} L${n(x + k * 62 * s)},${n(y)}" stroke="${col}" stroke-width="${n(5 * s)}" fill="none"/>` +
    `<polygon points="${poly([[x + k * 4 * s, y - 44 * s], [x + k * 64 * s, y - 44 * s], [x + k * 62 * s, y - 34 * s], [x + k * 6 * s, y - 34 * s]])}" fill="${col}"/>` +
    `<polygon points="${poly([[x, y - 44 * s], [x - k * 14 * s, y - 100 * s], [x - k * 4 * s, y - 104 * s], [x + k * 12 * s, y - 44 * s]])}" fill="${lighten(col, 0.1)}"/>`
  );
}

function pond(c: Ctx, x: number, y: number, w: number): string {
  const r = c.r;
  const d = w * 0.3;
  const water = c.svg.linear([[0, c.tint('#3f7fa0')], [0.6, c.tint('#2d6a86')], [1, c.tint('#1f4f66')]]);
  let s = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2 + 10)}" ry="${n(d / 2 + 6)}" fill="${c.tint('#6d675d')}"/>`;
  s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(d / 2)}" fill="${water}"/>`;
  s += `<ellipse cx="${n(x - w * 0.1)}" cy="${n(y - d * 0.1)}" rx="${n(w * 0.3)}" ry="${n(d * 0.12)}" fill="#ffffff" opacity="0.12"/>`;
  for (let i = 0; i < 5; i++) {
    const px = x + r.range(-0.35, 0.35) * w;
    const py = y + r.range(-0.25, 0.3) * d;
    const pr = w * 0.035;
    s += `<path d="M${n(px)},${n(py)} L${n(px + pr)},${n(py - pr * 0.2)} A${n(pr)},${n(pr * 0.5)} 0 1 1 ${n(px + pr)},${n(py + pr * 0.2)} Z" fill="${c.tint('#4f9a3a')}"/>`;
    if (r.chance(0.5)) s += `<circle cx="${n(px - pr * 0.2)}" cy="${n(py - pr * 0.3)}" r="${n(pr * 0.35)}" fill="#f6c1d6"/>`;
  }
  // rocks around the rim
  const rocks: { y: number; s: string }[] = [];
  for (let i = 0; i < 22; i++) {
    const a = (i / 22) * Math.PI * 2 + r.range(-0.1, 0.1);
    const rx = x + Math.cos(a) * (w / 2 + 8);
    const ry = y + Math.sin(a) * (d / 2 + 5);
    const sz = w * r.range(0.035, 0.06);
    rocks.push({ y: ry, s: `<ellipse cx="${n(rx)}" cy="${n(ry)}" rx="${n(sz)}" ry="${n(sz * 0.6)}" fill="${vary(c.tint('#8f8a80'), r, 0.25)}"/>` });
  }
  // small waterfall at the back
  const fx = x + r.range(-0.2, 0.2) * w;
  const fy = y - d / 2;
  s += rocks.filter((k) => k.y < y).map((k) => k.s).join('');
  s += `<ellipse cx="${n(fx)}" cy="${n(fy - 30)}" rx="${n(w * 0.14)}" ry="${n(w * 0.09)}" fill="${c.tint('#7d776d')}"/>`;
  s += `<ellipse cx="${n(fx - w * 0.08)}" cy="${n(fy - 10)}" rx="${n(w * 0.09)}" ry="${n(w * 0.05)}" fill="${c.tint('#8f8a80')}"/>`;
  s += `<path d="M${n(fx - w * 0.03)},${n(fy - 40)} Q${n(fx)},${n(fy - 20)} ${n(fx - w * 0.02)},${n(fy + 8)} L${n(fx + w * 0.04)},${n(fy + 8)} Q${n(fx + w * 0.05)},${n(fy - 20)} ${n(fx + w * 0.03)},${n(fy - 40)} Z" fill="#d8eef6" opacity="0.85"/>`;
  s += rocks.filter((k) => k.y >= y).map((k) => k.s).join('');
  return s;
}

function retainingWall(c: Ctx, y: number, h: number, x0 = -10, x1 = c.W + 10): string {
  const r = c.r;
  const stone = c.tint(r.pick(['#b5a891', '#a39c90', '#c2ad8c']));
  let s = `<rect x="${n(x0)}" y="${n(y - h)}" width="${n(x1 - x0)}" height="${n(h)}" fill="${darken(stone, 0.45)}"/>`;
  const rows = 4;
  const bh = h / rows;
  for (let i = 0; i < rows; i++) {
    let x = x0 - (i % 2 ? bh : 0);
    while (x < x1) {
      const bw = bh * r.range(1.6, 2.4);
      s += `<rect x="${n(x + 2)}" y="${n(y - h + i * bh + 2)}" width="${n(bw - 4)}" height="${n(bh - 4)}" rx="${n(bh * 0.12)}" fill="${vary(stone, r, 0.12)}"/>`;
      s += `<rect x="${n(x + 2)}" y="${n(y - h + i * bh + bh - 8)}" width="${n(bw - 4)}" height="5" fill="#000" opacity="0.12"/>`;
      x += bw;
    }
  }
  s += `<rect x="${n(x0)}" y="${n(y - h - bh * 0.35)}" width="${n(x1 - x0)}" height="${n(bh * 0.4)}" fill="${lighten(stone, 0.15)}"/>`;
  s += `<rect x="${n(x0)}" y="${n(y - h - bh * 0.05)}" width="${n(x1 - x0)}" height="${n(bh * 0.1)}" fill="#000" opacity="0.18"/>`;
  return s;
}

function sprinkler(c: Ctx, x: number, y: number, s: number): string {
  let g = `<rect x="${n(x - 4 * s)}" y="${n(y - 14 * s)}" width="${n(8 * s)}" height="${n(14 * s)}" fill="#3a3d40"/>`;
  const col = '#d6f0ff';
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.32;
    const ex = x + Math.cos(a) * 260 * s;
    const ey = y - 14 * s + Math.sin(a) * 40 * s + 150 * s;
    const qx = x + Math.cos(a) * 150 * s;
    const qy = y - 14 * s - 130 * s;
    g += `<path d="M${n(x)},${n(y - 14 * s)} Q${n(qx)},${n(qy)} ${n(ex)},${n(ey)}" stroke="${col}" stroke-width="${n(2.5 * s)}" fill="none" opacity="0.75" stroke-dasharray="${n(6 * s)} ${n(7 * s)}"/>`;
  }
  g += `<ellipse cx="${n(x)}" cy="${n(y + 30 * s)}" rx="${n(220 * s)}" ry="${n(30 * s)}" fill="#bfe6ff" opacity="0.08"/>`;
  return g;
}

function sodRoll(c: Ctx, x: number, y: number, s: number): string {
  const g1 = c.tint('#4f8f2f');
  const rad = 22 * s;
  const len = 90 * s;
  let g = groundShadow(x - len / 2, y, len * 0.6, rad * 0.3, 0.25);
  g += `<rect x="${n(x - len)}" y="${n(y - rad * 2)}" width="${n(len)}" height="${n(rad * 2)}" fill="${g1}"/>`;
  g += `<rect x="${n(x - len)}" y="${n(y - rad * 2)}" width="${n(len)}" height="${n(rad * 0.5)}" fill="${lighten(g1, 0.2)}"/>`;
  g += `<ellipse cx="${n(x)}" cy="${n(y - rad)}" rx="${n(rad * 0.6)}" ry="${n(rad)}" fill="${c.tint('#6b4a30')}"/>`;
  g += `<path d="M${n(x)},${n(y - rad)} m0,-${n(rad * 0.2)} a${n(rad * 0.15)},${n(rad * 0.2)} 0 1 1 -1,0 M${n(x)},${n(y - rad * 1.6)} a${n(rad * 0.38)},${n(rad * 0.6)} 0 1 1 -1,0" stroke="${g1}" stroke-width="${n(rad * 0.12)}" fill="none"/>`;
  return g;
}

function pathLight(c: Ctx, x: number, y: number, s: number): string {
  const glow = c.svg.radial([[0, '#ffe29a', 0.75], [1, '#ffcf6e', 0]]);
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(60 * s)}" ry="${n(16 * s)}" fill="${glow}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - 34 * s)}" r="${n(28 * s)}" fill="${glow}"/>` +
    `<rect x="${n(x - 2.5 * s)}" y="${n(y - 32 * s)}" width="${n(5 * s)}" height="${n(32 * s)}" fill="#22262a"/>` +
    `<rect x="${n(x - 7 * s)}" y="${n(y - 40 * s)}" width="${n(14 * s)}" height="${n(9 * s)}" fill="#fff1c2"/>` +
    `<polygon points="${poly([[x - 11 * s, y - 40 * s], [x + 11 * s, y - 40 * s], [x, y - 48 * s]])}" fill="#22262a"/>`
  );
}

function sapling(c: Ctx, x: number, y: number, h: number): string {
  const r = c.r;
  let s = mulchRing(c, x, y, h * 0.7);
  s += `<rect x="${n(x + h * 0.06)}" y="${n(y - h * 0.75)}" width="${n(h * 0.025 + 1)}" height="${n(h * 0.75)}" fill="${c.tint('#c9a77a')}"/>`;
  s += `<path d="M${n(x)},${n(y)} L${n(x + r.range(-2, 2))},${n(y - h * 0.6)}" stroke="${c.tint('#6b4a30')}" stroke-width="${n(h * 0.03 + 1)}"/>`;
  s += `<path d="M${n(x)},${n(y - h * 0.45)} L${n(x + h * 0.07)},${n(y - h * 0.45)}" stroke="#2f6b3a" stroke-width="${n(h * 0.02 + 1)}"/>`;
  const cols = r.pick(DECIDUOUS.spring.slice(0, 2)).map((v) => c.tint(v)) as [string, string, string];
  for (let i = 0; i < 7; i++) {
    const bx = x + r.range(-0.18, 0.18) * h;
    const by = y - h * r.range(0.6, 0.95);
    s += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(h * 0.1)}" fill="${i < 4 ? cols[1] : cols[2]}"/>`;
  }
  return s;
}

function rain(c: Ctx, density: number): void {
  const { r, W, H } = c;
  let s = '';
  for (let i = 0; i < density; i++) {
    const x = r.range(-100, W);
    const y = r.range(-20, H);
    const l = r.range(18, 40);
    s += `<path d="M${n(x)},${n(y)} l${n(l * 0.3)},${n(l)}"/>`;
  }
  c.svg.add(`<g stroke="#dfe8ef" stroke-width="1.4" opacity="0.35">${s}</g>`);
}

function vignette(c: Ctx, strength = 0.35): void {
  c.svg.add(`<rect width="${c.W}" height="${c.H}" fill="${c.svg.radial([[0.55, '#000', 0], [1, '#000', strength]], 0.5, 0.5, 0.75)}"/>`);
}

function backgroundTrees(c: Ctx, count: number, yMin: number, yMax: number, exclude?: [number, number]): void {
  const { r, W } = c;
  for (let i = 0; i < count; i++) {
    const x = r.range(-40, W + 40);
    if (exclude && x > exclude[0] && x < exclude[1]) continue;
    const y = r.range(yMin, yMax);
    const h = 260 * c.s(y) * r.range(0.8, 1.3);
    c.put(y, r.chance(0.45) ? conifer(c, x, y, h * 1.2) : deciduous(c, x, y, h));
  }
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

type Kind =
  | 'landscape'
  | 'removal'
  | 'trimming'
  | 'stump'
  | 'storm'
  | 'lawn'
  | 'hedge'
  | 'clearing'
  | 'planting'
  | 'cabling'
  | 'health'
  | 'firewood'
  | 'mulch'
  | 'garden'
  | 'patio'
  | 'wall'
  | 'irrigation'
  | 'sod'
  | 'leaves'
  | 'lighting'
  | 'pond';

function pickLook(r: Rng, over: Partial<Look> = {}): Look {
  return {
    time: r.pick<Time>(['day', 'day', 'day', 'morning', 'golden', 'overcast']),
    season: r.pick<Season>(['summer', 'summer', 'spring', 'autumn']),
    horizon: r.range(360, 450),
    mountain: r.chance(0.45),
    house: r.chance(0.5),
    ...over,
  };
}

type SceneOpts = Partial<Look> & { variant?: number; flip?: boolean };

function scene(kind: Kind, seed: number, over: SceneOpts = {}, W = 1200, H = 800): string {
  const r = new Rng(seed * 7919 + kind.length * 131);
  const svg = new Svg(W, H);
  svg.flip = over.flip ?? r.chance(0.5);
  const variant = over.variant ?? r.int(0, 3);
  const defaults: Partial<Look> =
    kind === 'storm'
      ? { time: 'storm', season: 'summer' }
      : kind === 'lighting'
        ? { time: 'dusk' }
        : kind === 'leaves'
          ? { season: 'autumn' }
          : kind === 'planting'
            ? { season: 'spring' }
            : kind === 'cabling'
              ? { season: 'summer' }
              : {};
  const { variant: _variant, flip: _flip, ...lookOver } = over;
  const look = pickLook(r, { ...defaults, ...lookOver });
  const c = makeCtx(svg, r, look);
  const { hz } = c;
  const mid = (t: number) => hz + (H - hz) * t;

  if (kind === 'health') return closeUpLeaves(c);
  if (kind === 'firewood') return closeUpWoodpile(c);

  switch (kind) {
    case 'landscape': {
      backdrop(c, { stripes: r.chance(0.5) });
      if (look.house) {
        const hx = r.range(W * 0.3, W * 0.7);
        c.put(mid(0.12), house(c, hx, mid(0.12), r.range(240, 320)));
        c.put(mid(0.13), fence(c, hx - 330, hx - 170, mid(0.13), 28));
      }
      backgroundTrees(c, 12, hz + 5, mid(0.3));
      c.put(mid(0.75), deciduous(c, r.range(80, 260), mid(0.75), r.range(480, 580)));
      c.put(mid(0.7), conifer(c, r.range(W - 220, W - 60), mid(0.7), r.range(520, 640)));
      for (let i = 0; i < 3; i++) c.put(mid(0.45 + i * 0.1), shrub(c, r.range(300, 900), mid(0.45 + i * 0.1), r.range(60, 110)));
      flush(c);
      grassTufts(c, 50);
      break;
    }
    case 'removal': {
      backdrop(c, { stripes: false });
      backgroundTrees(c, 8, hz + 5, mid(0.25));
      if (look.house) c.put(mid(0.1), house(c, r.range(300, 900), mid(0.1), 220));
      const v = variant % 3;
      if (v === 0) {
        // crew truck with chipper, felled tree's stump, logs and chips
        c.put(mid(0.3), truck(c, r.range(380, 520), mid(0.3), 0.7, { chipper: true }));
        c.put(mid(0.33), chipPile(c, r.range(90, 180), mid(0.33), 130));
        c.put(mid(0.45), conifer(c, r.range(1000, 1120), mid(0.45), 440));
        c.put(mid(0.62), stump(c, r.range(700, 820), mid(0.62), 130));
        c.put(mid(0.88), logPile(c, r.range(260, 360), mid(0.88), 1.15));
        c.put(mid(0.8), debris(c, r.range(800, 1000), mid(0.8), 180, false));
        c.put(mid(0.95), cone(c, r.range(620, 700), mid(0.95), 1.3));
        c.put(mid(0.5), cone(c, r.range(560, 640), mid(0.5), 0.8));
      } else if (v === 1) {
        // dismantling a tall tree: bare spar, bucket truck at the top, logs below
        const tx = r.range(700, 820);
        const ty = mid(0.55);
        const bark = c.tint('#5a3e2b');
        const top = ty - 470;
        c.put(
          ty,
          groundShadow(tx + 30, ty, 90, 14) +
            `<path d="M${n(tx - 26)},${n(ty)} L${n(tx - 14)},${n(top)} L${n(tx + 14)},${n(top)} L${n(tx + 26)},${n(ty)} Z" fill="${bark}"/>` +
            `<path d="M${n(tx + 4)},${n(ty)} L${n(tx + 4)},${n(top)} L${n(tx + 14)},${n(top)} L${n(tx + 26)},${n(ty)} Z" fill="#000" opacity="0.2"/>` +
            `<ellipse cx="${n(tx)}" cy="${n(top)}" rx="14" ry="5" fill="${c.tint('#e0bb86')}"/>` +
            [0.45, 0.62, 0.75]
              .map((t, i) => {
                const y = ty - 470 * t;
                const d = i % 2 ? 1 : -1;
                return `<path d="M${n(tx)},${n(y)} L${n(tx + d * 70)},${n(y - 40)}" stroke="${bark}" stroke-width="9" stroke-linecap="round"/><circle cx="${n(tx + d * 80)}" cy="${n(y - 48)}" r="30" fill="${c.tint('#3a7d2c')}"/>`;
              })
              .join(''),
        );
        c.put(mid(0.75), truck(c, tx - 360, mid(0.75), 0.95, { boom: [tx - 45, top + 30] }));
        c.put(mid(0.9), logPile(c, tx + 230, mid(0.9), 1.0));
        c.put(mid(0.95), cone(c, r.range(60, 160), mid(0.95), 1.3));
        c.put(mid(0.7), debris(c, tx + 200, mid(0.65), 200));
      } else {
        // cleared spot: fresh stump, log rounds and a wheelbarrow of chips
        const sx = r.range(450, 650);
        c.put(mid(0.6), stump(c, sx, mid(0.6), 180));
        c.put(mid(0.45), deciduous(c, r.range(950, 1120), mid(0.45), 380));
        for (let i = 0; i < 3; i++) c.put(mid(0.8 + i * 0.05), log(c, sx + 200 + i * 90, mid(0.8 + i * 0.05), 40, 36 + i * 4));
        c.put(mid(0.9), wheelbarrow(c, r.range(120, 260), mid(0.9), 1.4, '#a87b4b'));
        c.put(mid(0.7), debris(c, sx - 220, mid(0.7), 200, false));
        c.put(mid(0.5), chipPile(c, sx + 120, mid(0.5), 150));
      }
      flush(c);
      grassTufts(c, 40);
      break;
    }
    case 'trimming': {
      backdrop(c, { stripes: r.chance(0.6) });
      backgroundTrees(c, 7, hz + 5, mid(0.2));
      const tx = r.range(W * 0.5, W * 0.7);
      const ty = mid(0.55);
      const th = 560;
      c.put(ty, deciduous(c, tx, ty, th, { trimmed: true, wide: 1.25 }));
      c.put(mid(0.75), truck(c, tx - 340, mid(0.75), 0.95, { boom: [tx - 150, ty - th * 0.62] }));
      c.put(mid(0.85), debris(c, tx + 120, mid(0.85), 220));
      c.put(mid(0.95), cone(c, r.range(900, 1150), mid(0.95), 1.3));
      c.put(mid(0.4), shrub(c, r.range(900, 1150), mid(0.4), 90));
      flush(c);
      grassTufts(c, 40);
      break;
    }
    case 'stump': {
      backdrop(c, { stripes: r.chance(0.5) });
      backgroundTrees(c, 9, hz + 5, mid(0.3));
      if (look.house) c.put(mid(0.12), house(c, r.range(250, 950), mid(0.12), 230));
      const sx = r.range(W * 0.35, W * 0.65);
      const v = variant % 4;
      if (v === 0) {
        c.put(mid(0.72), stump(c, sx, mid(0.72), r.range(230, 300), true));
        c.put(mid(0.78), chipPile(c, sx + 260, mid(0.78), 200));
        c.put(mid(0.6), stumpGrinder(c, sx - 330, mid(0.6), 1.3));
      } else if (v === 1) {
        // close-up: one big stump filling the foreground
        c.put(H + 20, stump(c, sx, H - 20, 520, r.chance(0.5)));
        c.put(mid(0.4), conifer(c, r.range(60, 200), mid(0.4), 330));
      } else if (v === 2) {
        // grinder at work: chips flying off the wheel
        const gx = sx - 120;
        const gy = mid(0.7);
        c.put(gy - 1, stump(c, gx + 180, gy + 4, 150, true));
        c.put(gy, stumpGrinder(c, gx, gy, 1.5));
        let chips = '';
        for (let i = 0; i < 70; i++) {
          const a = r.range(-2.6, -1.2);
          const d = r.range(40, 220);
          const x = gx + 160 + Math.cos(a) * d * 1.3;
          const y = gy - 40 + Math.sin(a) * d * 0.7;
          chips += `<rect x="${n(x)}" y="${n(y)}" width="${n(r.range(4, 9))}" height="${n(r.range(2, 4))}" fill="${c.tint(r.pick(['#a87b4b', '#c9a06a', '#7a5535']))}" transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})"/>`;
        }
        c.put(gy + 1, chips);
        c.put(mid(0.9), chipPile(c, gx + 420, mid(0.9), 240));
      } else {
        // several stumps across the yard, one already ground to chips
        c.put(mid(0.35), stump(c, sx - 300, mid(0.35), 110, false));
        c.put(mid(0.55), stump(c, sx + 250, mid(0.55), 160, true));
        c.put(mid(0.85), chipPile(c, sx - 120, mid(0.85), 300));
        c.put(mid(0.7), logPile(c, r.range(950, 1100), mid(0.7), 0.9));
        c.put(mid(0.95), cone(c, r.range(80, 200), mid(0.95), 1.3));
      }
      flush(c);
      grassTufts(c, 50);
      break;
    }
    case 'storm': {
      backdrop(c, {});
      backgroundTrees(c, 6, hz + 5, mid(0.2));
      if (look.house) c.put(mid(0.1), house(c, r.range(250, 950), mid(0.1), 240));
      fallenTree(c, mid(0.68), r.range(150, 350), r.range(800, 1050));
      c.put(mid(0.5), bareTree(c, r.range(900, 1150), mid(0.5), 380));
      c.put(mid(0.85), debris(c, r.range(200, 500), mid(0.85), 200));
      c.put(mid(0.92), debris(c, r.range(700, 1000), mid(0.92), 220));
      for (let i = 0; i < 3; i++)
        svg.add(`<ellipse cx="${n(r.range(100, 1100))}" cy="${n(mid(0.5 + i * 0.15))}" rx="${n(r.range(60, 120))}" ry="${n(r.range(8, 16))}" fill="#9fb1bf" opacity="0.35"/>`);
      flush(c);
      rain(c, 320);
      svg.add(`<path d="M${n(r.range(300, 900))},0 l-30,90 l25,-5 l-40,110 l22,-4 l-30,90" stroke="#fff6c8" stroke-width="4" fill="none" opacity="0.85"/>`);
      break;
    }
    case 'lawn': {
      backdrop(c, { stripes: true });
      const hx = r.range(W * 0.3, W * 0.7);
      c.put(mid(0.12), house(c, hx, mid(0.12), 320));
      c.put(mid(0.14), fence(c, -10, hx - 200, mid(0.14), 30));
      c.put(mid(0.14), fence(c, hx + 200, W + 10, mid(0.14), 30));
      backgroundTrees(c, 5, hz + 5, mid(0.08), [hx - 220, hx + 220]);
      c.put(mid(0.6), deciduous(c, r.range(60, 200), mid(0.6), 420));
      c.put(mid(0.7), mower(c, r.range(650, 950), mid(0.7), 1.6));
      for (let i = 0; i < 4; i++) c.put(mid(0.2), shrub(c, hx - 150 + i * 100, mid(0.2), 70, undefined, r.chance(0.5) ? '#f4a3c0' : undefined));
      flush(c);
      break;
    }
    case 'hedge': {
      backdrop(c, { stripes: r.chance(0.5) });
      if (look.house) c.put(mid(0.1), house(c, r.range(300, 900), mid(0.1), 260));
      backgroundTrees(c, 6, hz + 5, mid(0.15));
      const hy = mid(0.45);
      c.put(hy, hedge(c, W * 0.5, hy, W * 0.9, 95, true));
      for (let i = 0; i < 4; i++) c.put(mid(0.8), topiary(c, 150 + i * 300 + r.range(-30, 30), mid(0.8), 60));
      c.put(mid(0.95), debris(c, r.range(300, 900), mid(0.97), 180));
      flush(c);
      grassTufts(c, 30);
      break;
    }
    case 'clearing': {
      backdrop(c, { ground: 'dirt' });
      backgroundTrees(c, 14, hz + 5, mid(0.25));
      svg.add(
        `<path d="M${n(r.range(100, 400))},${H} Q${n(W / 2)},${n(mid(0.5))} ${n(r.range(700, 1000))},${n(mid(0.1))}" stroke="#5a4030" stroke-width="40" fill="none" opacity="0.3"/>`,
      );
      c.put(mid(0.6), skidSteer(c, r.range(300, 800), mid(0.6), 1.5));
      for (let i = 0; i < 3; i++) c.put(mid(0.3 + i * 0.2), debris(c, r.range(100, 1100), mid(0.3 + i * 0.2), 260, false));
      c.put(mid(0.75), stump(c, r.range(800, 1100), mid(0.75), 110, false));
      c.put(mid(0.45), chipPile(c, r.range(100, 400), mid(0.45), 220));
      flush(c);
      grassTufts(c, 50, true);
      break;
    }
    case 'planting': {
      backdrop(c, { stripes: r.chance(0.5) });
      if (look.house) c.put(mid(0.1), house(c, r.range(250, 950), mid(0.1), 240));
      backgroundTrees(c, 6, hz + 5, mid(0.15));
      for (let i = 0; i < 4; i++) {
        const y = mid(0.35 + i * 0.17);
        c.put(y, sapling(c, 180 + i * 260 + r.range(-40, 40), y, 140 + 120 * c.s(y)));
      }
      c.put(mid(0.88), wheelbarrow(c, r.range(800, 1050), mid(0.88), 1.3, '#6b3f24'));
      flush(c);
      grassTufts(c, 40);
      break;
    }
    case 'cabling': {
      backdrop(c, { stripes: r.chance(0.4) });
      backgroundTrees(c, 6, hz + 5, mid(0.2));
      c.put(mid(0.7), deciduous(c, W * 0.5 + r.range(-100, 100), mid(0.7), 640, { cable: true, wide: 1.3 }));
      c.put(mid(0.6), shrub(c, r.range(80, 250), mid(0.6), 110));
      c.put(mid(0.5), conifer(c, r.range(1000, 1150), mid(0.5), 380));
      flush(c);
      grassTufts(c, 40);
      break;
    }
    case 'mulch': {
      backdrop(c, { stripes: true });
      if (look.house) c.put(mid(0.08), house(c, r.range(250, 950), mid(0.08), 220));
      for (let i = 0; i < 3; i++) {
        const y = mid(0.3 + i * 0.2);
        const x = 220 + i * 380 + r.range(-40, 40);
        const h = 340 * c.s(y) + 120;
        c.put(y - 1, mulchRing(c, x, y, h * 0.9));
        c.put(y, deciduous(c, x, y, h, { shadow: false }));
      }
      c.put(mid(0.9), wheelbarrow(c, r.range(650, 1000), mid(0.9), 1.4, '#6b3f24'));
      flush(c);
      grassTufts(c, 30);
      break;
    }
    case 'garden': {
      backdrop(c, { stripes: false });
      if (look.house) c.put(mid(0.1), house(c, r.range(250, 950), mid(0.1), 240));
      backgroundTrees(c, 6, hz + 5, mid(0.15));
      const pathX = r.range(500, 700);
      for (let i = 0; i < 6; i++) {
        const t = i / 6;
        const y = mid(0.25 + t * 0.75);
        const s = c.s(y);
        svg.add(`<ellipse cx="${n(pathX + Math.sin(i * 1.3) * 60)}" cy="${n(y)}" rx="${n(70 * s)}" ry="${n(22 * s)}" fill="${c.tint('#b7ab98')}"/>`);
      }
      c.put(mid(0.45), flowerBed(c, pathX - 320, mid(0.45), 380, 90));
      c.put(mid(0.7), flowerBed(c, pathX + 330, mid(0.7), 420, 120));
      c.put(mid(0.35), ornamentalGrass(c, pathX + 250, mid(0.35), 90));
      c.put(mid(0.85), ornamentalGrass(c, pathX - 250, mid(0.85), 150));
      c.put(mid(0.28), shrub(c, pathX - 450, mid(0.28), 90, undefined, '#f2d45a'));
      c.put(mid(0.5), deciduous(c, r.range(1050, 1150), mid(0.5), 380));
      flush(c);
      break;
    }
    case 'patio': {
      backdrop(c, { stripes: false });
      if (look.house) c.put(mid(0.05), house(c, r.range(300, 900), mid(0.05), 260));
      backgroundTrees(c, 6, hz + 5, mid(0.12));
      const top = mid(0.3);
      svg.add(patio(c, 120, 1080, top, H + 40, W / 2));
      c.put(mid(0.6), firePit(c, W / 2 + r.range(-60, 60), mid(0.6), 1.2));
      c.put(mid(0.5), chair(c, W / 2 - 260, mid(0.5), 1.3));
      c.put(mid(0.5), chair(c, W / 2 + 260, mid(0.5), 1.3, true));
      c.put(mid(0.4), topiary(c, 140, mid(0.4), 45));
      c.put(mid(0.4), topiary(c, 1060, mid(0.4), 45));
      c.put(mid(0.25), shrub(c, 300, mid(0.25), 90));
      c.put(mid(0.25), shrub(c, 900, mid(0.25), 90, undefined, '#f4a3c0'));
      flush(c);
      break;
    }
    case 'wall': {
      backdrop(c, { stripes: false });
      if (look.house) c.put(mid(0.05), house(c, r.range(300, 900), mid(0.05), 240));
      backgroundTrees(c, 6, hz + 5, mid(0.1));
      const wy = mid(0.55);
      flush(c);
      for (let i = 0; i < 5; i++) c.put(mid(0.25), shrub(c, 100 + i * 250 + r.range(-40, 40), mid(0.38), 110, undefined, r.pick(['#f4a3c0', '#f2d45a', '#b58be0'])));
      c.put(mid(0.3), deciduous(c, r.range(200, 1000), mid(0.35), 360));
      flush(c);
      svg.add(retainingWall(c, wy + 120, 200));
      c.put(mid(0.95), flowerBed(c, r.range(300, 900), mid(0.95), 500, 110));
      flush(c);
      break;
    }
    case 'irrigation': {
      backdrop(c, { stripes: true });
      if (look.house) c.put(mid(0.08), house(c, r.range(250, 950), mid(0.08), 240));
      backgroundTrees(c, 7, hz + 5, mid(0.2));
      flush(c);
      svg.add(sprinkler(c, r.range(300, 500), mid(0.55), 1.2));
      svg.add(sprinkler(c, r.range(750, 950), mid(0.8), 1.6));
      c.put(mid(0.4), flowerBed(c, r.range(900, 1100), mid(0.4), 300, 70));
      flush(c);
      break;
    }
    case 'sod': {
      backdrop(c, { ground: 'dirt' });
      if (look.house) c.put(mid(0.08), house(c, r.range(250, 950), mid(0.08), 240));
      backgroundTrees(c, 7, hz + 5, mid(0.15));
      flush(c);
      // laid strips on the left, bare soil on the right
      const edge = r.range(520, 700);
      const [, near] = GRASS.summer;
      svg.add(`<polygon points="${poly([[-10, mid(0.15)], [edge - 120, mid(0.15)], [edge, H + 10], [-10, H + 10]])}" fill="${c.tint(near)}"/>`);
      for (let i = 1; i < 8; i++) {
        const y = mid(0.15 + Math.pow(i / 8, 1.2) * 0.85);
        const xr = edge - 120 + (120 * (y - mid(0.15))) / (H - mid(0.15));
        svg.add(`<path d="M0,${n(y)} H${n(xr)}" stroke="#2e5a1f" stroke-width="2" opacity="0.6"/>`);
      }
      for (let i = 0; i < 4; i++) c.put(mid(0.45 + i * 0.13), sodRoll(c, edge + 150 + i * 70 + r.range(-20, 20), mid(0.45 + i * 0.13), 1 + i * 0.3));
      c.put(mid(0.9), wheelbarrow(c, W - 150, mid(0.9), 1.2, '#4f8f2f'));
      flush(c);
      break;
    }
    case 'leaves': {
      backdrop(c, { stripes: r.chance(0.3) });
      if (look.house) c.put(mid(0.1), house(c, r.range(250, 950), mid(0.1), 240));
      backgroundTrees(c, 10, hz + 5, mid(0.3));
      c.put(mid(0.6), deciduous(c, r.range(80, 250), mid(0.6), 500));
      svg.add(leaves(c, 260, hz + 10, H));
      c.put(mid(0.6), leafPile(c, r.range(500, 700), mid(0.6), 220));
      c.put(mid(0.85), leafPile(c, r.range(850, 1050), mid(0.85), 300));
      c.put(
        mid(0.8),
        `<path d="M${n(560)},${n(mid(0.95))} L${n(760)},${n(mid(0.3))}" stroke="${c.tint('#b08a5a')}" stroke-width="8" stroke-linecap="round"/><path d="M520,${n(mid(0.93))} L600,${n(mid(1))} M530,${n(mid(0.95))} L580,${n(mid(1.03))} M600,${n(mid(0.96))} L560,${n(mid(1.04))}" stroke="#2f6b3a" stroke-width="8" stroke-linecap="round"/>`,
      );
      flush(c);
      break;
    }
    case 'lighting': {
      backdrop(c, { stripes: false });
      const hx = r.range(W * 0.35, W * 0.65);
      c.put(mid(0.12), house(c, hx, mid(0.12), 330));
      backgroundTrees(c, 5, hz + 5, mid(0.08), [hx - 240, hx + 240]);
      const treeX = r.range(100, 250);
      svg.add(`<polygon points="${poly([[treeX - 30, mid(0.65)], [treeX + 30, mid(0.65)], [treeX + 220, mid(0.65) - 520], [treeX - 220, mid(0.65) - 520]])}" fill="${svg.linear([[0, '#ffe3a0', 0.45], [1, '#ffe3a0', 0]], 0, 1, 0, 0)}"/>`);
      c.put(mid(0.65), deciduous(c, treeX, mid(0.65), 460));
      // walkway with lights
      svg.add(`<polygon points="${poly([[hx - 20, mid(0.12)], [hx + 40, mid(0.12)], [hx + 260, H + 10], [hx - 60, H + 10]])}" fill="${c.tint('#a89e8c')}"/>`);
      for (let i = 0; i < 4; i++) {
        const t = (i + 1) / 5;
        const y = mid(0.12 + t * 0.88);
        const s = c.s(y) * 1.2;
        const xl = hx - 20 + (-60 - -20) * t - 40 * s;
        const xr = hx + 40 + (260 - 40) * t + 40 * s;
        c.put(y, pathLight(c, xl, y, s));
        c.put(y, pathLight(c, xr, y, s));
      }
      c.put(mid(0.3), shrub(c, hx - 300, mid(0.3), 100));
      c.put(mid(0.3), shrub(c, hx + 320, mid(0.3), 100));
      flush(c);
      break;
    }
    case 'pond': {
      backdrop(c, { stripes: false });
      if (look.house) c.put(mid(0.06), house(c, r.range(250, 950), mid(0.06), 220));
      backgroundTrees(c, 8, hz + 5, mid(0.22));
      c.put(mid(0.6), pond(c, W / 2 + r.range(-120, 120), mid(0.6), 620));
      c.put(mid(0.35), ornamentalGrass(c, r.range(150, 300), mid(0.35), 110));
      c.put(mid(0.8), ornamentalGrass(c, r.range(950, 1100), mid(0.8), 170));
      c.put(mid(0.9), shrub(c, r.range(100, 250), mid(0.9), 160, undefined, '#b58be0'));
      c.put(mid(0.3), deciduous(c, r.range(900, 1100), mid(0.3), 360));
      flush(c);
      break;
    }
  }
  vignette(c, look.time === 'dusk' || look.time === 'storm' ? 0.45 : 0.28);
  return svg.toString();
}

function fallenTree(c: Ctx, y: number, x0: number, x1: number): void {
  const r = c.r;
  const bark = c.tint('#5a3e2b');
  const s = c.s(y);
  const th = 58 * s;
  const y1 = y - r.range(10, 40);
  // broken standing stump (jagged top)
  c.put(y + 2, stump(c, x0, y + 8, 90 * s, true));
  let g = `<path d="M${n(x0 + 10)},${n(y - th * 1.6)} L${n(x1)},${n(y1 - th * 0.5)} L${n(x1)},${n(y1 + th * 0.4)} L${n(x0 + 10)},${n(y)} Z" fill="${bark}"/>`;
  g += `<path d="M${n(x0 + 10)},${n(y - th * 0.4)} L${n(x1)},${n(y1 + th * 0.1)} L${n(x1)},${n(y1 + th * 0.4)} L${n(x0 + 10)},${n(y)} Z" fill="#000" opacity="0.2"/>`;
  g += `<polygon points="${poly([[x0 + 6, y - th * 1.7], [x0 + 22, y - th * 2.3], [x0 + 30, y - th * 1.5], [x0 + 44, y - th * 2.1], [x0 + 40, y - th * 1.2]])}" fill="${c.tint('#e0bb86')}"/>`;
  // crown lying on the ground
  const cols = DECIDUOUS.summer[0]!.map((v) => c.tint(mix(v, '#7a6a30', 0.25)));
  for (let i = 0; i < 16; i++) {
    const bx = x1 + r.range(-60, 140);
    const by = y1 - r.range(0, 120) * s;
    const br = r.range(30, 60) * s;
    g += `<circle cx="${n(bx + 6)}" cy="${n(by + 8)}" r="${n(br)}" fill="${cols[0]}"/>`;
    g += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(br * 0.85)}" fill="${cols[1]}"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const bx = x0 + r.range(0.3, 0.9) * (x1 - x0);
    const by = y - th + ((y1 - y) * (bx - x0)) / (x1 - x0);
    g += `<path d="M${n(bx)},${n(by)} L${n(bx + r.range(20, 60))},${n(by - r.range(40, 90) * s)}" stroke="${bark}" stroke-width="${n(6 * s)}" stroke-linecap="round"/>`;
  }
  c.put(y + 1, groundShadow((x0 + x1) / 2, y + 10, (x1 - x0) * 0.55, 20 * s, 0.3) + g);
}

/** Close-up of leaves on a branch, some spotted, with a magnifier: tree health assessment. */
function closeUpLeaves(c: Ctx): string {
  const { svg, r, W, H } = c;
  svg.add(`<rect width="${W}" height="${H}" fill="${svg.linear([[0, '#7fae5a'], [1, '#2f5a2a']], 0, 0, 1, 1)}"/>`);
  const bokeh = svg.blur(18);
  let b = '';
  for (let i = 0; i < 26; i++)
    b += `<circle cx="${n(r.range(0, W))}" cy="${n(r.range(0, H))}" r="${n(r.range(30, 110))}" fill="${r.pick(['#c9e39a', '#e8f4c0', '#4f7f33', '#9cc46a'])}" opacity="${n(r.range(0.2, 0.5))}"/>`;
  svg.add(`<g filter="${bokeh}">${b}</g>`);
  const y0 = r.range(550, 700);
  const y1 = r.range(150, 300);
  svg.add(`<path d="M-20,${n(y0)} Q${n(W * 0.5)},${n((y0 + y1) / 2 + 80)} ${W + 20},${n(y1)}" stroke="#5a3e2b" stroke-width="22" fill="none" stroke-linecap="round"/>`);
  const leaf = (x: number, y: number, len: number, ang: number, col: string, spots: boolean) => {
    const w = len * 0.42;
    let s = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(ang)})">`;
    s += `<path d="M0,0 Q${n(len * 0.35)},${n(-w)} ${n(len)},0 Q${n(len * 0.35)},${n(w)} 0,0 Z" fill="${col}"/>`;
    s += `<path d="M0,0 Q${n(len * 0.35)},${n(w)} ${n(len)},0 Z" fill="#000" opacity="0.12"/>`;
    s += `<path d="M0,0 L${n(len * 0.95)},0" stroke="${lighten(col, 0.35)}" stroke-width="3"/>`;
    for (let k = 1; k < 5; k++) {
      const vx = len * k * 0.18;
      s += `<path d="M${n(vx)},0 L${n(vx + len * 0.12)},${n(-w * 0.6)} M${n(vx)},0 L${n(vx + len * 0.12)},${n(w * 0.6)}" stroke="${lighten(col, 0.3)}" stroke-width="1.6"/>`;
    }
    if (spots) for (let k = 0; k < 5; k++) s += `<circle cx="${n(len * r.range(0.25, 0.75))}" cy="${n(w * r.range(-0.4, 0.4))}" r="${n(len * r.range(0.03, 0.06))}" fill="#7a5a22" opacity="0.85"/>`;
    return s + '</g>';
  };
  const pts: [number, number, number][] = [];
  for (let i = 0; i < 11; i++) {
    const t = 0.05 + (i / 10) * 0.9;
    const x = -20 + t * (W + 40);
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + 80) + t * t * y1;
    pts.push([x, y, i % 2 ? -1 : 1]);
  }
  let spotted = 0;
  for (const [x, y, side] of pts) {
    const ang = side * r.range(35, 70) - 15;
    const sick = spotted < 3 && r.chance(0.3);
    if (sick) spotted++;
    const col = sick ? '#9aa23a' : r.pick(['#3f8a35', '#4f9a3a', '#5fae45', '#468a32']);
    svg.add(leaf(x, y, r.range(150, 230), side > 0 ? ang : ang - 180 + 30, col, sick));
  }
  // magnifier over the branch
  const mx = r.range(350, 850);
  const my = r.range(260, 420);
  svg.add(`<circle cx="${n(mx)}" cy="${n(my)}" r="110" fill="#e8f6ff" opacity="0.18"/>`);
  svg.add(`<circle cx="${n(mx)}" cy="${n(my)}" r="110" fill="none" stroke="#2b2f33" stroke-width="16"/>`);
  svg.add(`<path d="M${n(mx + 78)},${n(my + 78)} L${n(mx + 190)},${n(my + 190)}" stroke="#e0a526" stroke-width="30" stroke-linecap="round"/>`);
  svg.add(`<path d="M${n(mx - 60)},${n(my - 55)} A80,80 0 0 1 ${n(mx + 20)},${n(my - 85)}" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.6" stroke-linecap="round"/>`);
  vignette(c, 0.3);
  return svg.toString();
}

/** Close-up of a neatly stacked woodpile (log ends). */
function closeUpWoodpile(c: Ctx): string {
  const { svg, r, W, H } = c;
  svg.add(`<rect width="${W}" height="${H}" fill="#2a1d14"/>`);
  const top = r.range(120, 220);
  // sky and treeline strip above the stack
  svg.add(`<rect width="${W}" height="${n(top + 40)}" fill="${svg.linear(SKY[c.look.time === 'storm' ? 'overcast' : c.look.time].stops)}"/>`);
  let t = '';
  for (let x = -20; x < W + 20; x += r.range(20, 40)) {
    const h = r.range(60, 140);
    t += `<polygon points="${poly([[x, top + 40 - h], [x - h * 0.28, top + 40], [x + h * 0.28, top + 40]])}"/>`;
  }
  svg.add(`<g fill="${c.tint('#24503a')}">${t}</g>`);
  const logs: string[] = [];
  for (let y = top + 10; y < H + 80; y += 92) {
    for (let x = -30 + r.range(0, 50); x < W + 80; x += r.range(104, 126)) {
      const rad = r.range(50, 64);
      const cx = x + r.range(-6, 6);
      const cy = y + r.range(-6, 6);
      const wood = vary('#d9b07a', r, 0.12);
      const ring = darken(wood, 0.22);
      let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad)}" fill="${vary('#5b3f29', r, 0.15)}"/>`;
      s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rad * 0.86)}" fill="${wood}"/>`;
      s += `<circle cx="${n(cx + 2)}" cy="${n(cy + 1)}" r="${n(rad * 0.5)}" fill="none" stroke="${ring}" stroke-width="2.5" opacity="0.7"/>`;
      s += `<circle cx="${n(cx + 2)}" cy="${n(cy + 1)}" r="${n(rad * 0.12)}" fill="${ring}"/>`;
      if (r.chance(0.4)) s += `<path d="M${n(cx)},${n(cy)} L${n(cx + rad * 0.8)},${n(cy - rad * 0.2)}" stroke="${darken(wood, 0.45)}" stroke-width="2"/>`;
      logs.push(s);
    }
  }
  svg.add(logs.join(''));
  svg.add(`<rect y="${n(top - 44)}" width="${W}" height="20" fill="#3b2a1e"/>`);
  vignette(c, 0.35);
  return svg.toString();
}

// ---------------------------------------------------------------------------------------------
// Before / after pairs (same seed and layout; only the state differs)
// ---------------------------------------------------------------------------------------------

function beforeAfter(pair: 1 | 2 | 3, state: 'before' | 'after'): string {
  const seed = 9000 + pair;
  const before = state === 'before';
  const r = new Rng(seed);
  const svg = new Svg(1200, 800);
  const look = pickLook(r, {
    time: pair === 2 ? (before ? 'overcast' : 'day') : 'day',
    season: before && pair === 1 ? 'autumn' : 'summer',
    house: true,
    mountain: pair !== 2,
  });
  const c = makeCtx(svg, new Rng(seed + 1), look);
  const { hz, W, H } = c;
  const mid = (t: number) => hz + (H - hz) * t;
  backdrop(c, { stripes: !before, ground: before ? 'rough' : 'lawn' });
  // The same random stream for the shared layout in both states
  const hx = 600;
  c.put(mid(0.12), house(c, hx, mid(0.12), 320));
  c.put(mid(0.14), fence(c, -10, hx - 210, mid(0.14), 30, true));
  c.put(mid(0.14), fence(c, hx + 210, W + 10, mid(0.14), 30, true));
  c.r = new Rng(seed + 2);
  backgroundTrees(c, 5, hz + 5, mid(0.08), [hx - 230, hx + 230]);
  c.r = new Rng(seed + 3);
  if (pair === 1) {
    // overgrown yard -> tidy yard
    c.put(mid(0.3), hedge(c, 300, mid(0.3), 360, 80, !before));
    c.put(mid(0.3), hedge(c, 900, mid(0.3), 360, 80, !before));
    c.put(mid(0.7), deciduous(c, 150, mid(0.7), 470, before ? { overgrown: true, cols: ['#4a5a22', '#6b7a2c', '#9aa040'] } : { trimmed: true }));
    if (before) {
      c.put(mid(0.6), debris(c, 750, mid(0.6), 240));
      c.put(mid(0.85), debris(c, 500, mid(0.85), 260));
      svg.add(leaves(c, 200, hz + 20, H));
      c.put(mid(0.75), ornamentalGrass(c, 950, mid(0.75), 160));
      c.put(mid(0.95), ornamentalGrass(c, 750, mid(0.95), 190));
    } else {
      c.put(mid(0.75), flowerBed(c, 850, mid(0.75), 420, 110, ['#e0457b', '#f4a3c0', '#ffffff']));
      c.put(mid(0.7), mulchRing(c, 150, mid(0.7) + 2, 300));
    }
  } else if (pair === 2) {
    // storm damage -> cleaned up
    if (before) {
      fallenTree(c, mid(0.62), 250, 950);
      c.put(mid(0.85), debris(c, 300, mid(0.85), 240));
      c.put(mid(0.9), debris(c, 850, mid(0.92), 260));
      c.put(mid(0.45), debris(c, 1000, mid(0.45), 180));
    } else {
      c.put(mid(0.62), sapling(c, 250, mid(0.62), 200));
      c.put(mid(0.8), shrub(c, 950, mid(0.8), 120, undefined, '#f4a3c0'));
    }
    c.put(mid(0.5), conifer(c, 1100, mid(0.5), 420));
    flush(c);
    if (before) rain(c, 120);
  } else {
    // stump -> lawn with new planting bed
    if (before) {
      c.put(mid(0.65), stump(c, 520, mid(0.65), 260, false));
      c.put(mid(0.8), debris(c, 900, mid(0.8), 200, false));
    } else {
      c.put(mid(0.65), flowerBed(c, 520, mid(0.65), 360, 100, ['#7b4bb5', '#b58be0', '#f2d45a']));
    }
    c.put(mid(0.55), deciduous(c, 1040, mid(0.55), 420, { trimmed: !before }));
    c.put(mid(0.35), shrub(c, 160, mid(0.35), 110));
  }
  flush(c);
  grassTufts(c, before ? 90 : 25, before);
  vignette(c, 0.28);
  return svg.toString();
}

// ---------------------------------------------------------------------------------------------
// Logo, icons and badges
// ---------------------------------------------------------------------------------------------

function logoSvg(size: number): string {
  const s = size / 512;
  const g = (v: number) => n(v * s);
  const green = '#2f6b3a';
  const dark = '#1e3d24';
  const amber = '#e0a526';
  let t = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>`;
  t += `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf3d6"/><stop offset="1" stop-color="#f4d68c"/></linearGradient>`;
  t += `<clipPath id="in"><circle cx="${g(256)}" cy="${g(256)}" r="${g(214)}"/></clipPath></defs>`;
  t += `<circle cx="${g(256)}" cy="${g(256)}" r="${g(248)}" fill="${dark}"/>`;
  t += `<circle cx="${g(256)}" cy="${g(256)}" r="${g(232)}" fill="${amber}"/>`;
  t += `<circle cx="${g(256)}" cy="${g(256)}" r="${g(214)}" fill="url(#sky)"/>`;
  t += `<g clip-path="url(#in)">`;
  t += `<circle cx="${g(350)}" cy="${g(200)}" r="${g(44)}" fill="#ffffff" opacity="0.8"/>`;
  // ridge
  t += `<path d="M${g(30)},${g(360)} L${g(140)},${g(250)} L${g(200)},${g(300)} L${g(290)},${g(210)} L${g(400)},${g(320)} L${g(490)},${g(270)} V${g(500)} H${g(30)} Z" fill="#7fa36a"/>`;
  t += `<path d="M${g(290)},${g(210)} L${g(262)},${g(238)} L${g(280)},${g(236)} L${g(300)},${g(250)} L${g(318)},${g(238)} Z" fill="#ffffff"/>`;
  t += `<path d="M${g(30)},${g(400)} Q${g(256)},${g(330)} ${g(490)},${g(400)} V${g(500)} H${g(30)} Z" fill="${green}"/>`;
  // conifer
  const cx = 220;
  const pts: string[] = [];
  const tiers = 5;
  const left: string[] = [];
  const right: string[] = [];
  for (let k = 1; k <= tiers; k++) {
    const y = 110 + (270 * k) / tiers;
    const w = 20 + 90 * (k / tiers);
    left.push(`${g(cx - w * 0.55)},${g(y - 18)}`, `${g(cx - w)},${g(y)}`);
    right.unshift(`${g(cx + w)},${g(y)}`, `${g(cx + w * 0.55)},${g(y - 18)}`);
  }
  pts.push(`${g(cx)},${g(90)}`, ...left, ...right);
  t += `<rect x="${g(cx - 12)}" y="${g(370)}" width="${g(24)}" height="${g(50)}" fill="#5a3e2b"/>`;
  t += `<polygon points="${pts.join(' ')}" fill="${dark}"/>`;
  t += `<polygon points="${g(cx)},${g(90)} ${right.join(' ')} ${g(cx)},${g(380)}" fill="#000" opacity="0.22"/>`;
  // deciduous tree
  t += `<path d="M${g(352)},${g(420)} L${g(358)},${g(320)} L${g(370)},${g(320)} L${g(376)},${g(420)} Z" fill="#5a3e2b"/>`;
  for (const [x, y, rr] of [
    [330, 285, 44],
    [395, 285, 42],
    [362, 245, 50],
    [340, 225, 30],
    [390, 230, 32],
  ] as const)
    t += `<circle cx="${g(x)}" cy="${g(y)}" r="${g(rr)}" fill="${green}"/>`;
  t += `<circle cx="${g(345)}" cy="${g(232)}" r="${g(22)}" fill="#6fb04a" opacity="0.8"/>`;
  t += `<circle cx="${g(320)}" cy="${g(275)}" r="${g(18)}" fill="#6fb04a" opacity="0.6"/>`;
  t += `<path d="M${g(40)},${g(440)} Q${g(256)},${g(400)} ${g(480)},${g(440)} V${g(500)} H${g(40)} Z" fill="${dark}"/>`;
  t += `</g>`;
  t += `<circle cx="${g(256)}" cy="${g(256)}" r="${g(214)}" fill="none" stroke="${dark}" stroke-width="${g(6)}"/>`;
  t += `</svg>`;
  return t;
}

function iconCanvas(w: number, h: number, bg: string, inner: string, rx = 0): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" rx="${rx}" fill="${bg}"/>${inner}</svg>`;
}

/** Google-Business-style badge without words: map pin, five stars, colour bar. */
function gmbSvg(): string {
  const star = (x: number, y: number, r: number, fill: string) => {
    const p: string[] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? r * 0.45 : r;
      p.push(`${n(x + Math.cos(a) * rr)},${n(y + Math.sin(a) * rr)}`);
    }
    return `<polygon points="${p.join(' ')}" fill="${fill}"/>`;
  };
  let s = `<rect x="4" y="4" width="492" height="152" rx="24" fill="#ffffff" stroke="#dadce0" stroke-width="3"/>`;
  s += `<path d="M80,130 C60,100 40,85 40,62 A40,40 0 0 1 120,62 C120,85 100,100 80,130 Z" fill="#ea4335"/>`;
  s += `<circle cx="80" cy="62" r="15" fill="#ffffff"/>`;
  for (let i = 0; i < 5; i++) s += star(190 + i * 62, 62, 24, '#fbbc04');
  const cols = ['#4285f4', '#ea4335', '#fbbc04', '#34a853'];
  cols.forEach((col, i) => (s += `<rect x="${160 + i * 76}" y="108" width="70" height="14" rx="7" fill="${col}"/>`));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="160" viewBox="0 0 500 160">${s}</svg>`;
}

function directorySvg(kind: 'nextdoor' | 'angi' | 'bbb'): string {
  if (kind === 'nextdoor') {
    // a house in a green circle
    return iconCanvas(
      200,
      200,
      '#ffffff',
      `<circle cx="100" cy="100" r="92" fill="#8ed500"/><path d="M50,104 L100,58 L150,104 H134 V148 H66 V104 Z" fill="#ffffff"/><rect x="88" y="116" width="24" height="32" fill="#8ed500"/>`,
    );
  }
  if (kind === 'angi') {
    // a red rounded square with a house-roof chevron and a check
    return iconCanvas(
      200,
      200,
      '#ffffff',
      `<rect x="14" y="14" width="172" height="172" rx="36" fill="#ff6153"/><path d="M44,110 L100,56 L156,110" stroke="#ffffff" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M74,124 L94,144 L130,106" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  // a navy shield with a torch flame
  return iconCanvas(
    200,
    200,
    '#ffffff',
    `<path d="M100,16 L172,42 V98 C172,140 140,170 100,186 C60,170 28,140 28,98 V42 Z" fill="#005a78"/><path d="M100,16 L172,42 V98 C172,140 140,170 100,186 Z" fill="#004a63"/><rect x="90" y="96" width="20" height="56" rx="4" fill="#ffffff"/><path d="M100,44 C118,62 120,76 112,90 H88 C80,76 84,62 100,44 Z" fill="#ffd24a"/>`,
  );
}

function paymentSvg(kind: 'card' | 'cash' | 'mobile'): string {
  if (kind === 'card') {
    return iconCanvas(
      160,
      100,
      '#ffffff',
      `<rect x="10" y="10" width="140" height="80" rx="10" fill="#1a4d8f"/><rect x="10" y="26" width="140" height="14" fill="#0f2f59"/><rect x="22" y="52" width="24" height="18" rx="3" fill="#e0c060"/><circle cx="112" cy="70" r="12" fill="#eb001b"/><circle cx="128" cy="70" r="12" fill="#f79e1b" opacity="0.9"/><rect x="56" y="58" width="40" height="6" rx="3" fill="#9fb8d8"/>`,
      12,
    );
  }
  if (kind === 'cash') {
    return iconCanvas(
      160,
      100,
      '#ffffff',
      `<rect x="18" y="18" width="130" height="68" rx="6" fill="#4f8f4a"/><rect x="10" y="12" width="130" height="68" rx="6" fill="#6fb05e"/><rect x="18" y="20" width="114" height="52" rx="4" fill="none" stroke="#d8f0c8" stroke-width="3"/><circle cx="75" cy="46" r="16" fill="#d8f0c8"/><circle cx="32" cy="46" r="5" fill="#d8f0c8"/><circle cx="118" cy="46" r="5" fill="#d8f0c8"/>`,
      12,
    );
  }
  return iconCanvas(
    160,
    100,
    '#ffffff',
    `<rect x="56" y="6" width="48" height="88" rx="9" fill="#2b2f33"/><rect x="61" y="16" width="38" height="64" rx="3" fill="#e7f2ea"/><circle cx="80" cy="87" r="3" fill="#9aa0a6"/><path d="M68,50 L76,58 L92,40" stroke="#2f9e4f" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M112,36 Q124,50 112,64 M120,28 Q138,50 120,72" stroke="#1a73e8" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    12,
  );
}

/** Award-style branding badges (ribbon, shield, leaf seal). */
function brandingSvg(i: 0 | 1 | 2): string {
  const bg = ['#f6f1e4', '#eef4ec', '#1e3d24'][i]!;
  let s = '';
  if (i === 0) {
    s += `<circle cx="200" cy="88" r="62" fill="#e0a526"/><circle cx="200" cy="88" r="48" fill="#f4c85a"/><circle cx="200" cy="88" r="48" fill="none" stroke="#b8801a" stroke-width="4" stroke-dasharray="6 6"/>`;
    s += `<polygon points="168,140 152,192 176,180 190,198 200,146" fill="#2f6b3a"/><polygon points="232,140 248,192 224,180 210,198 200,146" fill="#2f6b3a"/>`;
    const p: string[] = [];
    for (let k = 0; k < 10; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const rr = k % 2 ? 12 : 26;
      p.push(`${n(200 + Math.cos(a) * rr)},${n(88 + Math.sin(a) * rr)}`);
    }
    s += `<polygon points="${p.join(' ')}" fill="#ffffff"/>`;
    s += `<path d="M40,100 H120 M280,100 H360" stroke="#2f6b3a" stroke-width="6" stroke-linecap="round"/>`;
  } else if (i === 1) {
    s += `<path d="M200,24 L262,46 V98 C262,136 236,162 200,176 C164,162 138,136 138,98 V46 Z" fill="#2f6b3a"/>`;
    s += `<path d="M170,100 L192,122 L232,78" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    for (let k = 0; k < 3; k++) s += `<rect x="${40 + k * 22}" y="${80 + k * 12}" width="70" height="10" rx="5" fill="#e0a526" opacity="${1 - k * 0.25}"/>`;
    for (let k = 0; k < 3; k++) s += `<rect x="${290 - k * 22}" y="${80 + k * 12}" width="70" height="10" rx="5" fill="#e0a526" opacity="${1 - k * 0.25}"/>`;
  } else {
    s += `<circle cx="200" cy="100" r="76" fill="none" stroke="#e0a526" stroke-width="6"/>`;
    s += `<circle cx="200" cy="100" r="64" fill="#2f6b3a"/>`;
    s += `<path d="M200,52 C240,70 244,118 200,150 C156,118 160,70 200,52 Z" fill="#8fd06a"/>`;
    s += `<path d="M200,60 V150 M200,90 L220,76 M200,108 L224,92 M200,90 L180,76 M200,108 L176,92" stroke="#2f6b3a" stroke-width="4" stroke-linecap="round"/>`;
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      s += `<circle cx="${n(200 + Math.cos(a) * 90)}" cy="${n(100 + Math.sin(a) * 90)}" r="4" fill="#e0a526"/>`;
    }
  }
  return iconCanvas(400, 200, bg, s, 16);
}

const SOCIAL: Record<string, [string, string]> = {
  facebook: ['#1877f2', `<path d="M54,28 H46 C40,28 38,32 38,37 V44 H31 V53 H38 V76 H48 V53 H55 L57,44 H48 V38 C48,36 49,35 51,35 H57 V28 Z" fill="#fff"/>`],
  instagram: ['#d62976', `<rect x="28" y="28" width="40" height="40" rx="12" fill="none" stroke="#fff" stroke-width="5"/><circle cx="48" cy="48" r="9" fill="none" stroke="#fff" stroke-width="5"/><circle cx="60" cy="36" r="3" fill="#fff"/>`],
  google: ['#ffffff', `<circle cx="48" cy="48" r="20" fill="none" stroke="#4285f4" stroke-width="8" stroke-dasharray="94 32"/><rect x="48" y="44" width="22" height="8" fill="#4285f4"/>`],
  youtube: ['#ff0000', `<rect x="24" y="32" width="48" height="32" rx="9" fill="#fff"/><polygon points="43,40 57,48 43,56" fill="#ff0000"/>`],
  yelp: ['#d32323', `<path d="M48,22 L54,46 L44,48 Z M56,52 L74,56 L66,70 Z M46,56 L40,74 L30,62 Z M42,48 L24,46 L30,34 Z" fill="#fff"/>`],
  'x-twitter': ['#000000', `<path d="M30,28 H42 L66,68 H54 Z" fill="#fff"/><path d="M64,28 L34,68" stroke="#fff" stroke-width="5"/>`],
  tiktok: ['#010101', `<path d="M50,24 V58 A10,10 0 1 1 40,48" stroke="#25f4ee" stroke-width="8" fill="none"/><path d="M52,26 V60 A10,10 0 1 1 42,50" stroke="#fe2c55" stroke-width="8" fill="none" opacity="0.8"/><path d="M52,26 C54,34 60,38 68,38" stroke="#fff" stroke-width="7" fill="none"/>`],
};

function socialSvg(name: string): string {
  const [bg, glyph] = SOCIAL[name]!;
  const ring = bg === '#ffffff' ? `<circle cx="48" cy="48" r="46" fill="none" stroke="#dadce0" stroke-width="2"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${bg}"/>${ring}${glyph}</svg>`;
}

function posterSvg(): string {
  // A 16:9 hero scene with a play button.
  const inner = scene('trimming', 77, { time: 'golden', season: 'summer', mountain: true }, 1280, 720);
  const play = `<circle cx="640" cy="360" r="78" fill="#000" opacity="0.45"/><circle cx="640" cy="360" r="70" fill="none" stroke="#fff" stroke-width="6"/><polygon points="615,318 615,402 688,360" fill="#fff"/>`;
  return inner.replace(/<\/svg>$/, `${play}</svg>`);
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

async function photo(name: string, svg: string, w = 1200, h = 800): Promise<void> {
  const buf = Buffer.from(svg);
  await sharp(buf).resize(w, h).webp({ quality: PHOTO_QUALITY, effort: 6 }).toFile(join(OUT, `${name}.webp`));
  await sharp(buf, { density: 36 })
    .resize(w / 2, h / 2)
    .webp({ quality: SMALL_QUALITY, effort: 6 })
    .toFile(join(OUT, `${name}-600.webp`));
  // A phone 390-430 px wide at 1.75-2x wants ~700-860 px: without this one it took the 1200.
  await sharp(buf, { density: 48 })
    .resize(Math.round((w * 2) / 3), Math.round((h * 2) / 3))
    .webp({ quality: MEDIUM_QUALITY, effort: 6 })
    .toFile(join(OUT, `${name}-800.webp`));
}

async function graphic(name: string, svg: string, format: 'webp' | 'png' = 'webp', lossless = false): Promise<void> {
  const img = sharp(Buffer.from(svg));
  const out = format === 'png' ? img.png({ compressionLevel: 9, palette: true }) : img.webp(lossless ? { lossless: true } : { quality: 85 });
  await out.toFile(join(OUT, `${name}.${format}`));
}

/** Kinds per service, in the record's order (the record names the files `service-<kind>`). */
const SERVICE_KINDS: Kind[] = [
  'removal',
  'trimming',
  'stump',
  'storm',
  'lawn',
  'hedge',
  'clearing',
  'planting',
  'cabling',
  'health',
  'firewood',
  'mulch',
  'garden',
  'patio',
  'wall',
  'irrigation',
  'sod',
  'leaves',
  'lighting',
  'pond',
];

const STOCK: [Kind, SceneOpts][] = [
  ['landscape', { time: 'morning', mountain: true, season: 'summer' }],
  ['landscape', { time: 'golden', mountain: true, house: true, season: 'summer' }],
  ['lawn', { time: 'day', season: 'summer' }],
  ['garden', { time: 'day', season: 'spring' }],
  ['landscape', { time: 'day', mountain: false, season: 'autumn' }],
  ['patio', { time: 'golden', season: 'summer' }],
  ['trimming', { time: 'day', season: 'summer' }],
  ['pond', { time: 'morning', season: 'spring' }],
  ['removal', { time: 'overcast', season: 'autumn', variant: 1 }],
  ['landscape', { time: 'overcast', mountain: true, season: 'spring' }],
  ['lighting', { season: 'summer' }],
  ['hedge', { time: 'day', season: 'summer', house: true }],
];

const GALLERY: [Kind, SceneOpts][] = [
  ['trimming', { time: 'morning', season: 'autumn' }],
  ['garden', { time: 'golden', season: 'summer' }],
  ['stump', { time: 'day', season: 'summer', variant: 2 }],
  ['patio', { time: 'day', season: 'spring' }],
  ['removal', { time: 'day', season: 'summer', variant: 2 }],
  ['wall', { time: 'morning', season: 'summer' }],
  ['lawn', { time: 'golden', season: 'spring' }],
  ['leaves', { time: 'day' }],
];

const LANDINGS: Record<string, [Kind, SceneOpts][]> = {
  'tree-removal': [
    ['removal', { time: 'day', season: 'summer', house: true, variant: 0 }],
    ['removal', { time: 'golden', season: 'autumn', house: false, mountain: true, variant: 1 }],
    ['storm', { house: true }],
    ['clearing', { time: 'overcast', season: 'summer' }],
    ['removal', { time: 'morning', season: 'spring', house: false, variant: 2 }],
  ],
  'stump-grinding': [
    ['stump', { time: 'morning', season: 'summer', house: true, variant: 0 }],
    ['stump', { time: 'golden', season: 'autumn', house: false, variant: 1 }],
    ['stump', { time: 'overcast', season: 'spring', house: true, variant: 2 }],
    ['stump', { time: 'day', season: 'summer', house: false, mountain: true, variant: 3 }],
    ['firewood', { time: 'day' }],
  ],
  'garden-design': [
    ['garden', { time: 'morning', season: 'summer' }],
    ['patio', { time: 'day', season: 'summer', house: true }],
    ['pond', { time: 'golden', season: 'summer' }],
    ['wall', { time: 'day', season: 'spring' }],
    ['lighting', { season: 'autumn' }],
  ],
};

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });

  const jobs: Promise<void>[] = [];
  STOCK.forEach(([k, o], i) => jobs.push(photo(`stock-${String(i + 1).padStart(2, '0')}`, scene(k, 100 + i, o))));
  GALLERY.forEach(([k, o], i) => jobs.push(photo(`gallery-${String(i + 1).padStart(2, '0')}`, scene(k, 200 + i, o))));
  for (const [slug, list] of Object.entries(LANDINGS))
    list.forEach(([k, o], i) => jobs.push(photo(`landing-${slug}-${String(i + 1).padStart(2, '0')}`, scene(k, 300 + i * 11 + slug.length, o))));
  SERVICE_KINDS.forEach((k, i) => jobs.push(photo(`service-${k}`, scene(k, 500 + i))));
  for (const p of [1, 2, 3] as const) {
    jobs.push(photo(`ba-${p}-before`, beforeAfter(p, 'before')));
    jobs.push(photo(`ba-${p}-after`, beforeAfter(p, 'after')));
  }
  jobs.push(
    sharp(Buffer.from(posterSvg()))
      .webp({ quality: PHOTO_QUALITY, effort: 6 })
      .toFile(join(OUT, 'video-poster.webp'))
      .then(() => undefined),
  );

  // logo.webp is made from the palette PNG: smaller than encoding the anti-aliased SVG directly.
  jobs.push(
    graphic('logo', logoSvg(512), 'png').then(() =>
      sharp(join(OUT, 'logo.png')).webp({ lossless: true, effort: 6 }).toFile(join(OUT, 'logo.webp')).then(() => undefined),
    ),
  );
  jobs.push(graphic('favicon', logoSvg(64), 'png'));
  jobs.push(graphic('gmb-badge', gmbSvg()));
  for (const d of ['nextdoor', 'angi', 'bbb'] as const) jobs.push(graphic(`dir-${d}`, directorySvg(d)));
  for (const p of ['card', 'cash', 'mobile'] as const) jobs.push(graphic(`pay-${p}`, paymentSvg(p)));
  for (const b of [0, 1, 2] as const) jobs.push(graphic(`brand-${b + 1}`, brandingSvg(b)));
  for (const name of Object.keys(SOCIAL)) jobs.push(graphic(`social-${name}`, socialSvg(name)));
  const qr = renderSVG('https://example.com', { ecc: 'M', border: 2, pixelSize: 12 });
  jobs.push(
    sharp(Buffer.from(qr))
      .resize(400, 400, { kernel: 'nearest', fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .webp({ lossless: true })
      .toFile(join(OUT, 'qr.webp'))
      .then(() => undefined),
  );
  await Promise.all(jobs);

  // Report sizes and check the record's references.
  const files = readdirSync(OUT).sort();
  let total = 0;
  let biggest = { name: '', size: 0 };
  for (const f of files) {
    const size = statSync(join(OUT, f)).size;
    total += size;
    if (size > biggest.size) biggest = { name: f, size };
  }
  console.log(`${files.length} files, ${(total / 1024).toFixed(0)} KiB; largest ${biggest.name} ${(biggest.size / 1024).toFixed(1)} KiB`);
  if (existsSync(RECORD)) {
    const text = readFileSync(RECORD, 'utf8');
    const refs = [...new Set([...text.matchAll(/\.\.\/\.\.\/demo-assets\/([^"]+)/g)].map((m) => m[1]!))];
    const missing = refs.filter((f) => !files.includes(f));
    const unused = files.filter((f) => !/-(600|800)\.webp$/.test(f) && !refs.includes(f) && f !== 'logo.webp');
    console.log(`record references ${refs.length} images; missing: ${missing.length ? missing.join(', ') : 'none'}`);
    if (unused.length) console.log(`not referenced by the record: ${unused.join(', ')}`);
    if (missing.length) process.exitCode = 1;
  }
}

await main();
