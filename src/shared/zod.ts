/**
 * zod, configured once for every schema: `jitless` keeps zod 4 from probing `new Function('')` to compile
 * faster parsers. The site's Content-Security-Policy forbids eval, so in the browser that probe is a CSP
 * violation report on every page with a form (Lighthouse's best-practices audit counts it), for no gain
 * at our sizes. Schemas import `z` from here, never from 'zod' directly.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
