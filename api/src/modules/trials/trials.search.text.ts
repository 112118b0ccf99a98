import type { Intervention, TrialRecord } from '../../domain/trial-record.js';

/** Lower case, no accents, single spaces: the form both stored search text and queries take. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most this many characters of intervention names in a trial's search text: every search that
 * ranks a trial pays for its length (word_similarity), and real records stay far below (12
 * interventions, names up to 112 characters, other names up to 138: see domain/record-bounds.ts).
 */
export const INTERVENTION_TEXT_MAX = 1_000;

/**
 * A development code's joint: 1 to 5 letters starting a word, then 2 digits or more, with a hyphen
 * (or a typographic dash), a space or nothing between them ("mk-3475", "amg 510", "regn1234"; not
 * "dose 1" or "number 12").
 */
const CODE_JOINT = /(?<![0-9a-z])([a-z]{1,5})[-\u2010-\u2015 ]?(?=[0-9]{2})/g;

/**
 * A normalised name, and for a development code its three spellings ("mk-3475", "mk3475",
 * "mk 3475"): a query written any of those ways then holds, as one phrase, a form the text holds.
 */
export function codeForms(name: string): string[] {
  if (!name.match(CODE_JOINT)) return [name];
  return [...new Set([name, name.replace(CODE_JOINT, '$1'), name.replace(CODE_JOINT, '$1 '), name.replace(CODE_JOINT, '$1-')])];
}

/**
 * The searchable part of a trial's interventions: each intervention's name and other names (brand
 * names, development codes), normalised, with the spellings of codes (codeForms), each once, in
 * order, separated by " | ", up to INTERVENTION_TEXT_MAX characters (whole names only).
 */
export function interventionSearchText(interventions: readonly Pick<Intervention, 'name' | 'otherNames'>[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  let length = 0;
  for (const i of interventions)
    for (const raw of [i.name, ...(i.otherNames ?? [])]) {
      const name = normalizeSearch(raw ?? '');
      if (!name) continue;
      for (const form of codeForms(name)) {
        if (seen.has(form)) continue;
        const added = (out.length ? 3 : 0) + form.length;
        if (length + added > INTERVENTION_TEXT_MAX) return out.join(' | ');
        seen.add(form);
        out.push(form);
        length += added;
      }
    }
  return out.join(' | ');
}

/**
 * `trials.search_text`: NCT id | brief title | acronym | lead sponsor | conditions… | official title,
 * then the interventions' names (interventionSearchText), normalised. The brief title stays the
 * second part (the search's title tier and its index read `split_part(search_text, ' | ', 2)`).
 */
export function searchTextOf(
  r: Pick<TrialRecord, 'nctId' | 'briefTitle' | 'officialTitle' | 'acronym' | 'leadSponsorName' | 'conditions' | 'interventions'>,
): string {
  const base = normalizeSearch([r.nctId, r.briefTitle, r.acronym ?? '', r.leadSponsorName, ...r.conditions, r.officialTitle ?? ''].join(' | '));
  const drugs = interventionSearchText(r.interventions);
  return drugs ? `${base} | ${drugs}` : base;
}
