import { hasPermission } from '@competencyhub/domain/permissions';
import type {
  MatrixCompetency,
  MatrixMemberView,
  TeamMatrix,
  TeamSummary,
} from '@competencyhub/domain/schemas/teams';
import { type CellState, cellState } from '@competencyhub/domain/team-matrix';
import { Download, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { TeamDialog } from './team-dialog.tsx';
import { teamMatrixCsvUrl, useTeamChange, useTeamMatrix, useTeams } from './teams-api.ts';

type Cell = MatrixMemberView['cells'][number];

/** A dialog about one team member, from the competencies feature (the route composes them). */
export type MemberDialog = (props: {
  companyId: string;
  personId: string;
  name: string;
  onClose: () => void;
}) => ReactNode;

export interface TeamDialogs {
  /** Rate a report (their line manager only). */
  rate: MemberDialog;
  /** A member's levels and gaps, explained. */
  levels: MemberDialog;
}
type SortKey = 'name' | 'fit_low' | 'fit_high';

/** Colour says the state at a glance; the text in every cell says it too. */
const CELL_CLASSES: Record<CellState, string> = {
  met: 'bg-green-50 text-green-900',
  below: 'bg-amber-50 text-amber-900',
  not_rated: 'bg-slate-50 text-slate-700',
  not_required: 'text-slate-600',
};

function useFormatters() {
  const { i18n } = useTranslation();
  return useMemo(
    () => ({
      percent: (value: number) =>
        new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value / 100),
      decimal: (value: number) =>
        new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value),
    }),
    [i18n.language],
  );
}

/** "3 / 4", "— / 4" or "3": the level, and what the person's role requires when it requires it. */
function cellText(cell: Cell | undefined, decimal: (value: number) => string): string {
  const level = cell?.level == null ? '—' : decimal(cell.level);
  return cell?.required == null ? level : `${level} / ${cell.required}`;
}

/** "Maya Manager's team (3 people)" or "Launch squad (4 people)". */
function useTeamLabel() {
  const { t } = useTranslation();
  return (team: TeamSummary) =>
    team.kind === 'custom' && team.name
      ? t('teams.customTeam', { name: team.name, count: team.memberCount })
      : t('teams.teamOf', { name: team.leadName, count: team.memberCount });
}

/** /team-management: a team's skill matrix, its gaps and coverage risks, and a way to rate. */
export function TeamManagementPage({ dialogs }: { dialogs: TeamDialogs }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const company = me.company;
  return (
    <div className="space-y-6">
      <header className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 sm:flex">
          <Users aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('teams.title')}</h1>
          <p className="text-sm text-slate-600">{t('teams.intro')}</p>
        </div>
      </header>
      {company ? (
        <Teams companyId={company.id} dialogs={dialogs} />
      ) : (
        <Alert tone="info">{t('teams.noCompany')}</Alert>
      )}
    </div>
  );
}

