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

/**
 * The company knowledge base (issue 12): pages from a local test site (scripts/knowledge-site-stand-in.mjs,
 * started by playwright.config.ts, which also points SEARCH_URL at its search) are added from the Help
 * assistant, reviewed on /company-admin, and quoted in answers to the company's people only.
 */
const SITE = `http://127.0.0.1:${process.env.E2E_SITE_PORT}`;
/** Each run adds its own pages: the demo database may have seen earlier runs. */
const RUN = Date.now().toString(36);

async function openHelp(page: Page, path = '/dashboard') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Help' }).click();
  return page.getByRole('dialog', { name: 'CompetencyHub assistant' });
}

async function ask(page: Page, question: string) {
  const dialog = page.getByRole('dialog', { name: 'CompetencyHub assistant' });
  const log = dialog.getByRole('log', { name: 'Conversation with the assistant' });
  const answered = await log.getByRole('group', { name: 'Was this helpful?' }).count();
  await dialog.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.keyboard.press('Enter');
  await expect(log.getByText(question).last()).toBeVisible();
  // The answer to this question once it is in: one more answer to rate.
  await expect(log.getByRole('group', { name: 'Was this helpful?' })).toHaveCount(answered + 1, {
    timeout: 15_000,
  });
  return log;
}

test('a learning lead adds a page from the Help assistant and then gets answers quoting it; another company never does', async ({
  page,
  browser,
}) => {
  await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
  const help = await openHelp(page);
  await help.getByRole('button', { name: 'Add a page to the knowledge base' }).click();
  const curation = page.getByRole('dialog', { name: 'Add a page to the knowledge base' });
  // A page of the local test site no other page words the same way.
  const stipend = `Every employee has a conference stipend of 900 euros a year, booked through the Kestrel${RUN} learning portal before the conference starts.`;
  const url = `${SITE}/handbook/custom?title=${encodeURIComponent('Conference stipend')}&text=${encodeURIComponent(stipend)}`;
  await curation.getByRole('textbox', { name: 'Web address' }).fill(url);
  // The title is required.
  await curation.getByRole('button', { name: 'Add to knowledge base' }).click();
  await expect(curation.getByText('Enter a title')).toBeVisible();
  await curation.getByRole('textbox', { name: 'Title' }).fill(`Conference stipend ${RUN}`);
  await curation.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'HR policies' });
  // Tags: Enter or Add adds one, never a blank or a repeated one; pressing a tag removes it.
  const tag = curation.getByRole('textbox', { name: 'Tags' });
  await tag.fill('learning');
  await tag.press('Enter');
  await tag.fill('  ');
  await expect(curation.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await tag.fill('Learning');
  await curation.getByRole('button', { name: 'Add', exact: true }).click();
  await tag.fill('budget');
  await tag.press('Enter');
  const tags = curation.getByRole('list', { name: 'Tags added' });
  await expect(tags.getByRole('button')).toHaveText(['learning', 'budget']);
  await tags.getByRole('button', { name: 'Remove the tag budget' }).click();
  await expect(tags.getByRole('button')).toHaveText(['learning']);
  await expectAccessible(page);
  await captureScreens(page, 'knowledge-curation');

  await curation.getByRole('button', { name: 'Add to knowledge base' }).click();
  await expect(curation.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByText('Content Added Successfully')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Content has been processed and added to your knowledge base.')).toBeVisible();
  await expect(curation).toHaveCount(0);

  const question = `How much is the conference stipend on the Kestrel${RUN} portal?`;
  const log = await ask(page, question);
  const cited = log.getByRole('listitem').filter({ hasText: `Conference stipend ${RUN}` });
  await expect(cited.getByText('Company knowledge base')).toBeVisible();
  const link = cited.getByRole('link', { name: new RegExp(`Conference stipend ${RUN}`) });
  await expect(link).toHaveAttribute('href', url);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(cited.getByText(/900 euros a year/)).toBeVisible();

  // Brightside Health's people ask the same, and the page is nowhere in their answers.
  const other = await openContext(browser);
  const outsider = await other.newPage();
  await signInViaApi(outsider, 'owner@brightside.test', DEMO_PASSWORD);
  await openHelp(outsider);
  const theirs = await ask(outsider, question);
  await expect(theirs.getByText('Company knowledge base')).toHaveCount(0);
  // (The search stand-in echoes the question in a web result's title: the page's own words never appear.)
  await expect(theirs.getByText(/900 euros|Conference stipend/)).toHaveCount(0);
  await other.close();
});

