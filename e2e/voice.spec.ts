import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText } from 'unpdf';
import {
  audioLog,
  denyNextRecognition,
  expect,
  type MediaEventRecord,
  microphoneLog,
  recognitionState,
  speechLog,
  test,
  waitForPlaying,
} from './fakes/index.js';
import { expectToast } from './fixtures.js';
import {
  expectStatus,
  micButton,
  openPanel,
  playedSentences,
  sayAndSend,
  serverTranscribes,
  ttsText,
  useFastSpeech,
} from './voice-helpers.js';

// Every test here talks and listens: the fake recognizer and the audio log are installed in the page.
test.describe.configure({ timeout: 60_000 });

const NOTICE =
  'Just so you know, this is a demonstration: the full expert is not switched on here, so what I say is not real advice.';

test.describe('the voice conversation screen', () => {
  // The welcome popup and the tutorial have their own tests (home.spec.ts).
  test.beforeEach(async ({ voicePage: page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
  });

  test('a signed-in turn: speak, see the transcript, hear the reply sentence by sentence, then ready', async ({
    voicePage: page,
    user,
    checkA11y,
  }) => {
    await useFastSpeech(page);
    await page.goto('/');
    await expectStatus(page, 'ready');
    await checkA11y();
    await sayAndSend(page, 'I feel lonely in the evenings');

    await page.getByRole('button', { name: 'Show Conversation' }).click();
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByTestId('user-message').last()).toContainText('I feel lonely in the evenings');
    await expect(log.getByTestId('expert-message').last()).toContainText(NOTICE);

    // Speech starts with the first sentence and goes on in order, one sentence after another.
    const first = await waitForPlaying(page, 1);
    expect(first[0]?.src).toContain('speed=2');
    await expectStatus(page, 'ready', 45_000);
    const played = await playedSentences(page);
    expect(played.length).toBeGreaterThanOrEqual(3);
    expect(played).toContain(NOTICE);
    expect(played.indexOf(NOTICE)).toBeLessThan(played.length - 1);
    expect(played.join(' ')).not.toMatch(/AI_BASE_URL|provider|API/);
    // Never two sentences at once: each one ended before the next started. (A sentence whose stream
    // stalled fires 'playing' again when it resumes: a sentence is its source.)
    const events = (await audioLog(page)).filter((e) => e.src.includes('/api/tts'));
    const started: string[] = [];
    for (const [i, event] of events.entries()) {
      if (event.type !== 'playing' || started.includes(event.src)) continue;
      const ended = new Set(events.slice(0, i).flatMap((e) => (e.type === 'ended' ? [e.src] : [])));
      const stillPlaying = started.filter((src) => !ended.has(src)).map((src) => ttsText({ src }));
      expect(stillPlaying, `sentence ${started.length + 1} started while another played`).toEqual([]);
      started.push(event.src);
    }

    // The turn is stored in a new conversation of the user's.
    const list = await (await page.request.get('/api/conversations')).json();
    expect(list).toHaveLength(1);
    expect(list[0].messageCount).toBe(2);
    expect(user.username).toContain('@');
  });

  test('a guest talks through the unsaved guest chat, and New Conversation asks them to sign in', async ({
    voicePage: page,
  }) => {
    await useFastSpeech(page);
    await page.goto('/');
    await sayAndSend(page, 'Hello there');
    await waitForPlaying(page, 1);
    await page.getByRole('button', { name: 'Show Conversation' }).click();
    await expect(page.getByTestId('expert-message').last()).toContainText(NOTICE);
    expect((await page.request.get('/api/conversations')).status()).toBe(401);

    await page.getByTestId('new-conversation').click();
    await expectToast(page, 'Please sign in to create a new conversation');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('tapping the microphone while the expert speaks stops the speech at once and listens', async ({
    voicePage: page,
    user: _user,
  }) => {
    await page.goto('/');
    await sayAndSend(page, 'Tell me a long story');
    await waitForPlaying(page, 1);
    await expectStatus(page, 'speaking');
    const startsBefore = (await recognitionState(page)).starts;
    const tappedAt = await page.evaluate(() => performance.now());
    await micButton(page).click();

    await expectStatus(page, 'listening');
    await expect.poll(async () => (await recognitionState(page)).starts).toBeGreaterThan(startsBefore);
    // The sentence playing at the tap is stopped at once (paused, its source taken away), and nothing
    // is played after it.
    const playingAtTap = (log: MediaEventRecord[]) => {
      const last = new Map<number, string>();
      for (const e of log) if (e.at < tappedAt) last.set(e.element, e.type);
      return [...last].filter(([, type]) => type === 'playing').map(([element]) => element);
    };
    const stopped = (log: MediaEventRecord[], el: number) =>
      log.some((e) => e.element === el && (e.type === 'pause' || e.type === 'emptied') && e.at >= tappedAt);
    await expect
      .poll(async () => {
        const log = await audioLog(page);
        return playingAtTap(log).every((el) => stopped(log, el));
      })
      .toBe(true);
    await page.waitForTimeout(1500);
    const after = (await audioLog(page)).filter((e) => e.type === 'playing' && e.at > tappedAt);
    expect(after).toEqual([]);

    // What the expert never said is not kept as said: the reply shows, and is stored, cut.
    await page.getByRole('button', { name: 'Show Conversation' }).click();
    await expect(page.getByTestId('expert-message').last()).toContainText('(interrupted)');
    const [conversation] = await (await page.request.get('/api/conversations')).json();
    await expect
      .poll(async () => {
        const detail = await (await page.request.get(`/api/conversations/${conversation.id}`)).json();
        return detail.messages.at(-1).content as string;
      })
      .toMatch(/ …$/);
    const detail = await (await page.request.get(`/api/conversations/${conversation.id}`)).json();
    expect(detail.messages.at(-1).content).not.toContain('To connect one');
  });

  test('the microphone works from the keyboard and says what it does', async ({ voicePage: page }) => {
    await page.goto('/');
    const mic = micButton(page);
    await expect(mic).toHaveAccessibleName('Start talking');
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await mic.focus();
    await page.keyboard.press('Space');
    await expectStatus(page, 'listening');
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    await expect(mic).toHaveAccessibleName('Stop talking and send');
    await expect
      .poll(async () => (await recognitionState(page)).calls.find((c) => c.method === 'start'))
      .toMatchObject({ lang: 'en-US', continuous: true, interimResults: true, maxAlternatives: 1 });
    await page.keyboard.press('Enter');
    await expectStatus(page, 'ready');
  });

  test('changing the language is kept and the next recording listens in it', async ({ voicePage: page }) => {
    await page.goto('/');
    await page.getByTestId('language-select').selectOption('he-IL');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('he-IL');
    await micButton(page).click();
    await expectStatus(page, 'listening');
    await expect
      .poll(async () => (await recognitionState(page)).calls.filter((c) => c.method === 'start').at(-1))
      .toMatchObject({ lang: 'he-IL', maxAlternatives: 3 });
    await page.reload();
    await expect(page.getByTestId('language-select')).toHaveValue('he-IL');
  });

  test('a voice preset is kept after reload; HD needs a paid plan', async ({
    voicePage: page,
    checkA11y,
  }) => {
    await page.goto('/');
    await openPanel(page, 'Voice Settings');
    const settings = page.getByTestId('voice-settings');
    await expect(settings.getByText('Slower (0.25x) to faster (4.0x) speech')).toBeVisible();
    await expect(settings.getByRole('radio', { name: 'HD' })).toBeDisabled();
    await settings.getByRole('button', { name: 'Storytelling' }).click();
    await expectToast(page, 'Voice Settings Updated');
    await checkA11y();

    await page.reload();
    await openPanel(page, 'Voice Settings');
    await expect(settings.getByRole('radio', { name: /fable/ })).toBeChecked();
    await expect(settings.getByText('Speed: 0.90x')).toBeVisible();
    // A free plan keeps the standard model even with a preset that asks for HD.
    await expect(settings.getByRole('radio', { name: 'Standard' })).toBeChecked();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('voiceSettings') ?? '{}'));
    expect(stored).toMatchObject({ voice: 'fable', speed: 0.9, model: 'tts-1' });

    // An avatar locks its voice until unlocked.
    await settings.getByRole('button', { name: 'Owen' }).click();
    await expectToast(page, 'Avatar Updated');
    await expect(settings.getByRole('radio', { name: /onyx/ })).toBeChecked();
    await expect(settings.getByRole('radio', { name: /nova/ })).toBeDisabled();
    await settings.getByRole('button', { name: 'Unlock Voice' }).click();
    await expectToast(page, 'Voice Unlocked');
    await expect(settings.getByRole('radio', { name: /nova/ })).toBeEnabled();
    // The voice test speaks a sample with the chosen voice and speed.
    await settings.getByRole('radio', { name: /shimmer/ }).check();
    await settings.getByRole('button', { name: 'Test Voice' }).click();
    const [sample] = await waitForPlaying(page, 1);
    expect(sample?.src).toContain('voice=shimmer');
    expect(sample?.src).toContain('speed=0.9');
    await page.getByRole('button', { name: 'Return to Voice Chat' }).click();
    await expect(micButton(page)).toBeVisible();
  });

  test('a free user starting a third conversation today sees the trial offer', async ({
    voicePage: page,
    user: _user,
    checkA11y,
  }) => {
    for (let i = 0; i < 2; i++) {
      const res = await page.request.post('/api/conversations', { data: { goatCategory: 'coach' } });
      expect(res.status()).toBe(201);
    }
    await page.goto('/');
    await micButton(page).click();
    const dialog = page.getByTestId('trial-offer-dialog');
    await expect(dialog.getByRole('heading', { name: 'Get 7 Days Free Basic Access!' })).toBeVisible();
    await expect(dialog).toContainText(
      "You've reached your daily limit of 2 conversations on the free plan.",
    );
    // The microphone says so too, and stays off: nothing the person says could be answered today.
    await expectStatus(page, 'limit');
    await expect(micButton(page)).toBeDisabled();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Start My 7-Day Free Trial' }).click();
    await expect(page).toHaveURL(/\/pricing\?plan=basic&trial=true$/);
  });

  test('a denied microphone explains how to allow it', async ({ voicePage: page, checkA11y }) => {
    await page.goto('/');
    await denyNextRecognition(page);
    await micButton(page).click();
    await expectToast(page, 'Microphone access denied. Please enable microphone permissions.');
    const dialog = page.getByTestId('microphone-help-dialog');
    await expect(dialog.getByRole('heading', { name: 'Microphone Access Required' })).toBeVisible();
    for (const tab of ['Chrome', 'Other Browsers', 'Device Settings']) {
      await expect(dialog.getByRole('tab', { name: tab })).toBeVisible();
    }
    await dialog.getByRole('tab', { name: 'Device Settings' }).click();
    await expect(dialog.getByText(/Privacy & security > Microphone/)).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expectStatus(page, 'ready');
  });

  test('?conversation= reopens a saved conversation with its expert', async ({
    voicePage: page,
    user: _user,
  }) => {
    const created = await (
      await page.request.post('/api/conversations', { data: { goatCategory: 'science' } })
    ).json();
    const sent = await page.request.post(`/api/conversations/${created.id}/messages`, {
      data: { content: 'Why is the sky blue?' },
    });
    expect(sent.status()).toBe(200);

    await page.goto(`/?conversation=${created.id}`);
    await expect(page.getByTestId('banner-toast')).toContainText('Conversation loaded');
    await expect(page.getByTestId('expert-select')).toHaveValue('science');
    await expect(page.getByTestId('expert-name')).toHaveText(created.expertName);
    await page.getByRole('button', { name: 'Show Conversation' }).click();
    await expect(page.getByTestId('user-message')).toContainText('Why is the sky blue?');
    await expect(page.getByTestId('expert-message').last()).toContainText(NOTICE);
  });

  test('a reload carries on the conversation on the screen; only New Conversation starts another', async ({
    voicePage: page,
    user: _user,
  }) => {
    await useFastSpeech(page);
    await page.goto('/');
    const entries = await page.evaluate(() => history.length);
    await sayAndSend(page, 'I feel lonely in the evenings');
    await expectStatus(page, 'ready', 45_000);
    const [first] = await (await page.request.get('/api/conversations')).json();
    // The address names the conversation, in place of the entry it had (no new history entry).
    await expect(page).toHaveURL(new RegExp(`/\\?conversation=${first.id}$`));
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await page.reload();
    await expect(page.getByTestId('banner-toast')).toContainText('Conversation loaded');
    await page.getByRole('button', { name: 'Show Conversation' }).click();
    await expect(page.getByTestId('user-message')).toContainText(['I feel lonely in the evenings']);
    await expectStatus(page, 'ready');
    await sayAndSend(page, 'What could I do on Sunday');
    await expect(page.getByTestId('user-message')).toContainText([
      'I feel lonely in the evenings',
      'What could I do on Sunday',
    ]);
    await expectStatus(page, 'ready', 45_000);
    let list = await (await page.request.get('/api/conversations')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: first.id, messageCount: 4 });
    // The Free plan's daily count saw one conversation.
    const exported = await (await page.request.get('/api/user/export')).json();
    expect(exported.usage.conversationsToday).toBe(1);

    await page.getByTestId('new-conversation').click();
    await expectToast(page, 'Your new conversation is ready.');
    list = await (await page.request.get('/api/conversations')).json();
    expect(list).toHaveLength(2);
    const second = list.find((c: { id: number }) => c.id !== first.id);
    await expect(page).toHaveURL(new RegExp(`/\\?conversation=${second.id}$`));
    await page.reload();
    await page.getByRole('button', { name: 'Show Conversation' }).click();
    await expect(page.getByTestId('user-message')).toHaveCount(0);
    expect(await (await page.request.get('/api/conversations')).json()).toHaveLength(2);
  });
});

