/**
 * The Content-Security-Policy source of an inline style or script element's text: the SHA-256 of its text.
 * The policy refuses style attributes in the HTML, so a drawn page puts its data's colours in one style
 * element its policy lists (docs/decisions/045); the admin area's frame chooses what it shows with one
 * inline script (docs/decisions/046). Web Crypto, so any page's frontmatter may use it.
 */
export async function cspHash(text: string): Promise<`sha256-${string}`> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}