test("an employee's suggestion waits for review; the account holder approves it and the assistant answers from it", async ({
  page,
  browser,
}) => {
  const title = `Canteen hours ${RUN}`;
  const url = `${SITE}/handbook/custom?title=${encodeURIComponent(title)}&text=${encodeURIComponent(
    `The staff canteen opens for lunch at 11:45 and serves the ${RUN} dish of the day until 14:30, with a vegetarian choice every day.`,
  )}`;
  await signInViaApi(page, 'employee@acme.test', DEMO_PASSWORD);
  const help = await openHelp(page);
  await help.getByRole('button', { name: 'Suggest a page for the knowledge base' }).click();
  const curation = page.getByRole('dialog', { name: 'Suggest a page for the knowledge base' });
  await curation.getByRole('textbox', { name: 'Web address' }).fill(url);
  await curation.getByRole('textbox', { name: 'Title' }).fill(title);
  await curation.getByRole('textbox', { name: 'Notes' }).fill('People keep asking when lunch is served.');
  await curation.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    page.getByText('Content has been submitted for review and will be processed once approved.'),
  ).toBeVisible();
  const before = await ask(page, `When does the canteen serve the ${RUN} dish?`);
  await expect(before.getByText('Company knowledge base')).toHaveCount(0);

  const ownerContext = await openContext(browser);
  const owner = await ownerContext.newPage();
  await signInViaApi(owner, 'owner@acme.test', DEMO_PASSWORD);
  await owner.goto('/company-admin?tab=knowledge-base');
  await expect(owner.getByRole('tab', { name: /Knowledge base/ })).toHaveAttribute('aria-selected', 'true');
  await owner.getByRole('button', { name: /^Waiting for review/ }).click();
  const card = owner.getByRole('article', { name: title });
  await expect(card.getByText('Waiting for review')).toBeVisible();
  await expect(card.getByText(/Suggested by Emma Employee/)).toBeVisible();
  await expect(card.getByText('People keep asking when lunch is served.')).toBeVisible();
  await expectAccessible(owner);
  await captureScreens(owner, 'knowledge-base-review');
  await card.getByRole('button', { name: 'Approve and add' }).click();
  await expect(owner.getByText(`“${title}” is now in the knowledge base`)).toBeVisible({ timeout: 15_000 });
  await owner.getByRole('button', { name: /^In the knowledge base/ }).click();
  const added = owner.getByRole('article', { name: title });
  await expect(added.getByText(/Web page, 1 passage, searched in English/)).toBeVisible();
  await added.getByRole('button', { name: 'Show what was read' }).click();
  await expect(owner.getByRole('dialog').getByText(/opens for lunch at 11:45/)).toBeVisible();
  await owner.keyboard.press('Escape');
  await ownerContext.close();

  const after = await ask(page, `When does the canteen serve the ${RUN} dish?`);
  const cited = after.getByRole('listitem').filter({ hasText: 'Company knowledge base' }).first();
  await expect(cited.getByRole('link', { name: title })).toHaveAttribute('href', url);
});

test('an answer the help cannot give offers External Sources Found, which open in a new tab and can be added', async ({
  page,
}) => {
  await signInViaApi(page, 'employee@acme.test', DEMO_PASSWORD);
  await openHelp(page);
  const log = await ask(page, 'What is the policy on bringing pets to the office?');
  const external = log.getByRole('region', { name: 'External Sources Found' }).last();
  await expect(external.getByRole('heading', { name: 'External Sources Found' })).toBeVisible();
  const cards = external.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const first = cards.first();
  await expect(first.getByText('example.org', { exact: true })).toBeVisible();
  // The service's text is shown as text: its markup never becomes elements.
  await expect(first.getByText('<b>what to include</b>', { exact: false })).toBeVisible();
  const link = first.getByRole('link', { name: /How to write an expense policy/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', 'https://www.example.org/guides/expense-policies');
  await expectAccessible(page);
  await captureScreens(page, 'assistant-external-sources');

  await expect(first.getByRole('button', { name: 'Add to knowledge base' })).toHaveAccessibleDescription(
    /How to write an expense policy/,
  );
  await first.getByRole('button', { name: 'Add to knowledge base' }).click();
  const curation = page.getByRole('dialog', { name: 'Suggest a page for the knowledge base' });
  await expect(curation.getByRole('textbox', { name: 'Web address' })).toHaveValue(
    'https://www.example.org/guides/expense-policies',
  );
  await expect(curation.getByRole('textbox', { name: 'Title' })).toHaveValue(
    /How to write an expense policy/,
  );
  await expect(curation.getByRole('textbox', { name: 'Search query' })).toHaveValue(
    'What is the policy on bringing pets to the office?',
  );
  await curation.getByRole('button', { name: 'Cancel' }).click();
  await expect(curation).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'CompetencyHub assistant' })).toBeVisible();
});

