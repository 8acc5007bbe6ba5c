/**
 * Redraws the demo pictures (scripts/demo/photos/*.jpg) from the flat SVG scenes beside this file: each
 * scene is rendered by headless Chromium and saved as a JPEG (quality 80). The JPEGs are committed, so
 * seeding needs no browser; run this only after changing a scene:
 *   npx tsx scripts/demo/art/draw-photos.ts            every scene
 *   npx tsx scripts/demo/art/draw-photos.ts gala-table  only the scenes named
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from '../../test/chromium';
import { DEMO_SCENES } from './scenes';
import { H, W } from './shapes';

const PHOTO_DIR = path.join(import.meta.dirname, '..', 'photos');

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(DEMO_SCENES);
const unknown = names.filter((name) => !(name in DEMO_SCENES));
if (unknown.length) throw new Error(`No scene named ${unknown.join(', ')}.`);

mkdirSync(PHOTO_DIR, { recursive: true });
if (!wanted.length)
  for (const file of readdirSync(PHOTO_DIR))
    if (file.endsWith('.jpg') && !(file.slice(0, -4) in DEMO_SCENES)) rmSync(path.join(PHOTO_DIR, file));

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: W, height: H } });
  for (const name of names) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DEMO_SCENES[name]!()}</svg>`;
    await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block}</style>${svg}`);
    const file = path.join(PHOTO_DIR, `${name}.jpg`);
    writeFileSync(file, await page.screenshot({ type: 'jpeg', quality: 80 }));
    console.log(`${name}.jpg ${(statSync(file).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
