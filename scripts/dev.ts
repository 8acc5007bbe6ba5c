/** `npm run dev`: astro dev with Netlify's emulation of the same functions and blob store. */
import { spawn } from 'node:child_process';
import { ensureLocalSecret, projectRoot } from './local-env';

ensureLocalSecret();
const astro = spawn('astro', ['dev', ...process.argv.slice(2)], { cwd: projectRoot, stdio: 'inherit', shell: process.platform === 'win32' });
astro.on('exit', (code) => process.exit(code ?? 0));
