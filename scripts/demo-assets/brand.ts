/** Demo assets (scripts/make-demo-assets.ts): brand. */
import { n } from './util';
import { scene } from './scenes';

// ---------------------------------------------------------------------------------------------
// Logo, icons and badges
// ---------------------------------------------------------------------------------------------

export function logoSvg(size: number): string {
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

export function iconCanvas(w: number, h: number, bg: string, inner: string, rx = 0): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" rx="${rx}" fill="${bg}"/>${inner}</svg>`;
}

/** Google-Business-style badge without words: map pin, five stars, colour bar. */
export function gmbSvg(): string {
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

export function directorySvg(kind: 'nextdoor' | 'angi' | 'bbb'): string {
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

export function paymentSvg(kind: 'card' | 'cash' | 'mobile'): string {
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
export function brandingSvg(i: 0 | 1 | 2): string {
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

export const SOCIAL: Record<string, [string, string]> = {
  facebook: ['#1877f2', `<path d="M54,28 H46 C40,28 38,32 38,37 V44 H31 V53 H38 V76 H48 V53 H55 L57,44 H48 V38 C48,36 49,35 51,35 H57 V28 Z" fill="#fff"/>`],
  instagram: ['#d62976', `<rect x="28" y="28" width="40" height="40" rx="12" fill="none" stroke="#fff" stroke-width="5"/><circle cx="48" cy="48" r="9" fill="none" stroke="#fff" stroke-width="5"/><circle cx="60" cy="36" r="3" fill="#fff"/>`],
  google: ['#ffffff', `<circle cx="48" cy="48" r="20" fill="none" stroke="#4285f4" stroke-width="8" stroke-dasharray="94 32"/><rect x="48" y="44" width="22" height="8" fill="#4285f4"/>`],
  youtube: ['#ff0000', `<rect x="24" y="32" width="48" height="32" rx="9" fill="#fff"/><polygon points="43,40 57,48 43,56" fill="#ff0000"/>`],
  yelp: ['#d32323', `<path d="M48,22 L54,46 L44,48 Z M56,52 L74,56 L66,70 Z M46,56 L40,74 L30,62 Z M42,48 L24,46 L30,34 Z" fill="#fff"/>`],
  'x-twitter': ['#000000', `<path d="M30,28 H42 L66,68 H54 Z" fill="#fff"/><path d="M64,28 L34,68" stroke="#fff" stroke-width="5"/>`],
  tiktok: ['#010101', `<path d="M50,24 V58 A10,10 0 1 1 40,48" stroke="#25f4ee" stroke-width="8" fill="none"/><path d="M52,26 V60 A10,10 0 1 1 42,50" stroke="#fe2c55" stroke-width="8" fill="none" opacity="0.8"/><path d="M52,26 C54,34 60,38 68,38" stroke="#fff" stroke-width="7" fill="none"/>`],
};

export function socialSvg(name: string): string {
  const [bg, glyph] = SOCIAL[name]!;
  const ring = bg === '#ffffff' ? `<circle cx="48" cy="48" r="46" fill="none" stroke="#dadce0" stroke-width="2"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${bg}"/>${ring}${glyph}</svg>`;
}

export function posterSvg(): string {
  // A 16:9 hero scene with a play button.
  const inner = scene('trimming', 77, { time: 'golden', season: 'summer', mountain: true }, 1280, 720);
  const play = `<circle cx="640" cy="360" r="78" fill="#000" opacity="0.45"/><circle cx="640" cy="360" r="70" fill="none" stroke="#fff" stroke-width="6"/><polygon points="615,318 615,402 688,360" fill="#fff"/>`;
  return inner.replace(/<\/svg>$/, `${play}</svg>`);
}
