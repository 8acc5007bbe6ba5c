/**
 * The notification addresses (GET/PUT /v1/user_auth/notifications; DESIGN section 9): one versioned
 * record, `notifications` in the mail store. Until an officer first saves it, every form alerts the
 * association's e-mail from the site content (version 0), so a new site tells someone from day one.
 */
import { readSiteContent } from '../content/index.server';
import { z } from '../../shared/zod';
import { createRecord, keyOf, openStore, readRecord, staleEdit, updateRecord, type ReadOptions } from '../../server/store.server';
import { addressesForEveryForm, type NotificationSettings } from './notifications';
import type { NotificationSettingsInput } from './notification-schema';

const mailStore = () => openStore('mail', { strong: true });
const NOTIFICATIONS = keyOf('notifications');

const storedList = z.array(z.string());
const storedSettings = z.object({
  volunteer_request: storedList,
  volunteer_hours_request: storedList,
  reimbursement_request: storedList,
  event_feedback: storedList,
  version: z.number(),
});

/** The saved addresses, or the association's e-mail for every form at version 0. */
export async function readNotificationSettings(options: ReadOptions = { strong: true }): Promise<NotificationSettings> {
  const stored = await readRecord(mailStore(), NOTIFICATIONS, storedSettings, options);
  if (stored) return stored;
  const site = await readSiteContent(options);
  return { ...addressesForEveryForm(site.hsaEmail ? [site.hsaEmail] : []), version: 0 };
}

/** Saves the lists made on `version` (0: never saved yet); a stale version is a 409. */
export async function saveNotificationSettings({ version, ...lists }: NotificationSettingsInput): Promise<NotificationSettings> {
  const store = mailStore();
  if (version === 0) {
    const created = { ...lists, version: 1 };
    if (!(await createRecord(store, NOTIFICATIONS, created))) throw staleEdit();
    return created;
  }
  return updateRecord(store, NOTIFICATIONS, storedSettings, version, lists);
}
