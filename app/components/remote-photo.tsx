// A decorative picture from another site (Google reviews, the team's photos, the catalogue's
// images): lazy, decoded off the main thread, sent without a referrer, no text of its own.
import type { ImgHTMLAttributes } from 'react';

export function RemotePhoto(props: ImgHTMLAttributes<HTMLImageElement>) {
  return <img alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" {...props} />;
}
