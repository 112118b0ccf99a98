import { afterEach, describe, expect, it } from 'vitest';
import { regulatoryFixture, startFakeServer, type FakeAnswer, type FakeRequest, type FakeServer } from '../../../test/fixtures/regulatory/index.js';
import type { RegulatoryDrugQuery, RegulatoryQuery } from '../../domain/regulatory.js';
import { RegulatoryHttpError } from './http.js';
import { FederalRegisterProvider, type FederalRegisterProviderOptions } from './federalregister.js';
import { committeeName, isMeetingNotice, meetingDay } from './federalregister.mapping.js';

/** A real documents.json page (2024, oldest first): FDA notices and HHS/CDC/HRSA meeting notices. */
const REAL_PAGE = regulatoryFixture('federalregister/documents_2024_oldest_page1_trimmed_FDA_and_HHS_advisory.json');
const real = (documentNumber: string): Record<string, unknown> => {
  const found = REAL_PAGE.results.find((r: { document_number: string }) => r.document_number === documentNumber);
  if (!found) throw new Error(`no ${documentNumber} in the fixture`);
  return found;
};

/**
 * No raw FDA advisory committee notice was stored (README.md): these are real HHS meeting notices
 * made into FDA adcomm notices by changing their `title` and `abstract` (the drugs named are
 * fictional: "demotide", "EX-0001", "otherumab", NDA 000001) and their `agencies`/`agency_names`
 * (copied from the real FDA notice 2024-00217). Every other field, `dates` included, is the real
 * record's.
 */
const FDA_AGENCIES = { agencies: real('2024-00217').agencies, agency_names: real('2024-00217').agency_names };
const asFdaAdcomm = (documentNumber: string, title: string, abstract: string) => ({ ...real(documentNumber), ...FDA_AGENCIES, title, abstract });
const ADCOMM_TITLE = (committee: string) => `${committee}; Notice of Meeting; Establishment of a Public Docket; Request for Comments`;

/** From CDC ACIP 2024-00674: dates "The meeting will be held on February 28, 2024, from 8 a.m. …". */
const DEMOTIDE_MEETING = asFdaAdcomm(
  '2024-00674',
  ADCOMM_TITLE('Endocrinologic and Metabolic Drugs Advisory Committee'),
  'The Food and Drug Administration (FDA) announces a forthcoming public advisory committee meeting of the Endocrinologic and Metabolic Drugs Advisory Committee. The committee will discuss new drug application (NDA) 000001, for demotide (EX-0001) injection. The meeting will be open to the public.',
);
/** From HHS PTAC 2024-00314: dates "The 2024 PTAC meetings will occur on the following dates:" (no day: skipped). */
const UNDATED_MEETING = asFdaAdcomm(
  '2024-00314',
  ADCOMM_TITLE('Oncologic Drugs Advisory Committee'),
  'The Food and Drug Administration (FDA) announces a forthcoming public advisory committee meeting of the Oncologic Drugs Advisory Committee. The committee will discuss demotide.',
);
/** From HRSA 2024-00739, a real correction (correction_of null, title ending "; Correction"). */
const CORRECTION = asFdaAdcomm(
  '2024-00739',
  `${ADCOMM_TITLE('Endocrinologic and Metabolic Drugs Advisory Committee')}; Correction`,
  'The Food and Drug Administration (FDA) published a document in the Federal Register concerning a meeting of the Endocrinologic and Metabolic Drugs Advisory Committee on demotide. The document contained an incorrect docket number.',
);
/** From CDC NCHS 2024-00641: dates "The meeting will be held on March 6, 2024, from 11 a.m. to 5 p.m., EST." */
const OTHERUMAB_MEETING = asFdaAdcomm(
  '2024-00641',
  ADCOMM_TITLE('Cellular, Tissue, and Gene Therapies Advisory Committee'),
  'The Food and Drug Administration (FDA) announces a forthcoming public advisory committee meeting of the Cellular, Tissue, and Gene Therapies Advisory Committee. The committee will discuss biologics license application (BLA) 000002, for otherumab.',
);

/** `fields[]=` projects each result on the fields asked, as the API does. */
const project = (record: Record<string, unknown>, fields: string[]) =>
  fields.length ? Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]])) : record;

/**
 * A fake federalregister.gov answering documents.json in its documented format: page 1 (two built
 * adcomm notices, the built correction, the undated notice and two real FDA notices that are no
 * meetings) with a `next_page_url` to `/api/v1/documents?…&format=json&page=2` (as the API spells
 * it), page 2 with one more notice and no next page.
 */
