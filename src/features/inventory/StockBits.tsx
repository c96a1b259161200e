// Pieces the part page and the storerooms page share: the site the saved plant is in
// (storerooms are per site) and a stock table's head.
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { selectSavedPlant } from '../plant/plantSlice';
import { useRegister } from '../plant/registerLive';
import messages from './messages';

/** The company and the site of the plant chosen in the top bar, with the site's name. */
export function useStockSite(): { company: string; site: string; siteName: string } | null {
  const saved = useAppSelector(selectSavedPlant);
  const register = useRegister();
  if (!saved) return null;
  const siteName = register.sites.find((s) => s.id === saved.site)?.name ?? saved.site;
  return { company: saved.company, site: saved.site, siteName };
}

/** A stock table's head: what the row is (a storeroom or a part), then its figures and state. */
export function StockTableHead({ first, reserved }: { first: string; reserved: boolean }) {
  const t = useIntl().formatMessage;
  const figure = (label: string) => (
    <th scope="col" className="text-end">
      {label}
    </th>
  );
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {figure(t(messages.colOnHand))}
        {reserved && figure(t(messages.colReserved))}
        {figure(t(messages.colAvailable))}
        {figure(t(messages.colMinMax))}
        <th scope="col">{t(messages.colBin)}</th>
        <th scope="col">{t(messages.colState)}</th>
      </tr>
    </thead>
  );
}
