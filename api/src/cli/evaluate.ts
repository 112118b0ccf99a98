import 'reflect-metadata';
import path from 'node:path';
import { evaluateSet } from '../modules/evaluation/evaluation.run.js';
import { formatReport } from '../modules/evaluation/evaluation.print.js';
import { storeEvaluation } from '../modules/evaluation/evaluation.service.js';
import { csvSet, importedSet, recordsSet, type LabelledSet } from '../modules/evaluation/evaluation.sets.js';
import { createAnalysisProvider } from '../providers/analysis/index.js';
import { runCli } from '../runtime.js';

const USAGE = `usage: npm run evaluate -- <labelled set> [--name NAME] [--list] [--dry-run]
  <labelled set>  folders or files of ClinicalTrials.gov v2 records (.json, .ndjson, .jsonl; several make one set),
                  labelled from their own posted results (met → 1, not met → 0; mixed and not analysable left out);
                  or a .csv of nctid,label (header optional, label 0 or 1) joined with the trials in the database;
                  or --imported: the imported trials of the database, labelled from their posted results.
  --name NAME     the set's name in the database and on /methodology (default: the folder's or file's name)
  --list          also print every scored trial (label, readout probability, prior)
  --dry-run       print only; do not store the evaluation
Each trial is scored by the rules engine from what was known before its readout (results, status, whyStopped,
dates after the primary completion and later change history removed). Prints ROC-AUC, PR-AUC, Brier, the
base-rate comparison and reliability tables, for the readout probability and for the prior alone.`;

const args = process.argv.slice(2);
const FLAGS = ['--name', '--list', '--dry-run', '--imported', '--help'];
const nameAt = args.indexOf('--name');
const positional = args.filter((a, i) => !a.startsWith('--') && !(nameAt >= 0 && i === nameAt + 1));
const unknown = args.filter((a) => a.startsWith('--') && !FLAGS.includes(a));
const imported = args.includes('--imported');
const name = nameAt >= 0 ? args[nameAt + 1] : undefined;

if (args.includes('--help') || unknown.length || (nameAt >= 0 && !name) || (imported ? positional.length !== 0 : positional.length === 0)) {
  if (unknown.length) console.error(`evaluate: unknown option ${unknown.join(', ')}\n`);
  console.error(USAGE);
  process.exitCode = args.includes('--help') ? 0 : 2;
} else {
  await runCli('evaluate', async (rt) => {
    const em = rt.deps.orm.em.fork();
    let set: LabelledSet;
    if (imported) set = importedSet(em, name);
    else {
      const targets = positional.map((p) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p));
      const csv = targets.filter((t) => /\.(csv|tsv)$/i.test(t));
      if (csv.length && targets.length > 1) throw new Error('a CSV is a labelled set on its own: give one .csv, or folders of records');
      set = csv.length ? csvSet(em, csv[0], name) : recordsSet(targets, name);
    }
    const provider = createAnalysisProvider({ ...rt.deps.config, ANALYSIS_PROVIDER: 'rules' });
    console.error(`evaluate: ${set.kind.toLowerCase()} set "${set.name}", provider ${provider.name}`);
    const report = await evaluateSet(set, provider, { onProgress: (n) => console.error(`  ${n} trials scored…`) });
    console.log(formatReport(report, { list: args.includes('--list') }));
    if (args.includes('--dry-run')) console.error('evaluate: --dry-run, not stored.');
    else if (report.n === 0) console.error('evaluate: no labelled trial, nothing stored.');
    else {
      await storeEvaluation(em, report);
      console.error(`evaluate: stored as the latest evaluation of "${report.setName}" (shown on /methodology).`);
    }
  });
}
