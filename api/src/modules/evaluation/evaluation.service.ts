import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import { logger } from '../../lib/logger.js';
import { measuredReactionRows } from '../moves/moves.analysis.js';
import { selectList, type Row } from '../../db/rows.js';
import { Evaluation, type EvaluationEntity } from './evaluation.entity.js';
import { modelSummary, type ModelSummary } from './evaluation.model.js';
import type { EvaluationReport } from './evaluation.report.js';

/** The stored columns of an evaluation, as /methodology shows them. */
const VIEW_FIELDS = [
  'setName',
  'setKind',
  'evaluatedAt',
  'engineVersion',
  'readCount',
  'n',
  'positives',
  'negatives',
  'baseRate',
  'baseRateBrier',
  'exclusions',
  'probability',
  'prior',
] as const;
export type EvaluationView = Row<EvaluationEntity, (typeof VIEW_FIELDS)[number]>;

/** Stores one evaluation (history is kept: /methodology shows the latest of each set). */
export async function storeEvaluation(em: EntityManager, r: EvaluationReport): Promise<void> {
  em.create(Evaluation, {
    setName: r.setName,
    setKind: r.setKind,
    evaluatedAt: r.evaluatedAt,
    engineVersion: r.engineVersion,
    readCount: r.read,
    n: r.n,
    positives: r.positives,
    negatives: r.negatives,
    baseRate: r.baseRate,
    baseRateBrier: r.baseRateBrier,
    exclusions: r.exclusions,
    probability: r.probability,
    prior: r.prior,
  });
  await em.flush();
}

/** The latest evaluation of each set, the most recent first. */
export async function latestEvaluations(em: EntityManager): Promise<EvaluationView[]> {
  const fields = selectList(
    em,
    Evaluation,
    'e',
    VIEW_FIELDS.filter((f) => f !== 'evaluatedAt'),
  );
  const rows: (Omit<EvaluationView, 'evaluatedAt'> & { evaluatedAt: Date | string })[] = await em.execute(
    `select * from (select distinct on (e.set_name) ${fields}, e.evaluated_at as "evaluatedAt" from evaluations e
      order by e.set_name, e.evaluated_at desc, e.id desc) latest
     order by "evaluatedAt" desc, "setName"`,
  );
  return rows.map((r) => ({ ...r, evaluatedAt: new Date(r.evaluatedAt) }));
}

export interface MethodologyView {
  model: ModelSummary;
  evaluations: EvaluationView[];
}

/** The measured reaction rows (moves module); null when they cannot be read (the published rows are then shown). */
async function measuredRows(em: EntityManager) {
  try {
    return await measuredReactionRows(em);
  } catch (err) {
    logger.warn({ err }, 'methodology: measured reactions unavailable');
    return null;
  }
}

/**
 * What /methodology shows: the engine's model (from its own constants, the market rows as they
 * apply today) and the latest evaluation of each labelled set.
 */
export async function methodology(ctx: AppContext): Promise<MethodologyView> {
  const rows = await measuredRows(ctx.em);
  return { model: modelSummary(rows), evaluations: await latestEvaluations(ctx.em) };
}
