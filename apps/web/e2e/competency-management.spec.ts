import type { Page } from '@playwright/test';
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

async function openPage(page: Page): Promise<void> {
  await page.goto('/competency-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Competency Management' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

/** The demo company may already have frameworks: a new one is created through whichever button shows. */
async function createFramework(page: Page, name: string): Promise<void> {
  const first = page.getByRole('button', { name: 'Create framework' });
  const another = page
    .getByRole('navigation', { name: 'Competency frameworks' })
    .getByRole('button', { name: 'New' });
  await expect(first.or(another).first()).toBeVisible();
  await ((await another.isVisible()) ? another : first).click();
  const dialog = page.getByRole('dialog', { name: 'New competency framework' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('What we expect of everyone who builds our products.');
  await dialog.getByRole('button', { name: 'Create framework' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  // The toast is shown first, so that a later wait for no toast cannot pass before it appears.
  await expect(page.getByText(`${name} created`)).toBeVisible();
}

test.describe('/competency-management', () => {
  test('a learning lead builds a framework: categories, competencies with level descriptions, search and a new scale', async ({
    page,
  }) => {
    // A long journey with four accessibility checks and full-page screenshots at two widths.
    test.slow();
    await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
    await openPage(page);
    const name = `Engineering ${Date.now().toString(36)}`;
    await createFramework(page, name);
    await expect(page.getByText('This framework has no categories yet.')).toBeVisible();
    await expectAccessibleWhenSettled(page);

    // A category, then a competency in it.
    await page.getByRole('button', { name: 'Add category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'New category' });
    await categoryDialog.getByLabel('Name').fill('Communication');
    await categoryDialog.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByRole('heading', { level: 3, name: /^Communication/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add competency', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New competency' });
    // Bad input first: the message under the field, nothing saved.
    await dialog.getByRole('button', { name: 'Add competency' }).click();
    await expect(dialog.getByText('Enter a name for the competency')).toBeVisible();
    await dialog.getByLabel('Name', { exact: true }).fill('Active listening');
    await dialog.getByLabel('Type').selectOption({ label: 'Behavioural' });
    await dialog.getByLabel('Tags').fill('listening, meetings');
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Hears what people mean, not only what they say.');
    await dialog.getByLabel('Level 1 · Novice').fill('Listens when asked to, and sometimes interrupts.');
    await dialog
      .getByLabel('Level 5 · Expert')
      .fill('Teaches others to listen and changes how meetings run.');
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'competency-management-editor');
    await dialog.getByRole('button', { name: 'Add competency' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Active listening', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags of Active listening' })).toContainText('meetings');

    // A second competency with a company-defined type.
    await page.getByRole('button', { name: 'Add a competency to Communication' }).click();
    const second = page.getByRole('dialog', { name: 'New competency' });
    await second.getByLabel('Name', { exact: true }).fill('Client workshops');
    await second.getByLabel('Type').selectOption({ label: 'Another type…' });
    await second.getByLabel('Type name').fill('Client delivery');
    await second.getByRole('button', { name: 'Add competency' }).click();
    await expect(second).toBeHidden();

    // Search and filters answer as one types.
    const search = page.getByRole('searchbox', { name: 'Search competencies' });
    await search.fill('meetings');
    await expect(page.getByText('Showing 1 of 2')).toBeVisible();
    await expect(page.getByText('Client workshops')).toHaveCount(0);
    await search.fill('');
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Client delivery' });
    await expect(page.getByText('Showing 1 of 2')).toBeVisible();
    await expect(page.getByText('Client workshops')).toBeVisible();
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'All types' });
    await search.fill('no such skill');
    await expect(page.getByText('No competency matches these filters.')).toBeVisible();
    await search.fill('');
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'competency-management-competencies');

    // The scale: rename a level, then drop it from the middle; every other level keeps its descriptions.
    await page.getByRole('tab', { name: 'Proficiency scale' }).click();
    await page.getByLabel('Name of level 2').fill('');
    await page.getByRole('button', { name: 'Save scale' }).click();
    await expect(page.getByText('Give every level a name')).toBeVisible();
    await page.getByLabel('Name of level 2').fill('Learning');
    await page.getByRole('button', { name: 'Remove level 2 (Learning)' }).click();
    // Job profiles requiring the removed level are proposed the level below it.
    await expect(page.getByLabel('2 · Developing (removed)').locator('option:checked')).toHaveText(
      '1 · Novice',
    );
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'competency-management-scale');
    await page.getByRole('button', { name: 'Save scale' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove levels?' });
    await expect(confirm).toContainText('The descriptions of Developing are deleted');
    await confirm.getByRole('button', { name: 'Save scale' }).click();
    await expect(page.getByText('Scale saved')).toBeVisible();
    await expect(page.getByText(/scale of 4 levels/)).toBeVisible();
    await page.getByRole('tab', { name: 'Competencies' }).click();
    await page.getByRole('button', { name: 'Edit Active listening' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Active listening' });
    await expect(edit.getByLabel('Level 1 · Novice')).toHaveValue(
      'Listens when asked to, and sometimes interrupts.',
    );
    await expect(edit.getByLabel('Level 4 · Expert')).toHaveValue(
      'Teaches others to listen and changes how meetings run.',
    );
    // The edit is saved: a sharper description for the top level, and a tag.
    await edit
      .getByLabel('Level 4 · Expert')
      .fill('Teaches others to listen, and changes how the team runs its meetings.');
    await edit.getByLabel('Tags').fill('conversation, meetings');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Active listening saved')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Active listening' }).click();
    await expect(edit.getByLabel('Level 4 · Expert')).toHaveValue(
      'Teaches others to listen, and changes how the team runs its meetings.',
    );
    await expect(edit.getByLabel('Tags')).toHaveValue('conversation, meetings');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    // Archive, then restore.
    await page.getByRole('button', { name: 'Archive framework' }).click();
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog', { name: `Archive ${name}?` }))
      .getByRole('button', { name: 'Archive framework' })
      .click();
    await expect(page.getByText('This framework is archived. Restore it to change it.')).toBeVisible();
    await page.getByRole('button', { name: 'Restore framework' }).click();
    await expect(page.getByText('This framework is archived.')).toHaveCount(0);
  });

  test('a learning lead imports the starter library, then a CSV: a bad row is refused with its error, the good file imports', async ({
    page,
  }) => {
    await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
    await openPage(page);
    await page.getByRole('button', { name: 'Import the starter library' }).click();
    await expect(
      page.getByText(/^CompetencyHub starter library.* imported with \d+ competencies$/),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /^CompetencyHub starter library/ }),
    ).toBeVisible();
    await expect(page.getByText('Active listening').first()).toBeVisible();

    // A framework of its own for the CSV, so the rows are easy to see.
    const name = `Imported ${Date.now().toString(36)}`;
    await createFramework(page, name);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: `Import competencies into ${name}` });
    await expect(dialog.getByRole('button', { name: 'Download the template' })).toBeVisible();
    const header = 'category,name,type,description,tags,level_1,level_2,level_3,level_4,level_5';
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${header}\nCustomer,Empathy,behavioural,,,a,b,c,d,e\nCustomer,,technical,,,,,,,\n`,
      ),
    });
    await expect(dialog.getByText('1 problem: nothing will be imported')).toBeVisible();
    await expect(dialog.getByRole('row', { name: /3 name Enter a name/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
    await expectAccessible(page);
    await captureScreens(page, 'competency-management-csv-errors');

    // A file saved in a legacy encoding is refused before anything else, with how to save it right.
    await fileInput.setInputFiles({
      name: 'latin1.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\nCustomer,Caf\xe9 culture,behavioural,,,,,,,\n`, 'latin1'),
    });
    await expect(dialog.getByText('This file is not saved as UTF-8')).toBeVisible();
    await expect(dialog.getByText(/CSV UTF-8 \(Comma delimited\)/)).toBeVisible();

    await fileInput.setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `\uFEFF${header}\nCustomer,Empathy,behavioural,Feels with the customer,care; service,a,b,c,d,e\nData,SQL,technical,,,,,,,\n`,
      ),
    });
    await expect(dialog.getByText('2 rows are ready to import')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Imported: 2 new competencies, 0 updated, 0 unchanged')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^Customer/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^Data/ })).toBeVisible();

    // SQL is archived; a short file names both: each row says what it will do before anything is sent.
    await page.getByRole('button', { name: 'Archive SQL' }).click();
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog', { name: 'Archive SQL?' }))
      .getByRole('button', { name: 'Archive' })
      .click();
    await expect(page.getByText('SQL archived')).toBeVisible();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await fileInput.setInputFiles({
      name: 'short.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('category,name,type\nCustomer,Empathy,Behavioural\nData,SQL,leadership\n'),
    });
    await expect(dialog.getByText('2 rows are ready to import')).toBeVisible();
    await expect(
      dialog.getByText(/has no description, tags, level_1, level_2, level_3, level_4, level_5 columns/),
    ).toBeVisible();
    await expect(dialog.getByRole('row', { name: /Empathy No change/ })).toBeVisible();
    await expect(dialog.getByRole('row', { name: /SQL Update · stays archived/ })).toBeVisible();
    await expect(dialog.getByText('1 row changes an archived competency')).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, 'competency-management-csv-preview');

    // The server checks again; problems it finds are listed row by row like the browser's.
    await page.route('**/import', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        json: {
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: 'The file has problems: nothing was imported. Correct the rows listed and import it again',
          errors: { 'rows.3.level_5': ['The column level_5 is beyond the scale’s 4 levels'] },
        },
      }),
    );
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(dialog.getByText('The server found these problems in short.csv')).toBeVisible();
    await expect(
      dialog.getByRole('row', { name: /3 level_5 The column level_5 is beyond the scale’s 4 levels/ }),
    ).toBeVisible();
    await page.unroute('**/import');
  });

  test('once people are rated, a scale change makes a new version, and earlier ratings read through it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const suffix = Date.now().toString(36);
    const name = `Versioned ${suffix}`;
    const competency = `Estimation ${suffix}`;
    // The learning lead's framework on the default five levels, with one competency.
    await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
    interface Detail {
      id: string;
      categories: Array<{ id: string }>;
      competencies: Array<{ id: string }>;
    }
    const ok = async <T>(response: Awaited<ReturnType<Page['request']['post']>>): Promise<T> => {
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as T;
    };
    const created = await ok<Detail>(
      await page.request.post('/api/v1/competency-frameworks', { data: { name } }),
    );
    const withCategory = await ok<Detail>(
      await page.request.post(`/api/v1/competency-frameworks/${created.id}/categories`, {
        data: { name: 'Craft' },
      }),
    );
    const framework = await ok<Detail>(
      await page.request.post(`/api/v1/competency-frameworks/${created.id}/competencies`, {
        data: { name: competency, type: 'technical', categoryId: withCategory.categories[0]?.id },
      }),
    );
    const competencyId = framework.competencies[0]?.id ?? '';

    // Emma rates herself 4 · Advanced on it.
    const emmaContext = await openContext(browser, { baseURL: baseURL ?? '' });
    const emma = await emmaContext.newPage();
    await signInViaApi(emma, 'employee@acme.test', DEMO_PASSWORD);
    await ok<unknown>(
      await emma.request.post('/api/v1/assessments/me', { data: { ratings: [{ competencyId, level: 4 }] } }),
    );

    // The learning lead drops "Developing": with a rating given, that makes version 2 with a mapping.
    await openPage(page);
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await page.getByRole('tab', { name: 'Proficiency scale' }).click();
    await expect(page.getByText('1 rating has been given on this scale.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove level 2 (Developing)' }).click();
    await expect(page.getByText('How old levels read on the new scale')).toBeVisible();
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'competency-management-scale-version');
    await page.getByRole('button', { name: 'Save as version 2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Create scale version 2?' });
    await expect(confirm).toContainText('The rating already given keeps its level and version');
    await confirm.getByRole('button', { name: 'Save scale' }).click();
    await expect(page.getByText('Scale version 2 saved')).toBeVisible();

    // Emma's rating was given as 4 on version 1; on the four levels of version 2 it reads as Advanced, 3.
    const mine = await ok<{ competencies: Array<{ competencyId: string; self: unknown }> }>(
      await emma.request.get('/api/v1/assessments/me'),
    );
    const rated = mine.competencies.find((c) => c.competencyId === competencyId);
    expect(rated?.self).toMatchObject({ level: 3, originalLevel: 4, originalVersion: 1, mapped: true });
    await emma.goto('/competencies');
    const row = emma.locator('li').filter({ hasText: competency }).first();
    await expect(row.getByText('3 · Advanced')).toBeVisible();
    // Where she sees her own rating, it says how it was given: never silently reinterpreted.
    await emma.goto('/competencies?tab=assessments');
    await expect(
      emma
        .locator('li')
        .filter({ hasText: competency })
        .getByText('(given as 4 on scale version 1, read through the new scale)', { exact: false })
        .first(),
    ).toBeVisible();
    await emmaContext.close();
  });

  for (const [who, email] of [
    ['an account holder', 'owner@acme.test'],
    ['a system admin managing Acme', 'admin@competencyhub.test'],
  ] as const) {
    test(`${who} opens the starter library with its competencies and scale`, async ({ page }) => {
      await signInViaApi(page, email, DEMO_PASSWORD);
      await openPage(page);
      await page.getByRole('button', { name: /^CompetencyHub starter library 67/ }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'CompetencyHub starter library' }),
      ).toBeVisible();
      await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add competency' })).toBeEnabled();
      await expectAccessibleWhenSettled(page);
      await captureScreens(page, `competency-management-${email.split('@')[0]}`);
    });
  }

  test('an account holder previews new rating rules per unit before saving them, and nothing changes', async ({
    page,
  }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    await openPage(page);
    const card = page.locator('form', { has: page.getByRole('button', { name: 'Save the rules' }) });
    await expect(card.getByText(/^Rules version \d+ in force$/)).toBeVisible();
    const version = await card.getByText(/^Rules version \d+ in force$/).textContent();
    await card.getByRole('radio', { name: /A weighted average/ }).check();
    for (const source of ['Manager', 'Colleagues', 'Self-assessment']) {
      await card.getByLabel(new RegExp(`^Weight of ${source}`)).fill('1');
    }
    await card.getByRole('button', { name: 'Preview the effect' }).click();
    const preview = page.getByRole('region', { name: 'What these rules would change' });
    await expect(preview).toBeVisible();
    await expect(
      preview.getByText(/^Compared with the levels shown now \(rules version \d+\), for \d+ people:$/),
    ).toBeVisible();
    // Acme's people sit in units: the changes are counted per unit, most first.
    await expect(preview.getByRole('table', { name: 'Changes by unit' })).toBeVisible();
    await expect(preview.getByRole('columnheader', { name: 'Reach proficient' })).toBeVisible();
    await expect(preview.getByText('Nothing has been saved: save the rules to apply them.')).toBeVisible();
    await expectAccessibleWhenSettled(page);
    await preview.scrollIntoViewIfNeeded();
    await captureScreens(page, 'competency-management-rules-preview');
    // A change to the proposed rules puts the preview away; the rules in force are as they were.
    await card.getByLabel(/^Weight of Manager/).fill('2');
    await expect(preview).toBeHidden();
    await page.reload();
    await expect(page.getByText(version ?? '')).toBeVisible();
  });

  test('an employee cannot open the page, and the server refuses the change too', async ({ page }) => {
    await signInViaApi(page, 'employee@acme.test', DEMO_PASSWORD);
    await page.goto('/competency-management');
    await expect(page.getByRole('heading', { name: 'Competency Management' })).toHaveCount(0);
    const res = await page.request.post('/api/v1/competency-frameworks', { data: { name: 'Not mine' } });
    expect(res.status()).toBe(403);
  });
});
