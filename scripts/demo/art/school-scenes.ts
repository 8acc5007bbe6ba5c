/** Pictures of the school itself: the home banner, grade covers, committee galleries and a receipt. */
import { backdrop, books, circle, cloud, ellipse, GROUND, group, hills, line, path, poly, rect, star, sun, tree } from './shapes';

const windowRow = (x: number, y: number, count: number) =>
  [...Array(count).keys()]
    .map((i) => rect(x + i * 110, y, 70, 70, '#cfe9ff') + line(x + i * 110 + 35, y, x + i * 110 + 35, y + 70, '#fff', 5))
    .join('');
const desk = (x: number, y: number) =>
  rect(x, y, 180, 18, '#c8915a', 'rx="4"') +
  rect(x + 12, y + 18, 12, 90, '#8a5a2b') +
  rect(x + 156, y + 18, 12, 90, '#8a5a2b') +
  rect(x + 40, y - 30, 100, 30, '#00295f', 'rx="6"');

export const SCHOOL_SCENES: Record<string, () => string> = {
  'school-building': () =>
    backdrop('#8fd0ff', '#e9f6ff') +
    sun(1050, 120, 50) +
    cloud(250, 130) +
    hills(GROUND + 40, '#7cc36a', 20) +
    rect(260, 300, 680, 300, '#c9604a') +
    rect(250, 290, 700, 24, '#8e3b2c') +
    rect(520, 180, 160, 130, '#d5705a') +
    poly(
      [
        [500, 190],
        [600, 110],
        [700, 190],
      ],
      '#8e3b2c',
    ) +
    circle(600, 235, 30, '#fff') +
    line(600, 235, 600, 215, '#333', 4) +
    line(600, 235, 615, 240, '#333', 4) +
    windowRow(300, 350, 3) +
    windowRow(680, 350, 3) +
    windowRow(300, 470, 2) +
    windowRow(790, 470, 2) +
    path('M540 600 V500 a60 60 0 0 1 120 0 V600 Z', '#00295f') +
    rect(150, 330, 8, 280, '#666') +
    rect(158, 330, 90, 56, '#00295f') +
    rect(158, 350, 90, 16, '#fff') +
    tree(1060, 620, 1.2) +
    tree(90, 640, 0.9, '#4f9e57') +
    rect(520, 600, 160, 200, '#d8d2c4'),
  classroom: () =>
    backdrop('#f4ead8', '#efe0c4') +
    rect(0, 600, 1200, 200, '#b98a5a') +
    rect(160, 90, 620, 330, '#2f5a45', 'rx="10"') +
    rect(150, 80, 640, 350, 'none', 'stroke="#8a5a2b" stroke-width="20" rx="12"') +
    path('M220 300 q60 -120 120 0 t120 0', 'none', 'stroke="#f4f4f4" stroke-width="8"') +
    circle(600, 200, 50, 'none', 'stroke="#f4f4f4" stroke-width="8"') +
    poly(
      [
        [560, 360],
        [640, 360],
        [600, 290],
      ],
      'none',
      'stroke="#f4f4f4" stroke-width="8"',
    ) +
    rect(880, 120, 200, 200, '#bfe3ff', 'rx="6"') +
    line(980, 120, 980, 320, '#fff', 8) +
    line(880, 220, 1080, 220, '#fff', 8) +
    circle(1010, 430, 44, '#5fa8e8') +
    rect(1004, 474, 12, 60, '#8a5a2b') +
    desk(120, 560) +
    desk(420, 580) +
    desk(720, 560) +
    books(940, 600, ['#d63a3a', '#f2b705', '#00295f', '#2f7d3a'], 6),
  playground: () =>
    backdrop('#a6dcff', '#eaf7ff') +
    cloud(800, 130) +
    sun(160, 120, 50) +
    hills(GROUND, '#86c96e', 20) +
    rect(0, 640, 1200, 160, '#e3c98f') +
    rect(180, 300, 20, 360, '#00295f') +
    rect(480, 300, 20, 360, '#00295f') +
    rect(170, 290, 340, 22, '#f2b705', 'rx="8"') +
    line(260, 312, 260, 520, '#555', 5) +
    line(300, 312, 300, 520, '#555', 5) +
    rect(250, 520, 60, 14, '#d63a3a', 'rx="5"') +
    line(380, 312, 380, 500, '#555', 5) +
    line(420, 312, 420, 500, '#555', 5) +
    rect(370, 500, 60, 14, '#d63a3a', 'rx="5"') +
    rect(700, 360, 160, 24, '#d63a3a') +
    rect(700, 384, 16, 276, '#00295f') +
    rect(844, 384, 16, 276, '#00295f') +
    path('M860 370 L1080 640 h-50 L840 400 Z', '#f2b705') +
    tree(1110, 560, 1),
  'grade-blocks': () =>
    backdrop('#fff1f1', '#ffe3e3') +
    rect(0, 620, 1200, 180, '#f4c9a8') +
    rect(380, 460, 160, 160, '#d63a3a', 'rx="10"') +
    rect(540, 460, 160, 160, '#00295f', 'rx="10"') +
    rect(700, 460, 160, 160, '#2f7d3a', 'rx="10"') +
    rect(460, 300, 160, 160, '#f2b705', 'rx="10"') +
    rect(620, 300, 160, 160, '#7a4ea3', 'rx="10"') +
    star(460, 540, 40, '#fff') +
    circle(620, 540, 44, '#fff') +
    poly(
      [
        [740, 580],
        [780, 500],
        [820, 580],
      ],
      '#fff',
    ) +
    circle(540, 380, 40, '#fff') +
    rect(660, 340, 80, 80, '#fff', 'rx="6"') +
    [0, 1, 2, 3]
      .map((i) =>
        group(
          `rotate(${-20 + i * 12} ${200 + i * 40} 680)`,
          rect(180 + i * 40, 600, 24, 150, ['#d63a3a', '#f2b705', '#2f7d3a', '#00295f'][i]!, 'rx="6"') +
            poly(
              [
                [180 + i * 40, 600],
                [204 + i * 40, 600],
                [192 + i * 40, 570],
              ],
              '#f4d9b0',
            ),
        ),
      )
      .join(''),
  'grade-chalkboard': () =>
    backdrop('#e9f6f3', '#d6efe9') +
    rect(150, 100, 900, 460, '#2f5a45', 'rx="14"') +
    rect(140, 90, 920, 480, 'none', 'stroke="#8a5a2b" stroke-width="22" rx="16"') +
    circle(330, 260, 70, 'none', 'stroke="#fff" stroke-width="8"') +
    line(330, 260, 330, 210, '#fff', 8) +
    line(330, 260, 370, 280, '#fff', 8) +
    poly(
      [
        [520, 360],
        [640, 160],
        [760, 360],
      ],
      'none',
      'stroke="#f2b705" stroke-width="8"',
    ) +
    rect(830, 200, 120, 120, 'none', 'stroke="#8ec5ff" stroke-width="8"') +
    path('M240 460 q120 -60 240 0 t240 0 t240 0', 'none', 'stroke="#fff" stroke-width="6" opacity="0.8"') +
    rect(150, 570, 900, 24, '#8a5a2b') +
    rect(300, 556, 60, 14, '#fff', 'rx="5"') +
    rect(700, 556, 90, 20, '#d8c3a5', 'rx="5"') +
    rect(0, 640, 1200, 160, '#b98a5a'),
  'grade-globe': () =>
    backdrop('#efe9ff', '#e2d8ff') +
    rect(0, 620, 1200, 180, '#8a6a4a') +
    books(180, 620, ['#7a4ea3', '#00295f', '#d63a3a', '#2f7d3a', '#f2b705'], 9, 4) +
    circle(760, 330, 170, '#5fa8e8') +
    path('M660 230 q60 -40 110 10 q-20 60 40 90 q-40 60 -110 30 q-60 -40 -40 -130 Z', '#4f9e57') +
    path('M820 380 q50 -10 70 40 q-20 50 -80 40 Z', '#4f9e57') +
    path('M560 330 a200 200 0 0 0 400 0', 'none', 'stroke="#c98a00" stroke-width="14"') +
    rect(750, 520, 20, 80, '#c98a00') +
    ellipse(760, 610, 110, 22, '#c98a00'),
  'grade-graduation': () =>
    backdrop('#00295f', '#0d3d7a') +
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => star(100 + i * 140, 100 + (i % 3) * 80, 10 + (i % 2) * 6, '#f2b705')).join('') +
    poly(
      [
        [600, 260],
        [900, 360],
        [600, 460],
        [300, 360],
      ],
      '#111827',
    ) +
    path('M420 410 v110 q180 80 360 0 v-110 l-180 60 Z', '#1f2937') +
    line(600, 360, 850, 380, '#f2b705', 8) +
    line(850, 380, 850, 520, '#f2b705', 8) +
    circle(850, 530, 16, '#f2b705') +
    group('rotate(-12 600 650)', rect(380, 600, 440, 90, '#fff8e7', 'rx="45"') + rect(580, 595, 40, 100, '#d63a3a')),
  'gala-auction': () =>
    backdrop('#1a1f3f', '#2c3670') +
    ellipse(600, 700, 520, 80, '#3a2a1f') +
    rect(420, 470, 360, 60, '#6b4a2e', 'rx="10"') +
    rect(470, 530, 260, 190, '#8a5a2b') +
    group('rotate(-30 620 330)', rect(560, 300, 180, 70, '#8a5a2b', 'rx="16"') + rect(640, 370, 22, 200, '#6b4a2e', 'rx="8"')) +
    ellipse(860, 480, 80, 18, '#6b4a2e') +
    [0, 1, 2, 3, 4].map((i) => star(200 + i * 200, 120 + (i % 2) * 60, 16, '#f2b705')).join(''),
  'teacher-apple': () =>
    backdrop('#fff6e6', '#ffe8c2') +
    rect(0, 560, 1200, 240, '#c8915a') +
    rect(340, 500, 520, 60, '#00295f', 'rx="6"') +
    rect(370, 440, 460, 60, '#2f7d3a', 'rx="6"') +
    rect(400, 380, 400, 60, '#f2b705', 'rx="6"') +
    circle(600, 280, 100, '#d63a3a') +
    circle(560, 250, 24, '#fff', 'opacity="0.35"') +
    path('M600 185 q10 -40 40 -50', 'none', 'stroke="#5b4636" stroke-width="10"') +
    ellipse(660, 160, 34, 14, '#4f9e57'),
  receipt: () =>
    backdrop('#eef2f7', '#dfe6ef') +
    group(
      'rotate(-4 600 400)',
      path('M420 80 H780 V720 l-30 -20 -30 20 -30 -20 -30 20 -30 -20 -30 20 -30 -20 -30 20 -30 -20 -30 20 -30 -20 -30 20 Z', '#fff') +
        [0, 1, 2, 3, 4, 5, 6, 7]
          .map(
            (i) =>
              line(460, 180 + i * 50, 600 + ((i * 37) % 80), 180 + i * 50, '#c9d3e0', 10) +
              line(680, 180 + i * 50, 740, 180 + i * 50, '#c9d3e0', 10),
          )
          .join('') +
        line(460, 600, 740, 600, '#00295f', 6) +
        line(620, 640, 740, 640, '#00295f', 12),
    ),
};
