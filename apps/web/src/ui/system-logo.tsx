import { FALLBACK_BRAND, PRODUCT_NAME } from '@competencyhub/domain/constants';
import type { LogoDisplaySize } from '@competencyhub/domain/schemas/system-images';
import { useState } from 'react';
import { activeImage, useSiteImages } from '../lib/system-images.ts';

/** Height (and the widest a wide logo may grow) for each display size of spec section 3. */
const IMAGE_SIZE: Record<LogoDisplaySize, string> = {
  sm: 'h-6 max-w-[8rem]',
  md: 'h-8 max-w-[10rem]',
  lg: 'h-11 max-w-[14rem]',
  footer: 'h-8 max-w-[10rem]',
  header: 'h-9 max-w-[11rem]',
  'app-footer': 'h-6 max-w-[8rem]',
};
const MARK_SIZE: Record<LogoDisplaySize, string> = {
  sm: 'size-6 text-xs',
  md: 'size-8 text-sm',
  lg: 'size-11 text-base',
  footer: 'size-8 text-sm',
  header: 'size-8 text-sm',
  'app-footer': 'size-5 text-[0.625rem]',
};
const NAME_SIZE: Record<LogoDisplaySize, string> = {
  sm: 'text-sm',
  md: 'text-base',
  lg: 'text-xl',
  footer: 'text-base',
  header: 'text-base',
  'app-footer': 'text-sm',
};

/**
 * The platform's logo (spec section 4): while the lookup runs, the product's initials; then the
 * active system logo; when there is none, or it fails to load, the initials and the product name.
 * A failing image only logs a warning. It follows `system-logo-updated` (lib/system-images.ts).
 */
export function SystemLogo({
  size = 'md',
  onDark = false,
  showName = true,
  decorative = false,
}: {
  size?: LogoDisplaySize;
  /** On a dark surface (the public footer): lighter initials and white text. */
  onDark?: boolean;
  /** The product name beside the initials; hidden, it is still read out. */
  showName?: boolean;
  /** Beside text that already names the product (the app footer's copyright): nothing is read out. */
  decorative?: boolean;
}) {
  const images = useSiteImages();
  const logo = activeImage(images, 'logo');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (logo && logo.fileUrl !== failedUrl) {
    return (
      <img
        src={logo.fileUrl}
        alt={decorative ? '' : PRODUCT_NAME}
        width={logo.dimensions.width}
        height={logo.dimensions.height}
        className={`${IMAGE_SIZE[size]} w-auto object-contain`}
        onError={() => {
          console.warn('System logo failed to load; showing the product initials instead');
          setFailedUrl(logo.fileUrl);
        }}
      />
    );
  }
  return (
    <span className="inline-flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className={`${MARK_SIZE[size]} inline-flex shrink-0 items-center justify-center rounded-lg bg-gradient-to-br font-bold text-white shadow-sm ${
          onDark ? 'from-indigo-500 to-violet-500' : 'from-indigo-600 to-violet-600'
        }`}
      >
        {FALLBACK_BRAND}
      </span>
      {decorative ? null : (
        <span
          className={
            showName
              ? `${NAME_SIZE[size]} font-semibold tracking-tight ${onDark ? 'text-white' : 'text-slate-900'}`
              : 'sr-only'
          }
        >
          {PRODUCT_NAME}
        </span>
      )}
    </span>
  );
}
