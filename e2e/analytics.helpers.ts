import type { Page } from 'playwright-core';

export interface Count {
  name: string;
  count: number;
}

/**
 * The analytics page's sponsor ranking replaced by `sponsors` in the server's real summary, the rest
 * of the answer untouched: sponsor names the demo data does not hold (long, sharing a prefix).
 */
export async function withTopSponsors(page: Page, sponsors: Count[]): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'AnalyticsSummaryPage') return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { data: { analyticsSummary: { topMetrics: { topSponsors: Count[] } } } };
    json.data.analyticsSummary.topMetrics.topSponsors = sponsors.map((x) => ({ __typename: 'NameCount', ...x }) as Count);
    await route.fulfill({ response, json });
  });
}
