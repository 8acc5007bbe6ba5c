import { useId, useState, type ChangeEvent } from 'react';
import { notifyError } from '../../shared/notify';
import { uploadPagePhoto } from './content-api';
import { Icon } from '../../shared/ui/Icon';
import { prepareImage } from '../photos';
import { CONTENT_MESSAGES } from './content-messages';

interface PagePhotoPickerProps {
  item: 'home' | 'board';
  label: string;
  disabled?: boolean;
  /** The stored photo's URL, once resized (SPEC section 5) and uploaded. */
  onUploaded: (url: string, title: string) => void;
}

/** Chooses an image, resizes it by the spec's rules and uploads it as a page photo. */
export function PagePhotoPicker({ item, label, disabled = false, onUploaded }: PagePhotoPickerProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const { src } = await uploadPagePhoto(item, await prepareImage(file), file.name);
      onUploaded(src, file.name);
    } catch (error) {
      notifyError(CONTENT_MESSAGES.uploadFailed, error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="page-photo-picker">
      <label htmlFor={id} className={disabled || busy ? 'button button--ghost button--disabled' : 'button button--ghost'} aria-disabled={disabled || busy}>
        <Icon name="add" /> {busy ? 'Uploading…' : label}
      </label>
      <input id={id} className="visually-hidden" type="file" accept="image/*" disabled={disabled || busy} onChange={choose} />
    </span>
  );
}
