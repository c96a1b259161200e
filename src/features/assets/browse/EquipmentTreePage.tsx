// Assets → Equipment tree: the plant's hierarchy, from its summary.
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { EquipmentTree } from './EquipmentTree';
import messages from './messages';
import { BrowseFrame } from './BrowseFrame';

export default function EquipmentTreePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const t = intl.formatMessage;
  return (
    <BrowseFrame
      title={t(messages.treeTitle)}
      actions={
        <Link to="/app/assets/list" className="btn btn-outline-secondary btn-sm">
          {t(messages.listView)}
        </Link>
      }
    >
      {(_plant, items) =>
        items.length === 0 ? (
          <p className="text-body-secondary">{t(messages.emptyPlant)}</p>
        ) : (
          <EquipmentTree items={items} show={params.get('show')} />
        )
      }
    </BrowseFrame>
  );
}
