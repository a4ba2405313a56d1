#!/usr/bin/env node
/**
 * An API process SIGKILLed in the middle of an HRIS import and in the middle of a level recompute (issue 25,
 * point 4; decision 0080). Two processes behind nginx on a scratch PostgreSQL database; the demo company
 * grows to PEOPLE people (rows inserted directly, as the HRIS bench does) so both runs take several
 * chunks. The process whose runner holds the job (jobs.locked_by names its pid) is killed once the run is
 * part-way: the import has written some people in its one transaction (decision 0082; its progress is
 * written beside it), the recompute has committed some chunks. JOBS_LEASE_MS is 3 s here, so the other
 * process takes the job when that lease runs out and finishes it.
 *
 * Then the same import stopped by SIGTERM instead (a drain, SHUTDOWN_GRACE_MS 0): the process asks the job
 * to stop at its next group of people, rolls it back, hands it back without counting the attempt, and exits
 * 0; the other process applies the file from the start.
 *
 * Holds when: the import is all or nothing — from the kill until it ends, the company shows none of the
 * file or all of it, never part — and ends 'done' with every person of the file in their unit once (never
 * a person twice, no unit written twice); the recompute ends 'done' with every person counted; the job
 * that finished each was the surviving process's.
 *
 *   node scripts/faults/api-kill.mjs            (about a minute with PEOPLE=6000)
 */
import { createScratchDatabase, ensureBuilt, startCluster } from '../ops/cluster.mjs';
import { faultScript, query, request, signIn, sleep, stoppedByError } from './fault-kit.mjs';

const NAME = 'api-kill';
const PEOPLE = Number(process.env.PEOPLE ?? 6_000);
const UNITS = 50;
const LEASE_MS = 3_000;
const { check, log } = faultScript(NAME, 240_000);

/** The member whose runner holds the job of this kind right now (its workerId is api-<pid>-…). */
async function holderOf(databaseUrl, cluster, kind) {
  const [job] = await query(
    databaseUrl,
    `select locked_by from jobs where kind = $1 and finished_at is null and failed_at is null
       and locked_until > now() order by run_at desc limit 1`,
    [kind],
  );
  const pid = Number(/^api-(\d+)-/.exec(job?.locked_by ?? '')?.[1]);
  return cluster.members.find((member) => member.pid === pid && member.running) ?? null;
}

/**
 * Waits until `progress()` says the run is part-way, then sends the process holding its job `signal`
 * (SIGKILL: it dies; SIGTERM: it drains) and waits for its exit.
 */
async function killMidway(databaseUrl, cluster, kind, progress, signal = 'SIGKILL') {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const { done, total, status } = await progress();
    if (status === 'done') throw new Error(`${kind} finished before it could be stopped (${done}/${total})`);
    const holder = await holderOf(databaseUrl, cluster, kind);
    if (holder && status === 'running' && done > 0 && done < total) {
      const [job] = await query(
        databaseUrl,
        'select id, attempts, locked_by from jobs where kind = $1 and locked_until > now()',
        [kind],
      );
      const sent = Date.now();
      await cluster.kill(holder.index, signal);
      const exitMs = Date.now() - sent;
      log(
        `${kind}: ${signal} to process ${holder.index} (pid ${holder.pid}) at ${done}/${total}; exited in ${exitMs} ms`,
      );
      return { killed: holder.index, at: done, total, job, exitMs };
    }
    await sleep(25);
  }
  throw new Error(`${kind} never reached the middle of its run`);
}

