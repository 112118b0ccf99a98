import { afterEach, describe, expect, it } from 'vitest';
import {
  regulatoryFixture,
  regulatoryFixtureText,
  startFakeServer,
  type FakeAnswer,
  type FakeRequest,
  type FakeServer,
} from '../../../test/fixtures/regulatory/index.js';
import type { RegulatoryDrugQuery, RegulatoryQuery } from '../../domain/regulatory.js';
import { parseNextLink, RegulatoryHttpError, retryAfterMs } from './http.js';
import { OpenFdaProvider, type OpenFdaProviderOptions } from './openfda.js';
import { classifyCrl, crlSearch, dayFromMdy, dayFromYmd, drugsFdaSearch, mentionedNames } from './openfda.mapping.js';

// Real recorded answers (test/fixtures/regulatory/README.md).
const SEMAGLUTIDE_PAGE1 = regulatoryFixtureText('openfda/drugsfda_semaglutide_limit2_page1.json');
const SEMAGLUTIDE_PAGE2 = regulatoryFixtureText('openfda/drugsfda_semaglutide_limit2_page2_search_after.json');
const TIRZEPATIDE = regulatoryFixtureText('openfda/drugsfda_tirzepatide_limit1.json');
const RECORDED_HEADERS = regulatoryFixture('openfda/drugsfda_response_headers_as_recorded.json');
const NOT_FOUND = regulatoryFixtureText('openfda/drugsfda_error_404_not_found.json');
const BAD_REQUEST = regulatoryFixtureText('openfda/drugsfda_error_400_bad_request.json');
const KEY_INVALID = regulatoryFixtureText('openfda/drugsfda_error_403_api_key_invalid.json');
const SERVER_ERROR = regulatoryFixtureText('openfda/drugsfda_error_500_server_error.json');
const CRL_FILES = [
  'openfda/transparency_crl_download_2026-08-26_record1_trimmed.json',
  'openfda/transparency_crl_download_2026-06-22_record1_trimmed.json',
].map((f) => regulatoryFixture(f));

/** Page 1's recorded `link` header, pointing at the fake server instead of api.fda.gov. */
const recordedNextLink = (baseUrl: string): string => RECORDED_HEADERS.page1.headers.link.replace('https://api.fda.gov', baseUrl);
const recordedCursor = new URL(/<([^>]+)>/.exec(RECORDED_HEADERS.page1.headers.link)![1]).searchParams.get('search_after');

/** The quoted terms of an openFDA search (`field:"value"` joined by `+`, read back as spaces). */
const searchTerms = (url: URL) => [...(url.searchParams.get('search') ?? '').matchAll(/([\w.]+):"([^"]*)"/g)].map((m) => ({ field: m[1], value: m[2] }));

const wordIn = (text: string, word: string) => mentionedNames(text, [word]).length > 0;

/**
 * A fake api.fda.gov answering in its documented format: Drugs@FDA serves the recorded semaglutide
 * pages (page 1 with its recorded Link header, page 2 for its search_after cursor) and the recorded
 * tirzepatide answer; the CRL endpoint searches the two real letters (text, application_number,
 * file_name) and wraps the matches in the API envelope; no match is the recorded 404.
 */
