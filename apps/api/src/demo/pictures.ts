// Illustrative pictures for the demo city, drawn as SVG scenes and stored like uploads (WebP in the upload widths).
// The demo machines have no internet, so nothing is downloaded; a handful of scenes per kind of place is shared by
// all places of the kind, which keeps seeding fast (it runs before every browser-test run).

import sharp from 'sharp';
import { encodeVariants, inspectImage } from '../features/files/images.ts';
import { type FileStorage, putVariants, type StoredVariants } from '../features/files/storage.ts';
import { random } from './random.ts';

export const PICTURES = [
  'cup-latte',
  'cup-croissant',
  'bar-cocktail',
  'bar-beer',
  'table-pasta',
  'table-pizza',
  'stage-warm',
  'stage-blue',
  'gallery-wall',
  'bookshelf',
  'screen-hall',
  'kremlin',
] as const;
export type Picture = (typeof PICTURES)[number];

// Scenes are drawn on a 1200×800 canvas and stored 960 pixels wide: the variants of a 960-pixel upload.
const WIDTH = 1200;
const HEIGHT = 800;
const STORED_WIDTH = 960;
const STORED_HEIGHT = 640;

type Rnd = () => number;
const between = (rnd: Rnd, from: number, to: number) => from + rnd() * (to - from);
const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%,${a})`;

function linear(id: string, stops: Array<[number, string]>, vertical = true): string {
  const [x2, y2] = vertical ? [0, 1] : [1, 0];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
}

function radial(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** Soft out-of-focus lights, the background of every evening scene. */
function bokeh(rnd: Rnd, count: number, hues: number[], top: number, bottom: number): string {
  return Array.from({ length: count }, (_, index) => {
    const hue = hues[index % hues.length] as number;
    return `<circle cx="${between(rnd, 0, WIDTH).toFixed(0)}" cy="${between(rnd, top, bottom).toFixed(0)}" r="${between(rnd, 14, 46).toFixed(0)}" fill="${hsl(hue, 90, 70, between(rnd, 0.12, 0.35))}"/>`;
  }).join('');
}

function steam(x: number, y: number): string {
  return [0, 28, 56]
    .map(
      (dx) =>
        `<path d="M${x + dx} ${y} c -18 -30 18 -50 0 -80 c -18 -30 18 -50 0 -80" stroke="#fff" stroke-opacity="0.28" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
}

function cup(x: number, y: number, hue: number, heart: boolean): string {
  return `<ellipse cx="${x}" cy="${y + 150}" rx="190" ry="38" fill="#000" opacity="0.25"/>
<ellipse cx="${x}" cy="${y + 135}" rx="180" ry="36" fill="#f4efe8"/><ellipse cx="${x}" cy="${y + 128}" rx="120" ry="20" fill="#ddd4c8"/>
<path d="M${x - 120} ${y} h240 l-22 118 q-8 22 -40 22 h-116 q-32 0 -40 -22z" fill="url(#porcelain)"/>
<path d="M${x + 116} ${y + 22} q70 0 60 48 q-8 40 -70 38" stroke="#eee6da" stroke-width="18" fill="none"/>
<ellipse cx="${x}" cy="${y}" rx="120" ry="26" fill="${hsl(hue, 55, 88)}"/><ellipse cx="${x}" cy="${y + 3}" rx="106" ry="20" fill="#7a4a2a"/>
${heart ? `<path d="M${x} ${y + 16} c -40 -14 -46 -34 -26 -40 c 12 -3 22 4 26 12 c 4 -8 14 -15 26 -12 c 20 6 14 26 -26 40z" fill="#f3e1c8"/>` : `<ellipse cx="${x}" cy="${y + 3}" rx="60" ry="9" fill="#c8966a" opacity="0.7"/>`}`;
}

