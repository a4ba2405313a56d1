import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/** The otpauth:// URI as a QR code, drawn here (no outside service sees the secret). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((markup) => {
      if (live) setSvg(markup);
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg) return <div className="size-44 rounded-lg bg-slate-100" aria-hidden="true" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={176}
      height={176}
      className="size-44 rounded-lg border border-slate-200 bg-white p-1"
    />
  );
}
