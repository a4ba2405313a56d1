import { useState } from 'react';
import { initials } from '../lib/format.ts';

const SIZES = { sm: 'size-8 text-xs', md: 'size-9 text-sm', lg: 'size-20 text-2xl' } as const;

/**
 * Decorative: the name it stands for is always written next to it. Shows the photo when there is
 * one and it loads; otherwise the initials (spec section 9).
 */
export function Avatar({
  name,
  imageUrl,
  size = 'md',
}: {
  name: string;
  imageUrl?: string | null;
  size?: keyof typeof SIZES;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = SIZES[size];
  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        className={`${box} shrink-0 rounded-full object-cover`}
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700`}
    >
      {initials(name) || '?'}
    </span>
  );
}
