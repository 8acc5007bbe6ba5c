/**
 * Demo data for local runs only (DESIGN section 5: nothing in production seeds or resets data).
 *   npm run seed             seeds an empty local store (or one whose seed was stopped half-way)
 *   npm run seed -- --reset  wipes the local store, then seeds
 * `npm start` calls seedDemoData itself when the store is empty or half-seeded.
 */
import { pathToFileURL } from 'node:url';
import { putEvent } from '../../src/features/events/server/events.server';
import { ensureDueMarker, sheetKey, signupsStore } from '../../src/features/signups/server/sheets.server';
import { putFormation } from '../../src/features/formations/formations.server';
import { saveSubmission } from '../../src/features/forms/submit-form.server';
import { moveReimbursement } from '../../src/features/reimbursements/workflow.server';
import { schoolDay } from '../../src/features/reimbursements/workflow';
import { putBoardMembers, putHomeImages } from '../../src/features/content/pages.server';
import { refreshItemPhotos } from '../../src/features/photos/photo-items.server';
import { storePhoto, type StoredPhotoType } from '../../src/features/photos/photos.server';
import { checkReceipt } from '../../src/features/forms/receipts.server';
import { keyOf, listKeys, openStore, putRecord, readRecord, STORE_NAMES } from '../../src/server/store.server';
import { z } from '../../src/shared/zod';
import { listUsers, saveUser } from '../../src/features/users/users.server';
import { school } from '../../src/config/school';
import { submissionSchema } from '../../src/features/forms/payload-schema';
import { volunteerActivityOptions } from '../../src/features/forms/volunteer-activities';
import { demoBoard } from '../demo/board';
import { demoCommittees } from '../demo/committees';
import { demoEvents } from '../demo/events';
import { demoGrades } from '../demo/grades';
import { demoSubmissions } from '../demo/submissions';
import { DEMO_USERS } from '../demo/users';
import { COMMITTEE_GALLERIES, GRADE_COVERS, HOME_PICTURES, RECEIPT_PICTURE, readDemoPicture } from '../demo/pictures';
import { withLocalStore } from '../local/netlify-local';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Empties every store (of HSA_STORE_NAMESPACE's, when set); a few deletes at a time: a store with years of data
 * (the bench's) has tens of thousands of keys.
 */
export async function wipeAll(parallel = 50): Promise<void> {
  for (const name of STORE_NAMES) {
    const store = openStore(name);
    const keys = await listKeys(store, '');
    for (let start = 0; start < keys.length; start += parallel)
      await Promise.all(keys.slice(start, start + parallel).map((key) => store.delete(key)));
  }
}

async function isEmpty(): Promise<boolean> {
  return (await listUsers()).length === 0 && (await listKeys(openStore('formations'), '')).length === 0;
}

/**
 * A seed says it began before its first write and that it ended after its last, so that a start stopped
 * half-way (Ctrl+C, a crash) is told from a maintainer's own data: the next start seeds again from empty.
 */
const SEED_KEY = keyOf('meta', 'demo-seed');
const seedState = z.object({ state: z.enum(['seeding', 'seeded']), at: z.string() });
const markSeed = (state: 'seeding' | 'seeded') => putRecord(openStore('pages'), SEED_KEY, { state, at: new Date().toISOString() });

/** Whether the store holds a seed that was stopped before it ended. */
async function isHalfSeeded(): Promise<boolean> {
  return (await readRecord(openStore('pages', { strong: true }), SEED_KEY, seedState, { strong: true }))?.state === 'seeding';
}

/** The demo accounts were made before the demo's history, as the two-officer rule reads account ages. */
const DEMO_ACCOUNTS_AGE_DAYS = 365;

export interface SeedReport {
  users: number;
  grades: number;
  committees: number;
  events: number;
  photos: number;
  submissions: number;
}

/** Seeds the demo data; with reset, wipes every store first. False when the store already had data. */
export async function seedDemoData({ reset }: { reset: boolean }): Promise<SeedReport | false> {
  if (reset || (await isHalfSeeded())) await wipeAll();
  else if (!(await isEmpty())) return false;
  await markSeed('seeding');

  const now = new Date();
  let photoCount = 0;
  // Each photo gets its own create date, a second apart, so their order is stable.
  const addPhoto = async (type: StoredPhotoType, itemId: string, picture: string) => {
    photoCount += 1;
    return storePhoto({
      type,
      item_id: itemId,
      title: `${picture}.jpg`,
      contentType: 'image/jpeg',
      bytes: readDemoPicture(picture),
      createDate: new Date(now.getTime() - 3_600_000 + photoCount * 1000),
    });
  };

  const accountsMadeAt = new Date(now.getTime() - DEMO_ACCOUNTS_AGE_DAYS * DAY);
  for (const user of DEMO_USERS) await saveUser(user, accountsMadeAt);

  const grades = demoGrades(now);
  const committees = demoCommittees(now);
  await Promise.all([...grades, ...committees].map(putFormation));
  for (const grade of grades.filter((grade) => GRADE_COVERS[grade.slug])) {
    await addPhoto('grade', grade._id, GRADE_COVERS[grade.slug]!);
    await refreshItemPhotos('grade', grade._id);
  }
  for (const committee of committees.filter((committee) => COMMITTEE_GALLERIES[committee.slug])) {
    for (const picture of COMMITTEE_GALLERIES[committee.slug]!) await addPhoto('committee', committee._id, picture);
    await refreshItemPhotos('committee', committee._id);
  }

  const events = demoEvents(now);
  for (const { event, photos, sheet } of events) {
    await putEvent(event);
    if (sheet) {
      await putRecord(signupsStore(), sheetKey(event.id), sheet);
      await ensureDueMarker(event.id, event.startDt);
    }
    for (const picture of photos) await addPhoto('event', event.id, picture);
    if (photos.length) await refreshItemPhotos('event', event.id);
  }

  const homePhotos = [];
  for (const picture of HOME_PICTURES) homePhotos.push(await addPhoto('page', 'home', picture));
  await putHomeImages(homePhotos.map((photo) => photo.src));
  await putBoardMembers(demoBoard());

  // Through submit-form's own schema, so the demo rows are what a real submission stores.
  const schema = submissionSchema({ activities: volunteerActivityOptions(committees, school.generalVolunteerActivities) });
  const submissions = demoSubmissions(now);
  for (const demo of submissions) {
    const input = schema.parse({ form_type: demo.formType, form_data: demo.formData });
    const names = (demo.formData.receipts as string[] | undefined) ?? [];
    const receipts = names.map((name, index) => checkReceipt({ name, bytes: readDemoPicture(RECEIPT_PICTURE) }, index));
    const stored = await saveSubmission(input, receipts, {
      at: new Date(now.getTime() - demo.daysAgo * DAY),
      status: demo.read ? 'COMPLETE' : 'INCOMPLETE',
    });
    for (const [index, { daysAgo, by, move }] of (demo.moves ?? []).entries()) {
      const at = new Date(now.getTime() - daysAgo * DAY);
      // A demo check is dated the day of its payment.
      const dated =
        move.stage === 'paid'
          ? { ...move, checks: move.checks.map((check) => ({ ...check, date: schoolDay(at.toISOString()) ?? '' })) }
          : move;
      const officer = DEMO_USERS.find((user) => user.userId === by);
      if (!officer) throw new Error(`The demo move's officer '${by}' is no demo user.`);
      await moveReimbursement(stored._id, index + 1, dated, { id: by, name: officer.name, createdAt: accountsMadeAt.toISOString() }, at);
    }
  }
  await markSeed('seeded');

  return {
    users: DEMO_USERS.length,
    grades: grades.length,
    committees: committees.length,
    events: events.length,
    photos: photoCount,
    submissions: submissions.length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const reset = process.argv.includes('--reset');
  const report = await withLocalStore(() => seedDemoData({ reset }));
  console.log(
    report
      ? `Seeded the local store: ${Object.entries(report)
          .map(([what, count]) => `${count} ${what}`)
          .join(', ')}.`
      : 'The local store already has data; nothing to do. Use `npm run seed -- --reset` to start over.',
  );
}
