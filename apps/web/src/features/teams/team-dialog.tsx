import {
  TEAM_COMPETENCIES_MAX,
  TEAM_NAME_MAX,
  TeamInput,
  type TeamMatrix,
  type TeamSummary,
} from '@competencyhub/domain/schemas/teams';
import { X } from 'lucide-react';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequirableCompetencies } from '../../lib/competency-queries.ts';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useTeamCandidates, useTeamChange } from './teams-api.ts';

type Named = { id: string; name: string };

function Chips({
  items,
  label,
  onRemove,
}: {
  items: Named[];
  label: (name: string) => string;
  onRemove: (id: string) => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item.id}
          className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900"
        >
          {item.name}
          <button
            type="button"
            className="rounded-full p-1 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            aria-label={label(item.name)}
            onClick={() => onRemove(item.id)}
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Make or change a cross-functional team: a name, a lead, members found by name or e-mail, and
 * optionally the competencies its matrix shows (else what the members' roles require).
 */
export function TeamDialog({
  companyId,
  team,
  onClose,
  onSaved,
}: {
  companyId: string;
  /** The team being changed; none to make a new one. */
  team: TeamMatrix | null;
  onClose: () => void;
  onSaved: (team: TeamSummary) => void;
}) {
  const { t } = useTranslation();
  const change = useTeamChange(companyId);
  const catalog = useRequirableCompetencies(companyId, true);
  const [name, setName] = useState(team?.team.name ?? '');
  const [lead, setLead] = useState<Named | null>(
    team?.team.leadId ? { id: team.team.leadId, name: team.team.leadName } : null,
  );
  const [members, setMembers] = useState<Named[]>(
    team?.members.map((m) => ({ id: m.id, name: m.fullName })) ?? [],
  );
  const [competencies, setCompetencies] = useState<Named[]>(
    team?.chosenCompetencies ? team.competencies.map((c) => ({ id: c.id, name: c.name })) : [],
  );
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const candidates = useTeamCandidates(deferred, true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const fieldError = useFieldError(errors);
  const found = (candidates.data?.items ?? []).filter((person) => !members.some((m) => m.id === person.id));
  const people = new Map<string, Named>();
  for (const person of [...members, ...(lead ? [lead] : [])]) people.set(person.id, person);
  for (const person of candidates.data?.items ?? [])
    people.set(person.id, { id: person.id, name: person.fullName });
  const allCompetencies = catalog.frameworks.flatMap((framework) =>
    framework.competencies
      .filter((competency) => !competency.archivedAt)
      .map((competency) => ({ id: competency.id, name: competency.name })),
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = TeamInput.safeParse({
      name,
      leadId: lead?.id ?? null,
      memberIds: members.map((m) => m.id),
      competencyIds: competencies.map((c) => c.id),
    });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = team
        ? await change.mutateAsync({ kind: 'update', id: team.team.id, input: parsed.data })
        : await change.mutateAsync({ kind: 'create', input: parsed.data });
      notifySuccess({
        title: t(team ? 'teams.dialog.saved' : 'teams.dialog.created', { name: parsed.data.name }),
      });
      if (saved) onSaved(saved.team);
      onClose();
    } catch (failure) {
      handleFailure(failure);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(team ? 'teams.dialog.editTitle' : 'teams.dialog.newTitle')}
      description={t('teams.dialog.intro')}
      wide
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label={t('teams.dialog.name')}
          value={name}
          maxLength={TEAM_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          error={fieldError('name')}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('teams.dialog.members')}</legend>
          {members.length === 0 ? (
            <p className="text-sm text-slate-600">{t('teams.dialog.noMembers')}</p>
          ) : (
            <Chips
              items={members}
              label={(person) => t('teams.dialog.removeMember', { name: person })}
              onRemove={(id) => setMembers((list) => list.filter((m) => m.id !== id))}
            />
          )}
          <TextField
            type="search"
            label={t('teams.dialog.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            error={fieldError('memberIds')}
          />
          {found.length > 0 ? (
            <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
              {found.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    onClick={() => setMembers((list) => [...list, { id: person.id, name: person.fullName }])}
                  >
                    <span className="min-w-0 truncate">
                      <span className="font-medium text-slate-900">{person.fullName}</span>
                      {person.jobTitle ? <span className="text-slate-600"> · {person.jobTitle}</span> : null}
                    </span>
                    <span className="shrink-0 text-indigo-700">{t('teams.dialog.add')}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>
        <SelectField
          label={t('teams.dialog.lead')}
          value={lead?.id ?? ''}
          onChange={(event) => setLead(people.get(event.target.value) ?? null)}
          error={fieldError('leadId')}
        >
          <option value="">{t('teams.dialog.noLead')}</option>
          {[...people.values()].map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('teams.dialog.competencies')}</legend>
          <p className="text-sm text-slate-600">{t('teams.dialog.competenciesHint')}</p>
          <Chips
            items={competencies}
            label={(competency) => t('teams.dialog.removeCompetency', { name: competency })}
            onRemove={(id) => setCompetencies((list) => list.filter((c) => c.id !== id))}
          />
          {competencies.length < TEAM_COMPETENCIES_MAX ? (
            <SelectField
              label={t('teams.dialog.addCompetency')}
              value=""
              onChange={(event) => {
                const chosen = allCompetencies.find((c) => c.id === event.target.value);
                if (chosen) setCompetencies((list) => [...list, chosen]);
              }}
              error={fieldError('competencyIds')}
            >
              <option value="">{t('teams.dialog.chooseCompetency')}</option>
              {allCompetencies
                .filter((c) => !competencies.some((chosen) => chosen.id === c.id))
                .map((competency) => (
                  <option key={competency.id} value={competency.id}>
                    {competency.name}
                  </option>
                ))}
            </SelectField>
          ) : null}
        </fieldset>
        <FormErrorAlert message={formError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" pending={change.isPending} pendingLabel={t('teams.dialog.saving')}>
            {t(team ? 'teams.dialog.save' : 'teams.dialog.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
