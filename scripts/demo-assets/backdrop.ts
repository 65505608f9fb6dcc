/** Demo assets (scripts/make-demo-assets.ts): backdrop. */
import { interpY, mix, n, poly, smoothPath, type Stop } from './util';
import { type Ctx, GRASS, SKY } from './looks';

// ---------------------------------------------------------------------------------------------
// Backdrop: sky, sun, clouds, mountain, hills, ground
// ---------------------------------------------------------------------------------------------

export function cloud(c: Ctx, x: number, y: number, w: number, opacity: number): string {
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

export function backdrop(c: Ctx, opts: { ground?: 'lawn' | 'dirt' | 'rough'; stripes?: boolean } = {}): void {
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

export function lawnStripes(c: Ctx, x0 = 0, x1 = c.W): void {
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

export function grassTufts(c: Ctx, count: number, dry = false): void {
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
