import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Loads the island's code after the page's load event (src/shared/after-load-directive.ts, docs/decisions/045). */
    'client:afterload'?: boolean;
    /** Loads the island's code when it is first used (src/shared/first-use-directive.ts, docs/decisions/074). */
    'client:firstuse'?: boolean;
    /** Loads and runs the island's code when it is first used, pressing again a button pressed meanwhile (src/shared/first-press-directive.ts, docs/decisions/079). */
    'client:firstpress'?: boolean | string;
  }
}
