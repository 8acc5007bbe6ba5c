/// <reference types="astro/client" />
import type { NetlifyLocals } from '@astrojs/netlify';

declare global {
  namespace App {
    /** What @astrojs/netlify hands a page drawn on request: Netlify's context (waitUntil, the client's address). */
    interface Locals {
      netlify?: NetlifyLocals['netlify'];
    }
  }
}
