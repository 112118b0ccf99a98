import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrial } from '../../../test/factories.js';
import { toAnalysisInput } from '../../domain/analysis-input.js';
import { createAnalysisProvider } from './index.js';
import { createLlmProvider } from './llm.js';
import { analyzeWithRules } from './rules.js';

/** A local server speaking the OpenAI chat-completions API; each test sets how it answers. */
type Reply = (body: any) => { status: number; body: unknown; delayMs?: number };
let reply: Reply = () => ({ status: 500, body: {} });
const requests: { headers: http.IncomingHttpHeaders; url: string; body: any }[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      requests.push({ headers: req.headers, url: req.url ?? '', body });
      const r = reply(body);
      setTimeout(() => {
        res.writeHead(r.status, { 'content-type': 'application/json' });
        res.end(typeof r.body === 'string' ? r.body : JSON.stringify(r.body));
      }, r.delayMs ?? 0).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const chat = (content: string) => ({
  id: 'x',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});
const text = (lang: string) => ({
  analyse: `Analyse ${lang}`,
  opportunites: [`Opp ${lang} [results]`],
  risques: [`Risk ${lang} [status]`],
  facteurs_cles: [`Key ${lang} [enrollment]`],
});
const input = () =>
  toAnalysisInput(buildTrial({ conditions: ['Asthma'], investmentVerdict: 'OUI', ticker: 'ABCD', leadSponsorClass: 'INDUSTRY' }), {
    sponsorRecord: null,
    marketCap: 3e9,
    asOf: '2026-11-21',
  });
const provider = (timeoutMs = 2000) => createLlmProvider({ baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs });

describe('llm analysis provider', () => {
  it('sends the rules facts and factors, and uses the validated JSON texts; the score and recommendation stay the rules ones (the terms reproduce them)', async () => {
    requests.length = 0;
    reply = () => ({ status: 200, body: chat(JSON.stringify({ score: 9.9, fr: text('fr'), en: text('en') })) });
    const i = input();
    const rules = analyzeWithRules(i);
    const out = await provider().analyze(i);
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe('/v1/chat/completions');
    expect(requests[0].headers.authorization).toBe('Bearer sk-test');
    expect(requests[0].body.model).toBe('test-model');
    const facts = JSON.parse(requests[0].body.messages[1].content);
    expect(facts.breakdown.factors.map((f: any) => f.key)).toEqual(rules.breakdown.factors.map((f) => f.key));
    expect(facts.breakdown.prior).toBe(rules.breakdown.prior);
    expect(out.provider).toBe('llm');
    expect(out.details.fr.analyse).toBe('Analyse fr');
    expect(out.details.en.opportunites).toEqual(['Opp en [results]']);
    // The answer's score (9.9) is ignored: the displayed terms reproduce the rules score.
    expect(out.score).toBe(rules.score);
    expect(out.recommendation).toBe(rules.recommendation);
    expect(out.breakdown.terms).toEqual(rules.breakdown.terms);
    expect(out.breakdown.llm).toEqual({ model: 'test-model', scoreAdjustment: 0, error: null });
    expect(out.hasError).toBe(false);
  });

  it('HTTP 429 → ERREUR_QUOTA, errorType QUOTA, the rules analysis stays visible', async () => {
    reply = () => ({ status: 429, body: { error: { message: 'You exceeded your current quota', type: 'insufficient_quota' } } });
    const i = input();
    const rules = analyzeWithRules(i);
    const out = await provider().analyze(i);
    expect(out).toMatchObject({ recommendation: 'ERREUR_QUOTA', hasError: true, errorType: 'QUOTA', score: rules.score, details: rules.details });
    expect(out.errorMessage).toContain('quota');
  });

  it('a quota message with another status is a quota error too', async () => {
    reply = () => ({ status: 403, body: { error: { message: 'Quota exceeded for this key' } } });
    expect((await provider().analyze(input())).recommendation).toBe('ERREUR_QUOTA');
  });

  it('invalid JSON → falls back to the rules with the error recorded', async () => {
    reply = () => ({ status: 200, body: chat('Sure! Here is my analysis: it looks good.') });
    const i = input();
    const rules = analyzeWithRules(i);
    const out = await provider().analyze(i);
    expect(out).toMatchObject({ provider: 'rules', recommendation: rules.recommendation, score: rules.score, details: rules.details, hasError: false });
    expect(out.errorMessage).toMatch(/INVALID_JSON/);
    expect(out.breakdown.llm?.error).toMatch(/not valid JSON/);
  });

  it('JSON of the wrong shape → falls back to the rules', async () => {
    reply = () => ({ status: 200, body: chat(JSON.stringify({ score: 'high', fr: { analyse: '' } })) });
    const out = await provider().analyze(input());
    expect(out.provider).toBe('rules');
    expect(out.errorMessage).toMatch(/does not match the analysis shape/);
  });

  it('timeout → falls back to the rules', async () => {
    reply = () => ({ status: 200, body: chat(JSON.stringify({ score: 5, fr: text('fr'), en: text('en') })), delayMs: 1500 });
    const out = await provider(200).analyze(input());
    expect(out.provider).toBe('rules');
    expect(out.errorMessage).toMatch(/TIMEOUT/);
  });

  it('ANALYSIS_PROVIDER selects the provider', () => {
    expect(createAnalysisProvider({ ANALYSIS_PROVIDER: 'rules', LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: undefined }).name).toBe('rules');
    expect(createAnalysisProvider({ ANALYSIS_PROVIDER: 'llm', LLM_BASE_URL: baseUrl, LLM_API_KEY: 'k', LLM_MODEL: 'm' }).name).toBe('llm');
    expect(createAnalysisProvider({ ANALYSIS_PROVIDER: 'llm', LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: undefined }).name).toBe('rules');
  });
});
