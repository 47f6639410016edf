import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from './fakes/index.js';
import { expectStatus, playedSentences, useFastSpeech } from './voice-helpers.js';

test.describe.configure({ timeout: 90_000 });

/** A PDF with a few lines of text, padded after its end to `bytes` so the upload takes a while. */
async function reportPdf(bytes = 0): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    'Harbour Lane tenants newsletter.',
    'The garden party will be held on the first Saturday of June.',
    'Rubbish collection moves to Thursday mornings from next month.',
  ];
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 780 - i * 18, size: 12, font });
  const pdf = Buffer.from(await doc.save());
  if (pdf.length >= bytes) return pdf;
  // Comment lines after the end of the file: readers ignore them.
  const padding = Buffer.alloc(bytes - pdf.length, ' ');
  for (let i = 0; i < padding.length; i += 80) padding.write('\n%', i);
  return Buffer.concat([pdf, padding]);
}

/** Opens File Upload: the Options menu on a desktop, the paperclip on a phone (as onboarding says). */
async function openFileUpload(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Attach a file' }).click();
  else {
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menuitem', { name: 'File Upload' }).click();
  }
  await expect(page.getByRole('heading', { name: 'File Upload' })).toBeVisible();
}

/** Records every value the upload progress bar shows. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('progress');
      if (bar) seen.push(Number(bar.getAttribute('value')));
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
  });
}

test.describe('File Upload on the voice screen', () => {
  test.beforeEach(async ({ voicePage: page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('hideWelcomePopup', 'true');
    });
  });

  test('a PDF uploads with visible progress and the expert answers about it aloud', async ({
    voicePage: page,
    user,
    checkA11y,
    isMobile,
  }) => {
    await useFastSpeech(page);
    await page.goto('/');
    await expectStatus(page, 'ready');
    await openFileUpload(page, isMobile);
    await checkA11y();

    // Nothing chosen: the spec's sentence.
    await page.getByRole('button', { name: 'Upload and ask' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select a file first.');

    await recordProgress(page);
    // A connection that sends about 3 MB a second: the upload takes long enough to be watched.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 3 * 1024 * 1024,
    });
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'newsletter.pdf',
      mimeType: 'application/pdf',
      buffer: await reportPdf(6 * 1024 * 1024),
    });
    await page.getByRole('button', { name: 'Upload and ask' }).click();

    // The answer comes in the conversation, spoken sentence by sentence.
    await expectStatus(page, 'speaking', 45_000);
    await cdp.detach();
    const progress = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    // The bar moved forward through the upload, step by step (the answer below proves it ended).
    const between = new Set(progress.filter((percent) => percent > 0 && percent < 100));
    expect(between.size, String(progress)).toBeGreaterThan(1);
    expect(progress, String(progress)).toEqual([...progress].sort((a, b) => a - b));
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByTestId('user-message').last()).toHaveText(
      /What can you tell me about newsletter\.pdf\?/,
    );
    await expect(log.getByTestId('expert-message').last()).toContainText(
      '"newsletter.pdf" is a PDF of 1 page',
      {
        timeout: 20_000,
      },
    );
    await expect(log.getByTestId('expert-message').last()).toContainText('garden party');
    await expectStatus(page, 'ready', 60_000);
    const spoken = (await playedSentences(page)).join(' ');
    expect(spoken).toContain('No AI service is connected right now');
    expect(spoken).toContain('garden party');

    // The question and the answer are stored in the user's conversation, with the file.
    const list = await (await page.request.get('/api/conversations')).json();
    expect(list).toHaveLength(1);
    expect(list[0].messageCount).toBe(2);
    expect(user.username).toContain('@');
  });

  test('on a desktop, a picture dropped on the panel is described plainly, never claimed as seen', async ({
    voicePage: page,
    user,
    isMobile,
  }) => {
    test.skip(isMobile, 'dragging files is a desktop gesture');
    await useFastSpeech(page);
    await page.goto('/');
    await expectStatus(page, 'ready');
    await openFileUpload(page, false);
    // A 1x1 PNG, dropped as a browser would drop a file from the desktop.
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const dataTransfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'holiday.png', { type: 'image/png' }));
      return transfer;
    }, png);
    await page.getByTestId('file-drop-zone').dispatchEvent('dragover', { dataTransfer });
    await page.getByTestId('file-drop-zone').dispatchEvent('drop', { dataTransfer });
    await expect(page.getByTestId('chosen-files')).toHaveText('Chosen: holiday.png');
    await page.getByLabel('What would you like to know? (optional)').fill('Who is in this photo?');
    await page.getByRole('button', { name: 'Upload and ask' }).click();
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByTestId('user-message').last()).toHaveText(/Who is in this photo\?/, {
      timeout: 20_000,
    });
    const answer = log.getByTestId('expert-message').last();
    await expect(answer).toContainText('"holiday.png" is a picture of 1 by 1 pixels', { timeout: 20_000 });
    await expect(answer).toContainText('I cannot see pictures without an AI service');
    await expectStatus(page, 'ready', 60_000);
    expect(user.id).toBeGreaterThan(0);
  });

  test('a file too large or of another kind is refused before it is sent', async ({
    voicePage: page,
    user,
    isMobile,
  }) => {
    await page.goto('/');
    await openFileUpload(page, isMobile);
    const chooser = page.getByLabel('Choose a file');
    await chooser.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(page.getByRole('alert')).toHaveText('File is too large. Maximum size is 10MB.');
    await chooser.setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid file type. Please upload an image, document, audio, or video file in a supported format.',
    );
    expect(user.id).toBeGreaterThan(0);
  });

  test('the paperclip is on the phone layout only; guests are asked to sign in', async ({
    voicePage: page,
    isMobile,
  }) => {
    await page.goto('/');
    const paperclip = page.getByRole('button', { name: 'Attach a file' });
    if (isMobile) {
      await paperclip.click();
      await expect(page.getByRole('heading', { name: 'File Upload' })).toBeVisible();
      await expect(page.getByText('to upload files.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    } else await expect(paperclip).toBeHidden();
  });
});
