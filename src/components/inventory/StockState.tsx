// A part's stock as people read it, wherever it shows (the storeroom's pages, a work order's
// parts): the state badge and figures to 3 decimals in the user's language.
import { useIntl } from 'react-intl';
import { shownQuantity, type StockLevel, stockState } from '../../domain/inventory';
import { STATE_NAMES, STATE_TONES } from './names';

export function StockStateBadge({ level }: { level: StockLevel }) {
  const t = useIntl().formatMessage;
  const state = stockState(level);
  return (
    <span className={`badge text-bg-${STATE_TONES[state]}`} data-stock-state={state}>
      {t(STATE_NAMES[state])}
    </span>
  );
}

/** A stock figure to 3 decimals, in the user's language. */
export function useQuantity() {
  const intl = useIntl();
  return (n: number) => intl.formatNumber(shownQuantity(n), { maximumFractionDigits: 3 });
}
