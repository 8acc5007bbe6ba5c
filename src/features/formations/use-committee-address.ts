import { pathSegment, usePopupAddress } from '../../shared/address';

const COMMITTEES_PATH = '/committees';

/** The shareable address of a committee's popup. */
export const committeeUrl = (slug: string): string => `${window.location.origin}${COMMITTEES_PATH}/${encodeURIComponent(slug)}`;

const committeeSlugFromPath = () => pathSegment('committees');

/**
 * Which committee's popup is open, kept in the address: /committees/{slug} opens it cold, opening one from the
 * list pushes its address so it can be shared, and Back closes it.
 */
export function useCommitteeAddress() {
  const { openId, open, close } = usePopupAddress(COMMITTEES_PATH, committeeSlugFromPath);
  return { openSlug: openId, open, close };
}
