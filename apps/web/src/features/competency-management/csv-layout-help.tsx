import { frameworkCsvTemplate } from '@competencyhub/domain/framework-csv-template';
import type { FrameworkDetail } from '@competencyhub/domain/schemas/competencies';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { focusRing } from '../../ui/styles.ts';

function saveBlob(content: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

const EXAMPLES = ['listening', 'sql'] as const;
const EXAMPLE_TYPES = { listening: 'behavioural', sql: 'technical' } as const;

/**
 * The column layout (docs/csv-layout.md), what is required and what a missing column means, and a
 * template whose example rows are in the person's language (the column names and the built-in
 * types stay English: they are the format).
 */
export function CsvLayoutHelp({ framework, open }: { framework: FrameworkDetail; open: boolean }) {
  const { t } = useTranslation();
  const levelCount = framework.scale.levels.length;

  function downloadTemplate() {
    const examples = EXAMPLES.map((example) => ({
      category: t(`frameworks.csv.examples.${example}.category`),
      name: t(`frameworks.csv.examples.${example}.name`),
      type: EXAMPLE_TYPES[example],
      description: t(`frameworks.csv.examples.${example}.description`),
      tags: t(`frameworks.csv.examples.${example}.tags`)
        .split(';')
        .map((tag) => tag.trim())
        .filter(Boolean),
      steps: [1, 2, 3, 4, 5].map((step) => t(`frameworks.csv.examples.${example}.step${step}`)),
    }));
    saveBlob(
      frameworkCsvTemplate(
        levelCount,
        framework.scale.levels.map((level) => level.name),
        examples,
        (level) => t('frameworks.csv.levelFallback', { value: level }),
      ),
      t('frameworks.csv.templateFileName'),
    );
  }

  // Open until a file is chosen; then folded, so the check of the file is what the dialog shows.
  return (
    <details open={open} className="group space-y-2 text-sm text-slate-700">
      <summary
        className={`cursor-pointer rounded text-sm font-semibold text-slate-900 marker:text-slate-500 ${focusRing}`}
      >
        {t('frameworks.csv.layoutTitle')}
      </summary>
      <p className="mt-2">{t('frameworks.csv.layout', { count: levelCount })}</p>
      <p className="rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs [overflow-wrap:anywhere] text-slate-800">
        category,name,type,description,tags,
        {framework.scale.levels.map((level) => `level_${level.value}`).join(',')}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('frameworks.csv.layoutRequired')}</li>
        <li>{t('frameworks.csv.layoutMissing')}</li>
        <li>{t('frameworks.csv.layoutDetails')}</li>
        <li>{t('frameworks.csv.layoutArchived')}</li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={downloadTemplate}>
          <Download aria-hidden="true" className="size-4" />
          {t('frameworks.csv.template')}
        </Button>
      </div>
    </details>
  );
}
