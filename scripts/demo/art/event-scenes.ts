/** Pictures for the demo events (scripts/demo/events.ts): one scene per picture, drawn without words. */
import {
  backdrop,
  balloon,
  books,
  bunting,
  candle,
  circle,
  cloud,
  ellipse,
  GROUND,
  group,
  hills,
  line,
  path,
  pine,
  poly,
  pumpkin,
  rect,
  star,
  stringLights,
  sun,
  tree,
} from './shapes';

const FALL = ['#e8772e', '#c8502a', '#f2b705', '#8a4b2a'];
const HSA = ['#00295f', '#ffffff', '#f2b705'];

const blanket = (x: number, y: number) => {
  let checks = '';
  for (let row = 0; row < 4; row += 1)
    for (let col = 0; col < 8; col += 1) if ((row + col) % 2 === 0) checks += rect(x + col * 45, y + row * 30, 45, 30, '#d63a3a');
  return group('skewX(-20)', rect(x, y, 360, 120, '#fff') + checks);
};
const basket = (x: number, y: number) =>
  path(`M${x - 70} ${y} h140 l-18 80 h-104 Z`, '#b5793f') +
  path(`M${x - 50} ${y} Q${x} ${y - 90} ${x + 50} ${y}`, 'none', 'stroke="#8a5a2b" stroke-width="10"');
const table = (x: number, y: number, w: number, cloth: string) =>
  rect(x, y, w, 26, cloth, 'rx="6"') +
  path(`M${x} ${y + 26} h${w} l-20 70 h-${w - 40} Z`, cloth, 'opacity="0.85"') +
  rect(x + 30, y + 96, 14, 80, '#5b4636') +
  rect(x + w - 44, y + 96, 14, 80, '#5b4636');