/** Clicks an export button and answers the downloaded file's name and bytes. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

test.describe('exporting a conversation', () => {
  test.beforeEach(async ({ voicePage: page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
  });

  test('as text, a web page and a PDF, named by the date, with what was said', async ({
    voicePage: page,
    user: _user,
  }) => {
    await useFastSpeech(page);
    await page.goto('/');
    await openPanel(page, 'Export Conversation');
    // Nothing said yet: nothing to export.
    await expect(page.getByRole('button', { name: 'Text (.txt)' })).toBeDisabled();
    await page.getByRole('button', { name: 'Return to Voice Chat' }).click();

    await sayAndSend(page, 'Is <b>bold</b> & "brave" good?');
    await expectStatus(page, 'ready', 45_000);
    await openPanel(page, 'Export Conversation');
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });

    const text = await download(page, 'Text (.txt)');
    expect(text.name).toBe(`conversation-${today}.txt`);
    expect(text.bytes.toString('utf8')).toContain('Is <b>bold</b> & "brave" good?');
    expect(text.bytes.toString('utf8')).toContain(NOTICE);
    await expectToast(page, 'Your conversation has been downloaded');

    const html = await download(page, 'Web page (.html)');
    expect(html.name).toBe(`conversation-${today}.html`);
    const page2 = html.bytes.toString('utf8');
    expect(page2).toMatch(/^<!doctype html>/i);
    expect(page2).toContain('Is &lt;b&gt;bold&lt;/b&gt; &amp; &quot;brave&quot; good?');
    expect(page2).not.toContain('<b>bold</b>');

    const pdf = await download(page, 'PDF (.pdf)');
    expect(pdf.name).toBe(`conversation-${today}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text: pdfText } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
    expect(pdfText.replace(/\s+/g, ' ')).toContain('Is <b>bold</b> & "brave" good?');
  });

  test('a guest is told that export comes with an account', async ({ voicePage: page }) => {
    await page.goto('/');
    await openPanel(page, 'Export Conversation');
    await expect(page.getByTestId('export-panel')).toContainText('Guest conversations are not saved');
    await expect(page.getByRole('link', { name: 'Log in to export' })).toBeVisible();
  });
});

test.describe('speaking and listening without the server engines', () => {
  test.beforeEach(async ({ voicePage: page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
  });

  test('with no speech engine on the server, the browser speaks each sentence in the conversation language', async ({
    voicePage: page,
  }) => {
    // The server answers as it does with no engine configured.
    await page.route('**/api/tts/voices', (route) =>
      route.fulfill({ json: { engine: 'browser', voices: [], models: [] } }),
    );
    await page.route('**/api/tts?**', (route) =>
      route.fulfill({ status: 503, json: { error: 'TTS_UNAVAILABLE', message: 'No speech engine' } }),
    );
    await page.goto('/');
    // Nothing about the server's set-up is shown to the person talking.
    await expect(page.getByTestId('expert-select')).toBeVisible();
    await expect(page.getByTestId('banner-toast')).toHaveCount(0);
    await page.getByTestId('language-select').selectOption('es-ES');
    await sayAndSend(page, 'Hola, ¿qué tal?');
    await expect
      .poll(async () => (await speechLog(page)).filter((s) => s.method === 'speak').length)
      .toBeGreaterThan(2);
    const spoken = (await speechLog(page)).filter((s) => s.method === 'speak');
    expect(spoken.every((s) => s.lang === 'es-ES')).toBe(true);
    expect(spoken.map((s) => s.text)).toContain(
      'Antes de nada, esto es una demostración: el experto completo no está activado aquí, así que lo que te diga no es un consejo real.',
    );
    await expectStatus(page, 'ready');
    expect((await audioLog(page)).filter((e) => e.type === 'playing')).toEqual([]);
  });
});

test.describe('a browser without speech recognition', () => {
  test.use({ voiceFakeOptions: { recognition: 'absent', microphone: 'tone' } });

  test('records with the microphone and says plainly when transcription fails too', async ({
    voicePage: page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('hideWelcomePopup', 'true'));
    // The server says it transcribes (so the microphone is offered), then cannot.
    await serverTranscribes(page);
    await page.goto('/');
    await micButton(page).click();
    await expectStatus(page, 'listening');
    await expect
      .poll(async () => (await microphoneLog(page)).map((r) => r.method))
      .toContain('recorder-start');
    const [request] = (await microphoneLog(page)).filter((r) => r.method === 'getUserMedia');
    expect(JSON.stringify(request)).toContain('echoCancellation');
    await page.waitForTimeout(300);
    await micButton(page).click();
    await expectToast(page, 'Speech recognition not supported in this browser');
    await expectStatus(page, 'ready');
  });
});
