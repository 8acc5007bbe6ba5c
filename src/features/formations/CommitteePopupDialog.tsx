import { useEffect } from 'react';
import { ApiError } from '../../shared/api-client';
import { useCommittee } from './api/use-committee';
import { notifyError } from '../../shared/notify';
import { committeeInitial } from './committee';
import { isPendingLeader, type Formation } from './formation';
import type { Photo } from '../photos';
import { CopyLinkButton } from '../../shared/ui/CopyLinkButton';
import { Icon } from '../../shared/ui/Icon';
import { LinkPills } from '../../shared/ui/LinkPills';
import { Modal } from '../../shared/ui/Modal';
import { PhotoGallery, usePhotos } from '../photos/ui';
import { Spinner } from '../../shared/ui/Spinner';
import { Toaster } from '../../shared/ui/Toaster';
import { committeeUrl } from './use-committee-address';
import type { CommitteePopupProps } from './CommitteePopup';

const COMMITTEE_LOAD_ERROR = 'Sorry, We are unable to retrieve this committee';
/** A shared or old link to a committee that is gone (renamed or removed). */
const COMMITTEE_NOT_FOUND_TEXT = 'There is no committee at this address: it may have been renamed or removed.';
/** The popup's own Toaster: a toast of the page's would sit under the open dialog (src/shared/notify.ts). */
const COMMITTEE_POPUP_TOASTS = 'committee-popup';

type PopupState =
  { status: 'loading' } | { status: 'empty'; notFound: boolean } | { status: 'loaded'; committee: Formation; photos: Photo[] };

/**
 * The committee popup (SPEC, Committee popup): opened by slug, loads the committee and its photos, then
 * shows them with a link to share, or fails (an unknown slug says so kindly and leads back to the list).
 * Its code loads when a popup first opens (CommitteePopup.tsx).
 */
export default function CommitteePopupDialog({ slug, onClose }: CommitteePopupProps) {
  const committee = useCommittee(slug);
  const photos = usePhotos('committee', committee.data?._id ?? null, committee.data?.image_count ?? 0);
  const state: PopupState = committee.isError
    ? { status: 'empty', notFound: committee.error instanceof ApiError && [400, 404].includes(committee.error.status) }
    : committee.data && photos.data
      ? { status: 'loaded', committee: committee.data, photos: photos.data }
      : { status: 'loading' };

  useEffect(() => {
    if (committee.error) notifyError(COMMITTEE_LOAD_ERROR, committee.error, { containerId: COMMITTEE_POPUP_TOASTS });
  }, [committee.error]);

  const title = state.status === 'loaded' ? state.committee.title : undefined;

  return (
    <Modal open={slug !== null} onClose={onClose} labelledBy="committee-popup-title" className="committee-popup">
      <Toaster containerId={COMMITTEE_POPUP_TOASTS} />
      <button type="button" className="icon-button modal__close" onClick={onClose}>
        <Icon name="close" />
        <span className="visually-hidden">Close</span>
      </button>
      <div className="committee-popup__body" aria-busy={state.status === 'loading'}>
        <span className="committee-popup__initial" aria-hidden="true">
          {committeeInitial(title)}
        </span>
        <h2 id="committee-popup-title">{title ?? (state.status === 'empty' ? 'No Committee Information' : 'Committee')}</h2>
        {state.status === 'loading' && <Spinner className="committee-popup__spinner" label="Loading committee" />}
        {state.status === 'loaded' && <CommitteeDetails committee={state.committee} photos={state.photos} />}
        {state.status === 'empty' && state.notFound && (
          <div className="committee-popup__missing">
            <p>{COMMITTEE_NOT_FOUND_TEXT}</p>
            <button type="button" className="button" onClick={onClose}>
              See all committees
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}

function CommitteeDetails({ committee, photos }: { committee: Formation; photos: Photo[] }) {
  return (
    <>
      {committee.description && <p className="committee-popup__description">{committee.description}</p>}
      <CopyLinkButton url={committeeUrl(committee.slug)} what="the committee" className="committee-popup__share" />
      <LinkPills links={committee.links} className="committee-popup__links" />
      <h3>Leadership</h3>
      <ul className="committee-popup__leaders" role="list">
        {committee.leadership.map((leader, index) =>
          isPendingLeader(leader) ? (
            <li key={index} className="leader-card leader-card--pending">
              <span className="leader-card__position">
                {leader.position.toLowerCase() === 'pending' ? 'Open position' : leader.position}
              </span>
              <strong>PENDING</strong>
            </li>
          ) : (
            <li key={index} className="leader-card">
              <span className="leader-card__position">{leader.position}</span>
              <strong>{leader.name}</strong>
              {leader.email && <a href={`mailto:${leader.email}`}>{leader.email}</a>}
            </li>
          ),
        )}
      </ul>
      <h3>Image Gallery</h3>
      <PhotoGallery photos={photos} emptyText="Currently No Images For This Committee" />
    </>
  );
}
