import { useId, useState, type ChangeEvent } from 'react';
import { addImages, toggleImageRemoval, type EditorImage } from './editor-images';
import { Icon } from '../../shared/ui/Icon';
import { prepareImage } from './resize-image-file';
import './image-uploader.css';

export interface ImageUploaderProps {
  label: string;
  images: EditorImage[];
  single: boolean;
  onChange: (images: EditorImage[]) => void;
}

let localKey = 0;

/** Choose images (resized before upload), mark stored ones for removal, undo that (SPEC section 4). */
export function ImageUploader({ label, images, single, onChange }: ImageUploaderProps) {
  const inputId = useId();
  const [problem, setProblem] = useState('');

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const added: EditorImage[] = [];
    let refused = 0;
    for (const file of files) {
      try {
        added.push({ key: `new-${(localKey += 1)}`, src: await prepareImage(file), title: file.name, remove: false });
      } catch {
        refused += 1;
      }
    }
    setProblem(
      refused
        ? `${refused === 1 ? 'One file was' : `${refused} files were`} not an image and ${refused === 1 ? 'was' : 'were'} left out.`
        : '',
    );
    if (added.length) onChange(addImages(images, added, single));
  }

  return (
    <fieldset className="image-uploader">
      <legend>{label}</legend>
      <label htmlFor={inputId} className="button button--ghost">
        <Icon name="add" /> {single ? 'Choose image' : 'Add images'}
      </label>
      <input id={inputId} className="visually-hidden" type="file" accept="image/*" multiple={!single} onChange={choose} />
      {problem && (
        <p className="image-uploader__problem" role="alert">
          {problem}
        </p>
      )}
      {images.length > 0 && (
        <ul className="image-uploader__list" role="list">
          {images.map((image) => (
            <li key={image.key} className={image.remove ? 'image-uploader__item image-uploader__item--removed' : 'image-uploader__item'}>
              <img src={image.src} alt={image.title} />
              <span className="image-uploader__state">{image.remove ? 'Will be removed' : image._id ? 'Saved' : 'New'}</span>
              <button type="button" className="icon-button" onClick={() => onChange(toggleImageRemoval(images, image.key))}>
                <Icon name={image.remove ? 'undo' : 'delete'} />
                <span className="visually-hidden">{image.remove ? `Keep ${image.title}` : `Remove ${image.title}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
