/**
 * A volunteer's private link (DESIGN section 9, docs/decisions/066): `{site}/volunteers/signup/{token}`, 256 bits
 * derived from the server's secret and the sign-up (as the payee's status link, docs/decisions/035), so every
 * mail that carries it can be written again; only its hash is stored, at manage/{sha256} in the signups store,
 * naming the sheet and the sign-up. A forwarded link manages that one sign-up and nothing else.
 */
import { createHash, createHmac } from 'node:crypto';
import { readJwtSecret, siteUrl } from '../../../server/env.server';
import { createRecord, keyOf, readRecord, readWithEtag, replaceRecord } from '../../../server/store.server';
import { z } from '../../../shared/zod';
import { pathIn, type Lang } from '../../../shared/i18n/lang';
import { signupsStore } from './sheets.server';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isManageToken = (value: string): boolean => TOKEN.test(value);

const linkKey = (token: string) => keyOf('manage', createHash('sha256').update(token).digest('hex'));
const storedLink = z.object({ event_id: z.string(), signup_id: z.string() });

const tokenOf = (signupId: string): string => createHmac('sha256', readJwtSecret()).update(`signup:${signupId}`).digest('base64url');

/** The token of a sign-up's link, its hash stored once. */
export async function ensureManageLink(eventId: string, signupId: string): Promise<string> {
  const token = tokenOf(signupId);
  await createRecord(signupsStore(), linkKey(token), { event_id: eventId, signup_id: signupId });
  return token;
}

/**
 * Points a sign-up's private link at the sheet it moved to (docs/decisions/094); nothing when it has no link yet
 * (its mail, still owed, makes it) or points there already.
 */
export async function moveManageLink(signupId: string, eventId: string): Promise<void> {
  const store = signupsStore();
  const key = linkKey(tokenOf(signupId));
  // Nothing else changes a link once made: a second try only meets another run of the same move.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const current = await readWithEtag(store, key, storedLink);
    if (!current || current.data.event_id === eventId) return;
    if (await replaceRecord(store, key, current.etag, { ...current.data, event_id: eventId })) return;
  }
}

/** The sheet and sign-up a token names; null for a token of any other shape or that names nothing. */
export async function readManageLink(token: string): Promise<z.infer<typeof storedLink> | null> {
  if (!isManageToken(token)) return null;
  return readRecord(signupsStore(), linkKey(token), storedLink, { strong: true });
}

/** The private link's page, in the language the volunteer signed up in ('/es/volunteers/signup/{token}'). */
export const managePageUrl = (token: string, origin = siteUrl(), lang: Lang = 'en'): string =>
  `${origin}${pathIn(lang, `/volunteers/signup/${token}`)}`;
