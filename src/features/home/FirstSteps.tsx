// Home on a first run: a company with no plant, equipment or work sees the steps that
// set it up, each ticked when done, instead of empty cards. Admins get the links; an editor sees
// which steps an admin takes, and raises the first request.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, CardBody, CardTitle } from 'reactstrap';
import messages from './messages';

export interface FirstStepsState {
  hasPlant: boolean;
  /** A plant is chosen (equipment and requests belong to one). */
  plantChosen: boolean;
  hasEquipment: boolean;
  hasColleagues: boolean;
  hasWork: boolean;
}

/** Whether Home shows the first steps: no plant yet, or the chosen plant has no equipment or no work. */
export const isFirstRun = (
  s: Pick<FirstStepsState, 'hasPlant' | 'plantChosen' | 'hasEquipment'>,
  hasWork: boolean | null,
) => !s.hasPlant || (s.plantChosen && (!s.hasEquipment || hasWork === false));

interface Step {
  id: string;
  label: string;
  done: boolean;
  links: { to: string; label: string }[];
  adminOnly: boolean;
  needsPlant: boolean;
}

export function FirstSteps({ state, isAdmin }: { state: FirstStepsState; isAdmin: boolean }) {
  const t = useIntl().formatMessage;
  const steps: Step[] = [
    {
      id: 'plant',
      label: t(messages.stepPlant),
      done: state.hasPlant,
      links: [{ to: '/app/assets/sites', label: t(messages.stepPlantLink) }],
      adminOnly: true,
      needsPlant: false,
    },
    {
      id: 'equipment',
      label: t(messages.stepEquipment),
      done: state.hasEquipment,
      links: [
        { to: '/app/assets/equipment/new', label: t(messages.stepEquipmentAdd) },
        { to: '/app/assets/import', label: t(messages.stepEquipmentImport) },
      ],
      adminOnly: true,
      needsPlant: true,
    },
    {
      id: 'invite',
      label: t(messages.stepInvite),
      done: state.hasColleagues,
      links: [{ to: '/app/company/members', label: t(messages.stepInviteLink) }],
      adminOnly: true,
      needsPlant: false,
    },
    {
      id: 'request',
      label: t(messages.stepRequest),
      done: state.hasWork,
      links: [{ to: '/app/work/new', label: t(messages.stepRequestLink) }],
      adminOnly: false,
      needsPlant: true,
    },
  ];
  return (
    <Card tag="section" aria-labelledby="home-first-steps" className="mb-3">
      <CardBody>
        <CardTitle tag="h2" className="h5" id="home-first-steps">
          {t(messages.firstStepsTitle)}
        </CardTitle>
        <p className="text-body-secondary">{t(messages.firstStepsIntro)}</p>
        <ol className="list-unstyled mb-0">
          {steps.map((step) => (
            <li key={step.id} className="d-flex gap-2 mb-3" data-step={step.id} data-done={step.done}>
              <span aria-hidden className={`fw-bold ${step.done ? 'text-success' : 'text-body-tertiary'}`}>
                {step.done ? '✓' : '○'}
              </span>
              <div>
                <span className="visually-hidden">{t(step.done ? messages.stepDone : messages.stepToDo)} </span>
                <span className={step.done ? 'text-body-secondary' : 'fw-semibold'}>{step.label}</span>
                {!step.done && (
                  <div className="small d-flex flex-wrap gap-3">
                    {step.adminOnly && !isAdmin ? (
                      <span className="text-body-secondary">{t(messages.stepByAdmin)}</span>
                    ) : step.needsPlant && !state.plantChosen ? (
                      <span className="text-body-secondary">{t(messages.stepNeedsPlant)}</span>
                    ) : (
                      step.links.map((link) => (
                        <Link key={link.to} to={link.to}>
                          {link.label}
                        </Link>
                      ))
                    )}
                  </div>
                )}
              </div>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}
