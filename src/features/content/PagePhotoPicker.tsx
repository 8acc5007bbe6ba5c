import { useId, type ChangeEvent } from 'react';
import { Icon } from '../../shared/ui/Icon';
import { useUploadPagePhoto } from './api/use-upload-page-photo';
import { CONTENT_TEXT } from './content-messages';

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
  const upload = useUploadPagePhoto(item);
  const busy = upload.isPending;
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file, { onSuccess: ({ src }) => onUploaded(src, file.name) });
  }
  return (
    <span className="page-photo-picker">
      <label
        htmlFor={id}
        className={disabled || busy ? 'button button--ghost button--disabled' : 'button button--ghost'}
        aria-disabled={disabled || busy}
      >
        <Icon name="add" /> {busy ? CONTENT_TEXT.uploading : label}
      </label>
      <input id={id} className="visually-hidden" type="file" accept="image/*" disabled={disabled || busy} onChange={choose} />
    </span>
  );
}
