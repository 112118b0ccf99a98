import { z } from 'zod';
import type { AnalysisInput } from '../../domain/analysis-input.js';
import { analyzeWithRules } from './rules.js';
import type { AnalysisOutput, AnalysisProvider } from './types.js';

/**
 * The `llm` provider: an OpenAI-compatible chat-completions endpoint explains the rules engine's
 * facts and factors (it does not invent them). It never moves the score: the breakdown's terms
 * reproduce the score exactly, and an LLM adjustment would break that (its `score` is read and
 * ignored; `breakdown.llm.scoreAdjustment` stays 0).
 * - HTTP 429 or a quota message: recommendation ERREUR_QUOTA, errorType QUOTA, the rules texts and
 *   score stay visible.
 * - Timeout, network error, invalid JSON or a shape zod rejects: the rules result, with the error
 *   recorded in errorMessage and breakdown.llm.error.
 */
export interface LlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

const textSchema = z.object({
  analyse: z.string().min(1),
  opportunites: z.array(z.string().min(1)).max(12),
  risques: z.array(z.string().min(1)).max(12),
  facteurs_cles: z.array(z.string().min(1)).max(12),
});
export const llmAnswerSchema = z.object({
  score: z.number().min(0).max(10),
  fr: textSchema,
  en: textSchema,
});

/** The LLM does not move the score (kept for the breakdown's `llm.scoreAdjustment`, always 0). */
export const MAX_LLM_ADJUSTMENT = 0;

class LlmError extends Error {
  constructor(
    readonly kind: 'QUOTA' | 'TIMEOUT' | 'HTTP' | 'INVALID_JSON' | 'NETWORK',
    message: string,
  ) {
    super(message);
  }
}

function prompt(input: AnalysisInput, rules: AnalysisOutput) {
  const system =
    'You are an analyst of clinical trials for stock investors. You receive the facts and the factors a deterministic engine computed. ' +
    'Explain them; do not invent facts. Answer with one JSON object only: ' +
    '{"score": number 0-10 (repeat the engine score: it is not changed), "fr": {"analyse": string, "opportunites": string[], "risques": string[], "facteurs_cles": string[]}, "en": {same keys, in English}}. ' +
    'French first; each point cites the trial field it comes from in brackets, e.g. "Critère principal atteint (p = 0,003) [results.primaryOutcome.pValue]". ' +
    'Never call a failed primary end point positive or an opportunity; the probability of approval is not the probability that this readout succeeds.';
  const facts = {
    trial: {
      nctId: input.nctId,
      title: input.briefTitle,
      status: input.status,
      whyStopped: input.whyStopped,
      phases: input.phases,
      conditions: input.conditions,
      enrollment: input.enrollment,
      leadSponsor: { name: input.leadSponsorName, class: input.leadSponsorClass },
      ticker: rules.ticker,
      investmentVerdict: input.investmentVerdict,
      marketCap: input.marketCap,
    },
    timeline: rules.timeline,
    breakdown: rules.breakdown,
    engine: { score: rules.score, recommendation: rules.recommendation, texts: rules.details },
  };
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify(facts) },
  ];
}

async function callLlm(opts: LlmOptions, messages: { role: string; content: string }[]): Promise<unknown> {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}) },
      body: JSON.stringify({ model: opts.model, messages, temperature: 0, response_format: { type: 'json_object' } }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
  } catch (e) {
    const err = e as Error;
    if (err.name === 'TimeoutError' || err.name === 'AbortError') throw new LlmError('TIMEOUT', `LLM timeout after ${opts.timeoutMs ?? 30_000} ms`);
    throw new LlmError('NETWORK', `LLM unreachable: ${err.message}`);
  }
  const body = await res.text().catch(() => '');
  if (res.status === 429 || /insufficient_quota|quota/i.test(res.ok ? '' : body)) {
    throw new LlmError('QUOTA', `LLM quota exceeded (HTTP ${res.status})${body ? `: ${body.slice(0, 200)}` : ''}`);
  }
  if (!res.ok) throw new LlmError('HTTP', `LLM HTTP ${res.status}: ${body.slice(0, 200)}`);
  let content: unknown;
  try {
    content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
  } catch {
    throw new LlmError('INVALID_JSON', 'LLM response is not JSON');
  }
  if (typeof content !== 'string') throw new LlmError('INVALID_JSON', 'LLM response has no message content');
  const cleaned = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '')
    .trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(cleaned);
  } catch {
    throw new LlmError('INVALID_JSON', 'LLM message content is not valid JSON');
  }
  const checked = llmAnswerSchema.safeParse(parsed);
  if (!checked.success) {
    const first = checked.error.issues[0];
    throw new LlmError('INVALID_JSON', `LLM JSON does not match the analysis shape (${first?.path.join('.')}: ${first?.message})`);
  }
  return checked.data;
}

export function createLlmProvider(opts: LlmOptions): AnalysisProvider {
  return {
    name: 'llm',
    async analyze(input: AnalysisInput): Promise<AnalysisOutput> {
      const rules = analyzeWithRules(input);
      try {
        const answer = (await callLlm(opts, prompt(input, rules))) as z.infer<typeof llmAnswerSchema>;
        return {
          ...rules,
          provider: 'llm',
          details: { fr: answer.fr, en: answer.en },
          breakdown: { ...rules.breakdown, llm: { model: opts.model, scoreAdjustment: MAX_LLM_ADJUSTMENT, error: null } },
        };
      } catch (e) {
        const err = e instanceof LlmError ? e : new LlmError('NETWORK', (e as Error).message);
        const breakdown = { ...rules.breakdown, llm: { model: opts.model, scoreAdjustment: 0, error: err.message } };
        if (err.kind === 'QUOTA') {
          return { ...rules, provider: 'llm', recommendation: 'ERREUR_QUOTA', hasError: true, errorType: 'QUOTA', errorMessage: err.message, breakdown };
        }
        const fallback = `Repli sur le moteur de règles (${err.kind}) : ${err.message}`;
        return { ...rules, provider: 'rules', errorMessage: rules.errorMessage ? `${rules.errorMessage} ; ${fallback}` : fallback, breakdown };
      }
    },
  };
}
