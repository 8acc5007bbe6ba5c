import { useEffect, useState } from 'react';
import { loadPublicHomeImages } from './content-api';
import './home.css';

/** The home images are served at this size (SPEC, Home: '/m/1024x0' added to each base URL). */
export const HOME_IMAGE_SIZE = '/m/1024x0';

/** Up to 3 home images under the welcome text; their space is held while they load (no layout shift). */
export default function HomeBanner() {
  const [images, setImages] = useState<string[]>([]);
  useEffect(() => {
    loadPublicHomeImages()
      .then((urls) => setImages(urls.slice(0, 3)))
      .catch((error: unknown) => console.error('[EG03] home images failed to load', error));
  }, []);
  return (
    <ul className="home-banner__images" role="list">
      {images.map((url, index) => (
        <li key={url}>
          <img src={`${url}${HOME_IMAGE_SIZE}`} alt={`School life, photo ${index + 1} of ${images.length}`} width={1024} height={683} loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : 'auto'} />
        </li>
      ))}
    </ul>
  );
}
