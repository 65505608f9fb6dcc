/**
 * Generates every image of the embedded demo tenant ("Evergreen Ridge Tree & Landscape") into
 * `public/demo-assets/`. All images are drawn here as SVG (seeded, so runs are reproducible)
 * and rendered by sharp; nothing is downloaded and no text is drawn (fonts may be missing).
 *
 *   npx tsx scripts/make-demo-assets.ts
 *
 * Photos are WebP, drawn at 1200x800 and scaled down (the build's image pipeline makes their
 * responsive variants, as for any tenant, and a first `npm start` waits for it:
 * docs/performance.md). The stock photos, behind the home page's first screen and the page
 * banners, are 960x640; the others 800x533, 800 px being what a phone at 2x picks for a
 * full-width photo (scripts/images/encode.ts). A 1200 px source cost three times the encoding of an 800 px one (its
 * 960 and 1200 px variants) for detail that flat drawings do not have. The stock photos after
 * the sixth are the test tenants' (tests/fixtures): the demo's pages show the first six. At the
 * end the script checks that every `../../demo-assets/...` URL in
 * `public/demo-api/paginas/demo` exists.
 *
 * The drawing lives in scripts/demo-assets/: util (numbers, colours, SVG), looks (time of day,
 * season), backdrop (sky and ground), elements (trees, trucks, patios...), scenes (one per
 * kind of job), before-after (pairs) and brand (logo, badges, icons).
 */
import sharp from 'sharp';
import { renderSVG } from 'uqr';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kind, scene, type SceneOpts } from './demo-assets/scenes';
import { beforeAfter } from './demo-assets/before-after';
import { brandingSvg, directorySvg, gmbSvg, logoSvg, paymentSvg, posterSvg, SOCIAL, socialSvg } from './demo-assets/brand';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'public', 'demo-assets');
const RECORD = join(ROOT, 'public', 'demo-api', 'paginas', 'demo');
const PHOTO_QUALITY = 66;

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

async function photo(name: string, svg: string, w = 800, h = 533): Promise<void> {
  // One size: the build's image pipeline makes the responsive variants (scripts/images/).
  await sharp(Buffer.from(svg)).resize(w, h).webp({ quality: PHOTO_QUALITY, effort: 6 }).toFile(join(OUT, `${name}.webp`));
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
  STOCK.forEach(([k, o], i) => jobs.push(photo(`stock-${String(i + 1).padStart(2, '0')}`, scene(k, 100 + i, o), 960, 640)));
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
      .resize(960, 540)
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
    const unused = files.filter((f) => !refs.includes(f) && f !== 'logo.webp');
    console.log(`record references ${refs.length} images; missing: ${missing.length ? missing.join(', ') : 'none'}`);
    if (unused.length) console.log(`not referenced by the record: ${unused.join(', ')}`);
    if (missing.length) process.exitCode = 1;
  }
}

await main();
