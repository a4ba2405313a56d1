import type { Page } from '@playwright/test';
import { captureScreens, DEMO_PASSWORD, expect, expectAccessible, signInViaApi, test } from './support.ts';

/** Company Administration > Organisation (issue 23): units, cost centres and locations. */

async function openOrganisation(page: Page, section = ''): Promise<void> {
  await page.goto(`/company-admin?tab=organisation${section ? `&section=${section}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Company Administration' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Organisation', selected: true })).toBeVisible();
}

const row = (page: Page, name: string) => page.locator(`[data-unit-row="${name}"]`);

test.describe('the Organisation tab', () => {
  test('the account holder walks the tree, adds a unit, moves it by keyboard and by dragging, and archives it', async ({
    page,
  }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    await openOrganisation(page);
    // The demo tree, level by level, with heads.
    for (const name of ['Commercial', 'Corporate', 'Technology']) await expect(row(page, name)).toBeVisible();
    await expect(row(page, 'Technology')).toContainText('Head: Aisha Khan');
    await page.getByRole('button', { name: 'Show the sub-units of Technology' }).click();
    await expect(row(page, 'Engineering')).toContainText('2 sub-units');
    await page.getByRole('button', { name: 'Show the sub-units of Engineering' }).click();
    await expect(row(page, 'Platform')).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, 'organisation-tree');

    // Add a team under Engineering; a blank name is refused in the form, a twin by the server.
    const name = `Data Science ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Add a unit under Engineering' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a unit under Engineering' });
    await dialog.getByRole('button', { name: 'Add unit' }).click();
    await expect(dialog.getByText('Enter a name.')).toBeVisible();
    await dialog.getByLabel('Name').fill('platform');
    await dialog.getByLabel('Kind').selectOption({ label: 'Team' });
    await dialog.getByRole('button', { name: 'Add unit' }).click();
    await expect(
      dialog.getByText('A unit with this name already exists at this place in the tree.'),
    ).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Code (optional)').fill(`DS-${Date.now() % 100000}`);
    await dialog.getByLabel('Find a person to be the head').fill('Diego');
    await dialog.getByRole('button', { name: /Diego Alvarez/ }).click();
    await expect(dialog.getByRole('button', { name: 'Remove Diego Alvarez as head' })).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, 'organisation-add-unit');
    await dialog.getByRole('button', { name: 'Add unit' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toContainText('Head: Diego Alvarez');

    // Move it with the keyboard alternative: find Product, choose it, move.
    await page.getByRole('button', { name: `Move ${name}` }).click();
    const move = page.getByRole('dialog', { name: `Move ${name}` });
    await expect(move.getByText('Technology › Engineering')).toBeVisible();
    await move.getByLabel('Find the new parent unit').fill('product');
    await move.getByRole('radio', { name: /^Product/ }).check();
    await expectAccessible(page);
    await captureScreens(page, 'organisation-move');
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move).toBeHidden();
    await expect(row(page, name)).toBeHidden();
    await page.getByRole('button', { name: 'Show the sub-units of Product' }).click();
    await expect(row(page, name)).toBeVisible();

    // A move into its own sub-tree is refused with the reason.
    await page.getByRole('button', { name: 'Move Technology' }).click();
    const loop = page.getByRole('dialog', { name: 'Move Technology' });
    await loop.getByLabel('Find the new parent unit').fill('platform');
    await loop.getByRole('radio', { name: /^Platform/ }).check();
    await loop.getByRole('button', { name: 'Move' }).click();
    await expect(loop.getByText('A unit cannot move into itself or one of its own sub-units.')).toBeVisible();
    await loop.getByRole('button', { name: 'Cancel' }).click();

    // Drag it onto IT, and confirm.
    await row(page, name).dragTo(row(page, 'IT'));
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: `Move ${name}?` }));
    await expect(confirm).toContainText(`${name} and all of its sub-units will sit under IT.`);
    await confirm.getByRole('button', { name: 'Move' }).click();
    // The keyboard move's toast may still show beside this one.
    await expect(page.getByText(`${name} moved`).last()).toBeVisible();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Show the sub-units of IT' }).click();
    await expect(row(page, name)).toBeVisible();

    // Search finds it anywhere in the tree, with where it sits.
    await page.getByLabel('Find a unit by name, code or external id').fill(name);
    await expect(page.getByRole('list', { name: 'Units found' })).toContainText('Technology › IT');

    // Archive it: it leaves the tree, and comes back with "Show archived".
    await page.getByRole('button', { name: `Archive ${name}` }).click();
    await expect(page.getByText(`${name} archived`)).toBeVisible();
    await expect(row(page, name)).toBeHidden();
    await page.getByLabel('Show archived').check();
    await expect(row(page, name)).toContainText('Archived');
  });

  test('the org chart walks down from the divisions to the teams', async ({ page }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    await openOrganisation(page);
    await page.getByRole('button', { name: 'Org chart' }).click();
    await expect(page.getByRole('button', { name: 'Org chart', pressed: true })).toBeVisible();
    await page.getByRole('button', { name: /^Open Commercial/ }).click();
    const trail = page.getByRole('navigation', { name: 'Where you are in the org chart' });
    await expect(trail).toContainText('Commercial');
    await expect(page.getByText('Grace Liu').first()).toBeVisible();
    await page.getByRole('button', { name: /^Open Sales/ }).click();
    await expect(page.getByText('Sales EMEA')).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, 'organisation-chart');
    await trail.getByRole('button', { name: 'Top level' }).click();
    await expect(page.getByRole('button', { name: /^Open Technology/ })).toBeVisible();
  });

  test('cost centres are a tree of their own, and locations carry their country and time zone', async ({
    page,
  }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    await openOrganisation(page, 'cost-centres');
    await expect(row(page, 'Go-to-market')).toBeVisible();
    await expect(row(page, 'Commercial')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Locations' }).click();
    await expect(page.getByText('Berlin office')).toBeVisible();
    await expect(page.getByText('Berlin, Berlin, Germany · Europe/Berlin')).toBeVisible();
    await page.getByRole('button', { name: 'Add location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a location' });
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await expect(dialog.getByText('Enter a name.')).toBeVisible();
    await expect(dialog.getByText('Choose a country from the list.')).toBeVisible();
    const city = `Porto ${Date.now() % 100000}`;
    await dialog.getByLabel('Name').fill(`${city} office`);
    await dialog.getByLabel('Country').selectOption({ label: 'Portugal' });
    await dialog.getByLabel('City (optional)').fill(city);
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    await zone.click();
    await zone.fill('lisbon');
    await page.getByRole('option', { name: /Europe\/Lisbon/ }).click();
    await expectAccessible(page);
    await captureScreens(page, 'organisation-location');
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${city}, Portugal · Europe/Lisbon`)).toBeVisible();
  });

  test('the account holder merges a department typed two ways', async ({ page }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    await openOrganisation(page);
    const alert = page.getByText('1 pair of units may be the same');
    await expect(alert).toBeVisible();
    await page.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Units that may be the same' });
    await expect(dialog).toContainText('Customer Sucess');
    await expect(dialog).toContainText('0 people');
    await expectAccessible(page);
    await captureScreens(page, 'organisation-twins');
    await dialog.getByRole('button', { name: 'Merge Customer Sucess into Customer Success' }).click();
    await expect(page.getByText('Customer Sucess merged into Customer Success')).toBeVisible();
    await expect(dialog.getByText('Nothing left to review.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(alert).toBeHidden();
    await expect(row(page, 'Customer Sucess')).toHaveCount(0);
  });

  test('the account holder dates a reorganisation for next month, previews it and cancels it', async ({
    page,
  }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    await openOrganisation(page);
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'Move Corporate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Corporate' });
    await dialog.getByLabel('Takes effect on').fill(later);
    await dialog.getByLabel('Find the new parent unit').fill('commercial');
    await dialog.getByRole('radio', { name: /^Commercial/ }).check();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText(/^Corporate moves on /)).toBeVisible();
    // Today's tree is unchanged; the move waits in the list.
    await expect(row(page, 'Corporate')).toBeVisible();
    const waiting = page.getByRole('region', { name: 'Moves dated later' });
    await expect(waiting).toContainText('Waiting');
    await expect(waiting).toContainText('Commercial');
    // The tree as it will be that day.
    await page.getByLabel('Show the tree on').fill(later);
    await expect(page.getByText(/^The organisation on /)).toBeVisible();
    await expect(row(page, 'Corporate')).toHaveCount(0);
    await expect(row(page, 'Commercial')).toContainText('3 sub-units');
    await expectAccessible(page);
    await captureScreens(page, 'organisation-preview');
    await page.getByRole('button', { name: 'Back to today' }).click();
    await waiting.getByRole('button', { name: 'Cancel the move of Corporate' }).click();
    await expect(page.getByText('The move of Corporate is cancelled')).toBeVisible();
    await expect(waiting).toContainText('Cancelled');
  });

  test('the account holder keeps positions: who holds them, which are vacant or critical', async ({
    page,
  }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    await openOrganisation(page, 'positions');
    const list = page.getByRole('list', { name: 'Positions' });
    await expect(
      list.getByRole('listitem').filter({ hasText: /^ENG-SSE · Senior Software Engineer/ }),
    ).toContainText('Held by Farid Haddad');
    await page.getByLabel('Status').selectOption({ label: 'Vacant' });
    await expect(
      list.getByRole('listitem').filter({ hasText: /^ENG-SE2 · Software Engineer/ }),
    ).toContainText('Nobody holds it');
    await expect(list.getByRole('listitem').filter({ hasText: /^ENG-SSE/ })).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'Any status' });
    await page.getByLabel('Critical only').check();
    await expect(
      list.getByRole('listitem').filter({ hasText: /^CEO · Chief Executive Officer/ }),
    ).toContainText('Critical');
    await expectAccessible(page);
    await captureScreens(page, 'organisation-positions');

    // A new seat: a data analyst in Product, vacant, reporting to the product manager.
    const code = `PRD-DA${Date.now() % 10000}`;
    await page.getByLabel('Critical only').uncheck();
    await page.getByRole('button', { name: 'Add position' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a position' });
    await dialog.getByRole('button', { name: 'Add position' }).click();
    await expect(dialog.getByText('Choose an active job profile of your company.')).toBeVisible();
    await dialog.getByLabel('Job profile').selectOption({ label: 'Data Analyst · G3' });
    await dialog.getByLabel('Find the unit').fill('product');
    await dialog.getByRole('radio', { name: /^Product/ }).check();
    await dialog.getByLabel('Reports to').selectOption({ label: 'PRD-M · Product Manager · Product' });
    await dialog.getByLabel('Full-time equivalent').fill('0.5');
    await dialog.getByLabel('Code').fill(code);
    await expectAccessible(page);
    await captureScreens(page, 'organisation-position-dialog');
    await dialog.getByRole('button', { name: 'Add position' }).click();
    await expect(dialog).toBeHidden();
    const added = list.getByRole('listitem').filter({ hasText: new RegExp(`^${code} · Data Analyst`) });
    await expect(added).toContainText('Vacant');
    await expect(added).toContainText('FTE 0.5');
    await expect(added).toContainText('reports to PRD-M · Product Manager');
  });

  test('the organisation speaks German', async ({ page }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    await page.goto('/company-admin?tab=organisation');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de-DE'));
    await page.reload();
    await expect(page.locator('[data-unit-row="Technology"]')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Standorte' })).toBeVisible();
    await captureScreens(page, 'organisation-tree-de');
  });
});