function table(y: number, hue: number): string {
  return `<rect y="${y}" width="${WIDTH}" height="${HEIGHT - y}" fill="url(#wood)"/>${Array.from(
    { length: 5 },
    (_, index) =>
      `<path d="M0 ${y + 30 + index * 45} q 600 ${index % 2 ? 14 : -14} 1200 0" stroke="${hsl(hue, 40, 18, 0.25)}" stroke-width="3" fill="none"/>`,
  ).join('')}`;
}

function coffee(rnd: Rnd, croissant: boolean): string {
  const hue = croissant ? 190 : 28;
  const defs = [
    linear('wall', [
      [0, hsl(hue, 30, croissant ? 72 : 40)],
      [1, hsl(hue + 10, 35, croissant ? 45 : 18)],
    ]),
    linear('wood', [
      [0, hsl(28, 45, 38)],
      [1, hsl(22, 50, 20)],
    ]),
    linear('porcelain', [
      [0, '#fbf8f3'],
      [1, '#d9cfc2'],
    ]),
    radial('light', '#fff3d6', 0.75),
  ].join('');
  const beans = Array.from({ length: 9 }, () => {
    const x = between(rnd, 80, 420);
    const y = between(rnd, 640, 760);
    const turn = between(rnd, 0, 180).toFixed(0);
    return `<g transform="rotate(${turn} ${x.toFixed(0)} ${y.toFixed(0)})"><ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="20" ry="13" fill="#4a2a18"/><path d="M${(x - 16).toFixed(0)} ${y.toFixed(0)} q16 -6 32 0" stroke="#2a160c" stroke-width="3" fill="none"/></g>`;
  }).join('');
  const pastry = croissant
    ? `<g transform="translate(900 600)"><ellipse cx="0" cy="60" rx="170" ry="30" fill="#000" opacity="0.2"/><path d="M-150 30 q150 -150 300 0 q-30 40 -150 40 q-120 0 -150 -40z" fill="#d9953f"/>${[-90, -30, 30, 90].map((x) => `<path d="M${x} -40 q10 40 0 90" stroke="#a8641f" stroke-width="6" fill="none"/>`).join('')}</g>`
    : '';
  return `<defs>${defs}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
<rect x="760" y="70" width="340" height="380" rx="8" fill="${hsl(hue + 20, 60, 85, 0.55)}"/><path d="M930 70 v380 M760 260 h340" stroke="${hsl(hue, 30, 25)}" stroke-width="12"/>
<circle cx="930" cy="240" r="420" fill="url(#light)"/>
<path d="M120 0 v120" stroke="#222" stroke-width="4"/><path d="M70 120 h100 l-20 60 h-60z" fill="${hsl(hue + 180, 40, 30)}"/><ellipse cx="120" cy="200" rx="90" ry="40" fill="#ffe9b0" opacity="0.35"/>
${table(560, 28)}${croissant ? beans : ''}${steam(croissant ? 470 : 570, 400)}${cup(croissant ? 500 : 600, 470, 35, !croissant)}${pastry}`;
}

function bottles(rnd: Rnd, shelfY: number): string {
  let x = 60;
  const shapes: string[] = [];
  while (x < WIDTH - 80) {
    const width = between(rnd, 34, 60);
    const height = between(rnd, 110, 170);
    const hue = [28, 45, 120, 350, 200, 90][Math.floor(rnd() * 6)] as number;
    const top = shelfY - height;
    shapes.push(
      `<path d="M${x.toFixed(0)} ${shelfY} v-${(height * 0.6).toFixed(0)} q0 -20 ${(width * 0.3).toFixed(0)} -28 v-${(height * 0.3).toFixed(0)} h${(width * 0.4).toFixed(0)} v${(height * 0.3).toFixed(0)} q${(width * 0.3).toFixed(0)} 8 ${(width * 0.3).toFixed(0)} 28 v${(height * 0.6).toFixed(0)}z" fill="${hsl(hue, 60, 35, 0.85)}"/>`,
      `<rect x="${(x + width * 0.15).toFixed(0)}" y="${(top + height * 0.5).toFixed(0)}" width="${(width * 0.12).toFixed(0)}" height="${(height * 0.4).toFixed(0)}" fill="#fff" opacity="0.25"/>`,
    );
    x += width + between(rnd, 10, 30);
  }
  return `${shapes.join('')}<rect x="0" y="${shelfY}" width="${WIDTH}" height="14" fill="#3b2414"/>`;
}

