import type { Page } from '@playwright/test';
import { expect, microphoneLog, speak, test } from './fakes/index.js';
import { expectStatus, micButton, serverTranscribes, useFastSpeech } from './voice-helpers.js';

// Things a person does at awkward moments: tapping while words are still being transcribed, leaving the
// page, choosing another expert while the conversation is being created, reopening a conversation.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ voicePage: page }) => {
  await useFastSpeech(page);
  await page.addInitScript(() => {
    localStorage.setItem('hasSeenOnboarding', 'true');
    localStorage.setItem('hideWelcomePopup', 'true');
  });
});

/** Holds `method` requests to `url` until release(); then `answer` runs for each of them. */
async function holdRequests(page: Page, url: string, answer: Parameters<Page['route']>[1], method = 'POST') {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = () => {};
  const first = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(url, async (route, request) => {
    if (request.method() !== method) return route.fallback();
    arrived();
    await gate;
    await answer(route, request);
  });
  return { arrived: first, release };
}

async function recordAndStop(page: Page): Promise<void> {
  await micButton(page).click();
  await expectStatus(page, 'listening');
  await expect.poll(async () => (await microphoneLog(page)).map((r) => r.method)).toContain('recorder-start');
  await micButton(page).click();
}

test.describe('a recording while it is transcribed', () => {
  test.use({ voiceFakeOptions: { recognition: 'absent', microphone: 'tone' } });
  // The e2e server has no transcription provider: its answer is given here, in the contract's shape.
  const transcript = { text: 'Hello from my recording', language: 'en-US' };
  test.beforeEach(async ({ voicePage: page }) => {
    await serverTranscribes(page);
  });

  test('taps wait until the words are back, then they are sent', async ({ voicePage: page }) => {
    const held = await holdRequests(page, '**/api/transcribe', (route) =>
      route.fulfill({ json: transcript }),
    );
    await page.goto('/');
    await recordAndStop(page);
    await held.arrived;
    await expectStatus(page, 'stopping');
    await expect(page.getByRole('status').filter({ hasText: 'Catching your last words' })).toBeVisible();
    // A tap now would lose the words: it is ignored, and the button keeps its focus.
    await micButton(page).click({ force: true });
    await expectStatus(page, 'stopping');
    await expect(micButton(page)).toBeFocused();
    held.release();
    await page.getByRole('button', { name: 'Show Conversation' }).click();
    await expect(page.getByTestId('user-message')).toContainText(['Hello from my recording']);
    await expectStatus(page, 'ready', 45_000);
  });

  test('leaving the page while the words are transcribed sends nothing', async ({ voicePage: page }) => {
    const held = await holdRequests(page, '**/api/transcribe', (route) =>
      route.fulfill({ json: transcript }),
    );
    const chats: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/chat')) chats.push(`${r.url()} ${r.postData()}`);
    });
    await page.goto('/');
    await recordAndStop(page);
    await held.arrived;
    // Leaving ends the transcription under way...
    const aborted = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/transcribe'));
    await page.getByTestId('voice-screen').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByTestId('voice-screen')).toHaveCount(0);
    await aborted;
    held.release();
    // ...and nothing is sent. A wrongly kept callback would start a turn within milliseconds.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(chats).toEqual([]);
  });
});

test.describe('choosing another expert while the conversation is being created', () => {
  test('the next turn goes to a conversation with the expert now chosen', async ({
    voicePage: page,
    user: _user,
  }) => {
    const held = await holdRequests(page, '**/api/conversations', (route) => route.continue(), 'POST');
    await page.goto('/');
    await expectStatus(page, 'ready');
    // The first tap starts creating a conversation with the random expert...
    await micButton(page).click();
    await held.arrived;
    // ...and before it is answered, another expert is chosen (which stops the recording).
    await page.getByTestId('expert-select').selectOption('science');
    await expectStatus(page, 'ready');
    held.release();

    await micButton(page).click();
    await expectStatus(page, 'listening');
    await speak(page, 'Why do stars twinkle');
    await expect(page.getByTestId('hearing')).toHaveText('Why do stars twinkle');
    await micButton(page).click();
    await expectStatus(page, 'ready', 45_000);

    const list = (await (await page.request.get('/api/conversations')).json()) as {
      id: number;
      goatCategory: string;
    }[];
    const withTurn = [];
    for (const c of list) {
      const detail = (await (await page.request.get(`/api/conversations/${c.id}`)).json()) as {
        messages: { content: string }[];
      };
      if (detail.messages.some((m) => m.content === 'Why do stars twinkle')) withTurn.push(c.goatCategory);
    }
    expect(withTurn).toEqual(['science']);
  });
});

test('a conversation reopened from the list shows the turns added since it was first opened', async ({
  voicePage: page,
  user: _user,
}) => {
  const ids: number[] = [];
  for (const [goatCategory, content] of [
    ['science', 'Why is the sky blue?'],
    ['arts', 'Who painted the Mona Lisa?'],
  ] as const) {
    const created = (await (
      await page.request.post('/api/conversations', { data: { goatCategory } })
    ).json()) as {
      id: number;
    };
    await page.request.post(`/api/conversations/${created.id}/messages`, { data: { content } });
    ids.push(created.id);
  }
  const [first, second] = ids as [number, number];
  await page.goto(`/?conversation=${first}`);
  await expect(page.getByTestId('expert-select')).toHaveValue('science');
  await micButton(page).click();
  await expectStatus(page, 'listening');
  await speak(page, 'And why are sunsets red');
  await expect(page.getByTestId('hearing')).toHaveText('And why are sunsets red');
  await micButton(page).click();
  await expectStatus(page, 'ready', 45_000);

  await page.locator(`a[href="/?conversation=${second}"]`).click();
  await expect(page.getByTestId('expert-select')).toHaveValue('arts');
  await page.locator(`a[href="/?conversation=${first}"]`).click();
  await expect(page.getByTestId('expert-select')).toHaveValue('science');
  await page.getByRole('button', { name: 'Show Conversation' }).click();
  await expect(page.getByTestId('user-message')).toContainText([
    'Why is the sky blue?',
    'And why are sunsets red',
  ]);
});
