/**
 * Who is alerted of each form's submissions (DESIGN section 9, docs/decisions/034), the `forms` scope:
 *   GET /v1/user_auth/notifications   `{ results: { volunteer_request: [...], volunteer_hours_request: [...],
 *                                      reimbursement_request: [...], event_feedback: [...], version },
 *                                      mail: { configured } }`
 *   PUT /v1/user_auth/notifications   the same lists and the version read; 400 for an invalid address,
 *                                     409 for a stale version; answers the saved lists as GET does.
 * `mail.configured` (beside `results`, whose fields stay the contract's) is false when SMTP_URL or
 * MAIL_FROM is not set: the panel says mail is not set up.
 */
import type { Config } from '@netlify/functions';
import {
  currentMailSettings,
  type NotificationSettings,
  notificationSettingsSchema,
  readNotificationSettings,
  saveNotificationSettings,
} from '../../src/features/notifications/index.server';
import { requireScope } from '../../src/features/users/index.server';
import { jsonResponse, readJsonBody, route, parseBody } from '../../src/server/http.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

const answer = (settings: NotificationSettings) =>
  jsonResponse({ results: settings, mail: { configured: currentMailSettings() !== null } }, { headers: PRIVATE });

async function readSettings(req: Request): Promise<Response> {
  await requireScope(req, 'forms');
  return answer(await readNotificationSettings());
}

async function saveSettings(req: Request): Promise<Response> {
  await requireScope(req, 'forms');
  return answer(await saveNotificationSettings(parseBody(notificationSettingsSchema, await readJsonBody(req, 16 * 1024))));
}

export default route({
  '/v1/user_auth/notifications': { GET: readSettings, PUT: saveSettings },
});

export const config: Config = { path: '/v1/user_auth/notifications' };
