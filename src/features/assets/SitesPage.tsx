// Assets → Sites and plants (docs/design.md §3): admins create, rename and archive the company's sites
// and plants; editors see them. Live, offline-first ("waiting to sync" until the server has it).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, CardBody, CardHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PendingBadge } from '../../components/PendingBadge';
import { DocumentTitle } from '../../components/pageFocus';
import { limitNoticeId, limitRefusal, PlanLimitNotice } from '../../components/plan/PlanLimitNotice';
import type { LimitStatus } from '../../lib/planLimits';
import { selectLimit } from '../company/companySlice';
import { useErrorText } from '../../lib/useErrorText';
import messages from './messages';
import { NameForm } from './NameForm';
import { plantSelected, selectIsAdmin, selectSavedPlant } from '../plant/plantSlice';
import {
  plantCreateRequested,
  plantUpdateRequested,
  siteCreateRequested,
  siteUpdateRequested,
} from '../plant/registerSlice';
import { type PlantRow, type SiteRow, useRegister } from '../plant/registerLive';

/** Rename and archive (or restore) buttons of a site or plant, and the rename form in their place. */
function RenameArchive(props: {
  id: string;
  label: string;
  name: string;
  archived: boolean;
  renaming: boolean;
  onRenaming: (renaming: boolean) => void;
  onChange: (change: { name?: string; archived?: boolean }) => void;
}) {
  const { id, label, name, archived, renaming, onRenaming, onChange } = props;
  const intl = useIntl();
  if (renaming)
    return (
      <div className="flex-grow-1">
        <NameForm
          id={id}
          label={label}
          submitLabel={intl.formatMessage(messages.rename)}
          initial={name}
          onSave={(next) => {
            onChange({ name: next });
            onRenaming(false);
          }}
          onCancel={() => onRenaming(false)}
        />
      </div>
    );
  return (
    <>
      <Button size="sm" color="secondary" outline onClick={() => onRenaming(true)}>
        {intl.formatMessage(messages.renameOf, { name })}
      </Button>
      <Button size="sm" color="secondary" outline onClick={() => onChange({ archived: !archived })}>
        {intl.formatMessage(archived ? messages.restoreOf : messages.archiveOf, { name })}
      </Button>
    </>
  );
}

function PlantItem({ plant, isAdmin }: { plant: PlantRow; isAdmin: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.currentUser);
  const saved = useAppSelector(selectSavedPlant);
  const [renaming, setRenaming] = useState(false);
  const uid = user?.companyUID ?? '';
  const current = saved?.plant === plant.id && saved.site === plant.site;
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2">
      {!renaming && (
        <>
          <span className="fw-medium">{plant.name}</span>
          <span className="text-body-secondary small">
            {intl.formatMessage(messages.equipmentCount, { count: plant.equipmentCount })}
          </span>
          {plant.archived && <span className="badge text-bg-secondary">{intl.formatMessage(messages.archived)}</span>}
          {current && <span className="badge text-bg-primary">{intl.formatMessage(messages.currentPlant)}</span>}
          <PendingBadge pending={plant.pending} />
        </>
      )}
      <span className={renaming ? 'flex-grow-1' : 'ms-auto d-flex flex-wrap gap-2'}>
        {!renaming && !plant.archived && !current && (
          <Button
            size="sm"
            color="primary"
            outline
            onClick={() => dispatch(plantSelected({ uid, company: uid, site: plant.site, plant: plant.id }))}
          >
            {intl.formatMessage(messages.workIn, { name: plant.name })}
          </Button>
        )}
        {isAdmin && (
          <RenameArchive
            id={`plant-name-${plant.id}`}
            label={intl.formatMessage(messages.plantName)}
            name={plant.name}
            archived={plant.archived}
            renaming={renaming}
            onRenaming={setRenaming}
            onChange={(change) => dispatch(plantUpdateRequested({ site: plant.site, plant: plant.id, ...change }))}
          />
        )}
      </span>
    </li>
  );
}

