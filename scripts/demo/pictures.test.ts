import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '../../src/features/content/site-content';
import { DEMO_SCENES } from './art/scenes';
import { demoBoard } from './board';
import { demoCommittees } from './committees';
import { demoEvents } from './events';
import { demoGrades } from './grades';
import {
  COMMITTEE_GALLERIES,
  demoPictureNames,
  GRADE_COVERS,
  HOME_PICTURES,
  PHOTO_DIR,
  RECEIPT_PICTURE,
  readDemoPicture,
} from './pictures';

const now = new Date('2026-11-15T12:00:00Z');
const events = demoEvents(now);

describe('demo pictures', () => {
  it('every picture the demo names is a small JPEG on disk', () => {
    const named = [
      ...events.flatMap(({ photos }) => photos),
      ...Object.values(GRADE_COVERS),
      ...Object.values(COMMITTEE_GALLERIES).flat(),
      ...HOME_PICTURES,
      RECEIPT_PICTURE,
    ];
    const onDisk = new Set(demoPictureNames());
    for (const name of new Set(named)) {
      expect(onDisk.has(name), `${name}.jpg`).toBe(true);
      // The upload path and the photo store check JPEG magic bytes.
      expect([...readDemoPicture(name).slice(0, 3)], `${name}.jpg starts as a JPEG`).toEqual([0xff, 0xd8, 0xff]);
      expect(statSync(path.join(PHOTO_DIR, `${name}.jpg`)).size, `${name}.jpg size`).toBeLessThan(60 * 1024);
    }
  });

  it('each drawn scene has its JPEG and each JPEG its scene (the pictures are redrawn from the scenes)', () => {
    expect(demoPictureNames()).toEqual(Object.keys(DEMO_SCENES).sort());
  });

  it("every demo event's pictures are its own: no two events share one", () => {
    const owner = new Map<string, string>();
    for (const { event, photos } of events)
      for (const picture of photos) {
        expect(owner.get(picture) ?? event.title, `${picture} shown by ${event.title}`).toBe(event.title);
        owner.set(picture, event.title);
      }
    expect(owner.size).toBeGreaterThan(20);
    expect(events.find(({ event }) => event.title === 'Book Fair')?.photos.every((name) => name.startsWith('book-fair'))).toBe(true);
  });

  it('grade covers, committee galleries and home pictures name real grades and committees, and never an event of another theme', () => {
    const grades = new Set(demoGrades(now).map((grade) => grade.slug));
    for (const slug of Object.keys(GRADE_COVERS)) expect(grades.has(slug), slug).toBe(true);
    const committees = demoCommittees(now);
    const eventPictures = new Map(events.flatMap(({ event, photos }) => photos.map((picture) => [picture, event.slug] as const)));
    for (const [slug, pictures] of Object.entries(COMMITTEE_GALLERIES)) {
      const committee = committees.find((candidate) => candidate.slug === slug);
      expect(committee, slug).toBeDefined();
      // A committee may show the pictures of the event it runs (the gala committee the gala's), no other event's.
      for (const picture of pictures) {
        const event = eventPictures.get(picture);
        if (event) expect(event, `${picture} in the ${slug} gallery`).toMatch(new RegExp(`^${slug}`));
      }
    }
    for (const picture of [...HOME_PICTURES, ...Object.values(GRADE_COVERS)]) expect(eventPictures.has(picture), picture).toBe(false);
  });
});

describe('demo board', () => {
  it('has no portraits (About Us draws initials) and the volunteer coordinator the Volunteers page names', () => {
    const board = demoBoard();
    expect(board).toHaveLength(8);
    expect(board.every((member) => member.image === '')).toBe(true);
    const coordinator = board.find((member) => member.title === 'Volunteer Coordinator');
    expect(coordinator).toEqual({ ...DEFAULT_SITE_CONTENT.volunteerCoordinator, title: 'Volunteer Coordinator', title_es: '', image: '' });
    expect(new Set(board.map((member) => member.email)).size).toBe(8);
    for (const member of board) expect(member.email.split('@')[1]).toBe(DEFAULT_SITE_CONTENT.hsaEmail.split('@')[1]);
  });
});
