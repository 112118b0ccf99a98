import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel, phaseText } from '../../../lib/labels';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { Button, FilterSelect } from '../../../ui';
import { AREAS, CAP_BUCKETS, CATEGORIES, CONFIDENCES, DEFAULT_VIEW, KINDS, PHASES, WINDOWS, type CatalystView } from '../catalysts.state';

/**
 * A select over a closed set where the view holds a list: "all" (empty), one value, or — when a shared
 * link chose several — that combination as it is, so the control never misstates the filter.
 */
function ListSelect<V extends string>({
  label,
  all,
  values,
  selected,
  word,
  onChange,
  testId,
}: {
  label: string;
  all: string;
  values: readonly V[];
  selected: readonly V[];
  word: (v: V) => string;
  onChange: (next: V[]) => void;
  testId: string;
}) {
  const options = [{ value: '', label: all }, ...values.map((v) => ({ value: v, label: word(v) }))];
  if (selected.length > 1) options.push({ value: selected.join(','), label: selected.map(word).join(', ') });
  return (
    <FilterSelect
      label={label}
      value={selected.join(',')}
      options={options}
      onChange={(v) => onChange(values.filter((x) => v.split(',').includes(x)))}
      testId={testId}
    />
  );
}

type Patch = Partial<Omit<CatalystView, 'sort' | 'order'>>;

/** How many filters differ from the default (the phone toggle shows it). */
function activeFilters(view: CatalystView): number {
  const lists = [view.categories, view.kinds, view.confidences, view.phases, view.areas, view.capBuckets].filter((l) => l.length > 0).length;
  return lists + (view.window || view.from || view.to ? 1 : 0) + (view.listedOnly ? 1 : 0) + (view.dilutionRiskOnly ? 1 : 0) + (view.watchlistOnly ? 1 : 0);
}

/**
 * The screen's filters, each labelled; every change goes to the URL (the page owns the view). On
 * phones they fold behind a "Filtres (n)" toggle so the list shows on the first screen.
 */
