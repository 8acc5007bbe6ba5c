/**
 * Netlify's local emulation (@netlify/dev) for scripts: the same functions, redirects, headers and
 * persistent blob store (.netlify/blobs-serve) that Netlify runs in production, with no account or network.
 */
import { NetlifyDev } from '@netlify/dev';
import { installBlobServerHooks } from './blob-server-hooks';
import { installEmulationHooks } from './emulation-hooks';
import { installNotFoundRules } from './not-found-rules';
import { ensureLocalSecret, projectRoot } from './local-env';

export async function startNetlify(options: { serveSite: boolean }): Promise<NetlifyDev> {
  ensureLocalSecret();
  const site = options.serveSite;
  // Conditional writes atomic and etags real, as on Netlify (docs/decisions/023).
  await installBlobServerHooks();
  // Functions built once and served from long-lived workers (docs/decisions/008).
  if (site) await installEmulationHooks();
  // A rule of status 404 answers 404, as on Netlify (the Spanish 404 page).
  if (site) await installNotFoundRules();
  const netlify = new NetlifyDev({
    projectRoot,
    staticFiles: { enabled: site, directories: ['dist'] },
    functions: { enabled: site },
    redirects: { enabled: site },
    headers: { enabled: site },
    // Edge functions need a download and fail offline; the site uses none.
    edgeFunctions: { enabled: false },
    images: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    database: { enabled: false },
    environmentVariables: { enabled: false },
    blobs: { enabled: true },
  });
  await netlify.start();
  return netlify;
}

/** Runs a task against the local blob store, then shuts the emulation down. */
export async function withLocalStore<T>(task: () => Promise<T>): Promise<T> {
  const netlify = await startNetlify({ serveSite: false });
  try {
    return await task();
  } finally {
    await netlify.stop();
  }
}
