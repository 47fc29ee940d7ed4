import { ImageOff } from '../icons';
import { useEffect, useRef, useState } from 'react';
import { photoAttributes, type PhotoLayoutName } from '../../lib/photos';

interface Props {
  /** The photo's link as the catalogue has it; the page asks the shop's own address for it. */
  src: string | null | undefined;
  /** Where the photo sits, for `srcset` and `sizes` (~/lib/photos). */
  layout: PhotoLayoutName;
  /** The photo's main colour, painted in its box while it loads. */
  color?: string | null;
  alt: string;
  className?: string;
  /** 'Imagen no disponible' on cards, 'No Image' on the product page (docs/product.md §8). */
  fallbackText: string;
  priority?: boolean;
  small?: boolean;
  width?: number;
  height?: number;
}

/**
 * An image with the spec's placeholder when it fails. A failure can happen before React hydrates
 * (onError then never fires), so the element is checked once mounted as well.
 */
export function ProductImage({ src, layout, color, alt, className = '', fallbackText, priority = false, small = false, width = 800, height = 600 }: Props) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    setFailed(!src);
  }, [src]);

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && src) setFailed(true);
  }, [src]);

  if (failed || !src) {
    return (
      <div className={`flex flex-col items-center justify-center gap-1 bg-stone-100 text-stone-600 ${className}`} role="img" aria-label={fallbackText}>
        <ImageOff aria-hidden className={small ? 'h-4 w-4' : 'h-8 w-8'} />
        {small ? null : <span className="text-xs font-medium">{fallbackText}</span>}
      </div>
    );
  }
  return (
    <img
      ref={ref}
      {...photoAttributes(src, layout)}
      style={color ? { backgroundColor: color } : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={`bg-stone-100 object-cover ${className}`}
    />
  );
}
