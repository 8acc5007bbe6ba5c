/** What the admin frame says beyond the spec's texts (docs/decisions/030): the landing's cards and a refused tool. */
import { SCOPE_NAMES, type AdminToolEntry } from './admin-menu';

/** 'the Events Tool', but 'Forms' and 'Site Content'. */
const toolName = (title: string) => (title.endsWith('Tool') ? `the ${title}` : title);

export const ADMIN_LANDING_TEXT = {
  toolsHeading: 'Your tools',
  loadingCount: 'Loading the count',
  dismiss: 'Dismiss this message',
  /** Why a signed-in user was sent here from a tool (SPEC section 2 keeps the redirect; this says why). */
  refused: (tool: Pick<AdminToolEntry, 'title' | 'scopes'> & { adminOnly?: boolean }) =>
    tool.scopes.length > 0
      ? `You don't have access to ${toolName(tool.title)}. Ask an administrator for the ${tool.scopes.map((scope) => SCOPE_NAMES[scope]).join(' or ')} permission.`
      : `You don't have access to ${toolName(tool.title)}: only administrators can open it. Ask an administrator if you need it.`,
  /** An address under /access that is no screen (docs/decisions/056). */
  notFoundTitle: 'Page not found',
  notFoundHeading: 'This page does not exist',
  notFound: (path: string) => `There is no admin page at ${path}. It may have been mistyped, or the link may be out of date.`,
  notFoundLink: "Go to the officers' home",
} as const;
