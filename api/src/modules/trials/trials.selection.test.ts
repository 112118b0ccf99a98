import { getNamedType, isLeafType, isObjectType, isNonNullType, parse, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOutcomeAnalysis, buildOutcomeMeasure, buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { buildAppSchema } from '../../composition.js';
import { COMPUTED_FIELD_READS } from './trials.fields.resolver.js';
import { TRIAL_FIELD_LIST } from './trials.fields.js';
import { selectedFieldNames, trialPropsFor } from './trials.selection.js';

/** A selection of every field of `type` (leaf fields, objects expanded to `depth`; fields with required arguments left out). */
function everything(type: GraphQLObjectType, depth: number): string {
  const parts: string[] = [];
  for (const f of Object.values(type.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const named = getNamedType(f.type);
    if (isLeafType(named)) parts.push(f.name);
    else if (isObjectType(named) && depth > 0) parts.push(`${f.name} { ${everything(named, depth - 1)} }`);
    else if (depth > 0) parts.push(`${f.name} { __typename }`);
  }
  return parts.join(' ');
}

/** The selection of one field of Trial (expanded when it is an object). */
function fieldSelection(trial: GraphQLObjectType, name: string): string {
  const named = getNamedType(trial.getFields()[name].type);
  if (isLeafType(named)) return name;
  return isObjectType(named) ? `${name} { ${everything(named, 3)} }` : `${name} { __typename }`;
}

describe('which columns a selection needs', () => {
  it('maps stored and computed fields to the properties they read, and gives up on unknown fields', () => {
    expect(trialPropsFor(['briefTitle', 'ticker', '__typename'])).toEqual(['nctId', 'briefTitle', 'ticker']);
    expect(trialPropsFor(['statusSignal', 'leadSponsor'])).toEqual(['nctId', 'status', 'hasResults', 'leadSponsorName', 'leadSponsorClass']);
    expect(trialPropsFor(['results'])).toEqual(['nctId']);
    expect(trialPropsFor(['nctId', 'viewerReaction'])).toBeNull();
    expect(trialPropsFor(['analysis'])).toBeNull();
  });

  it('follows fragments, inline fragments and aliases, counting a skipped field as read', () => {
    const doc = parse(`query {
      trialsTable { rows { ...A ... on Trial { ticker } t: briefTitle score @skip(if: true) } pagination { totalCount } }
    } fragment A on Trial { nctId ...B } fragment B on Trial { countries ...A }`);
    const op = doc.definitions[0];
    if (op.kind !== 'OperationDefinition') throw new Error('operation expected');
    const root = op.selectionSet.selections[0];
    if (root.kind !== 'Field') throw new Error('field expected');
    const fragments = Object.fromEntries(doc.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d]] : [])));
    const names = selectedFieldNames({ fieldNodes: [root], fragments }, ['rows']);
    expect([...names].sort()).toEqual(['briefTitle', 'countries', 'nctId', 'score', 'ticker']);
  });
});

