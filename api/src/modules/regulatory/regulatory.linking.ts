import { drugNameKeys } from '../../domain/drug-names.js';
import { linkRegulatoryEvent, type LinkCandidate, type RegulatoryLinkOverride } from '../../domain/regulatory-link.js';
import type { RegulatoryLink } from '../../domain/regulatory.js';
import type { StoredEvent } from './regulatory.store.js';
import type { LinkableTrial } from './regulatory.trials.js';

/** Links of each event (by id), best first. */
export type EventLinks = Map<string, RegulatoryLink[]>;

/** The linker's view of a trial: the drug keys of its interventions and their other names. */
export const toCandidate = (t: LinkableTrial): LinkCandidate => ({
  nctId: t.nctId,
  drugKeys: drugNameKeys(t.drugs.flatMap((d) => [d.name, ...d.otherNames])),
  ticker: t.ticker,
  companyName: t.company,
});

/**
 * Links every event through the pure linker (domain/regulatory-link.ts), each event offered only the
 * trials sharing one of its drug keys (an index, not a scan of every trial per event), plus the
 * overrides. A link to a trial that is not stored is dropped (an override may name any NCT id).
 */
export function linkEvents(
  events: readonly StoredEvent[],
  trials: readonly LinkableTrial[],
  overrides: readonly RegulatoryLinkOverride[] = [],
  stored: (nctId: string) => boolean = () => true,
): EventLinks {
  const byKey = new Map<string, LinkCandidate[]>();
  for (const c of trials.map(toCandidate)) for (const k of c.drugKeys) byKey.set(k, [...(byKey.get(k) ?? []), c]);
  const out: EventLinks = new Map();
  for (const e of events) {
    const offered = new Set(drugNameKeys([e.drug, ...e.drugNames]).flatMap((k) => byKey.get(k) ?? []));
    out.set(
      e.id,
      linkRegulatoryEvent(e, [...offered], overrides).filter((l) => stored(l.nctId)),
    );
  }
  return out;
}
