import type { EntityManager } from '@mikro-orm/postgresql';
import type { RegulatoryDrugQuery, RegulatoryQuery } from '../../domain/regulatory.js';

/** A late-stage drug trial the linker may attach events to: its drug names and its sponsor's company. */
export interface LinkableTrial {
  nctId: string;
  /** Drug and biological interventions: each name and its other names. */
  drugs: { name: string; otherNames: string[] }[];
  /** The listed company of the sponsor (upper case), or null. */
  ticker: string | null;
  /** The company's name as the sponsor resolver matched it, else the lead sponsor's name. */
  company: string;
}

/** Interventions worth asking about (ClinicalTrials.gov InterventionType). */
const DRUG_TYPES = ['DRUG', 'BIOLOGICAL'];
/** Only interventional phase 2 and 3 trials carry the drugs regulators decide on. */
const LATE_PHASES = ['PHASE2', 'PHASE3'];
/** Comparators are no drug of the sponsor's. */
const NOT_A_DRUG = /^(placebo|matching placebo|saline|standard of care|best supportive care|vehicle)\b/i;

interface Row {
  nct_id: string;
  ticker: string | null;
  company: string;
  drugs: { name: unknown; otherNames: unknown }[] | null;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim()) : []);

/** The stored late-stage interventional drug trials, with their drugs (one query). */
export async function linkableTrials(em: EntityManager): Promise<LinkableTrial[]> {
  const { rows } = await em.getKnex().raw<{ rows: Row[] }>(
    `select t.nct_id, t.ticker, coalesce(t.sponsor_match->>'companyName', t.lead_sponsor_name) as company,
            (select jsonb_agg(jsonb_build_object('name', i->>'name', 'otherNames', coalesce(i->'otherNames', '[]'::jsonb)))
               from jsonb_array_elements(t.interventions) i where upper(i->>'type') = any(?::text[])) as drugs
       from trials t
      where t.study_type = 'INTERVENTIONAL' and t.phases && ?::text[]
      order by t.nct_id`,
    [DRUG_TYPES, LATE_PHASES],
  );
  const out: LinkableTrial[] = [];
  for (const r of rows) {
    const drugs = (r.drugs ?? []).flatMap((d) => {
      const name = typeof d.name === 'string' ? d.name.trim() : '';
      return name && !NOT_A_DRUG.test(name) ? [{ name, otherNames: strings(d.otherNames) }] : [];
    });
    if (drugs.length) out.push({ nctId: r.nct_id, drugs, ticker: r.ticker ? r.ticker.toUpperCase() : null, company: r.company });
  }
  return out;
}

/** What the providers are asked: each distinct (drug, company) of the trials, once. */
export function regulatoryQuery(trials: readonly LinkableTrial[], window: { since: string; today: string }): RegulatoryQuery {
  const seen = new Map<string, RegulatoryDrugQuery>();
  for (const t of trials) {
    for (const d of t.drugs) {
      const key = `${d.name.toLowerCase()}|${t.ticker ?? t.company.toLowerCase()}`;
      const known = seen.get(key);
      if (known) {
        for (const n of d.otherNames) if (!known.otherNames.includes(n)) known.otherNames.push(n);
        continue;
      }
      seen.set(key, { name: d.name, otherNames: [...d.otherNames], company: t.company, ticker: t.ticker });
    }
  }
  return { drugs: [...seen.values()], since: window.since, today: window.today };
}
