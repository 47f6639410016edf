import { expect, expectToast, test } from './fixtures.js';

const chatPath = '**/api/assistant/chat';

test.describe('/assistant-test', () => {
  test('an empty message is refused and nothing is sent', async ({ page, checkA11y }) => {
    let posts = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/assistant/chat')) posts += 1;
    });
    await page.goto('/assistant-test');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assistant Test');
    await expect(page.getByLabel('Thread ID')).toHaveAttribute('readonly', '');
    await checkA11y();

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a message')).toBeVisible();
    await page.getByLabel('Message').fill('   ');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a message')).toBeVisible();
    await page.getByLabel('Conversation ID').fill('twelve');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Conversation ID must be a whole number')).toBeVisible();
    expect(posts).toBe(0);
  });

  test('a failed call shows the Error sending message toast', async ({ page }) => {
    await page.route(chatPath, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'NOT_FOUND', message: 'No such path: POST /api/assistant/chat' }),
      }),
    );
    await page.goto('/assistant-test');
    await page.getByLabel('Message').fill('Are you there?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Error sending message');
    await expect(page.getByLabel('Thread ID')).toHaveValue('');
  });

  test('a reply keeps its line breaks and fills the thread, which the next message carries', async ({
    page,
    checkA11y,
  }) => {
    const bodies: unknown[] = [];
    await page.route(chatPath, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ response: `First line\nSecond line ${bodies.length}`, threadId: 'thread-42' }),
      });
    });
    await page.goto('/assistant-test');
    await page.getByLabel('Conversation ID').fill('12');
    await page.getByLabel('Message').fill('Tell me two things');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const reply = page.getByTestId('assistant-response');
    await expect(reply).toHaveText('First line\nSecond line 1');
    await expect(reply).toHaveCSS('white-space', 'pre-wrap');
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (the line break must show).
    expect(await reply.innerText()).toBe('First line\nSecond line 1');
    await expect(page.getByLabel('Thread ID')).toHaveValue('thread-42');
    await checkA11y();

    await page.getByLabel('Message').fill('And one more');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(reply).toHaveText('First line\nSecond line 2');
    expect(bodies).toEqual([
      { message: 'Tell me two things', conversationId: 12 },
      { message: 'And one more', conversationId: 12, threadId: 'thread-42' },
    ]);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByLabel('Conversation ID')).toHaveValue('');
    await expect(page.getByLabel('Thread ID')).toHaveValue('');
    await expect(reply).toContainText('No response yet');
  });

  test('a message that speaks of a crisis shows the help card, which stays until it is closed', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/assistant-test');
    await page.getByLabel('Message').fill('honestly everyone would be better off without me');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const card = page.getByTestId('help-card');
    await expect(card.getByRole('heading', { name: "You don't have to face this alone" })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(card.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    // The reply is the prepared one, naming the same line.
    await expect(page.getByTestId('assistant-response')).toContainText('988');
    await checkA11y();

    await page.getByLabel('Message').fill('thank you, tell me about painting clouds');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('assistant-response')).not.toContainText('988');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Close help lines' }).click();
    await expect(card).toHaveCount(0);
  });
});