function openFdaAnswer(req: FakeRequest, { baseUrl }: { baseUrl: string }): FakeAnswer {
  const terms = searchTerms(req.url);
  if (req.url.pathname === '/drug/drugsfda.json') {
    if (req.url.searchParams.has('search_after')) {
      return req.url.searchParams.get('search_after') === recordedCursor ? { status: 200, body: SEMAGLUTIDE_PAGE2 } : { status: 404, body: NOT_FOUND };
    }
    const generic = terms.filter((t) => t.field === 'openfda.generic_name').map((t) => t.value.toLowerCase());
    if (generic.includes('semaglutide')) return { status: 200, body: SEMAGLUTIDE_PAGE1, headers: { link: recordedNextLink(baseUrl) } };
    // The recorded answer had a next link too, but its page 2 was not recorded: the fake ends here.
    if (generic.includes('tirzepatide')) return { status: 200, body: TIRZEPATIDE };
    return { status: 404, body: NOT_FOUND };
  }
  if (req.url.pathname === '/transparency/crl.json') {
    const matches = CRL_FILES.filter(({ results: [letter] }) =>
      terms.some(
        (t) =>
          (t.field === 'text' && wordIn(letter.text, t.value)) ||
          (t.field === 'application_number' && letter.application_number.includes(t.value)) ||
          (t.field === 'file_name' && letter.file_name === t.value),
      ),
    );
    if (!matches.length) return { status: 404, body: NOT_FOUND };
    const meta = { ...matches[0].meta, results: { skip: 0, limit: 100, total: matches.length } };
    return { status: 200, body: { meta, results: matches.map((m) => m.results[0]) } };
  }
  return { status: 404, body: NOT_FOUND };
}

const drug = (name: string, otherNames: string[] = []): RegulatoryDrugQuery => ({ name, otherNames, company: null, ticker: null });
const query = (drugs: RegulatoryDrugQuery[], since = '2000-01-01'): RegulatoryQuery => ({ drugs, since, today: '2026-11-28' });

let server: FakeServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: (req: FakeRequest, s: { baseUrl: string }) => FakeAnswer = openFdaAnswer, opts: OpenFdaProviderOptions = {}) {
  server = await startFakeServer(handler);
  const provider = new OpenFdaProvider({ baseUrl: server.baseUrl, minIntervalMs: 0, retryBaseMs: 5, now: () => new Date('2026-11-28T12:00:00Z'), ...opts });
  return { provider, fake: server };
}

