import { useSearchParams } from 'react-router';
import { SelectField } from './select-field.tsx';

/**
 * Whose plan a page shows: one's own, or one of the people listed (a manager's reports), kept in
 * the address as `?person=` so a reload or a shared link opens the same one. Nothing when the list
 * is empty.
 */
export function PersonPicker({
  label,
  ownLabel,
  options,
}: {
  label: string;
  ownLabel: string;
  options: ReadonlyArray<{ id: string; label: string }>;
}) {
  const [params, setParams] = useSearchParams();
  if (options.length === 0) return null;
  return (
    <SelectField
      label={label}
      value={params.get('person') ?? ''}
      className="max-w-md"
      onChange={(event) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (event.target.value) next.set('person', event.target.value);
            else next.delete('person');
            return next;
          },
          { replace: true },
        )
      }
    >
      <option value="">{ownLabel}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