function bar(rnd: Rnd, beer: boolean): string {
  const defs = [
    linear('wall', [
      [0, beer ? '#2a1a10' : '#1d1430'],
      [1, beer ? '#120a06' : '#0b0814'],
    ]),
    linear('counter', [
      [0, beer ? '#6b3e1f' : '#3a2a4a'],
      [1, beer ? '#2c170a' : '#15101d'],
    ]),
    linear('beer', [
      [0, '#f7c04a'],
      [1, '#b8741a'],
    ]),
    radial('glow', beer ? '#ffb347' : '#d46cff', 0.5),
  ].join('');
  const glass = beer
    ? [380, 640]
        .map(
          (x) =>
            `<path d="M${x} 420 h120 l-12 200 h-96z" fill="url(#beer)" opacity="0.92"/><path d="M${x - 4} 420 q64 -40 128 0 v18 h-128z" fill="#fff8e6"/><rect x="${x + 18}" y="450" width="10" height="150" fill="#fff" opacity="0.35"/>`,
        )
        .join('')
    : `<path d="M520 400 h200 l-100 110z" fill="${hsl(340, 80, 60, 0.9)}"/><path d="M620 510 v110 M560 620 h120" stroke="#e8e8f0" stroke-width="8"/><path d="M520 400 h200" stroke="#fff" stroke-width="4"/><circle cx="690" cy="395" r="18" fill="#9be26b"/>
<path d="M800 470 h90 v150 h-90z" fill="${hsl(30, 80, 55, 0.85)}"/><rect x="812" y="480" width="30" height="30" fill="#fff" opacity="0.5" transform="rotate(12 827 495)"/>`;
  return `<defs>${defs}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>${bokeh(rnd, 26, beer ? [35, 45, 20] : [290, 320, 200], 0, 420)}
<circle cx="600" cy="200" r="520" fill="url(#glow)"/>${bottles(rnd, 190)}${bottles(rnd, 380)}
<rect y="600" width="${WIDTH}" height="200" fill="url(#counter)"/><rect y="600" width="${WIDTH}" height="10" fill="${beer ? '#c98b4a' : '#8a6aa8'}"/>${glass}`;
}

