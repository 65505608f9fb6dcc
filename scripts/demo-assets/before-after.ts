/** Demo assets (scripts/make-demo-assets.ts): before-after. */
import { Rng, Svg } from './util';
import { flush, makeCtx } from './looks';
import { backdrop, grassTufts } from './backdrop';
import { backgroundTrees, conifer, debris, deciduous, fence, flowerBed, hedge, house, leaves, mulchRing, ornamentalGrass, rain, sapling, shrub, stump, vignette } from './elements';
import { fallenTree, pickLook } from './scenes';

// ---------------------------------------------------------------------------------------------
// Before / after pairs (same seed and layout; only the state differs)
// ---------------------------------------------------------------------------------------------

export function beforeAfter(pair: 1 | 2 | 3, state: 'before' | 'after'): string {
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