function federalRegisterAnswer(req: FakeRequest, { baseUrl }: { baseUrl: string }): FakeAnswer {
  const fields = req.url.searchParams.getAll('fields[]');
  const description = 'Documents matching \'"advisory committee"\' from Food and Drug Administration of type Notice';
  if (req.url.pathname === '/api/v1/documents.json') {
    const next = new URL('/api/v1/documents', baseUrl);
    next.search = req.url.search;
    next.searchParams.set('format', 'json');
    next.searchParams.set('page', '2');
    const results = [DEMOTIDE_MEETING, UNDATED_MEETING, CORRECTION, real('2024-00217'), real('2024-00263')].map((r) => project(r, fields));
    return { status: 200, body: { count: 7, description, total_pages: 2, next_page_url: next.href, results } };
  }
  if (req.url.pathname === '/api/v1/documents' && req.url.searchParams.get('page') === '2') {
    return { status: 200, body: { count: 7, description, total_pages: 2, previous_page_url: baseUrl, results: [project(OTHERUMAB_MEETING, fields)] } };
  }
  return { status: 404, body: { status: 404, message: 'Not found' } };
}

const drug = (name: string, otherNames: string[] = []): RegulatoryDrugQuery => ({ name, otherNames, company: null, ticker: null });
const query = (drugs: RegulatoryDrugQuery[], since = '2024-01-01'): RegulatoryQuery => ({ drugs, since, today: '2024-03-01' });

let server: FakeServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: (req: FakeRequest, s: { baseUrl: string }) => FakeAnswer = federalRegisterAnswer, opts: FederalRegisterProviderOptions = {}) {
  server = await startFakeServer(handler);
  // "Now" is between the two meetings: February 28 has happened, March 6 is ahead.
  const provider = new FederalRegisterProvider({
    baseUrl: server.baseUrl,
    minIntervalMs: 0,
    retryBaseMs: 5,
    now: () => new Date('2024-03-01T12:00:00Z'),
    ...opts,
  });
  return { provider, fake: server };
}