function Teams({ companyId, dialogs }: { companyId: string; dialogs: TeamDialogs }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const teams = useTeams(companyId);
  const label = useTeamLabel();
  const [chosen, setChosen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const canManage = hasPermission(me.user.role, 'manage_teams');
  if (teams.isPending) return <Spinner label={t('app.loading')} />;
  if (teams.isError) return <Alert tone="error">{errorMessage(t, teams.error)}</Alert>;
  const items = teams.data.items;
  const teamId = chosen && items.some((team) => team.id === chosen) ? chosen : (items[0]?.id ?? null);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {items.length > 1 ? (
          <SelectField
            label={t('teams.choose')}
            className="w-full max-w-sm"
            value={teamId ?? ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {items.map((team) => (
              <option key={team.id} value={team.id}>
                {label(team)}
              </option>
            ))}
          </SelectField>
        ) : (
          <span />
        )}
        {canManage ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('teams.newTeam')}
          </Button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <Card className="px-5 py-6 sm:px-6">
          <h2 className="font-semibold text-slate-900">{t('teams.emptyTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {teams.data.everyTeam ? t('teams.emptyEvery') : t('teams.emptyOwn')}
          </p>
        </Card>
      ) : null}
      {teamId ? (
        <TeamView
          key={teamId}
          companyId={companyId}
          teamId={teamId}
          dialogs={dialogs}
          onDeleted={() => setChosen(null)}
        />
      ) : null}
      {creating ? (
        <TeamDialog
          companyId={companyId}
          team={null}
          onClose={() => setCreating(false)}
          onSaved={(id) => setChosen(id)}
        />
      ) : null}
    </div>
  );
}

function TeamView({
  companyId,
  teamId,
  dialogs,
  onDeleted,
}: {
  companyId: string;
  teamId: string;
  dialogs: TeamDialogs;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const label = useTeamLabel();
  const matrix = useTeamMatrix(companyId, teamId);
  const change = useTeamChange(companyId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [rating, setRating] = useState<{ id: string; name: string } | null>(null);
  const [viewing, setViewing] = useState<{ id: string; name: string } | null>(null);
  if (matrix.isPending) return <Spinner label={t('app.loading')} />;
  if (matrix.isError) return <Alert tone="error">{errorMessage(t, matrix.error)}</Alert>;
  const data = matrix.data;

  async function remove() {
    setDeleteError(null);
    try {
      await change.mutateAsync({ kind: 'delete', id: data.team.id });
      notifySuccess({ title: t('teams.deleted', { name: data.team.name ?? '' }) });
      setDeleting(false);
      onDeleted();
    } catch (failure) {
      setDeleteError(errorMessage(t, failure));
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
            {label(data.team)}
          </h2>
          {data.team.kind === 'custom' ? (
            <p className="text-sm text-slate-600">
              {data.team.leadName ? t('teams.ledBy', { name: data.team.leadName }) : t('teams.noLead')}
              {' · '}
              {data.chosenCompetencies ? t('teams.chosenSet') : t('teams.rolesSet')}
            </p>
          ) : null}
        </div>
        {data.canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('teams.editTeam')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('teams.deleteTeam')}
            </Button>
          </div>
        ) : null}
      </div>
      {editing ? (
        <TeamDialog
          companyId={companyId}
          team={data}
          onClose={() => setEditing(false)}
          onSaved={() => undefined}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('teams.deleteTitle', { name: data.team.name ?? '' })}
        description={t('teams.deleteBody')}
        confirmLabel={t('teams.deleteTeam')}
        pendingLabel={t('teams.dialog.saving')}
        pending={change.isPending}
        error={deleteError}
        onConfirm={() => void remove()}
      />
      {data.members.length === 0 ? (
        <Alert tone="info">{t('teams.noMembers')}</Alert>
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <TeamGaps matrix={data} />
            <CoverageRisks matrix={data} />
          </div>
          <Matrix
            matrix={data}
            onRate={(member) => setRating({ id: member.id, name: member.fullName })}
            onView={(member) => setViewing({ id: member.id, name: member.fullName })}
          />
        </>
      )}
      {viewing
        ? dialogs.levels({
            companyId,
            personId: viewing.id,
            name: viewing.name,
            onClose: () => setViewing(null),
          })
        : null}
      {rating
        ? dialogs.rate({ companyId, personId: rating.id, name: rating.name, onClose: () => setRating(null) })
        : null}
    </div>
  );
}

const byId = (matrix: TeamMatrix) => new Map(matrix.competencies.map((c) => [c.id, c]));

function TeamGaps({ matrix }: { matrix: TeamMatrix }) {
  const { t } = useTranslation();
  const { decimal } = useFormatters();
  const competencies = byId(matrix);
  const top = matrix.gaps.slice(0, 5);
  return (
    <Card className="px-5 py-5 sm:px-6" labelledBy="team-gaps-title">
      <h3 id="team-gaps-title" className="font-semibold text-slate-900">
        {t('teams.gapsTitle')}
      </h3>
      <p className="text-sm text-slate-600">{t('teams.gapsIntro')}</p>
      {top.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('teams.noGaps')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {top.map((gap) => (
            <li key={gap.competencyId} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span className="font-medium text-slate-900">{competencies.get(gap.competencyId)?.name}</span>
              <span className="text-sm text-slate-700">
                {t('teams.gapLine', {
                  below: gap.below,
                  count: gap.required,
                  shortfall: decimal(gap.averageShortfall),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function CoverageRisks({ matrix }: { matrix: TeamMatrix }) {
  const { t } = useTranslation();
  const competencies = byId(matrix);
  const names = new Map(matrix.members.map((m) => [m.id, m.fullName]));
  return (
    <Card className="px-5 py-5 sm:px-6" labelledBy="team-risks-title">
      <h3 id="team-risks-title" className="font-semibold text-slate-900">
        {t('teams.risksTitle')}
      </h3>
      <p className="text-sm text-slate-600">{t('teams.risksIntro')}</p>
      {matrix.risks.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('teams.noRisks')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {matrix.risks.map((risk) => {
            const competency = competencies.get(risk.competencyId);
            const level = competency?.levels.find((l) => l.value === competency.proficientLevel)?.name ?? '';
            return (
              <li
                key={risk.competencyId}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2"
              >
                <span className="font-medium text-slate-900">{competency?.name}</span>
                <span className="text-sm text-slate-700">
                  {risk.holderId
                    ? t('teams.riskOne', { name: names.get(risk.holderId) ?? '', level })
                    : t('teams.riskNone', { level })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function sortMembers(members: readonly MatrixMemberView[], key: SortKey, language: string) {
  const collator = new Intl.Collator(language);
  const fit = (m: MatrixMemberView) => m.fitPercent ?? -1;
  return [...members].sort((a, b) => {
    if (key === 'fit_low' && fit(a) !== fit(b)) return fit(a) - fit(b);
    if (key === 'fit_high' && fit(a) !== fit(b)) return fit(b) - fit(a);
    return collator.compare(a.fullName, b.fullName);
  });
}

function Matrix({
  matrix,
  onRate,
  onView,
}: {
  matrix: TeamMatrix;
  onRate: (member: MatrixMemberView) => void;
  onView: (member: MatrixMemberView) => void;
}) {
  const { t, i18n } = useTranslation();
  const { percent, decimal } = useFormatters();
  const [sort, setSort] = useState<SortKey>('name');
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase(i18n.language);
  const columns = matrix.competencies.filter(
    (c) => needle === '' || c.name.toLocaleLowerCase(i18n.language).includes(needle),
  );
  const members = sortMembers(matrix.members, sort, i18n.language);
  const cellsOf = (member: MatrixMemberView) =>
    new Map(member.cells.map((cell) => [cell.competencyId, cell]));
  const stateText = (state: CellState) => t(`teams.state.${state}`);
  return (
    <Card className="px-5 py-5 sm:px-6" labelledBy="team-matrix-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="team-matrix-title" className="font-semibold text-slate-900">
            {t('teams.matrixTitle')}
          </h3>
          <p className="text-sm text-slate-600">{t('teams.matrixIntro')}</p>
        </div>
        <a className={buttonClasses('secondary', 'sm')} href={teamMatrixCsvUrl(matrix.team.id)} download>
          <Download aria-hidden="true" className="size-4" />
          {t('teams.exportCsv')}
        </a>
      </div>
      <div className="mt-4 flex flex-wrap gap-4">
        <TextField
          label={t('teams.filter')}
          className="w-full sm:w-64"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <SelectField
          label={t('teams.sort')}
          className="w-full sm:w-56"
          value={sort}
          onChange={(event) => setSort(event.target.value as SortKey)}
        >
          <option value="name">{t('teams.sortName')}</option>
          <option value="fit_low">{t('teams.sortFitLow')}</option>
          <option value="fit_high">{t('teams.sortFitHigh')}</option>
        </SelectField>
      </div>
      <p className="mt-3 flex flex-wrap gap-2 text-xs" aria-hidden="true">
        {(['met', 'below', 'not_rated'] as const).map((state) => (
          <span key={state} className={`rounded px-2 py-0.5 ring-1 ring-slate-200 ${CELL_CLASSES[state]}`}>
            {stateText(state)}
          </span>
        ))}
      </p>
      {columns.length === 0 ? <p className="mt-4 text-sm text-slate-700">{t('teams.noColumns')}</p> : null}
      {/* Wide screens: people × competencies. */}
      {/* relative: the cells' screen-reader texts are absolutely placed, and must scroll with them. */}
      <div className="relative mt-4 hidden overflow-x-auto md:block">
        <table className="min-w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{t('teams.matrixCaption')}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 min-w-48 border-b border-slate-200 bg-white px-3 py-2 text-left font-semibold text-slate-900"
              >
                {t('teams.person')}
              </th>
              <th
                scope="col"
                className="border-b border-slate-200 px-3 py-2 text-right font-semibold text-slate-900"
              >
                {t('teams.fit')}
              </th>
              {columns.map((competency) => (
                <th
                  key={competency.id}
                  scope="col"
                  className="min-w-32 border-b border-slate-200 px-3 py-2 text-left align-bottom font-semibold text-slate-900"
                >
                  <span className="block hyphens-auto">{competency.name}</span>
                  <span className="block text-xs font-normal text-slate-600">{competency.categoryName}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const cells = cellsOf(member);
              return (
                <tr key={member.id}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 border-b border-slate-100 bg-white px-3 py-2 text-left font-normal"
                  >
                    <MemberHeading
                      member={member}
                      canRate={matrix.canRate && member.directReport}
                      onRate={onRate}
                      onView={onView}
                    />
                  </th>
                  <td className="border-b border-slate-100 px-3 py-2 text-right tabular-nums text-slate-900">
                    {member.fitPercent === null ? '—' : percent(member.fitPercent)}
                  </td>
                  {columns.map((competency) => {
                    const cell = cells.get(competency.id);
                    const state = cellState(cell);
                    return (
                      <td
                        key={competency.id}
                        className={`border-b border-slate-100 px-3 py-2 tabular-nums ${CELL_CLASSES[state]}`}
                      >
                        {cellText(cell, decimal)}
                        {state === 'not_required' ? null : (
                          <span className="sr-only">, {stateText(state)}</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {/* Narrow screens: one card per person, each competency a line. */}
      <ul className="mt-4 space-y-4 md:hidden">
        {members.map((member) => (
          <li key={member.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <MemberHeading
                member={member}
                canRate={matrix.canRate && member.directReport}
                onRate={onRate}
                onView={onView}
              />
              <span className="text-sm text-slate-900">
                {t('teams.fitShort', {
                  percent: member.fitPercent === null ? '—' : percent(member.fitPercent),
                })}
              </span>
            </div>
            <MemberLines member={member} columns={columns} stateText={stateText} decimal={decimal} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function MemberLines({
  member,
  columns,
  stateText,
  decimal,
}: {
  member: MatrixMemberView;
  columns: readonly MatrixCompetency[];
  stateText: (state: CellState) => string;
  decimal: (value: number) => string;
}) {
  const cells = new Map(member.cells.map((cell) => [cell.competencyId, cell]));
  const shown = columns.filter((competency) => cells.has(competency.id));
  return (
    <dl className="mt-2 divide-y divide-slate-100 text-sm">
      {shown.map((competency) => {
        const cell = cells.get(competency.id);
        const state = cellState(cell);
        return (
          <div key={competency.id} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt className="min-w-0 text-slate-800 [overflow-wrap:anywhere]">{competency.name}</dt>
            <dd className={`shrink-0 rounded px-2 tabular-nums ${CELL_CLASSES[state]}`}>
              {cellText(cell, decimal)}
              {state === 'not_required' ? null : <span className="sr-only">, {stateText(state)}</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function MemberHeading({
  member,
  canRate,
  onRate,
  onView,
}: {
  member: MatrixMemberView;
  canRate: boolean;
  onRate: (member: MatrixMemberView) => void;
  onView: (member: MatrixMemberView) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 space-y-1">
      <p className="font-medium text-slate-900">{member.fullName}</p>
      <p className="text-xs text-slate-600">{member.jobProfileTitle ?? t('teams.noProfile')}</p>
      <p className="flex flex-wrap gap-1">
        {member.managerRatingDue ? (
          <Badge color="orange">{canRate ? t('teams.ratingDue') : t('teams.managerRatingDue')}</Badge>
        ) : null}
        {member.selfRatedCount === 0 ? <Badge color="gray">{t('teams.noSelf')}</Badge> : null}
        {member.openFeedbackCount > 0 ? (
          <Badge color="blue">{t('teams.openFeedback', { count: member.openFeedbackCount })}</Badge>
        ) : null}
      </p>
      <p className="flex flex-wrap gap-2 pt-1">
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('teams.detailsFor', { name: member.fullName })}
          onClick={() => onView(member)}
        >
          {t('teams.details')}
        </Button>
        {canRate ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('teams.rate', { name: member.fullName })}
            onClick={() => onRate(member)}
          >
            {t('teams.rateShort')}
          </Button>
        ) : null}
      </p>
    </div>
  );
}
