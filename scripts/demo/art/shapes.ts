/**
 * Flat shapes for the demo pictures (scripts/demo/art/draw-photos.ts): each returns SVG markup on a
 * 1200 x 800 canvas whose ground line is about y = 560. No text is ever drawn, so no crop can cut a word.
 */
export const W = 1200;
export const H = 800;
export const GROUND = 560;

let gradients = 0;

/** A vertical gradient filling the whole canvas (a sky, a wall). */
export function backdrop(top: string, bottom: string, height = H): string {
  const id = `g${(gradients += 1)}`;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${height}" fill="url(#${id})"/>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, more = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${more}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, more = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${more}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, more = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${more}/>`;
export const path = (d: string, fill: string, more = '') => `<path d="${d}" fill="${fill}" ${more}/>`;
export const poly = (points: Array<[number, number]>, fill: string, more = '') =>
  `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}" ${more}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, more = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${more}/>`;
export const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

export const sun = (cx: number, cy: number, r = 60, fill = '#ffd35c') =>
  circle(cx, cy, r * 1.5, fill, 'opacity="0.25"') + circle(cx, cy, r, fill);

export const cloud = (cx: number, cy: number, s = 1) =>
  group(
    `translate(${cx} ${cy}) scale(${s})`,
    circle(-45, 10, 35, '#fff') + circle(0, -10, 48, '#fff') + circle(50, 8, 36, '#fff') + rect(-80, 10, 165, 36, '#fff', 'rx="18"'),
  );

/** Rolling ground from y to the bottom of the canvas. */
export const hills = (y: number, fill: string, wave = 40) => path(`M0 ${y} Q300 ${y - wave} 600 ${y} T1200 ${y} V${H} H0 Z`, fill);

export const tree = (x: number, base: number, s = 1, leaf = '#3f8f4a') =>
  group(
    `translate(${x} ${base}) scale(${s})`,
    rect(-12, -110, 24, 110, '#7a5233') + circle(0, -150, 62, leaf) + circle(-45, -118, 44, leaf) + circle(45, -118, 44, leaf),
  );

export const pine = (x: number, base: number, s = 1, leaf = '#2f6b45') =>
  group(
    `translate(${x} ${base}) scale(${s})`,
    rect(-9, -40, 18, 40, '#6b4a2e') +
      poly(
        [
          [-70, -40],
          [0, -150],
          [70, -40],
        ],
        leaf,
      ) +
      poly(
        [
          [-55, -100],
          [0, -210],
          [55, -100],
        ],
        leaf,
      ),
  );

/** Triangle flags hanging from a sagging string between two points. */
export function bunting(x1: number, y1: number, x2: number, y2: number, colors: string[], count = 9): string {
  const sag = 60;
  let flags = '';
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.5) / count;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t + sag * 4 * t * (1 - t) - 2;
    flags += poly(
      [
        [x - 24, y],
        [x + 24, y],
        [x, y + 50],
      ],
      colors[i % colors.length]!,
    );
  }
  return path(`M${x1} ${y1} Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + sag * 2} ${x2} ${y2}`, 'none', 'stroke="#5b4636" stroke-width="4"') + flags;
}

/** Round lights (or lanterns) along a sagging wire. */
export function stringLights(x1: number, y1: number, x2: number, y2: number, colors: string[], count = 12, r = 12): string {
  let bulbs = '';
  for (let i = 0; i <= count; i += 1) {
    const t = i / count;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t + 160 * t * (1 - t) + 8;
    const color = colors[i % colors.length]!;
    bulbs += circle(x, y, r * 2, color, 'opacity="0.25"') + circle(x, y, r, color);
  }
  return path(`M${x1} ${y1} Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + 80} ${x2} ${y2}`, 'none', 'stroke="#2b2b3a" stroke-width="3"') + bulbs;
}

export const pumpkin = (cx: number, cy: number, s = 1, fill = '#e8772e') =>
  group(
    `translate(${cx} ${cy}) scale(${s})`,
    ellipse(-30, 0, 38, 45, fill) +
      ellipse(30, 0, 38, 45, fill) +
      ellipse(0, 0, 40, 48, fill) +
      ellipse(0, 0, 14, 46, '#000', 'opacity="0.08"') +
      rect(-6, -62, 12, 22, '#4e6b2a', 'rx="4"'),
  );

/** A row of book spines standing on a shelf line at y. */
export function books(x: number, y: number, colors: string[], count: number, seed = 1): string {
  let out = '';
  let left = x;
  for (let i = 0; i < count; i += 1) {
    const w = 26 + ((i * 7 + seed * 5) % 18);
    const h = 110 + ((i * 13 + seed * 11) % 50);
    const color = colors[(i + seed) % colors.length]!;
    out += rect(left, y - h, w, h, color, 'rx="3"') + rect(left + 4, y - h + 18, w - 8, 6, '#fff', 'opacity="0.55"');
    left += w + 4;
  }
  return out;
}

export const candle = (x: number, base: number, h: number, fill: string) =>
  rect(x - 14, base - h, 28, h, fill, 'rx="4"') +
  ellipse(x, base - h - 22, 11, 20, '#ffd35c', 'opacity="0.35"') +
  path(
    `M${x} ${base - h - 34} Q${x + 11} ${base - h - 14} ${x} ${base - h - 6} Q${x - 11} ${base - h - 14} ${x} ${base - h - 34} Z`,
    '#ffb703',
  );

export const balloon = (x: number, y: number, fill: string, s = 1) =>
  group(
    `translate(${x} ${y}) scale(${s})`,
    ellipse(0, 0, 34, 42, fill) +
      poly(
        [
          [-6, 44],
          [6, 44],
          [0, 36],
        ],
        fill,
      ) +
      path('M0 44 Q12 90 -4 140', 'none', 'stroke="#666" stroke-width="2"'),
  );

export const star = (cx: number, cy: number, r: number, fill: string) => {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 ? r * 0.45 : r;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push([Math.round(cx + radius * Math.cos(angle)), Math.round(cy + radius * Math.sin(angle))]);
  }
  return poly(points, fill);
};