async function waitUntil(what, test, timeoutMs = 90_000) {
  const started = Date.now();
  for (;;) {
    const value = await test();
    if (value) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/**
 * A job's row once its runner has recorded the end. The import or recompute is seen done at its commit;
 * the runner then still folds the fit totals and refreshes the planner's statistics before it marks the
 * job finished (CI once read the row in between). Returns the row as it is after 30 s at most.
 */
async function endedJob(url, where, params = []) {
  let row;
  await waitUntil(
    'the job recorded as ended',
    async () => {
      [row] = await query(
        url,
        `select attempts, locked_by, finished_at is not null as finished from jobs where ${where}`,
        params,
      );
      return row?.finished;
    },
    30_000,
  ).catch(() => undefined);
  return row;
}

const HEADER =
  'record,external_id,name,parent_external_id,country,time_zone,job_profile,unit_external_id,location_external_id,email,manager_external_id';

/** Uploads and applies a file that places every fault person in new units `${prefix}1…`; returns the import's id. */
async function applyImport(base, owner, prefix) {
  const lines = [HEADER, `unit,${prefix}0,Fault Root ${prefix},,,,,,,,`];
  for (let u = 1; u <= UNITS; u++)
    lines.push(`unit,${prefix}${u},Fault Unit ${prefix}${u},${prefix}0,,,,,,,`);
  lines.push('location,KL1,Fault Campus,,DE,Europe/Berlin,,,,,');
  for (let g = 1; g <= PEOPLE; g++) {
    const manager = g === 1 ? '' : `KE${Math.max(1, Math.floor(g / 10))}`;
    lines.push(
      `person,KE${g},Fault Person ${g},,,,Fault Engineer,${prefix}${(g % UNITS) + 1},KL1,f${g}@acme.test,${manager}`,
    );
  }
  const uploaded = await fetch(`${base}/api/v1/organisation/hris-imports?fileName=fault.csv`, {
    method: 'POST',
    headers: { cookie: owner, 'content-type': 'text/csv', origin: base },
    body: lines.join('\r\n'),
  });
  const preview = await uploaded.json();
  if (uploaded.status !== 201 || preview.issueCount > 0)
    throw new Error(`upload answered ${uploaded.status}: ${JSON.stringify(preview).slice(0, 500)}`);
  const applied = await request(base, 'POST', `/api/v1/organisation/hris-imports/${preview.id}/apply`, {
    cookie: owner,
  });
  if (applied.status !== 200)
    throw new Error(`apply answered ${applied.status}: ${JSON.stringify(applied.body)}`);
  return preview.id;
}

/** An import's progress, as the page reads it (written beside the import's one transaction). */
const importProgress = (url, importId) => async () => {
  const [row] = await query(url, 'select status, done_people, total_people from hris_imports where id = $1', [
    importId,
  ]);
  return { status: row.status, done: row.done_people, total: row.total_people || PEOPLE };
};

/** The units `${prefix}…` of the company, the people in them now, and anyone with two open records. */
async function placedBy(url, companyId, prefix) {
  const [row] = await query(
    url,
    `select
       (select count(*)::int from org_units where company_id = $1 and external_id like $2) as units,
       (select count(distinct a.person_id)::int from job_assignments a join org_units u on u.id = a.org_unit_id
          where a.company_id = $1 and a.kind = 'primary' and a.ends_on is null and u.external_id like $2) as placed,
       (select count(*)::int from profiles p join org_units u on u.id = p.org_unit_id
          where p.company_id = $1 and u.external_id like $2) as shown,
       (select count(*)::int from (select person_id from job_assignments where company_id = $1 and kind = 'primary'
          and ends_on is null group by person_id having count(*) > 1) twice) as twice`,
    [companyId, `${prefix}%`],
  );
  return row;
}

/** Samples what of the file the company shows every 100 ms until the import ends: the states seen, and how long. */
async function watchImport(url, companyId, prefix, importId) {
  const seen = new Set();
  const progress = importProgress(url, importId);
  const ms = await waitUntil('the import resumed and finished', async () => {
    const visible = await placedBy(url, companyId, prefix);
    seen.add(`${visible.units} units, ${visible.shown} people`);
    const now = await progress();
    if (now.status === 'failed') throw new Error('the import failed');
    return now.status === 'done';
  });
  return { states: [...seen], ms };
}

/** None of the file, or all of it, at every sample; and none of it right after the process went. */
function wholeOrNothing(how, states) {
  const all = `${UNITS + 1} units, ${PEOPLE} people`;
  check.expect(
    states.every((state) => state === '0 units, 0 people' || state === all),
    `${how}: the company showed ${states.join(' / ')} between the stop and the end`,
  );
  check.expect(
    states[0] === '0 units, 0 people',
    `${how}: right after the stop the company showed ${states[0]}`,
  );
}

let database;
let cluster;
try {
  await ensureBuilt();
  database = await createScratchDatabase(undefined, 'd_api_kill');
  const clusterOptions = {
    ...(process.env.FAULT_LOG_DIR ? { logDir: process.env.FAULT_LOG_DIR } : {}),
    databaseUrl: database.url,
    processes: 2,
    env: {
      JOBS_LEASE_MS: String(LEASE_MS),
      JOBS_POLL_MS: '250',
      RATE_LIMIT_IP_MAX: '100000',
      // A drain asks a running job to stop at once (the third run below).
      SHUTDOWN_GRACE_MS: '0',
    },
  };
  cluster = await startCluster(clusterOptions);
  const base = cluster.url;
  const url = database.url;
  const [acme] = await query(url, `select id from companies where name ilike 'Acme%' limit 1`);
  const companyId = acme.id;
  // The company grows to PEOPLE people so both runs take many chunks (the superuser writes past RLS).
  await query(
    url,
    `insert into "user" (id, name, email, email_verified)
     select gen_random_uuid(), 'Fault Person ' || g, 'f' || g || '@acme.test', true from generate_series(1, $1::int) g`,
    [PEOPLE],
  );
  await query(
    url,
    `insert into profiles (id, company_id, email, full_name, role, status)
     select u.id, $1, u.email, u.name, 'employee', 'active' from "user" u where u.email like 'f%@acme.test'
       and u.name like 'Fault Person %'`,
    [companyId],
  );
  await query(url, `insert into job_profiles (company_id, title) values ($1, 'Fault Engineer')`, [companyId]);
  log(`Acme has ${PEOPLE} more people`);

  // --- The HRIS import
  const owner = await signIn(base, 'owner@acme.test');
  const firstImport = await applyImport(base, owner, 'KU');
  const importKill = await killMidway(
    url,
    cluster,
    'organisation.hris_import',
    importProgress(url, firstImport),
  );
  // From the kill to the end, sampled every 100 ms: none of the file, or all of it.
  const killed = await watchImport(url, companyId, 'KU', firstImport);
  wholeOrNothing('SIGKILL', killed.states);
  const importJob = await endedJob(url, `kind = 'organisation.hris_import'`);
  const importJobs = await query(url, `select id from jobs where kind = 'organisation.hris_import'`);
  const imported = await placedBy(url, companyId, 'KU');
  check.expect(imported.units === UNITS + 1, `${imported.units} units written, ${UNITS + 1} in the file`);
  check.expect(imported.placed === PEOPLE, `${imported.placed} of ${PEOPLE} people placed by the import`);
  check.expect(imported.twice === 0, `${imported.twice} people with two open primary assignments`);
  check.expect(importJob?.finished, `import job: ${JSON.stringify(importJob)}`);
  check.expect(importJobs.length === 1, `${importJobs.length} import jobs`);
  check.expect(
    importJob?.locked_by !== importKill.job?.locked_by &&
      importJob?.attempts === importKill.job?.attempts + 1,
    `the import was finished by ${JSON.stringify(importJob)}; killed: ${JSON.stringify(importKill.job)}`,
  );

  // Back to two processes before the second kill.
  await cluster.start(importKill.killed);

  // --- The level recompute
  const recompute = await request(base, 'POST', '/api/v1/competency-settings/recomputes', { cookie: owner });
  if (recompute.status !== 201) throw new Error(`recompute answered ${recompute.status}`);
  const recomputeProgress = async () => {
    const [row] = await query(
      url,
      `select status, done_people, total_people from level_recomputes where company_id = $1
       order by created_at desc limit 1`,
      [companyId],
    );
    return { status: row.status, done: row.done_people, total: row.total_people || PEOPLE };
  };
  const recomputeKill = await killMidway(url, cluster, 'levels.recompute', recomputeProgress);
  const recomputeResumeMs = await waitUntil('the recompute resumed and finished', async () => {
    const progress = await recomputeProgress();
    if (progress.status === 'failed') throw new Error('the recompute failed');
    return progress.status === 'done';
  });
  const finalRecompute = await recomputeProgress();
  check.expect(
    finalRecompute.done === finalRecompute.total && finalRecompute.total >= PEOPLE,
    `recompute counted ${finalRecompute.done} of ${finalRecompute.total}`,
  );
  const recomputeJob = await endedJob(url, 'id = $1', [recomputeKill.job?.id]);
  check.expect(
    recomputeJob?.finished &&
      recomputeJob.locked_by !== recomputeKill.job?.locked_by &&
      recomputeJob.attempts === recomputeKill.job?.attempts + 1,
    `recompute job: ${JSON.stringify(recomputeJob)}; killed: ${JSON.stringify(recomputeKill.job)}`,
  );
  // --- A drain in the middle of an import: SHUTDOWN_GRACE_MS is 0 here, so the runner asks the import
  // to stop at once; it rolls back and the job is handed back, not waiting out a lease (decision 0082).
  await cluster.start(recomputeKill.killed);
  const secondImport = await applyImport(base, owner, 'KV');
  const importDrain = await killMidway(
    url,
    cluster,
    'organisation.hris_import',
    importProgress(url, secondImport),
    'SIGTERM',
  );
  const drained = await watchImport(url, companyId, 'KV', secondImport);
  wholeOrNothing('SIGTERM', drained.states);
  const afterDrain = await placedBy(url, companyId, 'KV');
  check.expect(
    afterDrain.placed === PEOPLE && afterDrain.twice === 0,
    `after the drain: ${afterDrain.placed} of ${PEOPLE} people placed, ${afterDrain.twice} twice`,
  );
  const drainedMember = cluster.members[importDrain.killed];
  check.expect(
    drainedMember?.lastExit?.code === 0,
    `the drained process ended ${JSON.stringify(drainedMember?.lastExit)}`,
  );
  check.expect(
    cluster.logsOf(importDrain.killed).includes('job interrupted by a drain; handed back'),
    'the drained process did not log that it handed the import back',
  );
  const drainJob = await endedJob(url, 'id = $1', [importDrain.job?.id]);
  // Handed back, the interrupted run was not an attempt: the other process's run is the same attempt again.
  check.expect(
    drainJob?.finished &&
      drainJob.locked_by !== importDrain.job?.locked_by &&
      drainJob.attempts === importDrain.job?.attempts,
    `import job after the drain: ${JSON.stringify(drainJob)}; drained: ${JSON.stringify(importDrain.job)}`,
  );

  const failedJobs = await query(url, 'select kind, last_error from jobs where failed_at is not null');
  check.expect(failedJobs.length === 0, `jobs failed for good: ${JSON.stringify(failedJobs)}`);

  const figures = {
    people: PEOPLE,
    leaseMs: LEASE_MS,
    importKilledAt: `${importKill.at}/${importKill.total}`,
    importSeenAfterKill: killed.states,
    importFinishedAfterKillMs: killed.ms,
    importUnits: imported.units,
    importPlaced: imported.placed,
    recomputeKilledAt: `${recomputeKill.at}/${recomputeKill.total}`,
    recomputeFinishedAfterKillMs: recomputeResumeMs,
    importDrainedAt: `${importDrain.at}/${importDrain.total}`,
    drainedProcessExitMs: importDrain.exitMs,
    importSeenAfterDrain: drained.states,
    importFinishedAfterDrainMs: drained.ms,
  };
  console.info(JSON.stringify(figures, null, 2));
  check.finish(
    `import killed at ${figures.importKilledAt} finished by the other process ${killed.ms} ms later ` +
      `(${imported.placed} people placed once, none of it shown before); recompute killed at ` +
      `${figures.recomputeKilledAt} finished ${recomputeResumeMs} ms later; import drained at ` +
      `${figures.importDrainedAt} handed back and finished ${drained.ms} ms later`,
  );
} catch (error) {
  stoppedByError(check, error, cluster);
} finally {
  await cluster?.close();
  await database?.drop();
}
