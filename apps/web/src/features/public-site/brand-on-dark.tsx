import { FALLBACK_BRAND, PRODUCT_NAME } from '@competencyhub/domain/constants';

/** The 'CH' square and the product name, for the dark footer. */
export function BrandMarkOnDark() {
  return (
    <span className="inline-flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-500 text-sm font-bold text-white"
      >
        {FALLBACK_BRAND}
      </span>
      <span className="text-base font-semibold tracking-tight text-white">{PRODUCT_NAME}</span>
    </span>
  );
}