test('a page the server must not read is refused with the reason, and nothing is added', async ({ page }) => {
  await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
  await page.goto('/company-admin?tab=knowledge-base');
  await page.getByRole('button', { name: 'Add a page' }).click();
  const curation = page.getByRole('dialog', { name: 'Add a page to the knowledge base' });
  await curation
    .getByRole('textbox', { name: 'Web address' })
    .fill('http://169.254.169.254/latest/meta-data/');
  await curation.getByRole('textbox', { name: 'Title' }).fill('Metadata');
  await curation.getByRole('button', { name: 'Add to knowledge base' }).click();
  await expect(page.getByText('Failed to process external content. Please try again.')).toBeVisible();
  await expect(
    curation.getByText(
      /points to a private or internal network, which the knowledge base does not read from/,
    ),
  ).toBeVisible();
  // Back to editing: the form is as it was, ready to correct.
  await expect(curation.getByRole('textbox', { name: 'Title' })).toHaveValue('Metadata');
  await expect(curation.getByRole('button', { name: 'Add to knowledge base' })).toBeEnabled();
  await curation.getByRole('textbox', { name: 'Web address' }).fill(`${SITE}/image.png`);
  await curation.getByRole('button', { name: 'Add to knowledge base' }).click();
  await expect(
    curation.getByText('Only web pages (HTML), plain text and PDF files can be added.'),
  ).toBeVisible();
  await curation.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('searchbox', { name: 'Search pages' }).fill('Metadata');
  await expect(page.getByText('No page matches these filters.')).toBeVisible();
});

test('platform staff keep the product-wide knowledge base on /it-admin, and see how the assistant answers', async ({
  page,
}) => {
  await signInViaApi(page, 'admin@competencyhub.test', DEMO_PASSWORD);
  // The Overview is the first tab; AI/RAG is linked to by its own address.
  await page.goto('/it-admin?tab=ai-rag');
  await expect(page.getByRole('heading', { name: 'IT Administration', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'AI/RAG' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/No AI configured/)).toBeVisible();
  await expect(page.getByText(/^On: when the knowledge base answers poorly/)).toBeVisible();
  const title = `Skills primer ${RUN}`;
  await page.getByRole('button', { name: 'Add a page' }).click();
  const curation = page.getByRole('dialog', { name: 'Add a page to the knowledge base' });
  await expect(curation.getByText(/every company's assistant answers from it/)).toBeVisible();
  await curation
    .getByRole('textbox', { name: 'Web address' })
    .fill(
      `${SITE}/handbook/custom?title=${encodeURIComponent(title)}&text=${encodeURIComponent(
        `A skills taxonomy ${RUN} groups competencies into families so every job profile uses the same words.`,
      )}`,
    );
  await curation.getByRole('textbox', { name: 'Title' }).fill(title);
  await curation.getByRole('button', { name: 'Add to knowledge base' }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await captureScreens(page, 'it-admin-ai-rag');
});

test('a hostile page and title are shown as text in answers: nothing in them runs or links to script', async ({
  page,
}) => {
  const marker = `zorblax${RUN}`;
  const hostileTitle = `<img src=x onerror="window.__pwned=1"> Policy ${marker}`;
  const text = `The ${marker} policy says [click me](javascript:window.__pwned=2) and <script>window.__pwned=3</script> and <svg onload="window.__pwned=4"></svg> are only words.`;
  await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
  const help = await openHelp(page);
  await help.getByRole('button', { name: 'Add a page to the knowledge base' }).click();
  const curation = page.getByRole('dialog', { name: 'Add a page to the knowledge base' });
  await curation
    .getByRole('textbox', { name: 'Web address' })
    .fill(
      `${SITE}/handbook/custom?title=${encodeURIComponent(hostileTitle)}&text=${encodeURIComponent(text)}`,
    );
  await curation.getByRole('textbox', { name: 'Title' }).fill(hostileTitle);
  await curation.getByRole('button', { name: 'Add to knowledge base' }).click();
  await expect(page.getByText('Content Added Successfully')).toBeVisible({ timeout: 15_000 });
  const log = await ask(page, `What does the ${marker} policy say?`);
  const cited = log.getByRole('listitem').filter({ hasText: 'Company knowledge base' }).first();
  await expect(cited.getByText(new RegExp(`Policy ${marker}`))).toBeVisible();
  await expect(cited.getByText(/click me/)).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'CompetencyHub assistant' });
  expect(await dialog.locator('img, script, svg[onload], iframe').count()).toBe(0);
  const hrefs = await dialog
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^\s*(javascript|data|vbscript):/i.test(href))).toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});
