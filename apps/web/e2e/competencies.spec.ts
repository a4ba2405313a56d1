import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  captureScreens,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  openContext,
  signInViaApi,
  test,
} from './support.ts';

/** axe once the toasts have gone: a toast still fading in has no final colours to measure. */
async function expectAccessibleWhenSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

async function signedInPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await openContext(browser, { baseURL });
  const page = await context.newPage();
  await signInViaApi(page, email, DEMO_PASSWORD);
  return page;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

interface Built {
  names: { listening: string; product: string; coaching: string };
  ownProfile: string;
  otherProfile: string;
}

/**
 * As the learning lead, over the API: a framework with three competencies (each with what people do
 * at every level), the job profile Emma will hold and another one to compare with.
 */
async function buildRoles(request: APIRequestContext, suffix: string): Promise<Built> {
  const base = '/api/v1/competency-frameworks';
  const framework = await json<{ id: string }>(
    await request.post(base, { data: { name: `Service ${suffix}` } }),
  );
  const withCategory = await json<{ categories: Array<{ id: string }> }>(
    await request.post(`${base}/${framework.id}/categories`, { data: { name: 'Customer' } }),
  );
  const categoryId = withCategory.categories[0]?.id;
  const names = {
    listening: `Active listening ${suffix}`,
    product: `Product knowledge ${suffix}`,
    coaching: `Coaching ${suffix}`,
  };
  const ids: Record<string, string> = {};
  for (const [key, name] of Object.entries(names)) {
    const detail = await json<{ competencies: Array<{ id: string; name: string }> }>(
      await request.post(`${base}/${framework.id}/competencies`, {
        data: {
          name,
          type: 'behavioural',
          categoryId,
          levelDescriptions: [
            'Follows the basics with help.',
            'Applies it in routine situations.',
            'Does it reliably on their own.',
            'Handles hard cases and coaches others.',
            'Sets the standard for the company.',
          ],
        },
      }),
    );
    ids[key] = detail.competencies.find((c) => c.name === name)?.id ?? '';
  }
  const own = await json<{ id: string }>(
    await request.post('/api/v1/job-profiles', {
      data: {
        title: `Service Specialist ${suffix}`,
        department: 'Customer Success',
        requirements: [
          { competencyId: ids.listening, requiredLevel: 4, importance: 'critical' },
          { competencyId: ids.product, requiredLevel: 3, importance: 'important' },
        ],
      },
    }),
  );
  const other = await json<{ id: string }>(
    await request.post('/api/v1/job-profiles', {
      data: {
        title: `Service Team Lead ${suffix}`,
        department: 'Customer Success',
        requirements: [
          { competencyId: ids.coaching, requiredLevel: 4, importance: 'critical' },
          { competencyId: ids.listening, requiredLevel: 4, importance: 'important' },
        ],
      },
    }),
  );
  return { names, ownProfile: own.id, otherProfile: other.id };
}

