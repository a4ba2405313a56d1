import { AA_NORMAL_TEXT, contrastRatio, parseColour, WHITE } from '@competencyhub/domain/colour';
import { HEADER_HEIGHT_UNITS, SIDEBAR_WIDTH_UNITS } from '@competencyhub/domain/constants';
import { darkVariables, lightVariables } from '@competencyhub/domain/palette';
import {
  BRAND_FONTS,
  type CompanyBranding,
  FONT_STACKS,
  HEADER_STYLES,
  LOGO_POSITIONS,
  SIDEBAR_STYLES,
  THEME_MODES,
  type UpdateBrandingInput,
} from '@competencyhub/domain/schemas/branding';
import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  isAvatarContentType,
} from '@competencyhub/domain/schemas/my-profile';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { DARK_QUERY, loadDarkPalette } from '../../lib/color-scheme.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ColourField } from '../../ui/colour-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import {
  useCompanyBranding,
  useCssPreview,
  useRemoveLogo,
  useSaveBranding,
  useUploadLogo,
} from './branding-api.ts';

type Draft = Required<Omit<UpdateBrandingInput, 'primaryColor' | 'secondaryColor' | 'accentColor'>> & {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
};

const COLOUR_KEYS = ['primaryColor', 'secondaryColor', 'accentColor'] as const;
type ColourKey = (typeof COLOUR_KEYS)[number];

const draftOf = (saved: CompanyBranding): Draft => ({
  themeMode: saved.themeMode,
  logoPosition: saved.logoPosition,
  showCompanyName: saved.showCompanyName,
  headerStyle: saved.headerStyle,
  sidebarStyle: saved.sidebarStyle,
  fontFamily: saved.fontFamily,
  customCss: saved.customCss,
  primaryColor: saved.primaryColor ?? '',
  secondaryColor: saved.secondaryColor ?? '',
  accentColor: saved.accentColor ?? '',
});

