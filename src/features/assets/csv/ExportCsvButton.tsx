// "Export CSV" for the equipment list: downloads equipment-<plant>-<yyyy-mm-dd>.csv of the
// selected plant (every piece of equipment, read in pages), busy while it works.
import { useIntl } from 'react-intl';
import { Button, Spinner } from 'reactstrap';
import { useFeature } from '../../../store/featureRegistry';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useErrorText } from '../../../lib/useErrorText';
import { selectSavedPlant } from '../../plant/plantSlice';
import { csvFeature } from './csvSaga';
import { exportRequested, selectCsv } from './csvSlice';
import messages from './messages';

export function ExportCsvButton() {
  useFeature(csvFeature);
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const plant = useAppSelector(selectSavedPlant);
  const { exporting, exportError } = useAppSelector(selectCsv);
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <Button
        color="secondary"
        outline
        disabled={!plant || exporting}
        aria-busy={exporting}
        onClick={() => dispatch(exportRequested())}
      >
        {exporting && <Spinner size="sm" className="me-2" aria-hidden />}
        {intl.formatMessage(exporting ? messages.exportBusy : messages.exportButton)}
      </Button>
      {exportError && (
        <span role="alert" className="text-danger small">
          {errorText(exportError)}
        </span>
      )}
    </span>
  );
}
