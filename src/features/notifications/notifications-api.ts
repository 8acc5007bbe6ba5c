/**
 * The Notifications panel's calls (docs/decisions/034; DESIGN section 9), with the officer's token:
 * GET and PUT /v1/user_auth/notifications. The answer is read through a schema, not trusted as it comes.
 */
import { apiRequest, readJson } from '../../shared/api-client';
import { z } from '../../shared/zod';
import type { MailSetup, NotificationSettings } from './notifications';

const PATH = '/v1/user_auth/notifications';

const list = z.array(z.string());
const answerSchema = z.object({
  results: z.object({
    volunteer_request: list,
    volunteer_hours_request: list,
    reimbursement_request: list,
    event_feedback: list,
    version: z.number(),
  }),
  mail: z.object({ configured: z.boolean() }),
});

export interface NotificationsAnswer {
  settings: NotificationSettings;
  mail: MailSetup;
}

function readNotifications(payload: unknown): NotificationsAnswer {
  const parsed = answerSchema.safeParse(payload);
  if (!parsed.success) throw new Error('The notification addresses came back in a shape this page cannot read.');
  return { settings: parsed.data.results, mail: parsed.data.mail };
}

export async function loadNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationsAnswer> {
  return readNotifications(await readJson(await apiRequest(PATH, { auth: true, signal })));
}

export async function saveNotifications(settings: NotificationSettings): Promise<NotificationsAnswer> {
  return readNotifications(await readJson(await apiRequest(PATH, { method: 'PUT', body: settings, auth: true })));
}