/** /company-admin, Branding tab: colours, logo, layout and custom CSS, with a live preview. */
export function BrandingPanel({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation();
  const branding = useCompanyBranding(companyId);
  if (branding.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (branding.isError) return <Alert tone="error">{errorMessage(t, branding.error)}</Alert>;
  return (
    <BrandingForm
      key={branding.data.updatedAt ?? 'defaults'}
      companyId={companyId}
      companyName={companyName}
      saved={branding.data}
    />
  );
}

function BrandingForm({
  companyId,
  companyName,
  saved,
}: {
  companyId: string;
  companyName: string;
  saved: CompanyBranding;
}) {
  const { t } = useTranslation();
  const save = useSaveBranding(companyId);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [saveError, setSaveError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [removedOnSave, setRemovedOnSave] = useState(saved.customCssRemoved);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setSaveError(null);
    setFieldErrors({});
    try {
      const result = await save.mutateAsync(draft);
      setRemovedOnSave(result.customCssRemoved);
      setDraft(draftOf(result));
      notifySuccess({ title: t('branding.saved') });
    } catch (failure) {
      // Spec section 8: 'Failed to save branding settings: {message}'.
      setSaveError(t('branding.saveFailed', { message: errorMessage(t, failure) }));
      if (isApiError(failure)) setFieldErrors(failure.fieldErrors);
    }
  }

  return (
    <div className="grid items-start gap-6 xl:grid-cols-5">
      <form onSubmit={onSubmit} noValidate className="space-y-6 xl:col-span-3">
        <LogoCard companyId={companyId} logoUrl={saved.logoUrl} />
        <Card className="space-y-5 px-5 py-5 sm:px-6" labelledBy="branding-colours-title">
          <div>
            <h2 id="branding-colours-title" className="font-semibold text-slate-900">
              {t('branding.coloursTitle')}
            </h2>
            <p className="text-sm text-slate-600">{t('branding.coloursIntro')}</p>
          </div>
          {COLOUR_KEYS.map((key) => (
            <BrandColourField
              key={key}
              name={key}
              value={draft[key]}
              error={translateValidationMessage(t, fieldErrors[key]?.[0])}
              onChange={(value) => set(key, value)}
            />
          ))}
        </Card>
        <Card className="space-y-5 px-5 py-5 sm:px-6" labelledBy="branding-layout-title">
          <div>
            <h2 id="branding-layout-title" className="font-semibold text-slate-900">
              {t('branding.layoutTitle')}
            </h2>
            <p className="text-sm text-slate-600">{t('branding.layoutIntro')}</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('branding.headerStyle')}
              value={draft.headerStyle}
              onChange={(event) => set('headerStyle', event.target.value as Draft['headerStyle'])}
            >
              {HEADER_STYLES.map((style) => (
                <option key={style} value={style}>
                  {t(`branding.header.${style}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('branding.themeMode')}
              value={draft.themeMode}
              onChange={(event) => set('themeMode', event.target.value as Draft['themeMode'])}
            >
              {THEME_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`branding.mode.${mode}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('branding.sidebarStyle')}
              value={draft.sidebarStyle}
              onChange={(event) => set('sidebarStyle', event.target.value as Draft['sidebarStyle'])}
            >
              {SIDEBAR_STYLES.map((style) => (
                <option key={style} value={style}>
                  {t(`branding.sidebar.${style}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('branding.logoPosition')}
              value={draft.logoPosition}
              onChange={(event) => set('logoPosition', event.target.value as Draft['logoPosition'])}
            >
              {LOGO_POSITIONS.map((position) => (
                <option key={position} value={position}>
                  {t(`branding.position.${position}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('branding.font')}
              value={draft.fontFamily}
              onChange={(event) => set('fontFamily', event.target.value as Draft['fontFamily'])}
            >
              {BRAND_FONTS.map((font) => (
                <option key={font} value={font}>
                  {font}
                </option>
              ))}
            </SelectField>
            <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-indigo-600"
                checked={draft.showCompanyName}
                onChange={(event) => set('showCompanyName', event.target.checked)}
              />
              {t('branding.showName')}
            </label>
          </div>
        </Card>
        <CustomCssCard
          value={draft.customCss}
          error={translateValidationMessage(t, fieldErrors.customCss?.[0])}
          removedOnSave={removedOnSave}
          onChange={(value) => set('customCss', value)}
        />
        {saveError ? <Alert tone="error">{saveError}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" pending={save.isPending} pendingLabel={t('branding.saving')}>
            {t('branding.save')}
          </Button>
        </div>
      </form>
      <div className="xl:sticky xl:top-[calc(var(--header-height)+1.5rem)] xl:col-span-2">
        <BrandPreview draft={draft} companyName={companyName} logoUrl={saved.logoUrl} />
      </div>
    </div>
  );
}

function BrandColourField({
  name,
  value,
  error,
  onChange,
}: {
  name: ColourKey;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const parsed = value.trim() ? parseColour(value) : null;
  const contrast = name === 'primaryColor' && parsed ? contrastRatio(parsed, WHITE) : null;
  return (
    <ColourField
      label={t(`branding.colour.${name}`)}
      hint={t(`branding.colourHint.${name}`)}
      placeholder={t('branding.colourPlaceholder')}
      value={value}
      error={error}
      invalidMessage={t('branding.validation.colour')}
      pickerLabel={t('branding.picker', { name: t(`branding.colour.${name}`) })}
      clearLabel={t('branding.useDefault')}
      onChange={onChange}
    >
      {contrast !== null && contrast < AA_NORMAL_TEXT ? (
        <Alert tone="warning">
          {t('branding.lowContrast', { ratio: contrast.toFixed(1), required: AA_NORMAL_TEXT })}
        </Alert>
      ) : null}
    </ColourField>
  );
}

function LogoCard({ companyId, logoUrl }: { companyId: string; logoUrl: string | null }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadLogo(companyId);
  const remove = useRemoveLogo(companyId);
  const [error, setError] = useState<string | null>(null);

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!isAvatarContentType(file.type)) return setError(t('branding.logoWrongType'));
    if (file.size > AVATAR_MAX_BYTES) return setError(t('branding.logoTooLarge'));
    try {
      await upload.mutateAsync(file);
      notifySuccess({ title: t('branding.logoUploaded') });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  async function onRemove() {
    setError(null);
    try {
      await remove.mutateAsync(null);
      notifySuccess({ title: t('branding.logoRemoved') });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <Card className="space-y-4 px-5 py-5 sm:px-6" labelledBy="branding-logo-title">
      <div>
        <h2 id="branding-logo-title" className="font-semibold text-slate-900">
          {t('branding.logoTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('branding.logoIntro')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-16 min-w-16 items-center justify-center rounded-lg bg-slate-50 px-1 ring-1 ring-slate-200">
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={t('branding.logoAlt')}
              className="h-14 w-auto max-w-[14rem] object-contain"
            />
          ) : (
            <span className="text-xs text-slate-600">{t('branding.noLogo')}</span>
          )}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_CONTENT_TYPES.join(',')}
          className="hidden"
          tabIndex={-1}
          data-testid="logo-file-input"
          onChange={(event) => void onFileChosen(event)}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={hintId}
            pending={upload.isPending}
            pendingLabel={t('branding.logoUploading')}
            onClick={() => inputRef.current?.click()}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {logoUrl ? t('branding.logoReplace') : t('branding.logoUpload')}
          </Button>
          {logoUrl ? (
            <Button size="sm" variant="ghost" pending={remove.isPending} onClick={() => void onRemove()}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('branding.logoRemove')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {t('branding.logoHint')}
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Card>
  );
}

function CustomCssCard({
  value,
  error,
  removedOnSave,
  onChange,
}: {
  value: string;
  error: string | undefined;
  removedOnSave: CompanyBranding['customCssRemoved'];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const checked = useCssPreview(useDebouncedValue(value, 400));
  // What the text as it stands would lose; once saved (the text is then what was kept), what the
  // save removed.
  const pending = value.trim() === '' ? [] : (checked.data?.removed ?? []);
  const removed = pending.length > 0 ? pending : removedOnSave;
  const titleKey = pending.length > 0 ? 'branding.cssRemovedTitle' : 'branding.cssRemovedOnSave';
  return (
    <Card className="space-y-4 px-5 py-5 sm:px-6" labelledBy="branding-css-title">
      <div>
        <h2 id="branding-css-title" className="font-semibold text-slate-900">
          {t('branding.cssTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('branding.cssIntro')}</p>
      </div>
      <TextAreaField
        label={t('branding.cssLabel')}
        hint={t('branding.cssHint')}
        className="font-mono"
        rows={8}
        spellCheck={false}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      {removed.length > 0 ? (
        <section aria-labelledby="branding-css-removed" className="rounded-lg bg-amber-50 px-4 py-3">
          <h3 id="branding-css-removed" className="text-sm font-semibold text-amber-900">
            {t(titleKey, { count: removed.length })}
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-amber-900">
            {removed.map((item) => (
              <li key={`${item.line}:${item.text}:${item.reason}`}>
                {t(`branding.cssRemoved.${item.reason}`, { line: item.line, text: item.text })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* The preview beside the form applies the CSS as it would be saved. */}
      {checked.data?.css && value.trim() ? <style>{checked.data.css}</style> : null}
    </Card>
  );
}

/** Layout units are 0.25 rem; the preview is drawn at half size. */
const previewUnits = (value: number) => `${value * 0.125}rem`;

/** A small copy of the app shell with the unsaved settings: header, brand, sidebar and a page. */
function BrandPreview({
  draft,
  companyName,
  logoUrl,
}: {
  draft: Draft;
  companyName: string;
  logoUrl: string | null;
}) {
  const { t } = useTranslation();
  const systemDark = useMediaQuery(DARK_QUERY);
  const dark = draft.themeMode === 'dark' || (draft.themeMode === 'system' && systemDark);
  useEffect(() => {
    if (dark) loadDarkPalette();
  }, [dark]);
  const colours = {
    primaryColor: draft.primaryColor || null,
    secondaryColor: draft.secondaryColor || null,
    accentColor: draft.accentColor || null,
  };
  const variables = dark ? darkVariables(null, colours) : lightVariables(null, colours);
  const style = {
    ...variables,
    fontFamily: FONT_STACKS[draft.fontFamily],
  } as CSSProperties;
  const letters = companyName.trim().slice(0, 2).toUpperCase();
  return (
    <Card className="space-y-3 px-5 py-5 sm:px-6" labelledBy="branding-preview-title">
      <div>
        <h2 id="branding-preview-title" className="font-semibold text-slate-900">
          {t('branding.previewTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('branding.previewIntro')}</p>
      </div>
      <div
        data-brand-preview=""
        data-testid="brand-preview"
        data-theme={dark ? 'dark' : 'light'}
        style={style}
        className="overflow-hidden rounded-lg bg-slate-50 ring-1 ring-slate-200"
        inert
      >
        <div
          style={{ height: previewUnits(HEADER_HEIGHT_UNITS[draft.headerStyle]) }}
          className={`brand-accent-line flex items-center gap-2 bg-white px-3 ${
            draft.logoPosition === 'center' ? 'justify-center' : ''
          }`}
        >
          {logoUrl ? (
            <img src={logoUrl} alt="" className="h-6 w-auto max-w-[6rem] object-contain" />
          ) : (
            <span className="inline-flex size-6 items-center justify-center rounded bg-indigo-600 text-[0.625rem] font-bold text-white">
              {letters}
            </span>
          )}
          {draft.showCompanyName ? (
            <span className="truncate text-sm font-semibold text-slate-900">{companyName}</span>
          ) : null}
        </div>
        <div className="flex min-h-48">
          <div
            style={{ width: previewUnits(SIDEBAR_WIDTH_UNITS[draft.sidebarStyle]) }}
            className="shrink-0 space-y-1 border-r border-slate-200 bg-white p-2 text-xs"
          >
            <p className="brand-nav-active rounded px-2 py-1 font-medium">{t('branding.previewNavActive')}</p>
            <p className="rounded px-2 py-1 text-slate-700">{t('branding.previewNavOther')}</p>
            <p className="rounded px-2 py-1 text-slate-700">{t('branding.previewNavThird')}</p>
          </div>
          <div className="min-w-0 flex-1 space-y-2 p-3">
            <p className="text-sm font-semibold text-slate-900">{t('branding.previewHeading')}</p>
            <p className="text-xs text-slate-600">{t('branding.previewText')}</p>
            <p className="text-xs font-semibold text-indigo-700 underline">{t('branding.previewLink')}</p>
            <span className="inline-flex rounded-md bg-indigo-600 px-2.5 py-1 text-xs font-semibold text-white">
              {t('branding.previewButton')}
            </span>
          </div>
        </div>
      </div>
    </Card>
  );
}
