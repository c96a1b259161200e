// The form's links to equipment and preventive plans: the plant chosen in the top bar
// offers its equipment (by tag and name) and plans; links to other plants are kept and named by
// their ids. Each link has a button to remove it.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../store/hooks';
import { SelectField } from '../../components/SelectField';
import { equipmentLink, planLink } from '../../services/firebase/procedures';
import { selectPlantEquipment, selectSavedPlant } from '../plant/plantSlice';
import messages from './messages';
import { useNamedLinks, usePlans } from './ProcedureBits';

interface Props {
  value: string[];
  onValue: (links: string[]) => void;
  problem?: string;
}

export function LinksPicker({ value, onValue, problem }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const saved = useAppSelector(selectSavedPlant);
  const equipment = useAppSelector(selectPlantEquipment);
  const plans = usePlans();
  const named = useNamedLinks(value);
  const [eq, setEq] = useState('');
  const [plan, setPlan] = useState('');
  const add = (link: string) => {
    if (!value.includes(link)) onValue([...value, link]);
  };
  const sortedEquipment = [...equipment].sort((a, b) => a.tag.localeCompare(b.tag));

  return (
    <fieldset className="mb-3" aria-describedby={problem ? 'procedure-links-problem' : undefined}>
      <legend className="form-label fs-6">{t(messages.fieldLinks)}</legend>
      <p className="form-text mt-0">{t(messages.linksHelp)}</p>
      {named.length > 0 && (
        <ul className="list-unstyled mb-2" data-links>
          {named.map((n) => (
            <li key={n.link} className="d-flex align-items-center gap-2 mb-1">
              <span>{n.text}</span>
              <Button
                size="sm"
                color="secondary"
                outline
                type="button"
                aria-label={t(messages.removeLink, { name: n.text })}
                onClick={() => onValue(value.filter((l) => l !== n.link))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!saved ? (
        <p className="text-body-secondary">{t(messages.noPlantForLinks)}</p>
      ) : (
        <div className="row g-2 align-items-end">
          <div className="col-md-6 d-flex gap-2 align-items-end">
            <SelectField
              id="procedure-link-equipment"
              className="flex-grow-1"
              label={t(messages.addEquipment)}
              value={eq}
              onValue={setEq}
            >
              <option value="">{t(messages.chooseEquipment)}</option>
              {sortedEquipment.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.tag} – {e.name}
                </option>
              ))}
            </SelectField>
            <Button
              type="button"
              color="secondary"
              className="mb-3"
              disabled={!eq}
              onClick={() => {
                add(equipmentLink(saved.site, saved.plant, eq));
                setEq('');
              }}
            >
              {t(messages.addLink)}
            </Button>
          </div>
          <div className="col-md-6 d-flex gap-2 align-items-end">
            <SelectField
              id="procedure-link-plan"
              className="flex-grow-1"
              label={t(messages.addPlan)}
              value={plan}
              onValue={setPlan}
            >
              <option value="">{t(messages.choosePlan)}</option>
              {plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </SelectField>
            <Button
              type="button"
              color="secondary"
              className="mb-3"
              disabled={!plan}
              onClick={() => {
                add(planLink(saved.site, saved.plant, plan));
                setPlan('');
              }}
            >
              {t(messages.addLink)}
            </Button>
          </div>
        </div>
      )}
      {problem && (
        <div id="procedure-links-problem" className="text-danger small mt-1">
          {problem}
        </div>
      )}
    </fieldset>
  );
}
