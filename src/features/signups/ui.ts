/** The sign-ups feature's components that other features render: the event popup's "Volunteer" section and the lists' "Volunteers needed" mark. */
export { preloadSheetSlots, VolunteerSheet } from './ui/VolunteerSheet';
export { VolunteersWantedTag } from './ui/VolunteersWantedTag';
export { SignupsTextProvider, useSignupsText } from './signups-text-context';
