/** Demo assets (scripts/make-demo-assets.ts): elements. */
import { darken, lighten, n, poly, smoothPath, vary } from './util';
import { CONIFER, type Ctx, DECIDUOUS } from './looks';

// ---------------------------------------------------------------------------------------------
// Scene elements (each returns SVG; x,y is the ground point, h/s the size)
// ---------------------------------------------------------------------------------------------

export function groundShadow(x: number, y: number, rx: number, ry: number, o = 0.22): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="#0b1a0c" opacity="${o}"/>`;
}

export function conifer(c: Ctx, x: number, y: number, h: number, col?: string): string {
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

export interface TreeOpts {
  cols?: [string, string, string];
  overgrown?: boolean;
  trimmed?: boolean;
  wide?: number;
  cable?: boolean;
  shadow?: boolean;
}

export function deciduous(c: Ctx, x: number, y: number, h: number, o: TreeOpts = {}): string {
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
export function bareTree(c: Ctx, x: number, y: number, h: number): string {
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

export function shrub(c: Ctx, x: number, y: number, w: number, cols?: [string, string, string], flowers?: string): string {
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

export function house(c: Ctx, x: number, y: number, w: number): string {
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

export function fence(c: Ctx, x1: number, x2: number, y: number, h: number, wood = false): string {
  const col = c.tint(wood ? '#9b7350' : '#f3f1ea');
  const sh = darken(col, 0.15);
  let s = `<rect x="${n(x1)}" y="${n(y - h * 0.75)}" width="${n(x2 - x1)}" height="${n(h * 0.08)}" fill="${sh}"/>`;
  s += `<rect x="${n(x1)}" y="${n(y - h * 0.3)}" width="${n(x2 - x1)}" height="${n(h * 0.08)}" fill="${sh}"/>`;
  const pw = h * 0.16;
  for (let x = x1; x < x2; x += pw * 1.7)
    s += `<polygon points="${poly([[x, y], [x, y - h * 0.9], [x + pw / 2, y - h], [x + pw, y - h * 0.9], [x + pw, y]])}" fill="${col}"/>`;
  return s;
}

export function stump(c: Ctx, x: number, y: number, w: number, fresh = true): string {
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

export function log(c: Ctx, x: number, y: number, len: number, rad: number): string {
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

export function logPile(c: Ctx, x: number, y: number, s: number): string {
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

export function chipPile(c: Ctx, x: number, y: number, w: number): string {
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

export function debris(c: Ctx, x: number, y: number, w: number, leafy = true): string {
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

export function leaves(c: Ctx, count: number, y0: number, y1: number, x0 = 0, x1 = c.W): string {
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

export function leafPile(c: Ctx, x: number, y: number, w: number): string {
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

export function hedge(c: Ctx, x: number, y: number, w: number, h: number, trimmed: boolean): string {
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

export function topiary(c: Ctx, x: number, y: number, rad: number): string {
  const base = c.tint('#3b7a2c');
  let s = groundShadow(x + rad * 0.2, y, rad * 0.9, rad * 0.2, 0.25);
  s += `<rect x="${n(x - rad * 0.55)}" y="${n(y - rad * 0.7)}" width="${n(rad * 1.1)}" height="${n(rad * 0.7)}" fill="${c.tint('#a8543a')}"/>`;
  s += `<rect x="${n(x - rad * 0.62)}" y="${n(y - rad * 0.78)}" width="${n(rad * 1.24)}" height="${n(rad * 0.16)}" fill="${c.tint('#c06a4a')}"/>`;
  s += `<circle cx="${n(x)}" cy="${n(y - rad * 1.7)}" r="${n(rad)}" fill="${c.svg.radial([[0, lighten(base, 0.35)], [0.6, base], [1, darken(base, 0.35)]], 0.38, 0.35, 0.7)}"/>`;
  return s;
}

export function flowerBed(c: Ctx, x: number, y: number, w: number, d: number, palette?: string[]): string {
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

export function mulchRing(c: Ctx, x: number, y: number, w: number): string {
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

export function ornamentalGrass(c: Ctx, x: number, y: number, h: number): string {
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

export function cone(c: Ctx, x: number, y: number, s: number): string {
  const h = 46 * s;
  const w = 30 * s;
  return (
    `<rect x="${n(x - w * 0.6)}" y="${n(y - h * 0.08)}" width="${n(w * 1.2)}" height="${n(h * 0.08)}" fill="#c4490f"/>` +
    `<polygon points="${poly([[x - w * 0.45, y - h * 0.08], [x - w * 0.08, y - h], [x + w * 0.08, y - h], [x + w * 0.45, y - h * 0.08]])}" fill="${c.tint('#f26b1d')}"/>` +
    `<polygon points="${poly([[x - w * 0.3, y - h * 0.42], [x - w * 0.22, y - h * 0.62], [x + w * 0.22, y - h * 0.62], [x + w * 0.3, y - h * 0.42]])}" fill="#f6f6f0"/>`
  );
}

export function wheel(x: number, y: number, rad: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="#1d1f21"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 0.45)}" fill="#9aa1a8"/>`;
}

