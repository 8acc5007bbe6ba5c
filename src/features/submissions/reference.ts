/**
 * The short reference a person quotes (docs/decisions/055): `HSA-2026-0142`, the year the form was sent (the
 * school's time zone) and its number in that year, at least four digits. Rows stored before references
 * have none: they are shown by their id, as before.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { EVENT_TIME_ZONE } from '../events';

export const REFERENCE_PATTERN = /^HSA-\d{4}-\d{4,}$/;

/** The year a reference counts in: the school's, so a form sent on New Year's Eve at 9 p.m. counts in the old one. */
export const referenceYear = (at: Date): string => format(at, 'yyyy', { in: tz(EVENT_TIME_ZONE) });

/** 'HSA-2026-0142' for the 142nd form of 2026. */
export const formatReference = (year: string, number: number): string => `HSA-${year}-${String(number).padStart(4, '0')}`;

/** What a row is quoted by: its reference, or its id when it was stored before references. */
export const referenceOf = (row: { _id: string; reference?: string }): string => row.reference ?? row._id;
