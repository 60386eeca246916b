// An <img> source for an event image that works offline: the device's copy (image-cache.ts) as an
// object URL, fetched and kept on first sight; the plain address only if that fails (the service
// worker may still have it). Null while the image is being found.
import { useEffect, useState } from 'react';
import { loadImage } from './image-cache';

export function useCachedImage(url: string | null): string | null {
  const [found, setFound] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    let created: string | null = null;
    void loadImage(url).then((blob) => {
      if (cancelled) return;
      created = blob ? URL.createObjectURL(blob) : null;
      setFound({ url, src: created ?? url });
    });
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  if (!url || found?.url !== url) return null;
  return found.src;
}