describe('openFDA provider: Drugs@FDA approvals', () => {
  it('maps each application’s original approval (semaglutide: RYBELSUS, WEGOVY, OZEMPIC), following the Link header to page 2', async () => {
    const { provider, fake } = await setup();
    const events = await provider.events(query([drug('semaglutide')]));

    expect(events.map((e) => [e.drug, e.date, e.applicationNumber])).toEqual([
      ['OZEMPIC', '2017-12-05', 'NDA209637'],
      ['RYBELSUS', '2019-09-20', 'NDA213051'],
      ['WEGOVY', '2021-06-04', 'NDA215256'],
    ]);
    expect(events[1]).toEqual({
      source: 'OPENFDA',
      sourceKey: 'NDA213051:ORIG:1',
      kind: 'APPROVAL',
      agency: 'FDA',
      date: '2019-09-20',
      dateConfidence: 'ACTUAL',
      drug: 'RYBELSUS',
      drugNames: ['RYBELSUS', 'ORAL SEMAGLUTIDE', 'SEMAGLUTIDE'],
      applicationNumber: 'NDA213051',
      company: 'NOVO',
      ticker: null,
      indication: null,
      outcome: 'POSITIVE',
      crlCategory: null,
      detail: 'Type 3 - New Dosage Form · PRIORITY',
      sourceUrl: 'http://www.accessdata.fda.gov/drugsatfda_docs/appletter/2019/213051Orig1s000ltr.pdf',
      asOf: '2025-07-09',
      demo: false,
    });
    // Supplements (SUPPL) are not approvals of the drug.
    expect(events.every((e) => e.sourceKey.endsWith(':ORIG:1'))).toBe(true);

    const [first, second, crl] = fake.requests.map((r) => r.url);
    expect(first.pathname).toBe('/drug/drugsfda.json');
    expect(first.search).toBe('?search=openfda.generic_name:%22semaglutide%22+openfda.brand_name:%22semaglutide%22&limit=100');
    expect(second.searchParams.get('search_after')).toBe(recordedCursor);
    // The CRL search asks for the drug's name and its approved applications (CRL spelling "NDA 213051").
    expect(crl.pathname).toBe('/transparency/crl.json');
    expect(searchTerms(crl)).toEqual([
      { field: 'text', value: 'semaglutide' },
      { field: 'application_number', value: 'NDA 213051' },
      { field: 'application_number', value: 'NDA 215256' },
      { field: 'application_number', value: 'NDA 209637' },
    ]);
    expect(fake.requests).toHaveLength(3);
  });

  it('keeps events from `since` on; falls back to the Drugs@FDA overview page; strips the device from brand names', async () => {
    const { provider } = await setup();
    expect((await provider.events(query([drug('semaglutide')], '2020-01-01'))).map((e) => e.drug)).toEqual(['WEGOVY']);

    const [mounjaro] = await provider.events(query([drug('tirzepatide')]));
    expect(mounjaro).toMatchObject({ drug: 'MOUNJARO', date: '2022-05-13', company: 'ELI LILLY AND CO', drugNames: ['MOUNJARO', 'TIRZEPATIDE'] });
    expect(mounjaro.sourceUrl).toBe('https://www.accessdata.fda.gov/drugsatfda_docs/appletter/2022/215866Orig1s000ltr.pdf');
  });

  it('answers [] on openFDA’s 404 NOT_FOUND (no match is not an error)', async () => {
    const { provider, fake } = await setup();
    expect(await provider.events(query([drug('nosuchdrugname')]))).toEqual([]);
    expect(fake.requests.map((r) => r.url.pathname)).toEqual(['/drug/drugsfda.json', '/transparency/crl.json']);
  });

  it('asks once per distinct drug and caps the drugs per call', async () => {
    const { provider, fake } = await setup(openFdaAnswer, { maxDrugs: 1 });
    await provider.events(query([drug('Semaglutide'), drug('semaglutide'), drug('tirzepatide')]));
    expect(fake.requests.filter((r) => r.url.pathname === '/drug/drugsfda.json' && !r.url.searchParams.has('search_after'))).toHaveLength(1);
  });

  it('serves a second call from its cache: no request', async () => {
    const { provider, fake } = await setup();
    const first = await provider.events(query([drug('semaglutide')]));
    const sent = fake.requests.length;
    expect(await provider.events(query([drug('semaglutide')]))).toEqual(first);
    expect(fake.requests.length).toBe(sent);
  });

  it('spaces its requests by minIntervalMs', async () => {
    const { provider, fake } = await setup(openFdaAnswer, { minIntervalMs: 120 });
    const started = Date.now();
    await provider.events(query([drug('semaglutide')]));
    expect(fake.requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 120 - 10);
  });
});

