import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const browser = useBrowser();

/** The operator's view: the API's metrics, read with the operator key. */
async function metricsText(): Promise<string> {
  const response = await fetch(`${browser.baseUrl}/metrics`, {
    headers: { 'x-operator-key': browser.operatorKey },
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('browser errors reach the operator', () => {
  it("counts a mover's uncaught error and unhandled rejection by route, without personal data", async () => {
    const page = await browser.newPage();
    await page.goto('/default/cookie-policy?email=jane.doe%40example.com');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Broke for jane.doe@example.com at SW1A 1AA');
      });
      void Promise.reject(new Error('Rejected for 07700900123'));
    });

    await expect
      .poll(metricsText, { timeout: 15_000 })
      .toMatch(/threshold_client_errors_total\{route="\/cookie-policy",source="error"\} [1-9]/);
    const text = await metricsText();
    expect(text).toMatch(
      /threshold_client_errors_total\{route="\/cookie-policy",source="unhandledrejection"\} [1-9]/,
    );
    for (const personal of ['jane', 'SW1A', '07700900123']) expect(text).not.toContain(personal);
  });
});
