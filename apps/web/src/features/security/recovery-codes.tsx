import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';

/** Recovery codes, shown once: listed, copied or saved as a text file. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'competencyhub-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-4">
      <Alert tone="warning">{t('security.recovery.keepSafe')}</Alert>
      <ul
        aria-label={t('security.recovery.listLabel')}
        className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 min-[420px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied ? t('security.recovery.copied') : t('security.recovery.copy')}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          {t('security.recovery.download')}
        </Button>
        <span aria-live="polite" className="sr-only">
          {copied ? t('security.recovery.copied') : ''}
        </span>
      </div>
    </div>
  );
}