describe('openFDA provider: errors, retries, abort', () => {
  it('retries a 429 after its Retry-After, then succeeds', async () => {
    let throttled = 0;
    const { provider, fake } = await setup((req, s) => {
      if (throttled === 0) {
        throttled++;
        return { status: 429, headers: { 'retry-after': '1' }, body: { error: { code: 'OVER_RATE_LIMIT', message: 'You have exceeded your rate limit.' } } };
      }
      return openFdaAnswer(req, s);
    });
    const started = Date.now();
    const events = await provider.events(query([drug('semaglutide')]));
    expect(events).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950); // Retry-After: 1 s, not the 5 ms backoff
    expect(fake.requests).toHaveLength(4);
    expect(fake.requests[0].url.href).toBe(fake.requests[1].url.href);
  });

  it('gives up on a 429 after a bounded number of attempts', async () => {
    const { provider, fake } = await setup(() => ({ status: 429, headers: { 'retry-after': '0' }, body: '' }));
    const error = await provider.events(query([drug('semaglutide')])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegulatoryHttpError);
    expect(error).toMatchObject({ status: 429 });
    expect(fake.requests).toHaveLength(3);
  });

  it('throws after retrying a 500 (the recorded SERVER_ERROR), and does not cache the failure', async () => {
    const { provider, fake } = await setup(() => ({ status: 500, body: SERVER_ERROR }));
    await expect(provider.events(query([drug('semaglutide')]))).rejects.toThrow(
      /openFDA failed after 3 attempt\(s\) \(500 SERVER_ERROR: Check your request and try again\)/,
    );
    expect(fake.requests).toHaveLength(3);
    await expect(provider.events(query([drug('semaglutide')]))).rejects.toThrow(RegulatoryHttpError);
    expect(fake.requests).toHaveLength(6);
  });

  it('throws a clear error on 403 API_KEY_INVALID, without retrying or leaking the key', async () => {
    const { provider, fake } = await setup(() => ({ status: 403, body: KEY_INVALID }), { apiKey: 'not-a-key' });
    const error = await provider.events(query([drug('semaglutide')])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegulatoryHttpError);
    expect(error).toMatchObject({ status: 403, code: 'API_KEY_INVALID' });
    expect(String(error)).toMatch(/openFDA refused the request: check its API key \(403 API_KEY_INVALID: An invalid api_key was supplied/);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].url.searchParams.get('api_key')).toBe('not-a-key');
    expect(error instanceof RegulatoryHttpError && error.url).toMatch(/api_key=\*\*\*$/);
  });

  it('throws a clear error on 400 BAD_REQUEST, without retrying', async () => {
    const { provider, fake } = await setup(() => ({ status: 400, body: BAD_REQUEST }));
    await expect(provider.events(query([drug('semaglutide')]))).rejects.toThrow(
      'openFDA rejected the request as malformed (400 BAD_REQUEST: Sorting allowed by non-analyzed fields only: invalid_field)',
    );
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a network failure, then succeeds', async () => {
    server = await startFakeServer(openFdaAnswer);
    let calls = 0;
    const flaky: typeof fetch = (input, init) => (++calls === 1 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init));
    const provider = new OpenFdaProvider({ baseUrl: server.baseUrl, fetch: flaky, minIntervalMs: 0, retryBaseMs: 5 });
    expect(await provider.events(query([drug('semaglutide')]))).toHaveLength(3);
    expect(calls).toBe(4);
  });

  it('honours an aborted signal: no request', async () => {
    const { provider, fake } = await setup();
    const controller = new AbortController();
    controller.abort();
    await expect(provider.events(query([drug('semaglutide')]), controller.signal)).rejects.toThrow();
    expect(fake.requests).toHaveLength(0);
  });

  it('stops waiting for a retry when aborted', async () => {
    const { provider } = await setup(() => ({ status: 429, headers: { 'retry-after': '30' }, body: '' }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    await expect(provider.events(query([drug('semaglutide')]), controller.signal)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('does not follow a next link to another host', async () => {
    const { provider, fake } = await setup((req, s) => {
      const answer = openFdaAnswer(req, s);
      return answer.headers?.link ? { ...answer, headers: { link: RECORDED_HEADERS.page1.headers.link } } : answer;
    });
    const events = await provider.events(query([drug('semaglutide')]));
    expect(events.map((e) => e.drug)).toEqual(['RYBELSUS', 'WEGOVY']);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('openFDA provider: complete response letters', () => {
  it('maps the real Corcept letter (found by drug name in its text) to an EFFICACY CRL', async () => {
    const { provider } = await setup();
    const events = await provider.events(query([drug('relacorilant', ['CORT125134'])]));
    expect(events).toEqual([
      {
        source: 'OPENFDA',
        sourceKey: 'NDA219398:CRL:2026-01-28',
        kind: 'CRL',
        agency: 'FDA',
        date: '2026-01-28',
        dateConfidence: 'ACTUAL',
        drug: 'relacorilant',
        drugNames: ['relacorilant', 'CORT125134'], // the trial codes "CORT125134-455" name it too
        applicationNumber: 'NDA219398',
        company: 'Corcept Therapeutics',
        ticker: null,
        indication: null,
        outcome: 'NEGATIVE',
        crlCategory: 'EFFICACY',
        detail: 'COMPLETE RESPONSE',
        sourceUrl: 'https://api.fda.gov/transparency/crl.json?search=file_name:%22CRL_NDA219398_20260128.pdf%22',
        asOf: '2026-08-26',
        demo: false,
      },
    ]);
  });

  it('maps the real Braintree letter (a facility inspection) to a MANUFACTURING CRL', async () => {
    const { provider } = await setup();
    const [suflave] = await provider.events(query([drug('Suflave')]));
    expect(suflave).toMatchObject({
      kind: 'CRL',
      date: '2022-06-06',
      applicationNumber: 'NDA215344',
      company: 'Braintree Laboratories, Inc.',
      crlCategory: 'MANUFACTURING',
      drugNames: ['Suflave'],
      asOf: '2026-06-22',
    });
  });
});

describe('openFDA mapping helpers', () => {
  it('classifies letters by the keyword rules of their deficiency part only', () => {
    const [corcept, braintree] = CRL_FILES.map((f) => f.results[0].text);
    expect(classifyCrl(corcept)).toBe('EFFICACY');
    expect(classifyCrl(braintree)).toBe('MANUFACTURING');
    // The closing "SAFETY UPDATE" section every letter has does not make a letter a safety CRL.
    const labelingOnly = braintree.replace(/PRODUCT QUALITY\/ FACILITY INSPECTION DEFICIENCIES[\s\S]*?(?=PRESCRIBING INFORMATION)/, '');
    expect(classifyCrl(labelingOnly)).toBe('OTHER');
    const safety = braintree.replace(
      /PRODUCT QUALITY\/ FACILITY INSPECTION DEFICIENCIES[\s\S]*?(?=PRESCRIBING INFORMATION)/,
      'CLINICAL\n\nThe hepatic safety signal observed in the trials is not adequately characterized.\n\n',
    );
    expect(classifyCrl(safety)).toBe('SAFETY');
    expect(classifyCrl('')).toBeNull();
    expect(classifyCrl(null)).toBeNull();
  });

  it('reads dates and builds openFDA searches', () => {
    expect(dayFromYmd('20190920')).toBe('2019-09-20');
    expect(dayFromYmd('20190231')).toBeNull();
    expect(dayFromMdy('01/28/2026')).toBe('2026-01-28');
    expect(dayFromMdy('2026-01-28')).toBeNull();
    expect(drugsFdaSearch(['semaglutide', 'oral semaglutide'])).toBe(
      'openfda.generic_name:%22semaglutide%22+openfda.brand_name:%22semaglutide%22+openfda.generic_name:%22oral+semaglutide%22+openfda.brand_name:%22oral+semaglutide%22',
    );
    expect(crlSearch(['relacorilant'], ['NDA219398'])).toBe('text:%22relacorilant%22+application_number:%22NDA+219398%22');
    expect(mentionedNames('for relacorilant capsules', ['Relacorilant', 'relacor'])).toEqual(['Relacorilant']);
  });

  it('reads Link and Retry-After headers', () => {
    expect(parseNextLink(RECORDED_HEADERS.page1.headers.link)).toBe(
      'https://api.fda.gov/drug/drugsfda.json?search=openfda.generic_name%3A%22semaglutide%22&limit=2&skip=0&search_after=0%3DYEwDMJgBCsORzztAE_Kv',
    );
    expect(parseNextLink('<https://a/?p=1>; rel="prev", <https://a/?p=3>; rel="next"')).toBe('https://a/?p=3');
    expect(parseNextLink(null)).toBeNull();
    expect(retryAfterMs('2', 0)).toBe(2000);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:05 GMT', 0)).toBe(5000);
    expect(retryAfterMs('soon', 0)).toBeNull();
  });
});
