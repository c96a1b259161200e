// Why a move on the board was refused, in words (nothing was written).
import { useIntl } from 'react-intl';
import { workNumberLabel } from '../../../lib/workNumber';
import { PERMIT_NAMES } from '../messages';
import type { BoardRefusal } from './boardSlice';
import messages from './messages';

export function RefusalText({ refusal }: { refusal: BoardRefusal }) {
  const intl = useIntl();
  const why =
    refusal.reason === 'reasonRequired'
      ? intl.formatMessage(messages.reasonMissing)
      : refusal.reason === 'permitDay'
        ? intl.formatMessage(messages.permitDay, {
            permit: refusal.permit ? `${refusal.permit} (${intl.formatMessage(PERMIT_NAMES[refusal.permit])})` : '',
          })
        : intl.formatMessage(messages[refusal.reason]);
  return <span>{intl.formatMessage(messages.refused, { number: workNumberLabel(refusal.number), why })}</span>;
}
