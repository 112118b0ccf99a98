import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { AnalysisTimelineTrialFieldsFragment, TrialAnalysisQuery } from '../../../gql/graphql';
import { formatDateSpan } from '../../../lib/format';
import { DateStateBadge, TrialDateRow } from '../../trials/components/TrialDate';
import { dateState, lastDayOf, localToday, registryDate, startDateState, type DateState } from '../../trials/trials.dates';

/** What the timeline needs of the trial to say whether each date is actual or estimated (the summary's own rules). */
export const AnalysisTimelineTrialFields = graphql(`
  fragment AnalysisTimelineTrialFields on Trial {
    nctId
    status
    startDateRaw
    primaryCompletionDateRaw
    primaryCompletionDateType
    completionDateRaw
    completionDateType
  }
`);

type Timeline = TrialAnalysisQuery['trialAnalysis']['summary']['timeline'];

/** The expected readout window: estimated while ahead, overdue once its last day is behind us. */
function windowState(from: string | null | undefined, to: string | null | undefined, today: string): DateState {
  const end = to || from;
  if (!end) return 'UNKNOWN';
  const last = lastDayOf(end);
  return last !== null && last < today ? 'OVERDUE' : 'ESTIMATED';
}

/**
 * The analysis's timeline, each date named and marked actual, estimated or overdue as on the summary;
 * the expected readout window only while the results are not posted (once posted, the readout is a
 * past fact: "Premiers résultats publiés"), one day shown once.
 */
export function AnalysisTimeline({ timeline: tl, trial }: { timeline: Timeline; trial: AnalysisTimelineTrialFieldsFragment | null | undefined }) {
  const { t } = useTranslation('analysis');
  const today = localToday();
  const start = registryDate(tl.startDate, trial?.startDateRaw);
  const primary = registryDate(tl.primaryCompletionDate, trial?.primaryCompletionDateRaw);
  const completion = registryDate(tl.completionDate, trial?.completionDateRaw);
  // The window runs from the primary completion (else the completion) for 12 months: as precise as the registry wrote that date.
  const anchorRaw = tl.primaryCompletionDate ? trial?.primaryCompletionDateRaw : trial?.completionDateRaw;
  const monthly = !!anchorRaw && /^\d{4}-\d{2}$/.test(anchorRaw.trim());
  const windowEnd = (d: string | null | undefined) => (d && monthly ? d.slice(0, 7) : d);
  const [from, to] = [windowEnd(tl.expectedReadoutFrom), windowEnd(tl.expectedReadoutTo)];
  const readout = windowState(from, to, today);
  return (
    <dl className="kv" data-testid="analysis-timeline">
      <TrialDateRow kind="start" value={start} state={trial ? startDateState(start, trial.status, today) : 'UNKNOWN'} />
      <TrialDateRow kind="primaryCompletion" value={primary} state={dateState(primary, trial?.primaryCompletionDateType, today)} />
      <TrialDateRow kind="completion" value={completion} state={dateState(completion, trial?.completionDateType, today)} />
      {tl.resultsPostedDate ? (
        <TrialDateRow kind="resultsPosted" value={tl.resultsPostedDate} state="ACTUAL" />
      ) : (
        <div className="kv-row" data-testid="trial-date" data-kind="expectedReadout" data-state={readout}>
          <dt className="trial-date-label">{t('readout')}</dt>
          <dd>
            <span className="trial-date-value">{formatDateSpan(from, to)}</span> <DateStateBadge state={readout} />
          </dd>
        </div>
      )}
    </dl>
  );
}
