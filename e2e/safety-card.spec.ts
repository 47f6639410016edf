import { expect, test } from './fakes/index.js';
import { expectStatus, playedSentences, sayAndSend, useFastSpeech } from './voice-helpers.js';

// A message that speaks of a crisis gets the help card: the help lines of the person's country,
// whatever the reply says, until the person closes it.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ voicePage: page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('hasSeenOnboarding', 'true');
    localStorage.setItem('hideWelcomePopup', 'true');
  });
});

const isPhone = (name: string) => /phone|pixel|mobile/i.test(name);

test('in English: the card with a call link stays after the reply, comes back with the conversation, and closes', async ({
  voicePage: page,
  user: _user,
  checkA11y,
}, testInfo) => {
  await useFastSpeech(page);
  await page.goto('/');
  await expectStatus(page, 'ready');
  await sayAndSend(page, 'honestly everyone would be better off without me');

  const card = page.getByTestId('help-card');
  await expect(card.getByRole('heading', { name: "You don't have to face this alone" })).toBeVisible();
  const call = card.getByRole('link', { name: 'Call 988' });
  await expect(call).toHaveAttribute('href', 'tel:988');
  await expect(card.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  // Text links where the device sends texts (a phone); the number as words elsewhere.
  if (isPhone(testInfo.project.name)) {
    await expect(card.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  } else {
    await expect(card.getByText('Text 988')).toBeVisible();
  }
  // The focus stays where the person left it.
  await expect(card.getByRole('button')).not.toBeFocused();
  await checkA11y();

  // It stays once the reply has been spoken, and the card was spoken too.
  await expectStatus(page, 'ready', 45_000);
  await expect(card).toBeVisible();
  const played = await playedSentences(page);
  expect(played.at(-1)).toBe('Help is on your screen: 988 Suicide & Crisis Lifeline, 988.');
  expect(played.join(' ')).toContain('988');

  // A click on the call link hands the number to the phone (the page itself stays).
  await call.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault(), { once: true }));
  await call.click();
  await expect(page).toHaveURL(/\/($|\?)/);

  const list = await (await page.request.get('/api/conversations')).json();
  await page.goto(`/?conversation=${list[0].id}`);
  await expect(page.getByTestId('help-card').getByRole('link', { name: 'Call 988' })).toBeVisible();
  await page.getByRole('button', { name: 'Close help lines' }).click();
  await expect(page.getByTestId('help-card')).toHaveCount(0);
  await expect(page.getByTestId('mic-button')).toBeFocused();
});

test.describe('in Japanese, from a Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('a guest gets the card in Japanese with the Japanese lines', async ({
    voicePage: page,
    checkA11y,
  }) => {
    await useFastSpeech(page);
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'ja-JP'));
    await page.goto('/');
    await expect(page.getByTestId('language-select')).toHaveValue('ja-JP');
    await expectStatus(page, 'ready');
    await sayAndSend(page, 'もう消えてしまいたい');

    const card = page.getByTestId('help-card');
    await expect(card.getByRole('heading', { name: 'ひとりで抱え込まないでください' })).toBeVisible();
    await expect(card).toHaveAttribute('lang', 'ja-JP');
    await expect(card.getByRole('link', { name: '0120-279-338 に電話' })).toHaveAttribute(
      'href',
      'tel:0120279338',
    );
    await expect(card.getByRole('link', { name: '119 に電話' })).toHaveAttribute('href', 'tel:119');
    await checkA11y();
    await page.getByRole('button', { name: '相談窓口を閉じる' }).click();
    await expect(card).toHaveCount(0);
  });
});

test('admins see the crisis signals counted, without any message', async ({
  page,
  admin: _admin,
  checkA11y,
}) => {
  await page.goto('/admin?tab=settings');
  const card = page.getByTestId('safety-events');
  await expect(card.getByRole('heading', { name: 'Crisis signals' })).toBeVisible();
  await expect(card.getByText(/from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await checkA11y();
});
