import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { addImages, coverKey, moveImage, toggleImageRemoval, type EditorImage } from './editor-images';
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

/**
 * Choose images (resized before upload), mark stored ones for removal, undo that (SPEC section 4). With
 * several images the first kept one is marked as the cover, and each moves earlier or later by its buttons,
 * focus staying on the button pressed (docs/decisions/056).
 */
export function ImageUploader({ label, images, single, onChange }: ImageUploaderProps) {
  const inputId = useId();
  const [problem, setProblem] = useState('');
  const [moved, setMoved] = useState<{ key: string; step: -1 | 1; said: string } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const cover = single ? undefined : coverKey(images);

  // The button pressed keeps the focus as its image moves; at the end of the list, the other one takes it.
  useEffect(() => {
    if (!moved) return;
    const button = (step: number) => list.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.key}:${step}"]`);
    const pressed = button(moved.step);
    (pressed && !pressed.disabled ? pressed : button(-moved.step))?.focus();
  }, [moved]);

  function move(image: EditorImage, step: -1 | 1) {
    const next = moveImage(images, image.key, step);
    const position = next.findIndex((candidate) => candidate.key === image.key) + 1;
    onChange(next);
    setMoved({ key: image.key, step, said: `${image.title} moved to place ${position} of ${next.length}.` });
  }

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
      {!single && images.length > 1 && (
        <p className="image-uploader__hint">The first image is the cover. Move images to change the order.</p>
      )}
      {images.length > 0 && (
        <ul ref={list} className="image-uploader__list" role="list">
          {images.map((image, index) => (
            <li key={image.key} className={image.remove ? 'image-uploader__item image-uploader__item--removed' : 'image-uploader__item'}>
              {image.key === cover && <span className="image-uploader__cover">Cover</span>}
              <img src={image.src} alt={image.title} />
              <span className="image-uploader__state">{image.remove ? 'Will be removed' : image._id ? 'Saved' : 'New'}</span>
              <span className="image-uploader__actions">
                {!single && (
                  <button
                    type="button"
                    className="icon-button"
                    data-move={`${image.key}:-1`}
                    disabled={index === 0}
                    onClick={() => move(image, -1)}
                  >
                    <Icon name="chevron_left" />
                    <span className="visually-hidden">Move {image.title} earlier</span>
                  </button>
                )}
                <button type="button" className="icon-button" onClick={() => onChange(toggleImageRemoval(images, image.key))}>
                  <Icon name={image.remove ? 'undo' : 'delete'} />
                  <span className="visually-hidden">{image.remove ? `Keep ${image.title}` : `Remove ${image.title}`}</span>
                </button>
                {!single && (
                  <button
                    type="button"
                    className="icon-button"
                    data-move={`${image.key}:1`}
                    disabled={index === images.length - 1}
                    onClick={() => move(image, 1)}
                  >
                    <Icon name="chevron_right" />
                    <span className="visually-hidden">Move {image.title} later</span>
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {moved?.said}
      </p>
    </fieldset>
  );
}
