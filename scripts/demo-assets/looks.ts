/** Demo assets (scripts/make-demo-assets.ts): looks. */
import { mix, Rng, type Stop, Svg } from './util';

// ---------------------------------------------------------------------------------------------
// Looks: time of day and season
// ---------------------------------------------------------------------------------------------

export type Time = 'day' | 'morning' | 'golden' | 'overcast' | 'storm' | 'dusk';
export type Season = 'summer' | 'spring' | 'autumn';

export interface Look {
  time: Time;
  season: Season;
  horizon: number;
  mountain: boolean;
  house: boolean;
}

export const SKY: Record<Time, { stops: Stop[]; sun?: string; tint?: [string, number]; cloud: number }> = {
  day: { stops: [[0, '#3f87c9'], [0.6, '#8fc2e8'], [1, '#d8ecf6']], sun: '#fff8dc', cloud: 0.9 },
  morning: { stops: [[0, '#6fa6d8'], [0.65, '#c9dcea'], [1, '#f7ddb8']], sun: '#fff2c9', tint: ['#f7ddb8', 0.06], cloud: 0.85 },
  golden: { stops: [[0, '#50709f'], [0.45, '#e9a873'], [1, '#fbe1a0']], sun: '#fff1c2', tint: ['#f29a45', 0.14], cloud: 0.7 },
  overcast: { stops: [[0, '#7f8c99'], [1, '#d5dadd']], tint: ['#8795a3', 0.16], cloud: 0.6 },
  storm: { stops: [[0, '#252e37'], [0.7, '#56616b'], [1, '#7c8790']], tint: ['#26303a', 0.34], cloud: 0.5 },
  dusk: { stops: [[0, '#131c3b'], [0.55, '#4d3f6e'], [1, '#e08b6f']], tint: ['#1b2547', 0.48], cloud: 0.25 },
};

export const DECIDUOUS: Record<Season, [string, string, string][]> = {
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
export const CONIFER = ['#1b4429', '#22503a', '#2a5a32', '#1d3f33'];
export const GRASS: Record<Season, [far: string, near: string]> = {
  summer: ['#8dbb55', '#3f7f2a'],
  spring: ['#a5d06a', '#4f9a32'],
  autumn: ['#a9ad5c', '#62802f'],
};

export interface Ctx {
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

export function makeCtx(svg: Svg, r: Rng, look: Look): Ctx {
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

export function flush(c: Ctx): void {
  c.items.sort((a, b) => a.y - b.y).forEach((i) => c.svg.add(i.svg));
  c.items = [];
}
