/** Volunteer activity options served by /v1/api/datasource/volunteer-activities. */
import type { VolunteerActivity } from '../../src/domain/page-content';

export const DEMO_ACTIVITIES: VolunteerActivity[] = [
  'Book Fair',
  'Fall Festival',
  'Fun Run',
  'Hospitality',
  'Lunch Duty',
  'Recess Monitor',
  'Spring Gala & Auction',
  'Teacher Appreciation',
].map((name) => ({ name, value: name.toLowerCase().replace(/[^a-z]+/g, '-') }));