function food(rnd: Rnd, pizza: boolean): string {
  const defs = [
    linear('wall', [
      [0, pizza ? '#4a2314' : '#2d2a22'],
      [1, pizza ? '#1c0d07' : '#12110d'],
    ]),
    linear('wood', [
      [0, '#f2ece2'],
      [1, '#cbbfae'],
    ]),
    radial('candle', '#ffcf7a', 0.8),
  ].join('');
  const dish = pizza
    ? `<ellipse cx="560" cy="600" rx="300" ry="120" fill="#caa06a"/><ellipse cx="560" cy="592" rx="270" ry="104" fill="#d8452b"/><ellipse cx="560" cy="592" rx="250" ry="94" fill="#f4d27a" opacity="0.85"/>${Array.from(
        { length: 12 },
        () =>
          `<circle cx="${between(rnd, 360, 760).toFixed(0)}" cy="${between(rnd, 540, 650).toFixed(0)}" r="${between(rnd, 14, 22).toFixed(0)}" fill="#b52a1c"/>`,
      ).join(
        '',
      )}${Array.from({ length: 8 }, () => `<ellipse cx="${between(rnd, 380, 740).toFixed(0)}" cy="${between(rnd, 540, 640).toFixed(0)}" rx="16" ry="8" fill="#3c8a3a"/>`).join('')}`
    : `<ellipse cx="560" cy="610" rx="290" ry="110" fill="#fafafa"/><ellipse cx="560" cy="600" rx="200" ry="70" fill="#eee"/>${Array.from(
        { length: 14 },
        (_, index) =>
          `<path d="M${440 + index * 16} ${590 + (index % 3) * 8} q40 -40 80 0 t80 0" stroke="#f1cf6a" stroke-width="9" fill="none" stroke-linecap="round"/>`,
      ).join(
        '',
      )}<circle cx="520" cy="585" r="14" fill="#c33"/><circle cx="600" cy="600" r="12" fill="#c33"/><path d="M560 560 l16 -10 l-4 18z" fill="#3c8a3a"/>`;
  return `<defs>${defs}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>${bokeh(rnd, 20, [38, 30], 40, 380)}
<rect y="440" width="${WIDTH}" height="360" fill="url(#wood)"/>
<circle cx="1000" cy="330" r="160" fill="url(#candle)"/><rect x="985" y="340" width="30" height="120" rx="6" fill="#f6efe0"/><path d="M1000 300 q14 20 0 40 q-14 -20 0 -40z" fill="#ffb940"/>
<path d="M180 430 q0 -120 60 -150 q60 30 60 150 q-20 30 -60 30 q-40 0 -60 -30z" fill="${hsl(350, 60, 30, 0.85)}"/><path d="M240 460 v120 M190 585 h100" stroke="#ddd" stroke-width="6"/>
${dish}<path d="M920 520 v180 M950 520 v180" stroke="#bbb" stroke-width="10" stroke-linecap="round"/>`;
}

function stage(rnd: Rnd, blue: boolean): string {
  const hues = blue ? [200, 180, 260] : [330, 40, 15];
  const beams = hues
    .map(
      (_, index) =>
        `<path d="M${300 + index * 300} 0 l-${160 - index * 10} 600 h${320 - index * 20}z" fill="url(#beam${index})"/>`,
    )
    .join('');
  const defs = [
    linear('wall', [
      [0, blue ? '#06101f' : '#14060f'],
      [1, '#000'],
    ]),
    linear('floor', [
      [0, blue ? '#1d2c44' : '#3a1a24'],
      [1, '#050505'],
    ]),
    ...hues.map((hue, index) =>
      linear(`beam${index}`, [
        [0, hsl(hue, 90, 65, 0.75)],
        [1, hsl(hue, 90, 60, 0)],
      ]),
    ),
  ].join('');
  const crowd = Array.from({ length: 22 }, (_, index) => {
    const x = index * 58 + between(rnd, -10, 10);
    const y = between(rnd, 690, 730);
    const hand =
      rnd() > 0.7
        ? `<path d="M${x.toFixed(0)} ${(y - 10).toFixed(0)} l${between(rnd, -20, 20).toFixed(0)} -90" stroke="#000" stroke-width="16" stroke-linecap="round"/>`
        : '';
    return `${hand}<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="30" fill="#000"/><rect x="${(x - 42).toFixed(0)}" y="${(y + 24).toFixed(0)}" width="84" height="120" rx="36" fill="#000"/>`;
  }).join('');
  const player = blue
    ? `<rect x="470" y="470" width="260" height="70" rx="8" fill="#0a0a0a"/>${Array.from({ length: 12 }, (_, index) => `<rect x="${482 + index * 20}" y="478" width="14" height="40" fill="#eee"/>`).join('')}<rect x="470" y="540" width="12" height="60" fill="#0a0a0a"/><rect x="718" y="540" width="12" height="60" fill="#0a0a0a"/>`
    : `<path d="M600 600 v-190" stroke="#111" stroke-width="8"/><path d="M560 600 h80" stroke="#111" stroke-width="10"/><rect x="588" y="390" width="24" height="40" rx="12" fill="#222"/><path d="M420 600 q-20 -120 40 -150 q50 -20 60 60 q10 60 -30 90z" fill="#1a0d06"/>`;
  return `<defs>${defs}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>${bokeh(rnd, 14, hues, 30, 200)}${beams}
<rect y="560" width="${WIDTH}" height="240" fill="url(#floor)"/><rect y="556" width="${WIDTH}" height="8" fill="${hsl(hues[0] as number, 70, 50, 0.6)}"/>${player}${crowd}`;
}