function SiteCard({
  site,
  plants,
  isAdmin,
  showArchived,
  plantsLimit,
}: {
  site: SiteRow;
  plants: PlantRow[] | undefined;
  isAdmin: boolean;
  showArchived: boolean;
  /** The company's place for plants on its plan; null until the record arrives. */
  plantsLimit: LimitStatus | null;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [renaming, setRenaming] = useState(false);
  const shown = (plants ?? []).filter((p) => showArchived || !p.archived);
  return (
    <Card className="mb-3" tag="section" aria-label={site.name}>
      <CardHeader className="d-flex flex-wrap align-items-center gap-2">
        {!renaming && (
          <>
            <h2 className="h5 mb-0">{site.name}</h2>
            {site.archived && <span className="badge text-bg-secondary">{intl.formatMessage(messages.archived)}</span>}
            <PendingBadge pending={site.pending} />
          </>
        )}
        {isAdmin && (
          <span className={renaming ? 'flex-grow-1' : 'ms-auto d-flex flex-wrap gap-2'}>
            <RenameArchive
              id={`site-name-${site.id}`}
              label={intl.formatMessage(messages.siteName)}
              name={site.name}
              archived={site.archived}
              renaming={renaming}
              onRenaming={setRenaming}
              onChange={(change) => dispatch(siteUpdateRequested({ site: site.id, ...change }))}
            />
          </span>
        )}
      </CardHeader>
      <CardBody>
        {plants === undefined ? (
          <p className="text-body-secondary mb-0">{intl.formatMessage(messages.plantsLoading)}</p>
        ) : shown.length === 0 ? (
          <p className="text-body-secondary">{intl.formatMessage(messages.noPlants)}</p>
        ) : (
          <ul className="list-group mb-3" aria-label={intl.formatMessage(messages.plantsOf, { site: site.name })}>
            {shown.map((p) => (
              <PlantItem key={p.id} plant={p} isAdmin={isAdmin} />
            ))}
          </ul>
        )}
        {isAdmin && !site.archived && (
          <>
            <PlanLimitNotice status={plantsLimit} scope={site.id} />
            <NameForm
              id={`new-plant-${site.id}`}
              label={intl.formatMessage(messages.newPlantIn, { site: site.name })}
              submitLabel={intl.formatMessage(messages.addPlant)}
              onSave={(name) => dispatch(plantCreateRequested({ site: site.id, name }))}
              disabled={plantsLimit?.canAdd === false}
              describedBy={plantsLimit?.canAdd === false ? limitNoticeId('plants', site.id) : undefined}
            />
          </>
        )}
      </CardBody>
    </Card>
  );
}

export default function SitesPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const isAdmin = useAppSelector(selectIsAdmin);
  const register = useRegister();
  const [showArchived, setShowArchived] = useState(false);
  const sitesLimit = useAppSelector((s) => selectLimit(s, 'sites'));
  const plantsLimit = useAppSelector((s) => selectLimit(s, 'plants'));
  const sites = register.sites.filter((s) => showArchived || !s.archived);
  const title = intl.formatMessage(messages.sitesTitle);
  return (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3">{title}</h1>
      <p className="text-body-secondary">
        {intl.formatMessage(isAdmin ? messages.sitesIntroAdmin : messages.sitesIntroEditor)}
      </p>
      <ErrorAlert
        text={
          register.writeError &&
          (limitRefusal(intl, register.writeError, [sitesLimit, plantsLimit]) ??
            intl.formatMessage(messages.writeFailed, { reason: errorText(register.writeError) }))
        }
      />
      {isAdmin && (
        <Card className="mb-4">
          <CardBody>
            <PlanLimitNotice status={sitesLimit} />
            <NameForm
              id="new-site"
              label={intl.formatMessage(messages.newSite)}
              submitLabel={intl.formatMessage(messages.addSite)}
              onSave={(name) => dispatch(siteCreateRequested({ name }))}
              disabled={sitesLimit?.canAdd === false}
              describedBy={sitesLimit?.canAdd === false ? limitNoticeId('sites') : undefined}
            />
          </CardBody>
        </Card>
      )}
      <div className="form-check mb-3">
        <input
          id="show-archived"
          className="form-check-input"
          type="checkbox"
          checked={showArchived}
          onChange={(e) => setShowArchived(e.target.checked)}
        />
        <label className="form-check-label" htmlFor="show-archived">
          {intl.formatMessage(messages.showArchived)}
        </label>
      </div>
      <AsyncSection
        status={register.status === 'ready' ? 'idle' : register.status}
        error={register.error}
        hasData={register.sites.length > 0}
        failedTitle={intl.formatMessage(messages.pickerFailed)}
        onRetry={register.retry}
      >
        {register.status === 'ready' && sites.length === 0 && (
          <p className="text-body-secondary">{intl.formatMessage(messages.noSites)}</p>
        )}
        {sites.map((s) => (
          <SiteCard
            key={s.id}
            site={s}
            plants={register.plants[s.id]}
            isAdmin={isAdmin}
            showArchived={showArchived}
            plantsLimit={plantsLimit}
          />
        ))}
      </AsyncSection>
    </>
  );
}
