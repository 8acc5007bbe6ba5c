import { useEffect, useRef, useState } from 'react';
import type { Photo } from './photo';
import './photo-gallery.css';

/**
 * A thumbnail grid; a thumbnail shows that image alone, and 'View All' returns to the grid. Focus follows:
 * to 'View All' when one image opens, back to its thumbnail on return (WCAG 2.4.3).
 */
export function PhotoGallery({ photos, emptyText }: { photos: Photo[]; emptyText: string }) {
  const [selected, setSelected] = useState<Photo | null>(null);
  const lastShown = useRef<string | null>(null);
  const viewAll = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (selected) {
      lastShown.current = selected._id;
      viewAll.current?.focus();
    } else if (lastShown.current) {
      grid.current?.querySelector<HTMLButtonElement>(`[data-photo="${lastShown.current}"]`)?.focus();
    }
  }, [selected]);

  if (photos.length === 0) return <p className="photo-gallery__empty">{emptyText}</p>;
  if (selected) {
    return (
      <div className="photo-gallery__single">
        <img src={selected.src} alt={selected.title} />
        <button ref={viewAll} type="button" className="button button--ghost" onClick={() => setSelected(null)}>
          View All
        </button>
      </div>
    );
  }
  return (
    <ul ref={grid} className="photo-gallery" role="list">
      {photos.map((photo) => (
        <li key={photo._id}>
          <button type="button" className="photo-gallery__thumb" data-photo={photo._id} onClick={() => setSelected(photo)}>
            <img src={photo.src} alt={photo.title} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
