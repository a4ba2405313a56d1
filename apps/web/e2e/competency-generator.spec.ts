import {
  captureScreens,
  expect,
  expectAccessible,
  person,
  signInViaApi,
  signUpViaApi,
  test,
  uniqueDomain,
} from './support.ts';

test('a new competency is drafted from the closest starter-library ones (no AI set up), edited and saved', async ({
  page,
}) => {
  // The whole library is on the page, and the accessibility scan reads all of it.
  test.slow();
  // A company of its own, so the demo company's frameworks stay as other tests expect them.
  const who = person(uniqueDomain(), 'lead', 'Lena Lead', 'Drafting Works');
  await signUpViaApi(page, who);
  await signInViaApi(page, who.email, who.password);
  await page.goto('/competency-management');
  await page.getByRole('button', { name: 'Import the starter library' }).click();
  // Importing 67 competencies is the page's heaviest write.
  await expect(page.getByRole('heading', { level: 2, name: /^CompetencyHub starter library/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Add competency', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New competency' });
  const generator = dialog.getByRole('region', { name: 'Draft it with AI' });
  await expect(generator.getByRole('button', { name: 'Suggest a description and levels' })).toBeDisabled();
  await dialog.getByLabel('Name', { exact: true }).fill('Listening to customers');
  await generator.getByLabel('Context (optional)').fill('For our support desk');
  await generator.getByRole('button', { name: 'Suggest a description and levels' }).click();
  await expect(
    generator.getByText(
      'No AI is set up for your company, so here are the closest competencies of the starter library. Use one as a starting point.',
    ),
  ).toBeVisible();
  // A suggestion brings its own type and category, not the form's (Technical, the first category).
  const category = dialog.getByLabel('Category', { exact: true }).locator('option:checked');
  const type = dialog.getByLabel('Type', { exact: true }).locator('option:checked');
  await expect(category).toHaveText('Communication & Collaboration');
  await expect(type).toHaveText('Technical');
  await generator.getByRole('button', { name: 'Use this: Customer focus' }).click();
  await expect(category).toHaveText('Customer & Business Focus');
  await expect(type).toHaveText('Behavioural');
  await expect(generator.getByRole('status')).toHaveText(
    'The description, levels, type and category of “Customer focus” are in the form below: edit them before saving.',
  );
  await generator.getByRole('button', { name: 'Use this: Active listening' }).click();
  await expect(category).toHaveText('Communication & Collaboration');
  await expect(type).toHaveText('Behavioural');
  await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue(
    'Gives others full attention, checks understanding and responds to what they mean as well as what they say.',
  );
  await expect(dialog.getByLabel('Level 1 · Novice')).toHaveValue(/^Listens to instructions/);
  await expectAccessible(page);
  await captureScreens(page, 'competency-generator-library');
  // The proposal is only a start: the person edits it, and nothing is saved until they save.
  await dialog.getByLabel('Level 5 · Expert').fill('Shapes how the whole support desk listens to customers.');
  await dialog.getByRole('button', { name: 'Add competency' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Listening to customers', { exact: true })).toBeVisible();
});
