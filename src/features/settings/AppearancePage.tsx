import { useIntl } from 'react-intl';
import { Card, CardBody, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import messages from './messages';
import { radiusChanged } from './settingsSlice';
import { LanguageSelect, ThemeSelect } from './SettingsSelects';

/** Theme, corners and language on one page, as form controls (the top bar has the same as menus). */
export default function AppearancePage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const radius = useAppSelector((s) => s.settings.radius);
  return (
    <>
      <h1 className="h3">{intl.formatMessage(messages.appearanceTitle)}</h1>
      <p className="text-body-secondary">{intl.formatMessage(messages.appearanceIntro)}</p>
      <Card style={{ maxWidth: '36rem' }}>
        <CardBody>
          <ThemeSelect id="settings-theme" className="mb-3" />
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{intl.formatMessage(messages.corners)}</legend>
            {(['rounded', 'flat'] as const).map((option) => (
              <FormGroup check inline key={option}>
                <Input
                  id={`settings-radius-${option}`}
                  type="radio"
                  name="radius"
                  checked={radius === option}
                  onChange={() => dispatch(radiusChanged(option))}
                />
                <Label check for={`settings-radius-${option}`}>
                  {intl.formatMessage(messages[option])}
                </Label>
              </FormGroup>
            ))}
          </fieldset>
          <LanguageSelect id="settings-language" />
        </CardBody>
      </Card>
    </>
  );
}
