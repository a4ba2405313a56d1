import {
  TOOLTIP_LANGUAGES,
  TOOLTIP_PAGES,
  TOOLTIP_PREFILL_PARAMS,
  type Tooltip,
} from '@competencyhub/domain/schemas/tooltips';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Panel } from '../../ui/panel.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { draftOf, type TooltipDraft, TooltipForm } from './tooltip-form.tsx';
import { useDeleteTooltip, usePlatformTooltips } from './tooltips-api.ts';

/**
 * System Admin > Tooltips (platform staff): every tooltip by page, 50 at a time, flagged when its page
 * last missed its element; create, edit (with a preview) and delete. Help Mode's "Use for a tooltip"
 * arrives here with `?selector=&page=`, which opens the new-tooltip form filled in.
 */
export function TooltipsPanel() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState('');
  const [draft, setDraft] = useState<TooltipDraft | null>(null);
  const [deleting, setDeleting] = useState<Tooltip | null>(null);
  const list = usePlatformTooltips(filter);
  const remove = useDeleteTooltip();

  // Help Mode's hand-over, once: the form opens with it and the address forgets it.
  useEffect(() => {
    const selector = params.get(TOOLTIP_PREFILL_PARAMS.selector);
    if (!selector) return;
    const page = params.get(TOOLTIP_PREFILL_PARAMS.page) ?? '';
    setDraft({
      id: null,
      page: TOOLTIP_PAGES.includes(page) ? page : (TOOLTIP_PAGES[0] ?? '/dashboard'),
      selector,
      texts: {},
    });
    setParams({ tab: 'tooltips' }, { replace: true });
  }, [params, setParams]);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <Panel
      title={t('tooltipAdmin.title')}
      description={t('tooltipAdmin.intro')}
      actions={
        <Button
          size="sm"
          onClick={() =>
            setDraft({
              id: null,
              page: filter || (TOOLTIP_PAGES[0] ?? '/dashboard'),
              selector: '',
              texts: {},
            })
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('tooltipAdmin.new')}
        </Button>
      }
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label={t('tooltipAdmin.filter')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="w-60"
        >
          <option value="">{t('tooltipAdmin.allPages')}</option>
          {TOOLTIP_PAGES.map((path) => (
            <option key={path} value={path}>
              {path}
            </option>
          ))}
        </SelectField>
        <p className="text-sm text-slate-600" aria-live="polite">
          {list.isSuccess ? t('tooltipAdmin.count', { count: total }) : null}
        </p>
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('tooltipAdmin.loading')} />
        </div>
      ) : list.isError ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(t, list.error)}
        </Alert>
      ) : items.length === 0 ? (
        <p className="mt-6 text-sm text-slate-600">{t('tooltipAdmin.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {items.map((tooltip) => (
            <li
              key={tooltip.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 space-y-1.5">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold text-slate-900">{tooltip.page}</span>
                  <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">
                    {tooltip.selector}
                  </code>
                </p>
                <p className="text-sm text-slate-800">{tooltip.texts['en-US']}</p>
                <div className="flex flex-wrap items-center gap-1.5">
                  {TOOLTIP_LANGUAGES.filter((code) => tooltip.texts[code]).map((code) => (
                    <Badge key={code} color="gray">
                      {t(`tooltipAdmin.languages.${code}`)}
                    </Badge>
                  ))}
                  {tooltip.notFound ? (
                    <Badge color="orange">
                      {t('tooltipAdmin.notFound', { when: when(tooltip.lastMissingAt ?? tooltip.updatedAt) })}
                    </Badge>
                  ) : (
                    <span className="text-xs text-slate-600">
                      {tooltip.lastFoundAt
                        ? t('tooltipAdmin.found', { when: when(tooltip.lastFoundAt) })
                        : t('tooltipAdmin.notChecked')}
                    </span>
                  )}
                </div>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('tooltipAdmin.editOne', { selector: tooltip.selector })}
                  onClick={() => setDraft(draftOf(tooltip))}
                >
                  {t('tooltipAdmin.edit')}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={t('tooltipAdmin.deleteOne', { selector: tooltip.selector })}
                  onClick={() => setDeleting(tooltip)}
                >
                  {t('tooltipAdmin.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            size="sm"
            pending={list.isFetchingNextPage}
            onClick={() => list.fetchNextPage()}
          >
            {t('tooltipAdmin.more')}
          </Button>
        </div>
      ) : null}
      {draft ? (
        <TooltipForm key={draft.id ?? `new:${draft.selector}`} draft={draft} onClose={() => setDraft(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('tooltipAdmin.confirmDelete.title')}
        description={t('tooltipAdmin.confirmDelete.description', {
          page: deleting?.page ?? '',
          selector: deleting?.selector ?? '',
        })}
        confirmLabel={t('tooltipAdmin.delete')}
        pendingLabel={t('tooltipAdmin.deleting')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(t, remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess({ title: t('tooltipAdmin.deleted') });
              setDeleting(null);
              remove.reset();
            },
          })
        }
      />
    </Panel>
  );
}
