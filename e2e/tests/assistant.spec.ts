import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginAs, test } from '../fixtures';

/** The AI assistant widget (remote-assistant) against the real assistant service (offline tutor). */

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Open Vistas AI Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Vistas AI Assistant' });
  await expect(panel.getByRole('tablist')).toBeVisible();
  return panel;
}

const lastReply = (page: Page) => page.getByTestId('ai-message').last();

async function ask(page: Page, text: string) {
  const input = page.getByLabel('Your message');
  await input.fill(text);
  await input.press('Enter');
}

test.describe('AI assistant', () => {
  test('opens with a greeting; a reply streams in with links to the lessons; axe passes with the panel open', async ({ page }) => {
    const auth = await loginAs(page, 'premium', '/home');
    const panel = await openPanel(page);
    await expect(panel.getByText(`Hello ${auth.firstName}! How can I assist you today? 😊`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open Vistas AI Assistant' })).toHaveCount(0);
    await expect(page.getByLabel('Your message')).toHaveAttribute('placeholder', 'Type your message or click the mic to speak...');
    await expectNoAxeViolations(page);

    // Record the reply's length as it grows.
    await page.evaluate(() => {
      const w = window as unknown as { __lengths: number[] };
      w.__lengths = [];
      const log = document.querySelector('[data-testid="chat-messages"]')!;
      new MutationObserver(() => {
        const replies = log.querySelectorAll('[data-testid="ai-message"] .content');
        const last = replies[replies.length - 1];
        if (replies.length > 1 && last) w.__lengths.push(last.textContent!.length);
      }).observe(log, { subtree: true, childList: true, characterData: true });
    });
    await ask(page, 'What is photosynthesis and how do plants make food?');
    await expect(page.getByText('What is photosynthesis and how do plants make food?')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop generating' })).toBeVisible();
    // Done when send replaces stop again.
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
    const lengths = await page.evaluate(() => (window as unknown as { __lengths: number[] }).__lengths);
    const distinct = [...new Set(lengths)].filter((n) => n > 0);
    // Seen part-way before it was complete (how many steps depends on how fast the page renders).
    expect(distinct.length, 'the reply grew in steps').toBeGreaterThan(1);
    expect(distinct).toEqual([...distinct].sort((a, b) => a - b));
    const reply = lastReply(page);
    await expect(reply).toContainText(/photosynthesis/i);
    const lesson = reply.locator('a[href^="/content/"]').first();
    await expect(lesson).toBeVisible();
    await expect(reply.getByRole('button', { name: 'Read this response' })).toBeVisible();
    await expectNoAxeViolations(page);

    // An in-app link navigates without reloading the page; the panel stays open.
    await lesson.click();
    await expect(page).toHaveURL(/\/content\/\d+/);
    await expect(page.getByRole('dialog', { name: 'Vistas AI Assistant' })).toBeVisible();
  });

  test('stop ends a reply mid-stream with the stop note', async ({ page }) => {
    await loginAs(page, 'premium', '/home');
    await openPanel(page);
    await ask(page, 'Explain respiration, the heart, blood vessels and how the kidneys work');
    const stop = page.getByRole('button', { name: 'Stop generating' });
    await expect(stop).toBeEnabled();
    await stop.click();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    const content = lastReply(page).locator('.content');
    await expect(content).toContainText('[Response stopped by user]');
    const text = (await content.textContent()) ?? '';
    expect(text.endsWith('[Response stopped by user]')).toBe(true);
    // It was cut short: no closing line of a finished answer.
    expect(text).not.toContain('Try the chapter quiz on the chapter page');
    await expect(page.getByText('Sorry, there was an error processing your request.')).toHaveCount(0);
  });

  test('bookmark a reply, then page through Saved, 5 a page', async ({ page }) => {
    const auth = await loginAs(page, 'free', '/home');
    const headers = { authorization: `Bearer ${auth.accessToken}` };
    // Start from six saved pairs of this student's own.
    const existing = await page.request.get(`/api/v1/quiz/get-chatbot-qa?userSurId=${auth.userSurId}&page=0&size=50`, { headers });
    for (const row of (await existing.json()).data.content as { idChatbotQa: number }[]) {
      await page.request.delete(`/api/v1/quiz/delete-chatbot-qa?idChatbotQa=${row.idChatbotQa}`, { headers });
    }
    for (let i = 1; i <= 6; i++) {
      const r = await page.request.post('/api/v1/quiz/save-chatbot-qa', { headers, data: { userId: auth.userSurId, question: `Saved question ${i}`, answer: `<p>Saved answer ${i}</p>` } });
      expect(r.ok()).toBeTruthy();
    }

    await openPanel(page);
    await ask(page, 'What are fractions?');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
    const bookmark = lastReply(page).getByRole('button', { name: 'Bookmark this response' });
    await bookmark.click();
    await expect(lastReply(page).getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('tab', { name: 'Saved' }).click();
    await expect(page.getByRole('heading', { name: 'Saved Bookmarks' })).toBeVisible();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    const items = page.getByTestId('saved-item');
    await expect(items).toHaveCount(5);
    await expect(items.first()).toContainText('What are fractions?');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(items).toHaveCount(2);
    await expect(items.last()).toContainText('Saved question 1');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    // Removing the bookmark in Saved updates the chat's toggle too.
    await items.first().getByRole('button', { name: 'Remove bookmark' }).click();
    await expect(items.first()).toContainText('Saved question 6');
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('tab', { name: 'Chat' }).click();
    await expect(lastReply(page).getByRole('button', { name: 'Bookmark this response' })).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Close assistant' }).click();
    await expect(page.getByRole('button', { name: 'Open Vistas AI Assistant' })).toBeFocused();
  });
});
