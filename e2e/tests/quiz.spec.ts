import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, loginAs } from '../fixtures';

/** Answers the question on screen: the first option, or "42" for a typed answer. */
async function answerCurrent(page: Page) {
  const q = page.getByTestId('question');
  const text = q.locator('input[type="text"], input:not([type])');
  if (await text.count()) {
    await text.first().fill('42');
  } else {
    await q.locator('input[type="radio"], input[type="checkbox"]').first().check();
  }
}

test.describe('quizzes', () => {
  test('a student takes a chapter quiz, reloads half-way without losing answers, submits, sees the score and the review', async ({ page }) => {
    test.setTimeout(120_000); // several axe scans on a two-core machine
    await loginAs(page, 'free', '/quiz');
    await expect(page.getByTestId('quiz-hub')).toBeVisible();
    await expect(page.getByTestId('hub-chapter-10101')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByTestId('hub-chapter-10101').click();
    await expect(page).toHaveURL(/\/quiz\/chapter\/\d+\/1\/10101$/);
    await expect(page.getByTestId('quiz-facts')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByTestId('start-quiz').click();

    const palette = page.getByRole('navigation', { name: 'Question palette' });
    const total = await palette.getByRole('button').count();
    expect(total).toBeGreaterThanOrEqual(5);
    await expect(page.getByTestId('count-notAnswered')).toContainText(String(total - 1));
    await expectNoAxeViolations(page);

    // Answer half, then reload.
    const half = Math.floor(total / 2);
    for (let i = 0; i < half; i++) {
      await answerCurrent(page);
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(page.getByTestId('count-answered')).toContainText(`Answered: ${half}`);
    await page.reload();
    await expect(page.getByTestId('restored-note')).toBeVisible();
    await expect(page.getByTestId('count-answered')).toContainText(`Answered: ${half}`);
    await expect(palette.getByRole('button', { name: 'Question 1: Answered' })).toBeVisible();
    // Submitting too early is refused with the contract's message, and the answers stay.
    await page.getByTestId('submit-quiz').click();
    await expect(page.getByTestId('answer-all')).toHaveText('Please answer all the question.');
    await expect(page.getByTestId('count-answered')).toContainText(`Answered: ${half}`);

    for (let i = 0; i < total; i++) {
      await palette.getByRole('button', { name: new RegExp(`^Question ${i + 1}:`) }).click();
      const status = await palette.getByRole('button', { name: new RegExp(`^Question ${i + 1}:`) }).getAttribute('data-status');
      if (status !== 'answered') await answerCurrent(page);
    }
    await expect(page.getByTestId('count-answered')).toContainText(`Answered: ${total}`);
    await page.getByTestId('submit-quiz').click();

    await expect(page).toHaveURL(/\/result$/);
    await expect(page.getByTestId('score-summary')).toBeVisible();
    await expect(page.getByTestId('score-correct')).toContainText(`of ${total} correct`);
    await expect(page.getByTestId('score-percentage')).toContainText('%');
    await expectNoAxeViolations(page);

    await page.getByTestId('result-review-link').click();
    await expect(page).toHaveURL(/\/quiz\/review\/chapter\/\d+$/);
    await expect(page.getByTestId('review-item')).toHaveCount(total);
    await expect(page.getByTestId('review-correct-answer').first()).not.toBeEmpty();
    await expect(page.getByTestId('review-explanation').first()).not.toBeEmpty();
    await expectNoAxeViolations(page);

    // The attempt shows up on the chapter page with a retake.
    await page.goBack();
    await page.goBack();
    await expect(page.getByTestId('attempt-count')).not.toHaveText('0');
    await expect(page.getByRole('button', { name: 'Retake' })).toBeVisible();
  });

  test('the challenger test counts down to the server deadline, warns near the end and submits itself at zero', async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, 'basic', '/quiz/challenger/902');
    await expect(page.getByTestId('start-challenger')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByTestId('start-challenger').click();

    const clock = page.getByTestId('challenger-clock');
    await expect(clock).toBeVisible();
    const first = await clock.textContent();
    await answerCurrent(page);
    await expect(page.getByTestId('count-answered')).toContainText('Answered: 1');
    await expectNoAxeViolations(page);
    await expect(clock).not.toHaveText(first ?? '');

    // Reload: the same attempt and deadline continue.
    await page.reload();
    await expect(page.getByTestId('challenger-clock')).toBeVisible();
    await expect(page.getByTestId('count-answered')).toContainText('Answered: 1');

    await expect(page.getByTestId('challenger-warning')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/result$/, { timeout: 30_000 });
    await expect(page.getByTestId('score-summary')).toBeVisible();
    await expect(page.getByTestId('score-correct')).toContainText('of 8 correct');
    await expectNoAxeViolations(page);
  });

  test('exam preparation shows the exam facts (questions, total marks, duration) before and during the set', async ({ page }) => {
    await loginAs(page, 'free', '/quiz/exam-prep/5/2/10204');
    const facts = page.getByTestId('quiz-facts');
    await expect(facts).toContainText('Questions');
    await expect(facts).toContainText('Total marks');
    await expect(facts).toContainText('Duration');
    await expectNoAxeViolations(page);
    await page.getByTestId('start-quiz').click();
    await expect(page.getByTestId('exam-facts')).toContainText('Duration');
    await expect(page.getByTestId('question')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the vocational test: take it, see the result, the report with rank and subject review, then the 425 wait message', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'premium', '/quiz/vocational/901');
    await expect(page.getByTestId('vct-facts')).toContainText('Total marks');
    await expectNoAxeViolations(page);
    const palette = page.getByRole('navigation', { name: 'Question palette' });
    const total = await palette.getByRole('button').count();
    for (let i = 0; i < total; i++) {
      await answerCurrent(page);
      if (i < total - 1) await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(page.getByTestId('count-answered')).toContainText(`Answered: ${total}`);
    await page.getByTestId('submit-quiz').click();
    await expect(page).toHaveURL(/\/result$/);
    await expect(page.getByTestId('score-marks')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/quiz/vocational/901/report');
    await expect(page.getByTestId('vct-ranking')).toContainText('Your rank: 1');
    await expect(page.getByTestId('vct-subjects').getByRole('rowheader')).toHaveCount(4);
    await expectNoAxeViolations(page);

    await page.goto('/quiz/vocational/901');
    await expect(page.getByTestId('wait-notice')).toContainText('Attention! You have already taken this exam, kindly wait until');
    await expect(page.getByTestId('wait-notice')).toContainText('for the next opportunity.');
    await expectNoAxeViolations(page);
  });
});