/** The company's crew truck (brand green with an amber stripe), optionally with a boom. */
export function truck(c: Ctx, x: number, y: number, s: number, o: { flip?: boolean; boom?: [number, number]; chipper?: boolean } = {}): string {
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

export function skidSteer(c: Ctx, x: number, y: number, s: number): string {
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

export function stumpGrinder(c: Ctx, x: number, y: number, s: number): string {
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

export function mower(c: Ctx, x: number, y: number, s: number): string {
  const body = c.tint('#c0392b');
  let g = groundShadow(x, y, 50 * s, 7 * s, 0.3);
  g += `<path d="M${n(x - 40 * s)},${n(y - 14 * s)} Q${n(x - 38 * s)},${n(y - 42 * s)} ${n(x)},${n(y - 44 * s)} Q${n(x + 38 * s)},${n(y - 42 * s)} ${n(x + 42 * s)},${n(y - 14 * s)} Z" fill="${body}"/>`;
  g += `<rect x="${n(x - 16 * s)}" y="${n(y - 58 * s)}" width="${n(30 * s)}" height="${n(16 * s)}" rx="${n(3 * s)}" fill="#2c2f31"/>`;
  g += `<path d="M${n(x - 30 * s)},${n(y - 30 * s)} L${n(x - 95 * s)},${n(y - 110 * s)} L${n(x - 80 * s)},${n(y - 118 * s)}" stroke="#2c2f31" stroke-width="${n(4 * s)}" fill="none" stroke-linecap="round"/>`;
  g += `<rect x="${n(x - 70 * s)}" y="${n(y - 60 * s)}" width="${n(36 * s)}" height="${n(26 * s)}" rx="${n(4 * s)}" fill="${c.tint('#3d6b2a')}"/>`;
  g += wheel(x - 28 * s, y - 10 * s, 11 * s) + wheel(x + 30 * s, y - 10 * s, 11 * s);
  return g;
}

export function wheelbarrow(c: Ctx, x: number, y: number, s: number, load: string): string {
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

export function patio(c: Ctx, x0: number, x1: number, yTop: number, yBot: number, vpx: number): string {
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

export function firePit(c: Ctx, x: number, y: number, s: number): string {
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

export function chair(c: Ctx, x: number, y: number, s: number, flip = false): string {
  const col = c.tint('#6b4a2f');
  const k = flip ? -1 : 1;
  return (
    `<path d="M${n(x)},${n(y)} L${n(x + k * 8 * s)},${n(y - 40 * s)} L${n(x + k * 60 * s)},${n(y - 40 * s)} L${n(x + k * 62 * s)},${n(y)}" stroke="${col}" stroke-width="${n(5 * s)}" fill="none"/>` +
    `<polygon points="${poly([[x + k * 4 * s, y - 44 * s], [x + k * 64 * s, y - 44 * s], [x + k * 62 * s, y - 34 * s], [x + k * 6 * s, y - 34 * s]])}" fill="${col}"/>` +
    `<polygon points="${poly([[x, y - 44 * s], [x - k * 14 * s, y - 100 * s], [x - k * 4 * s, y - 104 * s], [x + k * 12 * s, y - 44 * s]])}" fill="${lighten(col, 0.1)}"/>`
  );
}

export function pond(c: Ctx, x: number, y: number, w: number): string {
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

export function retainingWall(c: Ctx, y: number, h: number, x0 = -10, x1 = c.W + 10): string {
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

export function sprinkler(c: Ctx, x: number, y: number, s: number): string {
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

export function sodRoll(c: Ctx, x: number, y: number, s: number): string {
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

export function pathLight(c: Ctx, x: number, y: number, s: number): string {
  const glow = c.svg.radial([[0, '#ffe29a', 0.75], [1, '#ffcf6e', 0]]);
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(60 * s)}" ry="${n(16 * s)}" fill="${glow}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - 34 * s)}" r="${n(28 * s)}" fill="${glow}"/>` +
    `<rect x="${n(x - 2.5 * s)}" y="${n(y - 32 * s)}" width="${n(5 * s)}" height="${n(32 * s)}" fill="#22262a"/>` +
    `<rect x="${n(x - 7 * s)}" y="${n(y - 40 * s)}" width="${n(14 * s)}" height="${n(9 * s)}" fill="#fff1c2"/>` +
    `<polygon points="${poly([[x - 11 * s, y - 40 * s], [x + 11 * s, y - 40 * s], [x, y - 48 * s]])}" fill="#22262a"/>`
  );
}

export function sapling(c: Ctx, x: number, y: number, h: number): string {
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

export function rain(c: Ctx, density: number): void {
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

export function vignette(c: Ctx, strength = 0.35): void {
  c.svg.add(`<rect width="${c.W}" height="${c.H}" fill="${c.svg.radial([[0.55, '#000', 0], [1, '#000', strength]], 0.5, 0.5, 0.75)}"/>`);
}

export function backgroundTrees(c: Ctx, count: number, yMin: number, yMax: number, exclude?: [number, number]): void {
  const { r, W } = c;
  for (let i = 0; i < count; i++) {
    const x = r.range(-40, W + 40);
    if (exclude && x > exclude[0] && x < exclude[1]) continue;
    const y = r.range(yMin, yMax);
    const h = 260 * c.s(y) * r.range(0.8, 1.3);
    c.put(y, r.chance(0.45) ? conifer(c, x, y, h * 1.2) : deciduous(c, x, y, h));
  }
}
