import {
  captureScreens,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  openContext,
  signInViaApi,
  test,
} from './support.ts';

test('a signed-in reader rates an FAQ answer, and the system owner sees the vote and the view in the FAQ analytics', async ({
  page,
  browser,
}) => {
  const question = 'Can I sign in with my phone number instead of my e-mail?';
  // Signed out, the answers have no vote.
  await page.goto('/faq');
  await page.getByText(question).click();
  await expect(page.getByRole('group', { name: 'Was this answer helpful?' })).toHaveCount(0);

  const reader = await openContext(browser);
  const readerPage = await reader.newPage();
  await signInViaApi(readerPage, 'employee@acme.test', DEMO_PASSWORD);
  await readerPage.goto('/faq');
  await readerPage.getByText(question).click();
  const helpful = readerPage.getByRole('group', { name: 'Was this answer helpful?' });
  await expect(helpful).toBeVisible();
  await helpful.getByRole('button', { name: 'Yes' }).click();
  await expect(readerPage.getByText('Thanks for your feedback!')).toBeVisible();
  await expect(helpful.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  // Changing one's mind replaces the vote; the page remembers it after a reload.
  await helpful.getByRole('button', { name: 'No' }).click();
  await expect(helpful.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  await helpful.getByRole('button', { name: 'Yes' }).click();
  await expectAccessible(readerPage);
  await captureScreens(readerPage, 'faq-vote');
  await readerPage.reload();
  await readerPage.getByText(question).click();
  await expect(
    readerPage.getByRole('group', { name: 'Was this answer helpful?' }).getByRole('button', { name: 'Yes' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await reader.close();

  await signInViaApi(page, 'root@competencyhub.test', DEMO_PASSWORD);
  await page.goto('/system-admin?tab=faq');
  const panel = page.getByRole('tabpanel', { name: 'FAQ analytics' });
  await expect(panel.getByRole('heading', { name: 'FAQ analytics' })).toBeVisible();
  const row = panel.getByRole('row', { name: new RegExp(question.replace(/[?]/g, '\\?')) });
  // One helpful vote (the last one counted), none against; opened three times (twice by the reader, once signed out).
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');
  await expect(row.getByRole('cell').nth(2)).toHaveText('100%');
  await expect(row.getByRole('cell').nth(3)).toHaveText('3');
  await expect(panel.getByText(/vote in the last 30 days|votes in the last 30 days/)).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'system-admin-faq-analytics');
});
