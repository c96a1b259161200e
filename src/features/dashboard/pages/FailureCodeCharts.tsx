// The period's coded failures (ISO 14224) as Paretos: by failure mode — within one equipment
// class, or across all of them — by failure mechanism and by cause category, with how many of
// the period's failures are coded. From the downtime rollup's `codes` (every coding moves its
// month, checked by the rules); each chart states what it counts and has its table, CSV and PNG.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import KpiChart from '../../../components/charts/KpiChart';
import { useFailureLibrary } from '../../../components/failureCodes/failureCodesLive';
import { useFailureNames } from '../../../components/failureCodes/useFailureNames';
import { SelectField } from '../../../components/SelectField';
import type { DowntimeCounts } from '../../../domain/downtime';
import { failureParetos, type ParetoBar } from '../../../domain/failureCodes';
import { isFailureCause } from '../../../domain/referenceLists';
import messages from '../messages';
import { countFormat } from './format';

const ALL = '';

export function FailureCodeCharts({
  stops,
  company,
  fileName,
}: {
  stops: Pick<DowntimeCounts, 'failures' | 'codes'>;
  company: string;
  fileName: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { library } = useFailureLibrary(company);
  const names = useFailureNames(library);
  const [shown, setShown] = useState(ALL);
  const all = failureParetos(stops.codes, null);
  const equipmentClass = all.classes.some((c) => c.code === shown) ? shown : ALL;
  const p = equipmentClass === ALL ? all : failureParetos(stops.codes, equipmentClass);
  const notKnown = t(messages.codeNotKnown);
  const modeLabel = (code: string) => {
    if (equipmentClass !== ALL) return `${code} ${names.modeName(equipmentClass, code)}`;
    const [c, mode] = code.split('|');
    return `${names.className(c)} · ${mode} ${names.modeName(c, mode)}`;
  };
  const chart = (
    key: string,
    title: string,
    description: string,
    bars: ParetoBar[],
    label: (code: string) => string,
    categoryHeader: string,
  ) => (
    <div className="col-lg-4">
      <KpiChart
        kind="pareto"
        title={title}
        description={description}
        labels={bars.map((b) => (b.code === '-' ? notKnown : label(b.code)))}
        series={[{ key: 'failures', label: t(messages.failures), values: bars.map((b) => b.failures) }]}
        format={countFormat(intl)}
        integer
        categoryHeader={categoryHeader}
        emptyText={t(messages.noCodedFailures)}
        fileName={`${fileName}-${key}`}
      />
    </div>
  );
  return (
    <section className="col-12" aria-labelledby="failure-codes-title" data-failure-codes={all.coded}>
      <div className="d-flex flex-wrap align-items-end gap-3">
        <div>
          <h2 id="failure-codes-title" className="h5 mb-1">
            {t(messages.failureCodesTitle)}
          </h2>
          <p className="small text-body-secondary mb-2" data-coded-share="">
            {t(messages.failureCodesCoded, { coded: all.coded, failures: stops.failures })}
          </p>
        </div>
        <SelectField
          id="failure-codes-class"
          label={t(messages.failureCodesClass)}
          value={equipmentClass}
          onValue={setShown}
          className="mb-2"
        >
          <option value={ALL}>{t(messages.allClasses)}</option>
          {all.classes.map((c) => (
            <option key={c.code} value={c.code}>
              {`${names.className(c.code)} (${c.failures})`}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="row g-3">
        {chart(
          'failure-modes',
          t(messages.paretoModes),
          t(messages.paretoModesFormula),
          p.modes,
          modeLabel,
          t(messages.failureMode),
        )}
        {chart(
          'failure-mechanisms',
          t(messages.paretoMechanisms),
          t(messages.paretoMechanismsFormula),
          p.mechanisms,
          (code) => `${code} ${names.mechanismName(code)}`,
          t(messages.failureMechanism),
        )}
        {chart(
          'failure-cause-categories',
          t(messages.paretoCauseCategories),
          t(messages.paretoCauseCategoriesFormula),
          p.categories,
          (code) => (isFailureCause(code) ? `${code} ${names.categoryName(code)}` : code),
          t(messages.cause),
        )}
      </div>
    </section>
  );
}