describe('advanced table rows read only the selected columns, with the same answers as a full read', () => {
  const fx = useTestServer();
  let schema: GraphQLSchema;
  let trial: GraphQLObjectType;
  const ids: string[] = [];

  beforeAll(async () => {
    schema = await buildAppSchema(fx.db.deps.pubsub);
    trial = schema.getType('Trial') as GraphQLObjectType;
    const records = await insertTrials(fx.db.ctx().em, [
      buildTrial({ investmentVerdict: 'OUI', ticker: 'PFE', leadSponsorName: 'Pfizer', leadSponsorClass: 'INDUSTRY', enrollment: 1500, status: 'COMPLETED' }),
      buildTrial({
        investmentVerdict: 'OUI',
        status: 'COMPLETED',
        detailedDescription: 'Long text',
        keywords: ['k1', 'k2'],
        armGroups: [{ label: 'A', type: 'EXPERIMENTAL', description: null, interventionNames: ['Drug X'] }],
        collaborators: [{ name: 'Other Org', class: 'OTHER' }],
        results: {
          outcomeMeasuresModule: { outcomeMeasures: [buildOutcomeMeasure({ analyses: [buildOutcomeAnalysis({ pValue: '0.01' })] })] },
          adverseEventsModule: {
            seriousEvents: [{ term: 'Nausea', organSystem: 'GI', stats: [{ groupId: 'G1', numAffected: 2, numAtRisk: 10, numEvents: 3 }] }],
            seriousNumAffected: 2,
            seriousNumAtRisk: 10,
          },
        },
      }),
      buildTrial({
        investmentVerdict: 'POSSIBLE',
        enrollment: null,
        phases: ['PHASE1', 'PHASE2'],
        completionDate: null,
        status: 'TERMINATED',
        whyStopped: 'Funding',
      }),
      buildTrial({ investmentVerdict: 'NON', enrollment: 700, acronym: 'ACR', startDate: null }),
    ]);
    ids.push(...records.map((r) => r.nctId));
    await fx.db
      .ctx()
      .em.getKnex()
      .raw(`update trials set score = 7.25, recommendation = 'INVESTIR', analyzed_at = '2026-11-20T10:00:00Z', likes = 3, dislikes = 1 where nct_id = ?`, [
        ids[0],
      ]);
  });

  /** The table's rows for a selection, and the same trials read whole (trial(nctId): every column). */
  async function tableAndDetail(selection: string) {
    const table = await fx.srv.gql(`{ trialsTable(limit: 10, sortBy: nctId, sortOrder: ASC) { rows { nctId ${selection} } } }`);
    expect(table.errors).toBeUndefined();
    const aliases = ids.map((id, i) => `t${i}: trial(nctId: "${id}") { nctId ${selection} }`).join(' ');
    const detail = await fx.srv.gql(`{ ${aliases} }`);
    expect(detail.errors).toBeUndefined();
    return { rows: table.data!.trialsTable.rows, full: ids.map((_, i) => detail.data![`t${i}`]) };
  }

  it('answers every field of Trial, one at a time, exactly as a read of every column', async () => {
    const names = Object.keys(trial.getFields());
    expect(names.length).toBeGreaterThan(50);
    for (const name of names) {
      const { rows, full } = await tableAndDetail(fieldSelection(trial, name));
      expect({ name, rows }).toEqual({ name, rows: full });
    }
  });

  it('answers the web table page selection and all known fields together the same way', async () => {
    for (const selection of [
      'briefTitle leadSponsorName ticker phases score recommendation investmentVerdict enrollment completionDate countries',
      Object.keys(trial.getFields())
        .filter((n) => trialPropsFor([n]) !== null)
        .map((n) => fieldSelection(trial, n))
        .join(' '),
      `briefTitle statusSignal(requireResults: true) { kind reason } reactions { likes dislikes } viewerReaction { liked }`,
    ]) {
      const { rows, full } = await tableAndDetail(selection);
      expect(rows).toEqual(full);
    }
  });

  it('every field of the trials module is known: no list falls back to reading every column for them', () => {
    const own = new Set([...TRIAL_FIELD_LIST.filter((f) => f.gql).map((f) => f.prop), ...Object.keys(COMPUTED_FIELD_READS)]);
    for (const name of own) expect({ name, props: trialPropsFor([name]) }).not.toEqual({ name, props: null });
  });

  it('sends only the columns asked for (every list column when a field of another module is asked)', async () => {
    const knex = fx.db.deps.orm.em.getKnex();
    const seen: string[] = [];
    const onQuery = (q: { sql: string }) => {
      if (/from trials t\b/.test(q.sql) && /order by/.test(q.sql)) seen.push(q.sql);
    };
    knex.on('query', onQuery);
    try {
      await fx.srv.gql('{ trialsTable { rows { briefTitle phaseLabels } } }');
      await fx.srv.gql('{ trialsTable { rows { briefTitle viewerReaction { liked } } } }');
    } finally {
      knex.off('query', onQuery);
    }
    expect(seen).toHaveLength(2);
    const columns = (sql: string) => [...sql.matchAll(/ as "(\w+)"/g)].map((m) => m[1]).filter((c) => c !== '$snapshot');
    expect(columns(seen[0])).toEqual(['nctId', 'briefTitle', 'phases']);
    expect(columns(seen[1])).toEqual(TRIAL_FIELD_LIST.filter((f) => f.load === 'list').map((f) => f.prop));
  });
});
