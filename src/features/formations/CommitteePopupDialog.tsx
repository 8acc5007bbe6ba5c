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
import { useLang } from '../../shared/i18n/text-context';
import { OfficerText } from '../../shared/i18n/OfficerText';
import { langAttributeOf, officerText } from '../../shared/i18n/officer-text';
import { committeeUrl } from './use-committee-address';
import { useFormationsText } from './formations-text-context';
import type { CommitteePopupProps } from './CommitteePopup';
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
  const t = useFormationsText().popup;
  const lang = useLang();
  const committee = useCommittee(slug);
  const photos = usePhotos('committee', committee.data?._id ?? null, committee.data?.image_count ?? 0);
  const state: PopupState = committee.isError
    ? { status: 'empty', notFound: committee.error instanceof ApiError && [400, 404].includes(committee.error.status) }
    : committee.data && photos.data
      ? { status: 'loaded', committee: committee.data, photos: photos.data }
      : { status: 'loading' };

  useEffect(() => {
    if (committee.error) notifyError(t.loadError, committee.error, { containerId: COMMITTEE_POPUP_TOASTS });
  }, [committee.error, t.loadError]);

  // The title in the page's language where the committee has one (docs/decisions/093); it names the dialog.
  const title = state.status === 'loaded' ? officerText(state.committee.title, state.committee.title_es, lang) : undefined;

  return (
    <Modal open={slug !== null} onClose={onClose} labelledBy="committee-popup-title" className="committee-popup">
      <Toaster containerId={COMMITTEE_POPUP_TOASTS} />
      <button type="button" className="icon-button modal__close" onClick={onClose}>
        <Icon name="close" />
        <span className="visually-hidden">{t.close}</span>
      </button>
      <div className="committee-popup__body" aria-busy={state.status === 'loading'}>
        <span className="committee-popup__initial" aria-hidden="true">
          {committeeInitial(title?.text)}
        </span>
        <h2 id="committee-popup-title" lang={title && langAttributeOf(lang, title)}>
          {title?.text ?? (state.status === 'empty' ? t.noInformation : t.committee)}
        </h2>
        {state.status === 'loading' && <Spinner className="committee-popup__spinner" label={t.loading} />}
        {state.status === 'loaded' && <CommitteeDetails committee={state.committee} photos={state.photos} />}
        {state.status === 'empty' && state.notFound && (
          <div className="committee-popup__missing">
            <p>{t.notFound}</p>
            <button type="button" className="button" onClick={onClose}>
              {t.seeAll}
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}

function CommitteeDetails({ committee, photos }: { committee: Formation; photos: Photo[] }) {
  const t = useFormationsText().popup;
  const lang = useLang();
  // Officers' texts without a Spanish version are English: marked so on a Spanish page (docs/decisions/068, 070).
  const officers = lang === 'es' ? 'en' : undefined;
  return (
    <>
      {committee.description && (
        <p className="committee-popup__description">
          <OfficerText en={committee.description} es={committee.description_es} />
        </p>
      )}
      <CopyLinkButton url={committeeUrl(committee.slug, lang)} what={t.shareWhat} className="committee-popup__share" />
      <LinkPills links={committee.links} className="committee-popup__links" />
      <h3>{t.leadership}</h3>
      <ul className="committee-popup__leaders" role="list">
        {committee.leadership.map((leader, index) =>
          isPendingLeader(leader) ? (
            <li key={index} className="leader-card leader-card--pending">
              {leader.position.toLowerCase() === 'pending' ? (
                <span className="leader-card__position">{t.openPosition}</span>
              ) : (
                <span className="leader-card__position" lang={officers}>
                  {leader.position}
                </span>
              )}
              <strong>{t.pending}</strong>
            </li>
          ) : (
            <li key={index} className="leader-card">
              <span className="leader-card__position" lang={officers}>
                {leader.position}
              </span>
              <strong lang={officers}>{leader.name}</strong>
              {leader.email && <a href={`mailto:${leader.email}`}>{leader.email}</a>}
            </li>
          ),
        )}
      </ul>
      <h3>{t.gallery}</h3>
      <PhotoGallery photos={photos} emptyText={t.noImages} />
    </>
  );
}
