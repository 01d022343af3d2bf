/**
 * The demo data's pictures, drawn as SVG from shapes chosen by their number (the same number
 * gives the same picture): portraits for the demo proskers and one illustration per seeded
 * category. `scripts/draw-demo-art.ts` writes them under `storefront/public/demo/`.
 */
export const PORTRAITS = 24;

const SKINS = ['#f1c9a5', '#e0ac83', '#c68863', '#a86b47', '#8d5534', '#5f3a22'];
const HAIRS = ['#2b1d16', '#4a2f1f', '#7a4b2a', '#b07a3c', '#d8b26a', '#8e8e8e', '#1c1c1c'];
const SHIRTS = ['#0a7d5c', '#2f5fb3', '#b3402f', '#7a4fb0', '#d08a1a', '#2b8a99', '#555c66'];
const BACKS = ['#e6f4ef', '#e8eefb', '#fbeee8', '#f1eafb', '#fdf3e1', '#e5f4f6'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

/** Hair cuts 0 and 1 are short (1 may wear a beard), 2 long, 3 curly, 4 tied in a bun. */
const cutOf = (n: number) => n % 5;

/** The portraits (their numbers) that suit a woman's name, or a man's: curls suit both. */
export function portraitsFor(feminine: boolean): number[] {
  const cuts = feminine ? [2, 3, 4] : [0, 1, 3];
  return Array.from({ length: PORTRAITS }, (_, n) => n).filter((n) => cuts.includes(cutOf(n)));
}

/** One portrait: shoulders, neck, head, hair of one of five cuts, eyes, brows and a smile. */
export function portrait(n: number): string {
  const skin = pick(SKINS, n * 5 + 1);
  const hair = pick(HAIRS, n * 3 + 2);
  const shirt = pick(SHIRTS, n);
  const back = pick(BACKS, n * 7);
  const cut = cutOf(n);
  const glasses = n % 7 === 3;
  const beard = cut === 1 && n % 2 === 1;
  const behind =
    cut === 2
      ? `<path d="M52 96c0-44 22-62 48-62s48 18 48 62v58H52z" fill="${hair}"/>`
      : cut === 4
        ? `<circle cx="100" cy="40" r="18" fill="${hair}"/>`
        : '';
  const top = [
    `<path d="M62 90c0-34 16-50 38-50s38 16 38 50c-8-14-22-22-38-22s-30 8-38 22z" fill="${hair}"/>`,
    `<path d="M64 84c2-28 16-40 36-40s34 12 36 40c-12-8-24-12-36-12s-24 4-36 12z" fill="${hair}"/>`,
    `<path d="M60 96c0-38 18-56 40-56s40 18 40 56c-6-20-22-30-40-30s-34 10-40 30z" fill="${hair}"/>`,
    [58, 72, 86, 100, 114, 128, 142]
      .map((x, i) => `<circle cx="${x}" cy="${62 - (i % 2) * 6}" r="13" fill="${hair}"/>`)
      .join(''),
    `<path d="M63 86c0-30 16-44 37-44s37 14 37 44c-10-12-22-18-37-18s-27 6-37 18z" fill="${hair}"/>`,
  ][cut];
  const lens = (x: number) =>
    `<circle cx="${x}" cy="96" r="10" fill="none" stroke="#222" stroke-width="2.5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<rect width="200" height="200" fill="${back}"/>
${behind}
<path d="M30 200c4-38 32-58 70-58s66 20 70 58z" fill="${shirt}"/>
<rect x="88" y="122" width="24" height="26" rx="10" fill="${skin}"/>
<ellipse cx="100" cy="98" rx="36" ry="42" fill="${skin}"/>
${top}
<ellipse cx="86" cy="97" rx="4" ry="5" fill="#222"/><ellipse cx="114" cy="97" rx="4" ry="5" fill="#222"/>
<path d="M78 86q8-5 16 0M106 86q8-5 16 0" stroke="${hair}" stroke-width="3" fill="none" stroke-linecap="round"/>
${beard ? `<path d="M66 104c4 26 18 36 34 36s30-10 34-36c-8 12-20 16-34 16s-26-4-34-16z" fill="${hair}"/>` : ''}
<path d="M88 116q12 10 24 0" stroke="#7a2e2e" stroke-width="3" fill="none" stroke-linecap="round"/>
${glasses ? `${lens(86)}${lens(114)}<path d="M96 96h8" stroke="#222" stroke-width="2.5"/>` : ''}
</svg>
`;
}

/** The shapes that say each seeded category, drawn on a 400×300 card. */
const CATEGORY_SHAPES: Record<string, { color: string; shapes: string }> = {
  plomeria: {
    color: '#2f5fb3',
    shapes:
      '<path d="M120 180h110v-40h40v100h-40v-30h-110z" fill="#fff"/><path d="M300 90c0 0-26 32-26 48a26 26 0 0 0 52 0c0-16-26-48-26-48z" fill="#9cc3ff"/>',
  },
  electricidad: {
    color: '#d08a1a',
    shapes: '<path d="M215 50l-70 115h50l-20 85 90-130h-55l25-70z" fill="#fff"/>',
  },
  hogar: {
    color: '#0a7d5c',
    shapes:
      '<path d="M200 60l110 90h-30v90h-160v-90h-30z" fill="#fff"/><rect x="180" y="180" width="40" height="60" fill="#0a7d5c"/>',
  },
  carpinteria: {
    color: '#8a5a2b',
    shapes:
      '<rect x="110" y="150" width="180" height="34" rx="6" fill="#fff"/><path d="M120 184l10 18 10-18 10 18 10-18 10 18 10-18 10 18 10-18 10 18 10-18 10 18 10-18" stroke="#fff" stroke-width="6" fill="none"/><rect x="280" y="120" width="40" height="90" rx="10" fill="#f3d9b5"/>',
  },
  jardineria: {
    color: '#3f8f3a',
    shapes:
      '<path d="M200 250v-110" stroke="#fff" stroke-width="10"/><path d="M200 150c-60-10-80-60-70-90 40 0 80 30 70 90zM200 170c50-10 70-50 60-80-35 0-70 25-60 80z" fill="#fff"/>',
  },
  belleza: {
    color: '#b0407a',
    shapes:
      '<circle cx="160" cy="210" r="26" fill="none" stroke="#fff" stroke-width="10"/><circle cx="240" cy="210" r="26" fill="none" stroke="#fff" stroke-width="10"/><path d="M175 190l75-120M225 190l-75-120" stroke="#fff" stroke-width="12" stroke-linecap="round"/>',
  },
  salud: {
    color: '#c0392b',
    shapes:
      '<path d="M200 250c-80-55-110-95-110-135a55 55 0 0 1 110-10 55 55 0 0 1 110 10c0 40-30 80-110 135z" fill="#fff"/><path d="M150 150h30l15-30 20 60 15-30h30" stroke="#c0392b" stroke-width="8" fill="none"/>',
  },
  educacion: {
    color: '#2b6f99',
    shapes:
      '<path d="M200 90l-90 20v130l90-20 90 20v-130z" fill="#fff"/><path d="M200 90v130" stroke="#2b6f99" stroke-width="6"/>',
  },
  tecnologia: {
    color: '#4b4f8a',
    shapes:
      '<rect x="120" y="80" width="160" height="110" rx="10" fill="#fff"/><rect x="134" y="94" width="132" height="82" fill="#4b4f8a"/><path d="M95 200h210l-20 30h-170z" fill="#fff"/>',
  },
  eventos: {
    color: '#7a4fb0',
    shapes:
      '<ellipse cx="160" cy="120" rx="40" ry="50" fill="#fff"/><ellipse cx="240" cy="110" rx="40" ry="50" fill="#f7d9ff"/><path d="M160 170q-10 40 10 80M240 160q10 45-10 90" stroke="#fff" stroke-width="4" fill="none"/>',
  },
  transporte: {
    color: '#555c66',
    shapes:
      '<rect x="90" y="110" width="150" height="90" rx="8" fill="#fff"/><path d="M240 140h50l30 35v25h-80z" fill="#fff"/><circle cx="140" cy="215" r="20" fill="#222"/><circle cx="280" cy="215" r="20" fill="#222"/>',
  },
  mascotas: {
    color: '#b86b1f',
    shapes:
      '<ellipse cx="200" cy="190" rx="50" ry="42" fill="#fff"/><circle cx="140" cy="130" r="20" fill="#fff"/><circle cx="180" cy="100" r="20" fill="#fff"/><circle cx="222" cy="100" r="20" fill="#fff"/><circle cx="262" cy="130" r="20" fill="#fff"/>',
  },
};

export const CATEGORY_ART = Object.keys(CATEGORY_SHAPES);

export function categoryArt(slug: string): string {
  const { color, shapes } = CATEGORY_SHAPES[slug]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<rect width="400" height="300" fill="${color}"/>
<circle cx="40" cy="40" r="90" fill="#fff" opacity=".08"/><circle cx="380" cy="280" r="120" fill="#fff" opacity=".08"/>
${shapes}
</svg>
`;
}