function gallery(rnd: Rnd): string {
  const defs = [
    linear('wall', [
      [0, '#f1ede6'],
      [1, '#d8d1c6'],
    ]),
    linear('floor', [
      [0, '#9c8062'],
      [1, '#5a4633'],
    ]),
    radial('spot', '#fff6d8', 0.9),
  ].join('');
  const frames = [
    [120, 180, 260, 320],
    [470, 140, 300, 380],
    [860, 200, 220, 280],
  ]
    .map(([x, y, w, h]) => {
      const [fx, fy, fw, fh] = [x as number, y as number, w as number, h as number];
      const shapes = Array.from({ length: 5 }, () => {
        const hue = between(rnd, 0, 360);
        return rnd() > 0.5
          ? `<circle cx="${between(rnd, fx + 30, fx + fw - 30).toFixed(0)}" cy="${between(rnd, fy + 30, fy + fh - 30).toFixed(0)}" r="${between(rnd, 20, fw / 4).toFixed(0)}" fill="${hsl(hue, 60, 55, 0.8)}"/>`
          : `<rect x="${between(rnd, fx + 20, fx + fw / 2).toFixed(0)}" y="${between(rnd, fy + 20, fy + fh / 2).toFixed(0)}" width="${between(rnd, 30, fw / 2).toFixed(0)}" height="${between(rnd, 30, fh / 2).toFixed(0)}" fill="${hsl(hue, 55, 50, 0.75)}"/>`;
      }).join('');
      return `<ellipse cx="${fx + fw / 2}" cy="${fy - 20}" rx="${fw}" ry="${fh * 0.8}" fill="url(#spot)"/><rect x="${fx - 14}" y="${fy - 14}" width="${fw + 28}" height="${fh + 28}" fill="#2b2118"/><rect x="${fx}" y="${fy}" width="${fw}" height="${fh}" fill="${hsl(between(rnd, 0, 360), 30, 90)}"/>${shapes}<path d="M${fx + fw / 2} 0 v${fy - 90}" stroke="#333" stroke-width="3"/><path d="M${fx + fw / 2 - 16} ${fy - 96} h32 l-6 20 h-20z" fill="#222"/>`;
    })
    .join('');
  return `<defs>${defs}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>${frames}
<rect y="640" width="${WIDTH}" height="160" fill="url(#floor)"/><rect x="500" y="560" width="200" height="40" rx="6" fill="#3a3a3a"/><path d="M520 600 v60 M680 600 v60" stroke="#3a3a3a" stroke-width="10"/>
<circle cx="300" cy="470" r="26" fill="#2d2d2d"/><rect x="268" y="494" width="64" height="150" rx="26" fill="#2d2d2d"/>`;
}

function bookshelf(rnd: Rnd): string {
  const defs = [
    linear('wall', [
      [0, '#3b2a1e'],
      [1, '#1e140d'],
    ]),
    radial('lamp', '#ffd98a', 0.7),
  ].join('');
  const shelves = [150, 330, 510, 690]
    .map((shelfY) => {
      let x = 40;
      const books: string[] = [];
      while (x < WIDTH - 60) {
        const width = between(rnd, 22, 48);
        const height = between(rnd, 110, 160);
        const lean = rnd() > 0.93 ? between(rnd, -12, -6) : 0;
        books.push(
          `<rect x="${x.toFixed(0)}" y="${(shelfY - height).toFixed(0)}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" fill="${hsl([0, 25, 45, 140, 210, 280][Math.floor(rnd() * 6)] as number, between(rnd, 30, 60), between(rnd, 25, 55))}" transform="rotate(${lean.toFixed(0)} ${x.toFixed(0)} ${shelfY})"/><rect x="${x.toFixed(0)}" y="${(shelfY - height * 0.8).toFixed(0)}" width="${width.toFixed(0)}" height="6" fill="#e8d7a8" opacity="0.6"/>`,
        );
        x += width + (lean ? 20 : 2);
        if (rnd() > 0.9) x += between(rnd, 30, 80);
      }
      return `${books.join('')}<rect x="0" y="${shelfY}" width="${WIDTH}" height="20" fill="#5a3a22"/>`;
    })
    .join('');
  return `<defs>${defs}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>${shelves}<circle cx="950" cy="250" r="380" fill="url(#lamp)"/>`;
}

