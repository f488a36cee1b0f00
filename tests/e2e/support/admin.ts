import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Presses a save button until `answer` shows. The admin ignores a press while it is still
 * checking the last change with the server (a round trip per change, slow on a busy machine);
 * a press it takes saves, or is refused, again with the same outcome. Each press gets 10 s to
 * answer: on a loaded machine a save takes seconds, and a second press during it is ignored.
 */
export async function saveUntil(page: Page, button: string, answer: Locator): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: button, exact: true }).click()
    await expect(answer).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 90_000 })
}
