// "Week of …" with Previous week / This week / Next week: the weekly schedule's and the planner's
// board's way to choose the week shown (its Monday).
import { useIntl } from 'react-intl';
import { Button, ButtonGroup } from 'reactstrap';
import { addDays, formatDay, mondayOf, today } from '../../../lib/days';
import messages from './messages';

export function WeekPicker({ monday, onMonday }: { monday: string; onMonday: (monday: string) => void }) {
  const intl = useIntl();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <h2 className="h5 mb-0" aria-live="polite">
        {intl.formatMessage(messages.weekOf, { date: formatDay(monday) })}
      </h2>
      <ButtonGroup size="sm" role="group" aria-label={intl.formatMessage(messages.weekPicker)}>
        <Button color="secondary" outline onClick={() => onMonday(addDays(monday, -7))}>
          {intl.formatMessage(messages.previousWeek)}
        </Button>
        <Button color="secondary" outline onClick={() => onMonday(mondayOf(today()))}>
          {intl.formatMessage(messages.thisWeek)}
        </Button>
        <Button color="secondary" outline onClick={() => onMonday(addDays(monday, 7))}>
          {intl.formatMessage(messages.nextWeek)}
        </Button>
      </ButtonGroup>
    </div>
  );
}
