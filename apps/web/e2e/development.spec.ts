import type { Page } from '@playwright/test';
import { captureScreens, DEMO_PASSWORD, expect, expectAccessible, signInViaApi, test } from './support.ts';

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const card = (page: Page, title: string | RegExp) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('an employee accepts two suggested actions, one with a mentor, and completes one with evidence', async ({
  page,
}) => {
  await signInViaApi(page, 'employee@acme.test', DEMO_PASSWORD);
  await page.goto('/personal-development');
  await expect(page.getByRole('heading', { level: 1, name: 'My Development' })).toBeVisible();
  await expect(page.getByText('Not approved yet: Marcus Manager reviews and approves it.')).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Suggested actions' });
  await expect(suggestions.getByRole('heading').first()).toBeVisible();

  // A mentor who opted in, for one of her largest gaps: the dialog opens filled in.
  const mentoring = suggestions.getByRole('button', { name: /^Mentoring with / }).first();
  const offered = (await mentoring.textContent()) ?? '';
  const mentorName = /Mentoring with (.+) \(/.exec(offered)?.[1] ?? '';
  expect(mentorName).not.toBe('');
  await mentoring.click();
  const dialog = page.getByRole('dialog', { name: 'Add an action' });
  await expect(dialog.getByLabel('Kind of action')).toHaveValue('mentoring');
  await expect(dialog.getByLabel('Title')).toHaveValue(new RegExp(`^Mentoring with ${mentorName} on `));
  await expect(dialog.getByLabel('Mentor', { exact: true })).not.toHaveValue('');
  await expectAccessible(page);
  await captureScreens(page, 'development-add-dialog');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();
  const mine = page.getByRole('region', { name: 'My actions' });
  await expect(mine.getByText(`Mentor: ${mentorName}`)).toBeVisible();

  // A stretch project for another gap; a date in the past is refused first.
  await suggestions
    .getByRole('button', { name: /^A stretch project in / })
    .first()
    .click();
  const title = await dialog.getByLabel('Title').inputValue();
  await dialog.getByLabel('Due date').fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog.getByText('Choose a due date from today up to 3 years ahead')).toBeVisible();
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Due date').fill(inAMonth);
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, title).getByText('Planned')).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'development-employee');

  // She completes the project with a link and a note: her manager is asked to re-assess her.
  await card(page, title).getByRole('button', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog', { name: `Complete ${title}` });
  await expect(
    complete.getByText(/Marcus Manager is then asked to rate the linked competencies again/),
  ).toBeVisible();
  await complete
    .getByLabel('Evidence link (optional)')
    .fill('https://wiki.acme.test/projects/stretch-outcome');
  await complete.getByLabel('Note (optional)').fill('Presented the outcome to the team on Friday.');
  await complete.getByRole('button', { name: 'Mark as done' }).click();
  await expect(complete).toBeHidden();
  const closed = page.getByRole('region', { name: 'Done and cancelled' });
  await expect(closed.getByText('Re-assessment requested from Marcus Manager')).toBeVisible();
  await expect(closed.getByRole('link', { name: 'Evidence (link)' })).toHaveAttribute(
    'href',
    'https://wiki.acme.test/projects/stretch-outcome',
  );

  // Her dashboard shows her growth: the target role's fit and the next action due.
  await page.goto('/dashboard');
  const growth = page.getByRole('region', { name: 'Your growth' });
  await expect(growth.getByText(/^Fit to Customer Success Manager/)).toBeVisible();
  await expect(growth.getByText(/^Mentoring with /)).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'dashboard-employee-growth');
});

test("the manager sees reports' overdue actions, comments on a plan and approves it", async ({ page }) => {
  await signInViaApi(page, 'manager@acme.test', DEMO_PASSWORD);
  const { summary } = await apiJson<{
    summary: { overdueActions: Array<{ fullName: string; count: number }>; overdueActionsCount: number };
  }>(page, '/api/v1/teams/mine/summary');
  await page.goto('/dashboard');
  const team = page.getByRole('region', { name: 'Your team' });
  if (summary.overdueActionsCount > 0) {
    const first = summary.overdueActions[0];
    await expect(
      team.getByRole('link', { name: `${first?.fullName} (${first?.count} overdue)` }),
    ).toBeVisible();
  }
  const people = await apiJson<{ items: Array<{ id: string; fullName: string }> }>(
    page,
    '/api/v1/development-plan/people',
  );
  const emma = people.items.find((person) => person.fullName === 'Emma Employee')?.id ?? '';
  await page.goto('/personal-development');
  await page.getByLabel('Whose development plan').selectOption(emma);
  await expect(page.getByRole('heading', { name: 'Actions of Emma Employee' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add action' })).toHaveCount(0);
  await page
    .getByLabel('Comment on this plan')
    .fill('Good choices. Book the first mentoring session this month.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Good choices. Book the first mentoring session this month.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Approve plan' }).click();
  await expect(page.getByText(/^Approved by Marcus Manager on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve plan' })).toHaveCount(0);
  await expectAccessible(page);
  await captureScreens(page, 'development-manager');

  // A colleague who is not her manager is refused by the server.
  await signInViaApi(page, 'ben@acme.test', DEMO_PASSWORD);
  expect((await page.request.get(`/api/v1/development-plan/people/${emma}`)).status()).toBe(403);
});