export const EVENT_SCENES: Record<string, () => string> = {
  'picnic-blanket': () =>
    backdrop('#8fd3ff', '#e6f6ff') +
    sun(1030, 130) +
    cloud(260, 150) +
    cloud(700, 110, 0.8) +
    hills(GROUND, '#7cc36a') +
    tree(170, 560, 1.3) +
    tree(1080, 580, 1.1, '#4f9e57') +
    blanket(520, 600) +
    basket(720, 560) +
    circle(455, 640, 22, '#f2b705') +
    circle(500, 660, 18, '#e8772e'),
  'picnic-grill': () =>
    backdrop('#9bd8ff', '#fff4d6') +
    sun(200, 140, 50) +
    cloud(900, 140) +
    hills(GROUND + 20, '#86c96e', 25) +
    tree(1050, 590, 1.2) +
    table(160, 560, 420, '#d63a3a') +
    ellipse(300, 555, 40, 10, '#fff') +
    ellipse(440, 555, 40, 10, '#fff') +
    rect(760, 470, 150, 24, '#333', 'rx="8"') +
    path('M770 494 h130 l-20 50 h-90 Z', '#444') +
    line(790, 544, 770, 660, '#444', 10) +
    line(880, 544, 900, 660, '#444', 10) +
    path('M800 450 q-20 -40 0 -80 q20 -40 0 -80', 'none', 'stroke="#fff" stroke-width="10" opacity="0.8"') +
    path('M860 450 q-20 -40 0 -80 q20 -40 0 -80', 'none', 'stroke="#fff" stroke-width="10" opacity="0.6"') +
    balloon(620, 380, '#00295f') +
    balloon(680, 350, '#f2b705'),
  'picnic-kites': () =>
    backdrop('#6ec6ff', '#d9f1ff') +
    cloud(180, 230, 0.9) +
    cloud(1000, 300, 0.7) +
    hills(GROUND + 40, '#6fbf5f', 60) +
    hills(GROUND + 120, '#5aa94e', 30) +
    poly(
      [
        [420, 120],
        [500, 200],
        [420, 300],
        [340, 200],
      ],
      '#f2b705',
    ) +
    line(420, 120, 420, 300, '#c98a00', 4) +
    path('M420 300 Q470 420 560 600', 'none', 'stroke="#555" stroke-width="3"') +
    poly(
      [
        [780, 170],
        [850, 230],
        [780, 320],
        [710, 230],
      ],
      '#d63a3a',
    ) +
    line(710, 230, 850, 230, '#a32020', 4) +
    path('M780 320 Q760 440 700 620', 'none', 'stroke="#555" stroke-width="3"') +
    tree(120, 660, 1.1) +
    pine(1110, 670, 1.2),
  'festival-pumpkins': () =>
    backdrop('#ffd9a0', '#fff1d6') +
    sun(600, 210, 70, '#ffb347') +
    hills(GROUND, '#c89b5a', 30) +
    tree(150, 570, 1.3, '#d9622b') +
    tree(1050, 570, 1.3, '#e8a33a') +
    rect(380, 520, 200, 90, '#e3c16f', 'rx="12"') +
    rect(620, 520, 200, 90, '#e3c16f', 'rx="12"') +
    rect(500, 440, 200, 90, '#ecd083', 'rx="12"') +
    pumpkin(470, 660, 1.2) +
    pumpkin(640, 680, 1.5) +
    pumpkin(800, 660, 1.1, '#f29a3b') +
    pumpkin(340, 690, 0.9, '#f29a3b') +
    pumpkin(600, 430, 0.8),
  'festival-hayride': () =>
    backdrop('#a7d8f0', '#fdebc8') +
    cloud(900, 140) +
    hills(GROUND, '#b5a15a', 20) +
    tree(120, 560, 1.2, '#c8502a') +
    tree(1120, 560, 1.2, '#e8a33a') +
    rect(300, 470, 460, 110, '#a0522d', 'rx="10"') +
    rect(310, 430, 440, 50, '#ecd083', 'rx="20"') +
    circle(380, 600, 48, '#333') +
    circle(380, 600, 18, '#999') +
    circle(680, 600, 48, '#333') +
    circle(680, 600, 18, '#999') +
    rect(800, 450, 170, 120, '#2f7d3a', 'rx="12"') +
    rect(860, 380, 90, 80, '#2f7d3a', 'rx="8"') +
    rect(872, 392, 66, 50, '#cfe9ff') +
    circle(900, 600, 58, '#333') +
    circle(900, 600, 22, '#f2b705') +
    line(760, 520, 800, 520, '#555', 8) +
    pumpkin(250, 640, 0.8),
  'festival-bake-sale': () =>
    backdrop('#fff3dc', '#ffe2b8') +
    bunting(0, 120, 1200, 120, FALL, 11) +
    table(220, 500, 760, '#00295f') +
    ellipse(350, 490, 80, 18, '#f7d9a6') +
    path('M290 490 q60 -70 120 0 Z', '#c8733a') +
    rect(520, 440, 60, 50, '#f2b705', 'rx="6"') +
    ellipse(550, 440, 36, 20, '#ffb3c7') +
    rect(610, 440, 60, 50, '#8ec5ff', 'rx="6"') +
    ellipse(640, 440, 36, 20, '#fff') +
    ellipse(830, 480, 90, 20, '#e9c48b') +
    circle(790, 470, 22, '#8a4b2a') +
    circle(840, 465, 22, '#8a4b2a') +
    circle(885, 472, 20, '#a0522d'),
  'book-fair-shelves': () =>
    backdrop('#f7efe3', '#efe2cc') +
    rect(140, 120, 920, 560, '#8a5a2b', 'rx="10"') +
    rect(160, 140, 880, 520, '#f6e7cf') +
    books(175, 300, ['#d63a3a', '#00295f', '#f2b705', '#2f7d3a', '#7a4ea3', '#e8772e'], 22, 1) +
    rect(160, 300, 880, 14, '#8a5a2b') +
    books(175, 470, ['#2f7d3a', '#f2b705', '#d63a3a', '#00295f', '#e8772e', '#3aa6a6'], 22, 2) +
    rect(160, 470, 880, 14, '#8a5a2b') +
    books(175, 645, ['#7a4ea3', '#3aa6a6', '#d63a3a', '#f2b705', '#00295f'], 22, 3) +
    rect(160, 645, 880, 15, '#8a5a2b'),
  'book-fair-reading': () =>
    backdrop('#cfe8ff', '#eef7ff') +
    rect(0, 600, 1200, 200, '#e0c49a') +
    ellipse(600, 690, 380, 60, '#d63a3a', 'opacity="0.85"') +
    path('M600 430 Q480 380 330 410 V620 Q480 590 600 640 Z', '#fff') +
    path('M600 430 Q720 380 870 410 V620 Q720 590 600 640 Z', '#f4f4f4') +
    line(600, 430, 600, 640, '#bbb', 4) +
    [0, 1, 2, 3, 4]
      .map((i) => line(370, 450 + i * 30, 560, 460 + i * 30, '#c9d3e0', 6) + line(640, 460 + i * 30, 830, 450 + i * 30, '#c9d3e0', 6))
      .join('') +
    rect(930, 560, 160, 34, '#00295f', 'rx="4"') +
    rect(940, 526, 150, 34, '#f2b705', 'rx="4"') +
    rect(925, 492, 170, 34, '#2f7d3a', 'rx="4"') +
    rect(120, 380, 16, 240, '#5b4636') +
    path('M70 380 h120 l-30 -70 h-60 Z', '#f2b705') +
    star(600, 200, 40, '#f2b705') +
    star(420, 260, 22, '#ffd35c') +
    star(790, 250, 26, '#ffd35c'),
  'pumpkin-patch-field': () =>
    backdrop('#9fd4f5', '#fbe9c9') +
    sun(980, 150, 55) +
    hills(470, '#9bbf5a', 30) +
    hills(560, '#7da64a', 20) +
    [150, 330, 520, 720, 900, 1080].map((x, i) => pumpkin(x, 610 + (i % 2) * 60, 0.9 + (i % 3) * 0.15)).join('') +
    [240, 620, 990].map((x) => pumpkin(x, 730, 1.1, '#f29a3b')).join('') +
    path('M100 600 q80 -30 160 0 t160 0 t160 0 t160 0 t160 0 t160 0 t160 0', 'none', 'stroke="#4e6b2a" stroke-width="6"'),
  'pumpkin-patch-barn': () =>
    backdrop('#ffcf9e', '#ffeede') +
    hills(GROUND, '#a7b95a', 15) +
    rect(640, 300, 340, 270, '#b23a2a') +
    poly(
      [
        [620, 310],
        [810, 180],
        [1000, 310],
      ],
      '#7a2a20',
    ) +
    rect(760, 420, 100, 150, '#f3e4d0') +
    line(760, 420, 860, 570, '#b23a2a', 8) +
    line(860, 420, 760, 570, '#b23a2a', 8) +
    rect(780, 330, 60, 50, '#f3e4d0') +
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(60 + i * 70, 560, 14, 90, '#f3e4d0')).join('') +
    rect(50, 580, 540, 12, '#f3e4d0') +
    rect(50, 620, 540, 12, '#f3e4d0') +
    pumpkin(220, 700, 1.2) +
    pumpkin(420, 720, 1) +
    pumpkin(1050, 700, 1.1) +
    tree(110, 480, 1, '#d9622b'),
  'church-mass': () =>
    backdrop('#a9d4ff', '#f1f8ff') +
    cloud(220, 160) +
    cloud(1000, 210, 0.7) +
    hills(600, '#8cc47a', 20) +
    rect(420, 330, 360, 280, '#efe6d8') +
    poly(
      [
        [400, 340],
        [600, 200],
        [800, 340],
      ],
      '#9c4a3a',
    ) +
    rect(540, 120, 120, 230, '#efe6d8') +
    poly(
      [
        [530, 125],
        [600, 40],
        [670, 125],
      ],
      '#9c4a3a',
    ) +
    rect(594, 0, 12, 60, '#f2b705') +
    rect(580, 14, 40, 10, '#f2b705') +
    path('M560 610 V500 a40 40 0 0 1 80 0 V610 Z', '#7a4a2a') +
    path('M470 470 v-60 a25 25 0 0 1 50 0 v60 Z', '#5fa8e8') +
    path('M680 470 v-60 a25 25 0 0 1 50 0 v60 Z', '#5fa8e8') +
    circle(600, 250, 28, '#5fa8e8') +
    tree(230, 620, 1.2) +
    tree(980, 620, 1.3, '#4f9e57') +
    rect(560, 610, 80, 190, '#d8cbb8'),
  'science-fair': () =>
    backdrop('#e8f1ff', '#d4e3f7') +
    rect(0, 560, 1200, 240, '#c6b39a') +
    table(120, 540, 960, '#ffffff') +
    poly(
      [
        [170, 250],
        [330, 270],
        [330, 540],
        [170, 540],
      ],
      '#8ec5ff',
    ) +
    rect(330, 270, 300, 270, '#dbeeff') +
    poly(
      [
        [630, 270],
        [790, 250],
        [790, 540],
        [630, 540],
      ],
      '#8ec5ff',
    ) +
    rect(380, 310, 200, 120, '#fff') +
    circle(480, 370, 40, '#f2b705') +
    line(400, 460, 560, 460, '#00295f', 8) +
    line(400, 490, 520, 490, '#00295f', 8) +
    path('M880 380 h50 v70 l60 90 h-170 l60 -90 Z', '#bfe8d6') +
    path('M845 500 h120 l25 40 h-170 Z', '#3aa6a6') +
    circle(900, 330, 14, '#bfe8d6') +
    circle(930, 290, 10, '#bfe8d6') +
    poly(
      [
        [1000, 540],
        [1060, 430],
        [1120, 540],
      ],
      '#8a5a2b',
    ) +
    path('M1045 440 q15 -50 30 0 Z', '#e8772e'),
  'breakfast-table': () =>
    backdrop('#fff4e0', '#ffe9c7') +
    rect(0, 0, 1200, 90, '#f2b705', 'opacity="0.35"') +
    rect(820, 130, 260, 220, '#bfe3ff', 'rx="8"') +
    line(950, 130, 950, 350, '#fff', 10) +
    line(820, 240, 1080, 240, '#fff', 10) +
    rect(0, 500, 1200, 300, '#d9b48a') +
    ellipse(600, 520, 560, 60, '#ffffff') +
    rect(250, 400, 110, 120, '#00295f', 'rx="14"') +
    path('M360 425 q45 0 45 35 q0 35 -45 35', 'none', 'stroke="#00295f" stroke-width="14"') +
    path('M285 390 q-10 -30 5 -55 M320 390 q-10 -30 5 -55', 'none', 'stroke="#c9b8a6" stroke-width="6"') +
    circle(520, 470, 48, '#d63a3a') +
    path('M520 425 q10 -25 30 -30', 'none', 'stroke="#5b4636" stroke-width="6"') +
    ellipse(548, 418, 18, 8, '#4f9e57') +
    [660, 760, 860].map((x) => path(`M${x - 40} 520 l10 -50 h60 l10 50 Z`, '#c8733a') + ellipse(x, 470, 38, 24, '#8a4b2a')).join('') +
    rect(130, 380, 50, 140, '#8ec5ff', 'opacity="0.6" rx="10"') +
    circle(140, 350, 22, '#ffb3c7') +
    circle(170, 340, 20, '#f2b705') +
    circle(155, 320, 18, '#ffb3c7'),
  'retreat-tents': () =>
    backdrop('#1f3b6e', '#f2a65a') +
    circle(300, 160, 40, '#fff4c2') +
    hills(GROUND, '#2f5e3b', 25) +
    pine(90, 560, 1.4, '#1f4a33') +
    pine(230, 570, 1.1, '#24573b') +
    pine(1100, 560, 1.5, '#1f4a33') +
    poly(
      [
        [380, 620],
        [520, 420],
        [660, 620],
      ],
      '#f2b705',
    ) +
    poly(
      [
        [520, 420],
        [560, 620],
        [480, 620],
      ],
      '#c98a00',
    ) +
    poly(
      [
        [700, 640],
        [820, 470],
        [940, 640],
      ],
      '#d63a3a',
    ) +
    poly(
      [
        [820, 470],
        [850, 640],
        [790, 640],
      ],
      '#a32020',
    ) +
    line(560, 720, 640, 690, '#6b4a2e', 14) +
    line(560, 690, 640, 720, '#6b4a2e', 14) +
    path('M600 700 q-30 -40 0 -90 q30 50 0 90 Z', '#ffb703') +
    path('M600 700 q-14 -20 0 -50 q14 30 0 50 Z', '#fff2a8'),
  'retreat-lake': () =>
    backdrop('#ffb37a', '#ffe0b8', 480) +
    circle(600, 420, 90, '#ffdd8a') +
    rect(0, 420, 1200, 380, '#3f7fb0') +
    rect(0, 420, 1200, 30, '#5f9fd0') +
    ellipse(600, 470, 140, 10, '#ffdd8a', 'opacity="0.6"') +
    ellipse(600, 520, 90, 8, '#ffdd8a', 'opacity="0.5"') +
    pine(80, 440, 1.3, '#24473a') +
    pine(200, 440, 1, '#2a5443') +
    pine(1010, 440, 1.1, '#24473a') +
    pine(1130, 440, 1.4, '#2a5443') +
    path('M640 620 q120 40 240 0 l-30 30 h-180 Z', '#a0522d') +
    line(760, 560, 720, 680, '#6b4a2e', 8),
  'spirit-pennants': () =>
    backdrop('#00295f', '#0a3f86') +
    bunting(0, 80, 1200, 80, HSA, 12) +
    bunting(0, 260, 1200, 260, ['#ffffff', '#f2b705'], 10) +
    [150, 350, 550, 750, 950].map((x, i) => star(x + 60, 560 + (i % 2) * 60, 34, i % 2 ? '#f2b705' : '#ffffff')).join('') +
    poly(
      [
        [470, 420],
        [740, 360],
        [740, 600],
        [470, 540],
      ],
      '#fff',
    ) +
    poly(
      [
        [420, 430],
        [470, 420],
        [470, 540],
        [420, 530],
      ],
      '#f2b705',
    ),
  'spirit-balloons': () =>
    backdrop('#e7f1ff', '#ffffff') +
    rect(0, 640, 1200, 160, '#00295f') +
    [0, 1, 2, 3, 4, 5, 6, 7, 8]
      .map((i) => balloon(150 + i * 115, 260 + (i % 3) * 70, ['#00295f', '#f2b705', '#8ec5ff'][i % 3]!, 1.3))
      .join('') +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
      .map((i) =>
        rect(
          80 + i * 95,
          100 + ((i * 53) % 120),
          14,
          24,
          ['#f2b705', '#00295f', '#d63a3a'][i % 3]!,
          `transform="rotate(${i * 30} ${87 + i * 95} ${112 + ((i * 53) % 120)})"`,
        ),
      )
      .join(''),
  'state-house': () =>
    backdrop('#9fd0ff', '#eef7ff') +
    cloud(220, 160) +
    cloud(980, 120, 0.8) +
    rect(0, 620, 1200, 180, '#8cc47a') +
    rect(300, 400, 600, 220, '#e9dfd0') +
    poly(
      [
        [280, 410],
        [600, 330],
        [920, 410],
      ],
      '#d8cbb8',
    ) +
    [0, 1, 2, 3, 4, 5].map((i) => rect(350 + i * 100, 430, 26, 180, '#fff')).join('') +
    rect(530, 240, 140, 100, '#e9dfd0') +
    path('M520 250 a80 80 0 0 1 160 0 Z', '#9fb6a7') +
    rect(595, 110, 10, 90, '#555') +
    rect(605, 110, 60, 36, '#d63a3a') +
    rect(605, 110, 26, 18, '#00295f') +
    rect(120, 560, 180, 90, '#f2b705', 'rx="14"') +
    rect(140, 575, 40, 30, '#cfe9ff') +
    rect(190, 575, 40, 30, '#cfe9ff') +
    rect(240, 575, 40, 30, '#cfe9ff') +
    circle(160, 650, 18, '#333') +
    circle(260, 650, 18, '#333') +
    tree(1040, 650, 1.2),
  'fun-run-track': () =>
    backdrop('#9fd6ff', '#e7f6ff', 420) +
    cloud(300, 140) +
    sun(1020, 120, 50) +
    rect(0, 380, 1200, 80, '#7cc36a') +
    path('M0 460 H1200 V800 H0 Z', '#c8553d') +
    [0, 1, 2, 3, 4].map((i) => path(`M0 ${500 + i * 60} H1200`, 'none', 'stroke="#fff" stroke-width="6"')).join('') +
    [200, 450, 700, 950]
      .map((x) =>
        poly(
          [
            [x, 560],
            [x + 30, 620],
            [x - 30, 620],
          ],
          '#f28c28',
        ),
      )
      .join('') +
    tree(120, 400, 0.8) +
    tree(900, 400, 0.9, '#4f9e57'),
  'fun-run-finish': () =>
    backdrop('#bfe6ff', '#f3fbff') +
    rect(0, 560, 1200, 240, '#c8553d') +
    rect(0, 520, 1200, 40, '#7cc36a') +
    path('M250 560 V260 a350 250 0 0 1 700 0 V560', 'none', 'stroke="#00295f" stroke-width="60"') +
    path('M250 560 V260 a350 250 0 0 1 700 0 V560', 'none', 'stroke="#f2b705" stroke-width="20" stroke-dasharray="40 40"') +
    line(280, 470, 920, 470, '#fff', 12) +
    [0, 1, 2, 3].map((i) => path(`M0 ${610 + i * 50} H1200`, 'none', 'stroke="#fff" stroke-width="5" opacity="0.8"')).join('') +
    balloon(140, 300, '#00295f') +
    balloon(1060, 300, '#f2b705') +
    balloon(1110, 360, '#8ec5ff'),
  'advent-wreath': () =>
    backdrop('#2a1f3d', '#4a3466') +
    ellipse(600, 560, 380, 110, '#7a5233') +
    ellipse(600, 540, 340, 100, '#2f6b45') +
    ellipse(600, 540, 230, 60, '#4a3466') +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map((i) => ellipse(600 + 285 * Math.cos(i * 0.628), 540 + 80 * Math.sin(i * 0.628), 50, 26, i % 2 ? '#3f8f4a' : '#24573b'))
      .join('') +
    [
      [360, '#7a4ea3'],
      [520, '#7a4ea3'],
      [680, '#e58fb8'],
      [840, '#7a4ea3'],
    ]
      .map(([x, c]) => candle(x as number, 520, 180, c as string))
      .join('') +
    [0, 1, 2, 3, 4].map((i) => circle(370 + i * 120, 620 + (i % 2) * 10, 14, '#d63a3a')).join('') +
    star(600, 120, 30, '#ffd35c'),
  'christmas-concert': () =>
    backdrop('#3a0f1e', '#5e1a2e') +
    path('M0 0 H260 Q200 300 240 700 H0 Z', '#8e1f2f') +
    path('M1200 0 H940 Q1000 300 960 700 H1200 Z', '#8e1f2f') +
    rect(0, 640, 1200, 160, '#6b4a2e') +
    pine(600, 640, 1.9, '#2f6b45') +
    star(600, 220, 36, '#f2b705') +
    [
      [540, 460],
      [650, 420],
      [600, 540],
      [700, 560],
      [500, 580],
    ]
      .map(([x, y], i) => circle(x!, y!, 14, ['#f2b705', '#d63a3a', '#8ec5ff'][i % 3]!))
      .join('') +
    [
      [330, 240],
      [880, 200],
      [380, 420],
      [860, 400],
    ]
      .map(([x, y]) => ellipse(x!, y!, 22, 16, '#ffd35c') + line(x! + 20, y!, x! + 20, y! - 80, '#ffd35c', 7))
      .join(''),
  'gala-table': () =>
    backdrop('#101a3a', '#23305e') +
    stringLights(0, 60, 1200, 60, ['#ffd35c', '#fff2b3']) +
    rect(0, 620, 1200, 180, '#1a2448') +
    table(160, 520, 880, '#f5f0e6') +
    [320, 600, 880]
      .map(
        (x) =>
          rect(x - 32, 420, 64, 90, '#f2b705', 'rx="8" opacity="0.85"') +
          circle(x, 460, 16, '#fff2b3') +
          rect(x - 40, 404, 80, 16, '#c98a00', 'rx="4"'),
      )
      .join('') +
    [440, 500, 700, 760]
      .map(
        (x) => path(`M${x - 16} 450 h32 q0 40 -16 44 q-16 -4 -16 -44 Z`, '#cfe4ff', 'opacity="0.8"') + line(x, 494, x, 518, '#cfe4ff', 4),
      )
      .join(''),
  'gala-lights': () =>
    backdrop('#0b1433', '#1d2c5c') +
    stringLights(0, 120, 600, 160, ['#ffd35c', '#ffb3c7', '#bde0ff'], 8, 14) +
    stringLights(600, 160, 1200, 110, ['#ffd35c', '#ffb3c7', '#bde0ff'], 8, 14) +
    rect(0, 560, 1200, 240, '#2a3a6e') +
    [0, 1, 2, 3, 4, 5].map((i) => rect(i * 200, 560 + (i % 2) * 20, 200, 20, '#ffd35c', 'opacity="0.15"')).join('') +
    [200, 600, 1000]
      .map(
        (x) =>
          line(x, 300, x, 360, '#888', 3) +
          rect(x - 40, 360, 80, 110, '#d63a3a', 'rx="30"') +
          rect(x - 30, 370, 60, 90, '#ffb347', 'rx="24" opacity="0.6"'),
      )
      .join('') +
    circle(960, 80, 34, '#fff7d1') +
    star(300, 60, 8, '#fff') +
    star(760, 50, 7, '#fff'),
};