function screenHall(rnd: Rnd): string {
  const defs = [
    linear('wall', [
      [0, '#101522'],
      [1, '#05070c'],
    ]),
    linear(
      'beam',
      [
        [0, 'rgba(200,220,255,0)'],
        [1, 'rgba(200,220,255,0.28)'],
      ],
      false,
    ),
    linear('picture', [
      [0, hsl(between(rnd, 180, 230), 60, 55)],
      [1, hsl(between(rnd, 20, 40), 70, 60)],
    ]),
  ].join('');
  const rows = [560, 640, 720]
    .map((y, row) =>
      Array.from(
        { length: 12 + row },
        (_, index) =>
          `<rect x="${(index * (WIDTH / (12 + row)) + 10).toFixed(0)}" y="${y}" width="${(WIDTH / (12 + row) - 20).toFixed(0)}" height="90" rx="18" fill="${hsl(350, 50, 18 - row * 4)}"/>`,
      ).join(''),
    )
    .join('');
  return `<defs>${defs}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
<rect x="230" y="60" width="740" height="400" fill="url(#picture)"/><path d="M230 380 q200 -120 370 -40 t370 -20 v140 h-740z" fill="#0e2a1e" opacity="0.8"/><circle cx="800" cy="160" r="50" fill="#fff3c4" opacity="0.9"/>
<path d="M1200 300 L970 60 V460z" fill="url(#beam)"/>${rows}`;
}

