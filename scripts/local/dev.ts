/** `npm run dev`: astro dev with Netlify's emulation of the same functions and blob store. */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureLocalSecret, ensureLocalSiteUrl, projectRoot } from './local-env';

ensureLocalSecret();
// astro.config.mjs serves `astro dev` on PORT too.
ensureLocalSiteUrl(Number(process.env.PORT ?? 8888));
// Netlify's dev emulation would answer deep links from an old build in dist/ instead of from source.
rmSync(path.join(projectRoot, 'dist'), { recursive: true, force: true });
const astro = spawn('astro', ['dev', ...process.argv.slice(2)], {
  cwd: projectRoot,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
astro.on('exit', (code) => process.exit(code ?? 0));
