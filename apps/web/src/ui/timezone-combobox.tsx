import { supportedTimeZones } from '@competencyhub/domain/schemas/company-admin';
import { Check, ChevronsUpDown, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, Field } from './field.tsx';
import { focusRing } from './styles.ts';

interface Zone {
  id: string;
  /** 'GMT+1', in the interface language; empty when the browser cannot say. */
  offset: string;
  /** What a search matches: the id with spaces for underscores, and the offset. */
  haystack: string;
}

function offsetOf(zone: string, language: string | undefined): string {
  try {
    const parts = new Intl.DateTimeFormat(language, {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

const display = (zone: string) => zone.replaceAll('_', ' ');

interface TimezoneComboboxProps {
  label: string;
  hint?: string;
  error?: string | undefined;
  value: string;
  onChange: (zone: string) => void;
  onBlur: () => void;
  name: string;
  ref?: Ref<HTMLInputElement>;
  /** The page's own words: the search placeholder, the empty value, the clear button, no match. */
  texts: { search: string; none: string; clear: string; noMatch: string };
}

/**
 * A searchable list of IANA time zones (the ARIA combobox pattern): type to filter by city, region
 * or offset, arrows to move, Enter to choose, Escape to close. The value is always a zone from the
 * list, or empty.
 */
export function TimezoneCombobox({
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  name,
  ref,
  texts,
}: TimezoneComboboxProps) {
  const { i18n } = useTranslation();
  const inputId = useId();
  const listId = `${inputId}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const language = i18n.resolvedLanguage;
  const zones = useMemo<Zone[]>(
    () =>
      supportedTimeZones().map((id) => {
        const offset = offsetOf(id, language);
        return { id, offset, haystack: `${display(id)} ${offset}`.toLowerCase() };
      }),
    [language],
  );
  const matches = useMemo(() => {
    const words = query.toLowerCase().replaceAll('_', ' ').split(/\s+/).filter(Boolean);
    return words.length ? zones.filter((z) => words.every((w) => z.haystack.includes(w))) : zones;
  }, [zones, query]);

  const current = zones.find((z) => z.id === value);
  const shown = open
    ? query
    : current
      ? `${display(current.id)}${current.offset ? ` (${current.offset})` : ''}`
      : '';

  const openList = () => {
    if (open) return;
    setQuery('');
    setActive(
      Math.max(
        0,
        zones.findIndex((z) => z.id === value),
      ),
    );
    setOpen(true);
  };
  const moveTo = (index: number) => {
    setActive(index);
    listRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' });
  };
  const choose = (zone: Zone | undefined) => {
    if (zone) onChange(zone.id);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      moveTo(Math.min(Math.max(active + step, 0), matches.length - 1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const activeId = open && matches[active] ? `${listId}-${active}` : undefined;

  return (
    <Field label={label} hint={hint} error={error} id={inputId}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            {...control}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            placeholder={open ? texts.search : texts.none}
            className={`${controlClass(error)} pr-16`}
            value={shown}
            // Selected on focus, so typing starts a new search instead of appending to the label.
            onFocus={(event) => event.target.select()}
            onClick={openList}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              onBlur();
            }}
          />
          <div className="absolute inset-y-0 right-2 flex items-center gap-1">
            {value && !open ? (
              <button
                type="button"
                className={`rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 ${focusRing}`}
                aria-label={texts.clear}
                onClick={() => onChange('')}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
            <ChevronsUpDown aria-hidden="true" className="size-4 text-slate-500" />
          </div>
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!open || matches.length === 0}
            className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
          >
            {matches.map((zone, index) => (
              // Options are chosen with the mouse or from the input's keys; focus stays in the input.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
              <div
                key={zone.id}
                id={`${listId}-${index}`}
                data-index={index}
                role="option"
                tabIndex={-1}
                aria-selected={zone.id === value}
                className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 ${index === active ? 'bg-indigo-50 text-indigo-950' : 'text-slate-800'}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(zone)}
              >
                <span className="flex min-w-0 items-center gap-2">
                  <Check
                    aria-hidden="true"
                    className={`size-4 shrink-0 ${zone.id === value ? 'text-indigo-600' : 'invisible'}`}
                  />
                  <span title={display(zone.id)} className="truncate">
                    {display(zone.id)}
                  </span>
                </span>
                <span className="shrink-0 text-xs text-slate-600">{zone.offset}</span>
              </div>
            ))}
          </div>
          {open && matches.length === 0 ? (
            <p className="absolute z-30 mt-1 w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg">
              {texts.noMatch}
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}