export function CatalystFilters({ view, onChange, signedIn }: { view: CatalystView; onChange: (patch: Patch) => void; signedIn: boolean }) {
  const { t } = useTranslation('catalysts');
  const fromId = useId();
  const toId = useId();
  const bodyId = useId();
  const narrow = useMediaQuery('(max-width: 640px)');
  const [unfolded, setUnfolded] = useState(false);
  const shown = !narrow || unfolded;
  const active = activeFilters(view);
  // "Dates choisies" shows the two date fields before either is filled.
  const [rangeChosen, setRangeChosen] = useState(false);
  const rangeMode = rangeChosen || view.from !== null || view.to !== null;
  const windowValue = rangeMode ? 'RANGE' : (view.window ?? '');
  const reversed = view.from !== null && view.to !== null && view.from > view.to;
  return (
    <section className="card catalysts-filters" aria-label={t('filters.label')}>
      {narrow ? (
        <button
          type="button"
          className="btn btn-secondary btn-md catalysts-filters-toggle"
          aria-expanded={unfolded}
          aria-controls={bodyId}
          onClick={() => setUnfolded(!unfolded)}
          data-testid="catalysts-filters-toggle"
        >
          {active ? t('filters.toggleCount', { count: active }) : t('filters.toggle')}
          <span aria-hidden="true">{unfolded ? ' ▲' : ' ▼'}</span>
        </button>
      ) : null}
      <div id={bodyId} hidden={!shown} className="catalysts-filters-body">
        <div className="filters-grid">
          <ListSelect
            label={t('filters.category')}
            all={t('filters.allCategories')}
            values={CATEGORIES}
            selected={view.categories}
            word={(c) => t(`category.${c}`)}
            onChange={(categories) => onChange({ categories })}
            testId="catalysts-filter-category"
          />
          <ListSelect
            label={t('filters.kind')}
            all={t('filters.allKinds')}
            values={KINDS}
            selected={view.kinds}
            word={(k) => t(`kind.${k}`)}
            onChange={(kinds) => onChange({ kinds })}
            testId="catalysts-filter-kind"
          />
          <ListSelect
            label={t('filters.confidence')}
            all={t('filters.allConfidences')}
            values={CONFIDENCES}
            selected={view.confidences}
            word={(c) => t(`confidence.${c}`)}
            onChange={(confidences) => onChange({ confidences })}
            testId="catalysts-filter-confidence"
          />
          <FilterSelect
            label={t('filters.window')}
            value={windowValue}
            options={[
              { value: '', label: t('filters.windowDefault') },
              ...WINDOWS.map((w) => ({ value: w, label: t(`window.${w}`) })),
              { value: 'RANGE', label: t('filters.range') },
            ]}
            onChange={(v) => {
              const window = WINDOWS.find((w) => w === v) ?? null;
              setRangeChosen(v === 'RANGE');
              onChange({ window, from: null, to: null });
            }}
            testId="catalysts-filter-window"
          />
          {rangeMode ? (
            <>
              <div className="field">
                <label htmlFor={fromId}>{t('filters.from')}</label>
                <input
                  id={fromId}
                  type="date"
                  className="input"
                  value={view.from ?? ''}
                  max={view.to ?? undefined}
                  onChange={(e) => onChange({ from: e.target.value || null, window: null })}
                  aria-invalid={reversed || undefined}
                  data-testid="catalysts-filter-from"
                />
              </div>
              <div className="field">
                <label htmlFor={toId}>{t('filters.to')}</label>
                <input
                  id={toId}
                  type="date"
                  className="input"
                  value={view.to ?? ''}
                  min={view.from ?? undefined}
                  onChange={(e) => onChange({ to: e.target.value || null, window: null })}
                  aria-invalid={reversed || undefined}
                  data-testid="catalysts-filter-to"
                />
              </div>
            </>
          ) : null}
          <ListSelect
            label={t('filters.phase')}
            all={t('filters.allPhases')}
            values={PHASES}
            selected={view.phases}
            word={(p) => phaseText(t, p)}
            onChange={(phases) => onChange({ phases })}
            testId="catalysts-filter-phase"
          />
          <ListSelect
            label={t('filters.area')}
            all={t('filters.allAreas')}
            values={AREAS}
            selected={view.areas}
            word={(a) => enumLabel(t, 'TherapeuticArea', a)}
            onChange={(areas) => onChange({ areas })}
            testId="catalysts-filter-area"
          />
          <ListSelect
            label={t('filters.capBucket')}
            all={t('filters.allCaps')}
            values={CAP_BUCKETS}
            selected={view.capBuckets}
            word={(c) => enumLabel(t, 'CapBucket', c)}
            onChange={(capBuckets) => onChange({ capBuckets })}
            testId="catalysts-filter-cap"
          />
        </div>
        {reversed ? (
          <p className="hint tone-red" role="alert">
            {t('filters.rangeInvalid')}
          </p>
        ) : null}
        <div className="row catalysts-filter-actions">
          <label className="checkbox small">
            <input
              type="checkbox"
              checked={view.listedOnly}
              onChange={(e) => onChange({ listedOnly: e.target.checked })}
              data-testid="catalysts-filter-listed"
            />
            {t('filters.listedOnly')}
          </label>
          <label className="checkbox small">
            <input
              type="checkbox"
              checked={view.dilutionRiskOnly}
              onChange={(e) => onChange({ dilutionRiskOnly: e.target.checked })}
              data-testid="catalysts-filter-dilution"
            />
            {t('filters.dilutionRiskOnly')}
          </label>
          {signedIn ? (
            <label className="checkbox small">
              <input
                type="checkbox"
                checked={view.watchlistOnly}
                onChange={(e) => onChange({ watchlistOnly: e.target.checked })}
                data-testid="catalysts-filter-watchlist"
              />
              {t('filters.watchlistOnly')}
            </label>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => {
              setRangeChosen(false);
              const { sort: _sort, order: _order, ...filters } = DEFAULT_VIEW;
              onChange(filters);
            }}
            data-testid="catalysts-reset"
          >
            {t('filters.reset')}
          </Button>
        </div>
      </div>
    </section>
  );
}