test.describe('/competencies', () => {
  test('an employee self-assesses with evidence, gets 360 feedback and a manager rating, and sees levels explained and gaps', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The manager now approves the colleagues Emma proposes: one more person in the walk.
    test.setTimeout(240_000);
    const suffix = Date.now().toString(36);
    const origin = baseURL ?? '';

    // The learning lead builds the roles; Emma is given hers.
    await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
    const built = await buildRoles(page.request, suffix);
    const emmaId = (
      await json<{ items: Array<{ id: string }> }>(
        await page.request.get('/api/v1/job-profiles/people?q=employee@acme'),
      )
    ).items[0]?.id;
    expect(emmaId).toBeTruthy();
    await json(
      await page.request.put(`/api/v1/profiles/${emmaId}/job-profile`, {
        data: { jobProfileId: built.ownProfile },
      }),
    );

    // Emma rates herself, with a link on one and a file on the other.
    const emma = await signedInPage(browser, origin, 'employee@acme.test');
    await emma.goto('/competencies?tab=assessments');
    await expect(emma.getByRole('heading', { level: 1, name: 'My Competencies' })).toBeVisible();
    const self = emma
      .getByRole('heading', { level: 2, name: 'Self-assessment' })
      .locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
    await self.getByRole('button', { name: `Rate ${built.names.listening}` }).click();
    await self.getByRole('radio', { name: /^3 · Proficient/ }).check();
    await self
      .getByLabel('Comment (optional)')
      .fill('Ran the customer interviews for the onboarding redesign.');
    // Two links: one added to the list, one still in its field when saving.
    await self.getByLabel('Evidence link (optional)').fill('notes.acme.test/interviews');
    await self.getByRole('button', { name: 'Add link' }).click();
    await expect(self.getByRole('button', { name: 'Remove notes.acme.test/interviews' })).toBeVisible();
    await self.getByLabel('Evidence link (optional)').fill('https://notes.acme.test/summary');
    await self.getByRole('button', { name: `Rate ${built.names.product}` }).click();
    const productPanel = self.locator('li').filter({ hasText: built.names.product });
    await productPanel.getByRole('radio', { name: /^2 · Developing/ }).check();
    await productPanel.getByLabel('Attach a file').setInputFiles({
      name: 'product-quiz.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Product quiz: 17 of 20 correct.'),
    });
    await expect(productPanel.getByText('product-quiz.txt')).toBeVisible();
    await expectAccessible(emma);
    await captureScreens(emma, 'competencies-self-assessment');
    await self.getByRole('button', { name: 'Save 2 ratings' }).click();
    await expect(emma.getByText('2 ratings saved')).toBeVisible();
    await expect(self.getByText('Ran the customer interviews for the onboarding redesign.')).toBeVisible();
    await expect(self.getByRole('link', { name: 'product-quiz.txt' })).toBeVisible();
    for (const url of ['https://notes.acme.test/interviews', 'https://notes.acme.test/summary'])
      await expect(self.getByRole('link', { name: `Link: ${url}` })).toHaveAttribute('href', url);

    // 360: three colleagues asked; one declines with a reason; a fourth is asked and answers.
    const competencyIds = (
      await json<{ competencies: Array<{ competencyId: string; name: string }> }>(
        await emma.request.get('/api/v1/assessments/me'),
      )
    ).competencies
      .filter((c) => c.name === built.names.listening || c.name === built.names.product)
      .map((c) => c.competencyId);
    // Emma asks three colleagues in the page.
    await emma.getByRole('button', { name: 'Ask for feedback' }).click();
    const ask = emma.getByRole('dialog', { name: 'Ask colleagues for feedback' });
    for (const [query, name] of [
      ['learning@acme', 'Lena Learning'],
      ['it@acme', 'Ivan IT'],
      ['owner@acme', 'Olivia Owner'],
    ] as const) {
      await ask.getByLabel('Find colleagues').fill(query);
      await ask.getByRole('button', { name: `Add ${name}` }).click();
    }
    await ask.getByLabel('How Olivia Owner works with you').selectOption({ label: 'Other colleague' });
    await expect(ask.getByRole('checkbox', { name: built.names.listening })).toBeChecked();
    await expectAccessibleWhenSettled(emma);
    await captureScreens(emma, 'competencies-ask-feedback');
    await ask.getByRole('button', { name: 'Send 3 requests' }).click();
    // Acme asks managers to approve (the default): nobody is asked until Marcus, her manager, does.
    await expect(
      emma.getByText('3 colleagues proposed: your manager approves before anyone is asked'),
    ).toBeVisible();
    await expect(
      emma.getByText(
        '3 colleagues you proposed are waiting for your manager’s approval; nobody is asked before that.',
      ),
    ).toBeVisible();
    const marcus = await signedInPage(browser, origin, 'manager@acme.test');
    await marcus.goto('/competencies?tab=assessments');
    const approvals = marcus
      .getByRole('heading', { level: 3, name: 'Colleagues waiting for your approval' })
      .locator('xpath=..');
    await expect(approvals.getByText('Proposed by Emma Employee')).toBeVisible();
    await expect(approvals.getByRole('checkbox', { name: /Olivia Owner/ })).toBeChecked();
    await expectAccessible(marcus);
    await captureScreens(marcus, 'competencies-manager-approves-raters');
    await approvals.getByRole('button', { name: 'Approve and send 3 requests' }).click();
    await expect(marcus.getByText('3 requests about Emma Employee sent')).toBeVisible();
    await expect(approvals).toBeHidden();
    const answer = async (email: string, levels: [number, number], decline?: string) => {
      const rater = await signedInPage(browser, origin, email);
      const overview = await json<{
        toAnswer: Array<{ id: string; subject: { fullName: string }; status: string }>;
      }>(await rater.request.get('/api/v1/feedback-requests'));
      const request = overview.toAnswer.find(
        (r) => r.subject.fullName === 'Emma Employee' && r.status === 'pending',
      );
      expect(request).toBeTruthy();
      if (decline) {
        await json(
          await rater.request.post(`/api/v1/feedback-requests/${request?.id}/decline`, {
            data: { reason: decline },
          }),
        );
      } else {
        await json(await rater.request.post(`/api/v1/feedback-requests/${request?.id}/accept`));
        await json(
          await rater.request.post(`/api/v1/feedback-requests/${request?.id}/answer`, {
            data: {
              ratings: competencyIds.map((competencyId, index) => ({
                competencyId,
                level: levels[index] ?? 3,
              })),
            },
          }),
        );
      }
      await rater.context().close();
    };
    // Lena accepts in the page, then answers: a level for each competency asked about.
    const lena = await signedInPage(browser, origin, 'learning@acme.test');
    await lena.goto('/competencies?tab=assessments');
    await lena.getByRole('button', { name: 'Accept the request about Emma Employee' }).first().click();
    await expect(lena.getByText('You accepted the request about Emma Employee')).toBeVisible();
    await lena.getByRole('button', { name: 'Answer the request about Emma Employee' }).first().click();
    const answerDialog = lena.getByRole('dialog', { name: 'Feedback on Emma Employee' });
    await answerDialog
      .getByRole('group', { name: `Level in ${built.names.listening}` })
      .getByRole('radio', { name: /^4 · Advanced/ })
      .check();
    await answerDialog
      .getByRole('group', { name: `Level in ${built.names.product}` })
      .getByRole('radio', { name: /^3 · Proficient/ })
      .check();
    await expectAccessible(lena);
    await captureScreens(lena, 'competencies-rater-answers');
    await answerDialog.getByRole('button', { name: 'Send 2 ratings' }).click();
    await expect(lena.getByText('Thank you: your feedback on Emma Employee is sent')).toBeVisible();
    await lena.context().close();
    const ivan = await signedInPage(browser, origin, 'it@acme.test');
    await ivan.goto('/competencies?tab=assessments');
    await ivan.getByRole('button', { name: 'Decline the request about Emma Employee' }).first().click();
    const decline = ivan.getByRole('dialog', { name: 'Decline the request about Emma Employee?' });
    await decline.getByLabel('Reason').fill('I have not worked with Emma this year.');
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect(ivan.getByText('You declined the request about Emma Employee')).toBeVisible();
    await ivan.context().close();
    await answer('owner@acme.test', [3, 2]);
    // Two answers: withheld, never shown one by one.
    const withheld = await emma.request.get('/api/v1/assessments/me');
    expect(await withheld.text()).not.toContain('Lena Learning');
    // The decline leaves two answers: Emma asks a fourth colleague in the page, on the same two.
    await emma.getByRole('button', { name: 'Ask for feedback' }).click();
    await ask.getByLabel('Find colleagues').fill('ben@acme');
    await ask.getByRole('button', { name: 'Add Ben Carter' }).click();
    for (const checkbox of await ask.getByRole('checkbox').all()) {
      const name =
        (await checkbox.getAttribute('aria-label')) ??
        (await checkbox.locator('xpath=..').textContent()) ??
        '';
      const wanted = name.trim() === built.names.listening || name.trim() === built.names.product;
      if ((await checkbox.isChecked()) !== wanted) await checkbox.setChecked(wanted);
    }
    await ask.getByRole('button', { name: 'Send 1 request' }).click();
    await expect(
      emma.getByText('1 colleague proposed: your manager approves before anyone is asked'),
    ).toBeVisible();
    const proposal = (
      await json<{ toApprove: Array<{ subject: { id: string }; raters: Array<{ requestId: string }> }> }>(
        await marcus.request.get('/api/v1/feedback-requests'),
      )
    ).toApprove.find((p) => p.subject.id === emmaId);
    await json(
      await marcus.request.post(`/api/v1/feedback-requests/proposals/${emmaId}/approve`, {
        data: { send: proposal?.raters.map((r) => r.requestId), add: [] },
      }),
    );
    await answer('ben@acme.test', [4, 3]);

    // Emma follows the requests about her as counts: never who was asked, who answered or declined, or when.
    await emma.reload();
    const aboutHer = emma.getByRole('heading', { level: 3, name: 'Requests about you' }).locator('xpath=..');
    // (The demo company asked about Emma before: the counts hold those requests too.)
    await expect(aboutHer.getByText(/^\d+ answered$/)).toBeVisible();
    await expect(aboutHer.getByText('1 declined, withdrawn or expired')).toBeVisible();
    const feedbackCard = emma
      .getByRole('heading', { level: 2, name: '360 feedback' })
      .locator('xpath=../../..');
    await expect(feedbackCard).not.toContainText('Lena Learning');
    await expect(feedbackCard).not.toContainText('I have not worked with Emma this year.');
    await emma.getByText('What stays anonymous, and what cannot').click();
    await expect(emma.getByText(/Anonymity has limits: with only a few colleagues/)).toBeVisible();
    await expectAccessible(emma);
    await captureScreens(emma, 'competencies-requests-about-you');

    // Marcus, her line manager, rates her beside her own ratings.
    await marcus.goto('/competencies?tab=assessments');
    await marcus.getByRole('button', { name: 'Rate Emma Employee' }).click();
    const rateDialog = marcus.getByRole('dialog', { name: 'Rate Emma Employee' });
    await expect(
      rateDialog.getByText('Ran the customer interviews for the onboarding redesign.'),
    ).toBeVisible();
    await expect(rateDialog.getByText(/Colleagues’ average: .* \(3 answers\)/).first()).toBeVisible();
    await rateDialog
      .getByRole('group', { name: `Your rating of ${built.names.listening}` })
      .getByRole('radio', { name: /^4 · Advanced/ })
      .check();
    await expectAccessible(marcus);
    await captureScreens(marcus, 'competencies-manager-rating');
    await rateDialog.getByRole('button', { name: 'Save 1 rating' }).click();
    await expect(rateDialog).toBeHidden();
    // The manager sees the same gaps and explained levels for each report.
    await marcus.getByRole('button', { name: 'See gaps: Emma Employee' }).click();
    const gaps = marcus.getByRole('dialog', { name: 'Fit, gaps and levels of Emma Employee' });
    await expect(
      gaps.getByText(`Fit of Emma Employee to their role, Service Specialist ${suffix}`),
    ).toBeVisible();
    await expectAccessible(marcus);
    await captureScreens(marcus, 'competencies-manager-report-gaps');
    await gaps.getByRole('button', { name: 'Close' }).first().click();
    const openAboutEmma = async () =>
      ((await (await emma.request.get('/api/v1/feedback-requests')).json()) as { aboutMe: { open: number } })
        .aboutMe.open;
    const openBefore = await openAboutEmma();
    // He asks a colleague for feedback about Emma; she sees one more request about her, not whom it asks.
    await marcus.getByRole('button', { name: 'Ask for feedback about Emma Employee' }).click();
    const askAbout = marcus.getByRole('dialog', { name: 'Ask colleagues about Emma Employee' });
    await askAbout.getByLabel('Find colleagues').fill('Julia');
    await askAbout.getByRole('button', { name: 'Add Julia Rossi' }).click();
    await expectAccessible(marcus);
    await captureScreens(marcus, 'competencies-manager-asks-about-report');
    await askAbout.getByRole('button', { name: 'Send 1 request' }).click();
    await expect(askAbout).toBeHidden();
    await expect(marcus.getByText('1 colleague asked for feedback')).toBeVisible();
    expect(await openAboutEmma()).toBe(openBefore + 1);
    expect(await (await emma.request.get('/api/v1/feedback-requests')).text()).not.toContain('Julia Rossi');
    await marcus.context().close();

    // Emma sees her levels explained, the history chart, and her gaps to her role and another one.
    await emma.goto('/competencies');
    await expect(emma.getByText(`Fit to your role, Service Specialist ${suffix}`)).toBeVisible();
    await emma.getByRole('button', { name: `Why this level? ${built.names.listening}` }).click();
    const why = emma.locator(`#why-me-${competencyIds[0]}`);
    await expect(why.getByRole('cell', { name: 'Marcus Manager' })).toBeVisible();
    await expect(why.getByRole('cell', { name: '3 colleagues' })).toBeVisible();
    await expect(why.getByRole('cell', { name: '100%' })).toBeVisible();
    // How sure the stored level is, and until when it holds (a year after the manager's rating).
    await expect(why.getByText(/^How sure: high \(\d+ of 100\)\.$/)).toBeVisible();
    await expect(why.getByText(/^Holds until .+, a year after the rating it rests on\.$/)).toBeVisible();
    await expect(why.locator('.uplot')).toBeVisible();
    // Her evidence for it: both links of her self-assessment, each with its day and who added it.
    const evidence = why.getByRole('region', { name: 'Evidence' });
    for (const url of ['https://notes.acme.test/interviews', 'https://notes.acme.test/summary']) {
      const piece = evidence.getByRole('listitem').filter({ has: emma.getByRole('link', { name: url }) });
      await expect(piece).toContainText(/Self-assessment · added on .+ by Emma Employee/);
    }
    await emma.getByLabel('Compare with a role').selectOption({ label: `Service Team Lead ${suffix}` });
    await expect(emma.getByText(`Fit to Service Team Lead ${suffix}, if you moved to it`)).toBeVisible();
    await expectAccessibleWhenSettled(emma);
    await captureScreens(emma, 'competencies-overview');

    // The dashboard summarises it: her fit to her role and her largest gaps, as the gap report has them.
    const report = await json<{
      fitPercent: number;
      rows: Array<{ name: string; gap: number; currentLevel: number | null; requiredLevel: number }>;
    }>(await emma.request.get('/api/v1/assessments/gaps'));
    await emma.goto('/dashboard');
    const card = emma.getByRole('region', { name: 'My competencies' });
    await expect(card).toBeVisible();
    await expect(card.getByText(`Fit to your role, Service Specialist ${suffix}`)).toBeVisible();
    await expect(card.getByText(`${report.fitPercent}%`, { exact: true })).toBeVisible();
    const widest = report.rows.filter((row) => row.gap > 0).slice(0, 3);
    await expect(card.locator('ol > li')).toHaveCount(widest.length);
    for (const row of widest.filter((r) => r.currentLevel !== null)) {
      await expect(
        card.getByText(`${row.name}: level ${row.currentLevel} of ${row.requiredLevel} required`),
      ).toBeVisible();
    }
    await captureScreens(emma, 'dashboard-employee-competencies');
    await emma.context().close();
  });

  test('a learning lead launches an assessment cycle for a unit and its sub-units, follows it and sends reminders', async ({
    page,
  }) => {
    await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
    await page.goto('/competencies?tab=assessments');
    const name = `Sales check-in ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Launch a cycle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Launch an assessment cycle' });
    await dialog.getByRole('button', { name: 'Launch a cycle' }).click();
    await expect(dialog.getByText('Enter a name for the cycle')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Who takes part').selectOption({ label: 'A unit and its sub-units' });
    await dialog.getByLabel('Find the unit by name or code').fill('Sales');
    // Units come by name: Sales, then its teams Sales APAC and Sales EMEA.
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Launch a cycle' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(new RegExp(`^${name} launched for \\d+ people$`))).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('table', { name: `People in ${name}` })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Grace Liu / })).toBeVisible();
    await page.getByRole('button', { name: 'Send reminders' }).click();
    await expect(page.getByText(/^Reminders? sent to \d+ (person|people)$/)).toBeVisible();
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'competencies-cycles-learning-lead');
    // The deadline moves (the people stay), and the change is saved.
    await page.getByRole('button', { name: 'Change name or deadline' }).click();
    const change = page.getByRole('dialog', { name: `Change ${name}` });
    const later = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await change.getByLabel('Due by').fill(later);
    await change.getByLabel('Name').fill(`${name} (extended)`);
    await expectAccessible(page);
    await change.getByRole('button', { name: 'Save changes' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByText(`${name} (extended) changed`)).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${name} \\(extended\\)`) })).toBeVisible();
  });
});
