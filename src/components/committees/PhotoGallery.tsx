import { useState } from 'react';
import type { Photo } from '../../domain/photo';

/** A thumbnail grid; a thumbnail shows that image alone, and 'View All' returns to the grid. */
export function PhotoGallery({ photos, emptyText }: { photos: Photo[]; emptyText: string }) {
  const [selected, setSelected] = useState<Photo | null>(null);
  if (photos.length === 0) return <p className="photo-gallery__empty">{emptyText}</p>;
  if (selected) {
    return (
      <div className="photo-gallery__single">
        <img src={selected.src} alt={selected.title} />
        <button type="button" className="button button--ghost" onClick={() => setSelected(null)}>
          View All
        </button>
      </div>
    );
  }
  return (
    <ul className="photo-gallery" role="list">
      {photos.map((photo) => (
        <li key={photo._id}>
          <button type="button" className="photo-gallery__thumb" onClick={() => setSelected(photo)}>
            <img src={photo.src} alt={photo.title} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