describe('Federal Register provider', () => {
  it('maps FDA adcomm meeting notices naming a queried drug, following next_page_url, skipping corrections and undated notices', async () => {
    const { provider, fake } = await setup();
    const events = await provider.events(query([drug('demotide', ['EX-0001']), drug('otherumab')]));

    expect(events).toEqual([
      {
        source: 'FEDERAL_REGISTER',
        sourceKey: '2024-00674',
        kind: 'ADCOMM_MEETING',
        agency: 'FDA',
        date: '2024-02-28',
        dateConfidence: 'ACTUAL',
        drug: 'demotide',
        drugNames: ['demotide', 'EX-0001'],
        applicationNumber: 'NDA000001',
        company: null,
        ticker: null,
        indication: null,
        outcome: null,
        crlCategory: null,
        detail: 'Endocrinologic and Metabolic Drugs Advisory Committee',
        sourceUrl: 'https://www.federalregister.gov/documents/2024/01/16/2024-00674/advisory-committee-on-immunization-practices',
        asOf: '2024-03-01',
        demo: false,
      },
      expect.objectContaining({
        sourceKey: '2024-00641',
        date: '2024-03-06',
        dateConfidence: 'ANNOUNCED',
        drugNames: ['otherumab'],
        applicationNumber: 'BLA000002',
        detail: 'Cellular, Tissue, and Gene Therapies Advisory Committee',
      }),
    ]);
    expect(provider.lastStats).toEqual({ notices: 6, events: 2, corrections: 1, notMeetings: 2, undated: 1, unmatched: 0, unreadable: 0, pages: 2 });

    const [first, second] = fake.requests.map((r) => r.url);
    expect(first.pathname).toBe('/api/v1/documents.json');
    expect(first.searchParams.getAll('conditions[agencies][]')).toEqual(['food-and-drug-administration']);
    expect(first.searchParams.getAll('conditions[type][]')).toEqual(['NOTICE']);
    expect(first.searchParams.get('conditions[term]')).toBe('"advisory committee"');
    // Notices announce meetings weeks ahead: publications from 120 days before `since` are read.
    expect(first.searchParams.get('conditions[publication_date][gte]')).toBe('2023-09-03');
    expect(first.searchParams.get('order')).toBe('newest');
    expect(first.searchParams.get('per_page')).toBe('100');
    expect(first.searchParams.getAll('fields[]')).toEqual([
      'document_number',
      'title',
      'html_url',
      'abstract',
      'dates',
      'publication_date',
      'correction_of',
      'type',
    ]);
    expect(second.pathname).toBe('/api/v1/documents');
    expect(second.searchParams.get('page')).toBe('2');
    expect(fake.requests).toHaveLength(2);
  });

  it('drops meeting notices naming no queried drug, and events before `since`', async () => {
    const { provider } = await setup();
    expect((await provider.events(query([drug('demotide')]))).map((e) => e.sourceKey)).toEqual(['2024-00674']);
    expect(provider.lastStats).toMatchObject({ events: 1, unmatched: 1, undated: 1 });
    expect((await provider.events(query([drug('demotide'), drug('otherumab')], '2024-03-01'))).map((e) => e.sourceKey)).toEqual(['2024-00641']);
  });

  it('matches whole words only, case-insensitively', async () => {
    const { provider } = await setup();
    expect(await provider.events(query([drug('demo'), drug('umab')]))).toEqual([]);
    expect((await provider.events(query([drug('DEMOTIDE')]))).map((e) => e.drugNames)).toEqual([['DEMOTIDE']]);
  });

  it('answers [] on the zero-matches envelope (no `results` key)', async () => {
    const { provider, fake } = await setup(() => ({
      status: 200,
      body: { count: 0, description: 'Documents matching \'"advisory committee"\' from Food and Drug Administration of type Notice', total_pages: 0 },
    }));
    expect(await provider.events(query([drug('demotide')]))).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it('asks nothing without drugs, and serves a second call from its cache', async () => {
    const { provider, fake } = await setup();
    expect(await provider.events(query([]))).toEqual([]);
    expect(fake.requests).toHaveLength(0);
    const first = await provider.events(query([drug('demotide')]));
    expect(await provider.events(query([drug('demotide')]))).toEqual(first);
    expect(fake.requests).toHaveLength(2);
  });

  it('stops after maxPages', async () => {
    const { provider, fake } = await setup(federalRegisterAnswer, { maxPages: 1 });
    expect((await provider.events(query([drug('demotide'), drug('otherumab')]))).map((e) => e.sourceKey)).toEqual(['2024-00674']);
    expect(fake.requests).toHaveLength(1);
  });

  it('throws a clear error on a 400 (invalid condition), and after retries on a 503', async () => {
    const bad = await setup(() => ({ status: 400, body: { errors: { agencies: 'invalid value' } } }));
    await expect(bad.provider.events(query([drug('demotide')]))).rejects.toThrow(
      'Federal Register rejected the request as malformed (400: agencies: invalid value)',
    );
    expect(bad.fake.requests).toHaveLength(1);
    await bad.fake.close();
    const down = await setup(() => ({ status: 503, body: '' }));
    await expect(down.provider.events(query([drug('demotide')]))).rejects.toThrow(RegulatoryHttpError);
    expect(down.fake.requests).toHaveLength(3);
  });
});

describe('Federal Register notice reading', () => {
  it('reads the meeting day from the dates text, never guessing', () => {
    expect(meetingDay(real('2024-00674').dates as string)).toBe('2024-02-28');
    expect(meetingDay(real('2024-00641').dates as string)).toBe('2024-03-06');
    expect(meetingDay('The meeting will be held virtually on Thursday, March 7, 2024, from 9 a.m. to 5 p.m. Eastern Time.')).toBe('2024-03-07');
    expect(meetingDay(real('2024-00314').dates as string)).toBeNull();
    expect(meetingDay('Submit either electronic or written comments on the draft report and plan by March 4, 2024.')).toBeNull();
    expect(meetingDay('The meeting will be held on February 30, 2024.')).toBeNull();
    expect(meetingDay('The meeting will be held on Feb. 28, 2024.')).toBeNull();
    expect(meetingDay(null)).toBeNull();
  });

  it('recognises meeting notices and their committee', () => {
    const title =
      'Joint Meeting of the Drug Safety and Risk Management Advisory Committee and the Anesthetic and Analgesic Drug Products Advisory Committee; Notice of Meeting';
    expect(isMeetingNotice(title)).toBe(true);
    expect(isMeetingNotice(real('2024-00674').title as string)).toBe(false);
    expect(committeeName(ADCOMM_TITLE('Oncologic Drugs Advisory Committee'))).toBe('Oncologic Drugs Advisory Committee');
  });
});
