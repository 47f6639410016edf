import type { Page } from '@playwright/test';
import { audioLog, expect, recognitionState, speak } from './fakes/index.js';

/** Faster speech keeps the tests short; it also proves the stored speed reaches /api/tts. */
export async function useFastSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('voiceSettings')) {
      localStorage.setItem('voiceSettings', JSON.stringify({ speed: 2, voice: 'nova', model: 'tts-1' }));
    }
  });
}

/**
 * The server says it transcribes recordings (the e2e server has no transcription provider), so a
 * browser without speech recognition is offered the microphone; each test answers /api/transcribe.
 */
export async function serverTranscribes(page: Page): Promise<void> {
  await page.route('**/api/tts/voices', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), transcription: true } });
  });
}

export const micButton = (page: Page) => page.getByTestId('mic-button');
export const voiceStatus = (page: Page) => page.getByTestId('voice-status');

export async function expectStatus(page: Page, status: string, timeout = 15_000): Promise<void> {
  await expect(voiceStatus(page)).toHaveAttribute('data-status', status, { timeout });
}

/**
 * One spoken turn: tap the microphone, wait until the recognizer listens, say `text`, tap again to
 * stop. The reply then streams and is spoken.
 */
export async function sayAndSend(page: Page, text: string): Promise<void> {
  const before = (await recognitionState(page)).starts;
  await micButton(page).click();
  await expectStatus(page, 'listening');
  await expect.poll(async () => (await recognitionState(page)).starts).toBeGreaterThan(before);
  await speak(page, text);
  await expect(page.getByTestId('hearing')).toHaveText(text);
  await micButton(page).click();
}

/** The sentences spoken from /api/tts, in the order their audio started playing. */
export async function playedSentences(page: Page): Promise<string[]> {
  const log = await audioLog(page);
  // A sentence whose stream stalled fires 'playing' again when it resumes: count each source once.
  const sources = log.filter((e) => e.type === 'playing' && e.src.includes('/api/tts')).map((e) => e.src);
  return [...new Set(sources)].map((src) => ttsText({ src }));
}

export function ttsText(event: { src: string }): string {
  return new URL(event.src).searchParams.get('text') ?? '';
}

/** Opens a panel from the Options menu. */
export async function openPanel(
  page: Page,
  item: 'Voice Settings' | 'Export Conversation' | 'Reminder Settings',
): Promise<void> {
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
