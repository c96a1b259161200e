// The top bar's site → plant picker (docs/product.md §3 "Saved plant details"): choosing a plant saves it
// under `__theme_selected_plant` and starts its live listener.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Icon } from '../../components/icons';
import messages from './messages';
import { useSavedPlantDoc } from './plantLive';
import { plantSelected, selectIsAdmin, selectPlantState } from '../plant/plantSlice';
import { selectPickable, useRegister } from '../plant/registerLive';

export function PlantPicker() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.currentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const { savedPlantDetails: saved, notice, status } = useAppSelector(selectPlantState);
  const register = useRegister();
  useSavedPlantDoc();
  const pickable = useAppSelector(selectPickable);
  if (!user) return null;

  const site = saved && register.sites.find((s) => s.id === saved.site);
  const plant = saved && register.plants[saved.site]?.find((p) => p.id === saved.plant);
  const chosen =
    site && plant ? intl.formatMessage(messages.pickerLabel, { site: site.name, plant: plant.name }) : null;
  const shown =
    plant?.name ?? intl.formatMessage(saved && status === 'loading' ? messages.pickerLoading : messages.pickerChoose);
  const uid = user.companyUID;
  const anyPlant = pickable.some((s) => s.plants.length > 0);

  return (
    <UncontrolledDropdown className="torque-plant-picker">
      <DropdownToggle
        caret
        color="link"
        className="nav-link px-1 px-sm-2 d-inline-flex align-items-center gap-2"
        aria-label={chosen ?? shown}
        data-plant-picker=""
      >
        <Icon name="factory" />
        <span className="d-none d-sm-inline text-truncate torque-plant-picker-name">{shown}</span>
      </DropdownToggle>
      <DropdownMenu className="torque-plant-picker-menu">
        {notice && (
          <DropdownItem text className="small text-warning-emphasis text-wrap" role="status">
            {intl.formatMessage(notice === 'plantGone' ? messages.noticePlantGone : messages.noticeOtherCompany)}
          </DropdownItem>
        )}
        {register.status === 'failed' && (
          <DropdownItem text className="small text-danger text-wrap">
            {intl.formatMessage(messages.pickerFailed)}
          </DropdownItem>
        )}
        {register.status === 'ready' && !anyPlant && (
          <DropdownItem text className="small text-wrap">
            {intl.formatMessage(messages.pickerNone)}
          </DropdownItem>
        )}
        {pickable
          .filter((s) => s.plants.length > 0)
          .map(({ site: s, plants }) => [
            <DropdownItem header key={`h-${s.id}`}>
              {s.name}
            </DropdownItem>,
            ...plants.map((p) => {
              const active = saved?.site === s.id && saved.plant === p.id;
              return (
                <DropdownItem
                  key={p.id}
                  active={active}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => dispatch(plantSelected({ uid, company: uid, site: s.id, plant: p.id }))}
                >
                  {p.name}
                </DropdownItem>
              );
            }),
          ])}
        {isAdmin && (
          <>
            <DropdownItem divider />
            <DropdownItem tag={Link} to="/app/assets/sites">
              {intl.formatMessage(messages.pickerManage)}
            </DropdownItem>
          </>
        )}
      </DropdownMenu>
    </UncontrolledDropdown>
  );
}