/** The Kremlin above the Volga: green in the warm months, snow and a skating rink in winter. */
function kremlin(rnd: Rnd, month: number): string {
  const winter = month === 12 || month <= 2;
  const autumn = month >= 10 || month === 3 || month === 4;
  const defs = [
    linear(
      'sky',
      winter
        ? [
            [0, '#2d3f66'],
            [1, '#e9b7a4'],
          ]
        : [
            [0, '#4d86c9'],
            [0.7, '#f6c48e'],
            [1, '#f29b6b'],
          ],
    ),
    linear('river', [
      [0, winter ? '#c9d6e6' : '#3f6d94'],
      [1, winter ? '#9fb2c8' : '#1f3b57'],
    ]),
    linear('hill', [
      [0, winter ? '#f4f7fb' : autumn ? '#b37a34' : '#4f8f3a'],
      [1, winter ? '#cdd8e4' : autumn ? '#6e4a1f' : '#2b5a22'],
    ]),
  ].join('');
  const wall = Array.from(
    { length: 30 },
    (_, index) => `<rect x="${60 + index * 36}" y="352" width="20" height="16" fill="#9c2f22"/>`,
  ).join('');
  const towers = [80, 360, 700, 1040]
    .map(
      (x, index) =>
        `<rect x="${x}" y="${300 - index * 8}" width="70" height="${90 + index * 8}" fill="#a83a2a"/><path d="M${x - 6} ${300 - index * 8} l41 -70 l41 70z" fill="${winter ? '#eef2f6' : '#2f5d3a'}"/>`,
    )
    .join('');
  const trees = Array.from({ length: 14 }, () => {
    const x = between(rnd, 0, WIDTH);
    const y = between(rnd, 420, 470);
    return `<path d="M${x.toFixed(0)} ${(y - 60).toFixed(0)} l26 60 h-52z" fill="${winter ? '#e6edf3' : autumn ? hsl(between(rnd, 20, 45), 70, 40) : hsl(between(rnd, 100, 130), 45, 28)}"/>`;
  }).join('');
  const rink = winter
    ? `<ellipse cx="600" cy="720" rx="420" ry="60" fill="#dbe9f7" stroke="#fff" stroke-width="6"/>${Array.from({ length: 16 }, (_, index) => `<circle cx="${200 + index * 52}" cy="${640 + Math.sin(index) * 8}" r="6" fill="${hsl((index * 47) % 360, 90, 65)}"/>`).join('')}<path d="M180 640 q420 30 840 0" stroke="#333" stroke-width="2" fill="none"/>`
    : '';
  return `<defs>${defs}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<circle cx="930" cy="170" r="60" fill="${winter ? '#fff1dc' : '#ffe7a8'}" opacity="0.9"/>
<path d="M0 470 q300 -150 600 -120 t600 -40 V800 H0z" fill="url(#hill)"/>${wall}<rect x="60" y="366" width="1080" height="40" fill="#a83a2a"/>${towers}
<circle cx="560" cy="230" r="34" fill="#d9b24a"/><rect x="530" y="236" width="60" height="120" fill="#f1ebdc"/>${trees}
<rect y="560" width="${WIDTH}" height="240" fill="url(#river)"/>${winter ? '' : Array.from({ length: 10 }, () => `<path d="M${between(rnd, 0, 1100).toFixed(0)} ${between(rnd, 590, 780).toFixed(0)} h${between(rnd, 40, 120).toFixed(0)}" stroke="#fff" stroke-opacity="0.3" stroke-width="4"/>`).join('')}${rink}`;
}

/** The SVG of one picture; the kremlin changes with the month of the seeding date. */
export function pictureSvg(picture: Picture, month: number): string {
  const rnd = random(PICTURES.indexOf(picture) * 7919 + 17);
  const scene = {
    'cup-latte': () => coffee(rnd, false),
    'cup-croissant': () => coffee(rnd, true),
    'bar-cocktail': () => bar(rnd, false),
    'bar-beer': () => bar(rnd, true),
    'table-pasta': () => food(rnd, false),
    'table-pizza': () => food(rnd, true),
    'stage-warm': () => stage(rnd, false),
    'stage-blue': () => stage(rnd, true),
    'gallery-wall': () => gallery(rnd),
    bookshelf: () => bookshelf(rnd),
    'screen-hall': () => screenHall(rnd),
    kremlin: () => kremlin(rnd, month),
  }[picture]();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${STORED_WIDTH}" height="${STORED_HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scene}</svg>`;
}

export type StoredPicture = StoredVariants & { id: string; picture: Picture };

/**
 * Renders the pictures and stores them as uploads are stored: WebP variants in the upload widths under
 * `<id>/w<width>.webp`. Each scene is rasterised once, then encoded with the fastest WebP effort (flat illustrations
 * lose nothing by it); all run in parallel off the main thread, so the seed's inserts go on meanwhile.
 */
export async function storePictures(
  storage: FileStorage,
  pictures: readonly Picture[],
  month: number,
  idOf: (picture: Picture) => string,
): Promise<StoredPicture[]> {
  return Promise.all(
    pictures.map(async (picture) => {
      const png = await sharp(Buffer.from(pictureSvg(picture, month)))
        .png({ compressionLevel: 0 })
        .toBuffer();
      const inspected = await inspectImage(png);
      const encoded = inspected.ok ? await encodeVariants(png, inspected, { effort: 0 }) : inspected;
      if (!encoded.ok) throw new Error(`demo picture ${picture} could not be drawn`);
      const id = idOf(picture);
      return { id, picture, ...(await putVariants(storage, id, encoded.variants)) };
    }),
  );
}
