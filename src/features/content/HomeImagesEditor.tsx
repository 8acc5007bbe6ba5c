import { useState } from 'react';
import type { VersionedList } from '../../shared/api-client';
import { saveHomeImages } from './content-api';
import { MAX_HOME_IMAGES } from './site-content-schema';
import { CONTENT_MESSAGES } from './content-messages';
import { OrderButtons } from './OrderButtons';
import { PagePhotoPicker } from './PagePhotoPicker';
import { moveItem } from './reorder';
import { useSave } from './use-save';

/** The home banner's images (at most 3): upload, order, remove; shown on the home page once saved. */
export function HomeImagesEditor({ initial }: { initial: VersionedList<string> }) {
  const [images, setImages] = useState(initial.list);
  const [version, setVersion] = useState(initial.version);
  const { busy, run } = useSave();
  async function save() {
    const saved = await run(() => saveHomeImages(images, version), CONTENT_MESSAGES.homeSaved);
    if (saved) setVersion(saved.version);
  }
  const full = images.length >= MAX_HOME_IMAGES;
  return (
    <div className="content-section" aria-busy={busy}>
      <p className="content-section__hint">Up to {MAX_HOME_IMAGES} images, shown in this order on the home page. Large photos are made smaller before upload.</p>
      <ol className="content-images" role="list">
        {images.map((url, index) => (
          <li key={url} className="content-images__item">
            <img src={url} alt={`Home image ${index + 1}`} width={160} height={107} />
            <OrderButtons name={`home image ${index + 1}`} index={index} count={images.length} onMove={(step) => setImages(moveItem(images, index, step))} onRemove={() => setImages(images.filter((other) => other !== url))} />
          </li>
        ))}
      </ol>
      <div className="content-section__actions">
        <PagePhotoPicker item="home" label={full ? `At most ${MAX_HOME_IMAGES} images` : 'Add a home image'} disabled={full} onUploaded={(url) => setImages([...images, url])} />
        <button type="button" className="button" disabled={busy} onClick={() => void save()}>
          Save home images
        </button>
      </div>
    </div>
  );
}
