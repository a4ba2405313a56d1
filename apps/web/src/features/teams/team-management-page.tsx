import { hasPermission } from '@competencyhub/domain/permissions';
import { PLAN_LACKS_FEATURE } from '@competencyhub/domain/schemas/subscription';
import type { MatrixSort, TeamMatrix, TeamSummary } from '@competencyhub/domain/schemas/teams';
import { Pencil, Plus, Trash2, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { PlanUpgradeNote } from '../../ui/plan-upgrade-note.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { SkillMatrix } from './skill-matrix.tsx';
import { useFormatters } from './skill-matrix-parts.tsx';
import { TeamDialog } from './team-dialog.tsx';
import { useTeamChange, useTeamMatrix, useTeams } from './teams-api.ts';

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
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const teams = useTeams(companyId, q);
  const label = useTeamLabel();
  // The team on screen: the one picked, else the list's first. It stays while another search runs.
  const [chosen, setChosen] = useState<TeamSummary | null>(null);
  const [creating, setCreating] = useState(false);
  const canManage = hasPermission(me.user.role, 'manage_teams');
  if (teams.isPending) return <Spinner label={t('app.loading')} />;
  if (teams.isError) return <Alert tone="error">{errorMessage(t, teams.error)}</Alert>;
  const pages = teams.data.pages;
  const everyTeam = pages[0]?.everyTeam ?? false;
  const items = pages.flatMap((page) => page.items);
  const shown = chosen ?? (q ? null : (items[0] ?? null));
  // The select lists the search's teams, and the team on screen even when the search leaves it out.
  const options = shown && !items.some((team) => team.id === shown.id) ? [shown, ...items] : items;
  const searchable = everyTeam || teams.hasNextPage || q !== '';
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {searchable || options.length > 1 ? (
          <div className="flex w-full max-w-2xl flex-wrap items-end gap-3">
            {searchable ? (
              <TextField
                label={t('teams.search')}
                type="search"
                className="w-full sm:w-64"
                value={search}
                maxLength={100}
                onChange={(event) => {
                  // The team on screen stays on screen while the list narrows.
                  if (!chosen && shown) setChosen(shown);
                  setSearch(event.target.value);
                }}
              />
            ) : null}
            <SelectField
              label={t('teams.choose')}
              className="w-full sm:max-w-sm sm:flex-1"
              value={shown?.id ?? ''}
              onChange={(event) => setChosen(options.find((team) => team.id === event.target.value) ?? null)}
            >
              {shown ? null : <option value="">{t('teams.pick')}</option>}
              {options.map((team) => (
                <option key={team.id} value={team.id}>
                  {label(team)}
                </option>
              ))}
            </SelectField>
            <ShowMore list={teams} label={t('teams.moreTeams')} />
          </div>
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
      {q && items.length === 0 ? (
        <p role="status" className="text-sm text-slate-600">
          {t('teams.noMatch', { q })}
        </p>
      ) : null}
      {!q && items.length === 0 ? (
        <Card className="px-5 py-6 sm:px-6">
          <h2 className="font-semibold text-slate-900">{t('teams.emptyTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {everyTeam ? t('teams.emptyEvery') : t('teams.emptyOwn')}
          </p>
        </Card>
      ) : null}
      {shown ? (
        <TeamView
          key={shown.id}
          companyId={companyId}
          teamId={shown.id}
          dialogs={dialogs}
          onDeleted={() => setChosen(null)}
        />
      ) : null}
      {creating ? (
        <TeamDialog
          companyId={companyId}
          team={null}
          onClose={() => setCreating(false)}
          onSaved={(team) => setChosen(team)}
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
  const [sort, setSort] = useState<MatrixSort>('name');
  const matrix = useTeamMatrix(companyId, teamId, sort);
  const change = useTeamChange(companyId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [rating, setRating] = useState<{ id: string; name: string } | null>(null);
  const [viewing, setViewing] = useState<{ id: string; name: string } | null>(null);
  if (matrix.isPending) return <Spinner label={t('app.loading')} />;
  if (isApiError(matrix.error, PLAN_LACKS_FEATURE)) return <PlanUpgradeNote feature="team_analytics" />;
  if (matrix.isError) return <Alert tone="error">{errorMessage(t, matrix.error)}</Alert>;
  const data = matrix.data;
  if (!data) return <Spinner label={t('app.loading')} />;

  const team = data.team;
  async function remove() {
    setDeleteError(null);
    try {
      await change.mutateAsync({ kind: 'delete', id: team.id });
      notifySuccess({ title: t('teams.deleted', { name: team.name ?? '' }) });
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
          <SkillMatrix
            matrix={data}
            sort={sort}
            onSort={setSort}
            more={{
              hasMore: matrix.hasNextPage,
              loading: matrix.isFetchingNextPage,
              onLoadMore: () => void matrix.fetchNextPage(),
            }}
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
                    ? t('teams.riskOne', { name: risk.holderName, level })
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
