import { AA_NORMAL_TEXT, contrastRatio, parseColour, WHITE } from '@competencyhub/domain/colour';
import { lightVariables } from '@competencyhub/domain/palette';
import { BRAND_FONTS, FONT_STACKS } from '@competencyhub/domain/schemas/branding';
import {
  BUILT_IN_THEME,
  type SystemTheme,
  THEME_COLOUR_FIELDS,
  THEME_CONTRAST_PAIRS,
  type ThemeColourField,
} from '@competencyhub/domain/schemas/system-themes';
import { CheckCircle2, Palette, Pencil, Plus } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ColourField } from '../../ui/colour-field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { type ThemeChange, useSystemThemes, useThemeChange } from './themes-api.ts';

type Draft = Pick<SystemTheme, 'name' | 'fontFamily' | ThemeColourField>;

const draftOf = (theme: SystemTheme | null): Draft =>
  theme
    ? ({
        name: theme.name,
        fontFamily: theme.fontFamily,
        ...Object.fromEntries(THEME_COLOUR_FIELDS.map((field) => [field, theme[field]])),
      } as Draft)
    : { name: '', fontFamily: 'Inter', ...BUILT_IN_THEME };

/** /system-admin, Themes tab: the platform's look, for every company without colours of its own. */
export function ThemesPanel() {
  const { t, i18n } = useTranslation();
  const themes = useSystemThemes();
  const change = useThemeChange();
  const [editing, setEditing] = useState<SystemTheme | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(action: ThemeChange, success: string) {
    setError(null);
    try {
      await change.mutateAsync(action);
      notifySuccess({ title: success });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  if (themes.isPending) return <Spinner label={t('app.loading')} />;
  if (themes.isError) return <Alert tone="error">{errorMessage(t, themes.error)}</Alert>;
  const items = themes.data.items;
  const active = items.find((theme) => theme.isActive) ?? null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{t('systemAdmin.themes.title')}</h2>
          <p className="max-w-2xl text-sm text-slate-600">{t('systemAdmin.themes.intro')}</p>
          <p className="text-sm font-medium text-slate-800">
            {active
              ? t('systemAdmin.themes.activeIs', { name: active.name })
              : t('systemAdmin.themes.builtInActive')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {active ? (
            <Button
              size="sm"
              variant="secondary"
              pending={change.isPending}
              onClick={() => void run({ kind: 'deactivate-all' }, t('systemAdmin.themes.builtInRestored'))}
            >
              {t('systemAdmin.themes.useBuiltIn')}
            </Button>
          ) : null}
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('systemAdmin.themes.new')}
          </Button>
        </div>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {items.length === 0 ? (
        <Card className="px-5 py-6 sm:px-6">
          <p className="text-sm text-slate-700">{t('systemAdmin.themes.empty')}</p>
        </Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('systemAdmin.themes.listLabel')}>
          {items.map((theme) => (
            <li key={theme.id}>
              <Card className="space-y-3 px-5 py-4 sm:px-6">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{theme.name}</h3>
                    <p className="text-xs text-slate-600">
                      {t('systemAdmin.themes.created', { date: formatDate(theme.createdAt, i18n.language) })}
                      {' · '}
                      {theme.fontFamily}
                    </p>
                  </div>
                  {theme.isActive ? (
                    <Badge color="green">
                      <CheckCircle2 aria-hidden="true" className="mr-1 size-3.5" />
                      {t('systemAdmin.themes.active')}
                    </Badge>
                  ) : null}
                </div>
                <ul
                  className="flex flex-wrap gap-1.5"
                  aria-label={t('systemAdmin.themes.swatches', { name: theme.name })}
                >
                  {THEME_COLOUR_FIELDS.map((field) => (
                    <li
                      key={field}
                      title={`${t(`systemAdmin.themes.colour.${field}`)}: ${theme[field]}`}
                      className="size-6 rounded-md ring-1 ring-slate-300"
                      style={{ backgroundColor: theme[field] }}
                    >
                      <span className="sr-only">{`${t(`systemAdmin.themes.colour.${field}`)}: ${theme[field]}`}</span>
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('systemAdmin.themes.editNamed', { name: theme.name })}
                    onClick={() => setEditing(theme)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('systemAdmin.themes.edit')}
                  </Button>
                  {theme.isActive ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('systemAdmin.themes.activateNamed', { name: theme.name })}
                      pending={change.isPending}
                      onClick={() =>
                        void run(
                          { kind: 'activate', id: theme.id },
                          t('systemAdmin.themes.activated', { name: theme.name }),
                        )
                      }
                    >
                      <Palette aria-hidden="true" className="size-4" />
                      {t('systemAdmin.themes.activate')}
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ThemeEditor theme={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function ThemeEditor({ theme, onClose }: { theme: SystemTheme | null; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useThemeChange();
  const [draft, setDraft] = useState<Draft>(() => draftOf(theme));
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function save() {
    setError(null);
    setFieldErrors({});
    try {
      if (theme) await change.mutateAsync({ kind: 'update', id: theme.id, input: draft });
      else await change.mutateAsync({ kind: 'create', input: draft });
      notifySuccess({ title: t('systemAdmin.themes.saved', { name: draft.name.trim() }) });
      onClose();
    } catch (failure) {
      setError(errorMessage(t, failure));
      if (isApiError(failure)) setFieldErrors(failure.fieldErrors);
    }
  }

  const colour = (field: ThemeColourField) => parseColour(draft[field]);
  const warnings = THEME_CONTRAST_PAIRS.flatMap((pair) => {
    const text = pair.text === 'white' ? WHITE : colour(pair.text);
    const background = colour(pair.background);
    if (!text || !background) return [];
    const ratio = contrastRatio(text, background);
    return ratio < AA_NORMAL_TEXT ? [{ key: pair.key, ratio }] : [];
  });
  const variables = lightVariables(draft, {});
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        theme ? t('systemAdmin.themes.editTitle', { name: theme.name }) : t('systemAdmin.themes.newTitle')
      }
      description={
        theme?.isActive ? t('systemAdmin.themes.editingActive') : t('systemAdmin.themes.editorIntro')
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            pending={change.isPending}
            pendingLabel={t('systemAdmin.themes.saving')}
            onClick={() => void save()}
          >
            {theme ? t('systemAdmin.themes.save') : t('systemAdmin.themes.create')}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('systemAdmin.themes.name')}
            value={draft.name}
            error={translateValidationMessage(t, fieldErrors.name?.[0])}
            onChange={(event) => set('name', event.target.value)}
          />
          <SelectField
            label={t('systemAdmin.themes.font')}
            value={draft.fontFamily}
            onChange={(event) => set('fontFamily', event.target.value as Draft['fontFamily'])}
          >
            {BRAND_FONTS.map((font) => (
              <option key={font} value={font}>
                {font}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {THEME_COLOUR_FIELDS.map((field) => (
            <ColourField
              key={field}
              label={t(`systemAdmin.themes.colour.${field}`)}
              value={draft[field]}
              error={translateValidationMessage(t, fieldErrors[field]?.[0])}
              invalidMessage={t('branding.validation.colour')}
              pickerLabel={t('branding.picker', { name: t(`systemAdmin.themes.colour.${field}`) })}
              onChange={(value) => set(field, value)}
            />
          ))}
        </div>
        {warnings.length > 0 ? (
          <Alert tone="warning">
            <p className="font-semibold">{t('systemAdmin.themes.contrastTitle')}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {warnings.map((warning) => (
                <li key={warning.key}>
                  {t(`systemAdmin.themes.contrast.${warning.key}`, {
                    ratio: warning.ratio.toFixed(1),
                    required: AA_NORMAL_TEXT,
                  })}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <div
          data-testid="theme-preview"
          inert
          style={{ ...variables, fontFamily: FONT_STACKS[draft.fontFamily] } as CSSProperties}
          className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
        >
          <div className="flex gap-3">
            <div className="w-32 shrink-0 space-y-1 rounded-md bg-white p-2 text-xs ring-1 ring-slate-200">
              <p className="brand-nav-active rounded px-2 py-1 font-medium">
                {t('branding.previewNavActive')}
              </p>
              <p className="rounded bg-slate-100 px-2 py-1 text-slate-700">{t('branding.previewNavOther')}</p>
            </div>
            <div className="min-w-0 flex-1 space-y-1.5">
              <p className="text-sm font-semibold text-slate-900">{t('branding.previewHeading')}</p>
              <p className="text-xs text-slate-600">{t('branding.previewText')}</p>
              <p className="border-t border-slate-200 pt-1.5">
                <span className="inline-flex rounded-md bg-indigo-600 px-2.5 py-1 text-xs font-semibold text-white">
                  {t('branding.previewButton')}
                </span>
              </p>
            </div>
          </div>
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </Modal>
  );
}
