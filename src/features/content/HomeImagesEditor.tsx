import { useState } from 'react';
import { useUnsavedChanges } from '../../shared/admin/leave-guard';
import { sameValues } from '../../shared/admin/AdminEditor';
import { useSaveHomeImages } from './api/use-save-home-images';
import { CONTENT_TEXT } from './content-messages';
import { OrderButtons } from './OrderButtons';
import { PagePhotoPicker } from './PagePhotoPicker';
import { moveItem } from './reorder';
import { MAX_HOME_IMAGES } from './site-content-schema';

interface HomeImagesEditorProps {
  initial: readonly string[];
  /** The version of the stored list, which a save names (DESIGN section 5); a save brings the next one. */
  version: number;
}

/**
 * The home banner's images (at most 3): upload, order, remove; shown on the home page once saved. Until it
 * is saved every way out asks first.
 */
export function HomeImagesEditor({ initial, version }: HomeImagesEditorProps) {
  const [images, setImages] = useState(initial);
  useUnsavedChanges(!sameValues(images, initial));
  const save = useSaveHomeImages();
  const full = images.length >= MAX_HOME_IMAGES;
  return (
    <div className="content-section" aria-busy={save.isPending}>
      <p className="content-section__hint">{CONTENT_TEXT.homeHint(MAX_HOME_IMAGES)}</p>
      <ol className="content-images">
        {images.map((url, index) => (
          <li key={url} className="content-images__item">
            <img src={url} alt={CONTENT_TEXT.homeImage(index + 1)} width={160} height={107} />
            <OrderButtons
              name={CONTENT_TEXT.homeImageName(index + 1)}
              index={index}
              count={images.length}
              onMove={(step) => setImages(moveItem(images, index, step))}
              onRemove={() => setImages(images.filter((other) => other !== url))}
            />
          </li>
        ))}
      </ol>
      <div className="content-section__actions">
        <PagePhotoPicker
          item="home"
          label={full ? CONTENT_TEXT.homeFull(MAX_HOME_IMAGES) : CONTENT_TEXT.addHomeImage}
          disabled={full}
          onUploaded={(url) => setImages([...images, url])}
        />
        <button type="button" className="button" disabled={save.isPending} onClick={() => save.mutate({ images: [...images], version })}>
          {CONTENT_TEXT.saveHome}
        </button>
      </div>
    </div>
  );
}
