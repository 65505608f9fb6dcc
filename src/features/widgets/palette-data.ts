import type { Strings } from '../../i18n';

export type PaletteGroupKey = keyof Strings['widgets']['paletteGroups'];
export interface PaletteColor {
  name: string;
  hex: string;
}
export interface PaletteGroup {
  key: PaletteGroupKey;
  colors: PaletteColor[];
}

/** 12 groups of named colours (spec: colour palette). Loaded only when the palette opens. */
export const palette: PaletteGroup[] = [
  {
    key: 'greens',
    colors: [
      { name: 'Forest Green', hex: '#228B22' },
      { name: 'Hunter Green', hex: '#355E3B' },
      { name: 'Sage', hex: '#9CAF88' },
      { name: 'Olive', hex: '#808000' },
      { name: 'Moss Green', hex: '#8A9A5B' },
      { name: 'Fern Green', hex: '#4F7942' },
      { name: 'Emerald', hex: '#50C878' },
      { name: 'Mint', hex: '#98FF98' },
    ],
  },
  {
    key: 'blues',
    colors: [
      { name: 'Navy', hex: '#000080' },
      { name: 'Royal Blue', hex: '#4169E1' },
      { name: 'Steel Blue', hex: '#4682B4' },
      { name: 'Sky Blue', hex: '#87CEEB' },
      { name: 'Teal', hex: '#008080' },
      { name: 'Cobalt', hex: '#0047AB' },
      { name: 'Powder Blue', hex: '#B0E0E6' },
      { name: 'Slate Blue', hex: '#6A5ACD' },
    ],
  },
  {
    key: 'earth',
    colors: [
      { name: 'Terracotta', hex: '#E2725B' },
      { name: 'Clay', hex: '#B66A50' },
      { name: 'Sandstone', hex: '#786D5F' },
      { name: 'Adobe', hex: '#BD6C48' },
      { name: 'Ochre', hex: '#CC7722' },
      { name: 'Umber', hex: '#635147' },
      { name: 'Sienna', hex: '#A0522D' },
    ],
  },
  {
    key: 'neutrals',
    colors: [
      { name: 'Ivory', hex: '#FFFFF0' },
      { name: 'Cream', hex: '#FFFDD0' },
      { name: 'Beige', hex: '#F5F5DC' },
      { name: 'Linen', hex: '#FAF0E6' },
      { name: 'Taupe', hex: '#483C32' },
      { name: 'Greige', hex: '#BEB6A8' },
      { name: 'Off White', hex: '#FAF9F6' },
    ],
  },
  {
    key: 'reds',
    colors: [
      { name: 'Crimson', hex: '#DC143C' },
      { name: 'Brick Red', hex: '#CB4154' },
      { name: 'Burgundy', hex: '#800020' },
      { name: 'Maroon', hex: '#800000' },
      { name: 'Scarlet', hex: '#FF2400' },
      { name: 'Cardinal', hex: '#C41E3A' },
      { name: 'Rust', hex: '#B7410E' },
    ],
  },
  {
    key: 'oranges',
    colors: [
      { name: 'Tangerine', hex: '#F28500' },
      { name: 'Pumpkin', hex: '#FF7518' },
      { name: 'Burnt Orange', hex: '#CC5500' },
      { name: 'Apricot', hex: '#FBCEB1' },
      { name: 'Coral', hex: '#FF7F50' },
      { name: 'Amber', hex: '#FFBF00' },
      { name: 'Persimmon', hex: '#EC5800' },
    ],
  },
  {
    key: 'yellows',
    colors: [
      { name: 'Lemon', hex: '#FFF44F' },
      { name: 'Mustard', hex: '#FFDB58' },
      { name: 'Goldenrod', hex: '#DAA520' },
      { name: 'Canary', hex: '#FFFF99' },
      { name: 'Maize', hex: '#FBEC5D' },
      { name: 'Saffron', hex: '#F4C430' },
      { name: 'Butter', hex: '#FFFAA0' },
    ],
  },
  {
    key: 'purples',
    colors: [
      { name: 'Lavender', hex: '#E6E6FA' },
      { name: 'Violet', hex: '#8F00FF' },
      { name: 'Plum', hex: '#8E4585' },
      { name: 'Eggplant', hex: '#614051' },
      { name: 'Amethyst', hex: '#9966CC' },
      { name: 'Mauve', hex: '#E0B0FF' },
      { name: 'Orchid', hex: '#DA70D6' },
    ],
  },
  {
    key: 'pinks',
    colors: [
      { name: 'Blush', hex: '#DE5D83' },
      { name: 'Rose', hex: '#FF007F' },
      { name: 'Salmon', hex: '#FA8072' },
      { name: 'Hot Pink', hex: '#FF69B4' },
      { name: 'Fuchsia', hex: '#FF00FF' },
      { name: 'Carnation', hex: '#FFA6C9' },
      { name: 'Dusty Rose', hex: '#DCAE96' },
    ],
  },
  {
    key: 'browns',
    colors: [
      { name: 'Chocolate', hex: '#7B3F00' },
      { name: 'Walnut', hex: '#773F1A' },
      { name: 'Mahogany', hex: '#C04000' },
      { name: 'Chestnut', hex: '#954535' },
      { name: 'Cedar', hex: '#A0522D' },
      { name: 'Coffee', hex: '#6F4E37' },
      { name: 'Tan', hex: '#D2B48C' },
      { name: 'Mocha', hex: '#967969' },
    ],
  },
  {
    key: 'greys',
    colors: [
      { name: 'Charcoal', hex: '#36454F' },
      { name: 'Slate Grey', hex: '#708090' },
      { name: 'Ash', hex: '#B2BEB5' },
      { name: 'Pewter', hex: '#899499' },
      { name: 'Gunmetal', hex: '#2A3439' },
      { name: 'Silver', hex: '#C0C0C0' },
      { name: 'Graphite', hex: '#383838' },
    ],
  },
  {
    key: 'pastels',
    colors: [
      { name: 'Pastel Blue', hex: '#AEC6CF' },
      { name: 'Pastel Green', hex: '#77DD77' },
      { name: 'Pastel Pink', hex: '#FFD1DC' },
      { name: 'Pastel Yellow', hex: '#FDFD96' },
      { name: 'Pastel Purple', hex: '#B39EB5' },
      { name: 'Pastel Orange', hex: '#FFB347' },
      { name: 'Baby Blue', hex: '#89CFF0' },
    ],
  },
];

/** Black or white, whichever reads better on the swatch (WCAG relative luminance). */
export function inkFor(hex: string): '#000' | '#fff' {
  const n = Number.parseInt(hex.slice(1), 16);
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff';
}
