import { FALLBACK_BRAND, PRODUCT_NAME } from '@competencyhub/domain/constants';

/** The product's mark: its initials on the primary colour, and optionally its name. */
export function BrandMark({ showName = true, size = 'md' }: { showName?: boolean; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-11 text-base' : 'size-8 text-sm';
  return (
    <span className="inline-flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className={`${box} inline-flex items-center justify-center rounded-lg bg-gradient-to-br from-indigo-600 to-violet-600 font-bold text-white shadow-sm`}
      >
        {FALLBACK_BRAND}
      </span>
      {showName ? (
        <span
          className={`font-semibold tracking-tight text-slate-900 ${size === 'lg' ? 'text-xl' : 'text-base'}`}
        >
          {PRODUCT_NAME}
        </span>
      ) : (
        <span className="sr-only">{PRODUCT_NAME}</span>
      )}
    </span>
  );
}
