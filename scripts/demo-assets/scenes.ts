/** Demo assets (scripts/make-demo-assets.ts): scenes. */
import { darken, lighten, mix, n, poly, Rng, Svg, vary } from './util';
import { type Ctx, DECIDUOUS, flush, GRASS, type Look, makeCtx, type Season, SKY, type Time } from './looks';
import { backdrop, grassTufts } from './backdrop';
import { backgroundTrees, bareTree, chair, chipPile, cone, conifer, debris, deciduous, fence, firePit, flowerBed, groundShadow, hedge, house, leafPile, leaves, log, logPile, mower, mulchRing, ornamentalGrass, pathLight, patio, pond, rain, retainingWall, sapling, shrub, skidSteer, sodRoll, sprinkler, stump, stumpGrinder, topiary, truck, vignette, wheelbarrow } from './elements';

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

export type Kind =
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

export function pickLook(r: Rng, over: Partial<Look> = {}): Look {
  return {
    time: r.pick<Time>(['day', 'day', 'day', 'morning', 'golden', 'overcast']),
    season: r.pick<Season>(['summer', 'summer', 'spring', 'autumn']),
    horizon: r.range(360, 450),
    mountain: r.chance(0.45),
    house: r.chance(0.5),
    ...over,
  };
}

export type SceneOpts = Partial<Look> & { variant?: number; flip?: boolean };

export function scene(kind: Kind, seed: number, over: SceneOpts = {}, W = 1200, H = 800): string {
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

export function fallenTree(c: Ctx, y: number, x0: number, x1: number): void {
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
export function closeUpLeaves(c: Ctx): string {
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
export function closeUpWoodpile(c: Ctx): string {
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
