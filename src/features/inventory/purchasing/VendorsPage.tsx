// /app/inventory/vendors: the company's vendors — name, contact, e-mail, phone and lead time —
// live; admins add and change them (every problem in words, nothing sent), and archive the ones
// no longer used. Offline-first.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, CardBody, Table } from 'reactstrap';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PendingBadge } from '../../../components/PendingBadge';
import { DocumentTitle } from '../../../components/pageFocus';
import { TextField } from '../../../components/TextField';
import { type VendorDraft, vendorProblems } from '../../../domain/purchasing';
import { toAppError } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { useErrorText } from '../../../lib/useErrorText';
import { useForm } from '../../../lib/useForm';
import { queueVendor, type Vendor } from '../../../services/firebase/purchasing';
import { useAppSelector } from '../../../store/hooks';
import { selectIsAdmin } from '../../plant/plantSlice';
import messages from './messages';
import { vendorsLive } from './purchasingLive';

const draftOf = (v: Vendor | null): VendorDraft & { archived: boolean } => ({
  name: v?.name ?? '',
  contact: v?.contact ?? '',
  email: v?.email ?? '',
  phone: v?.phone ?? '',
  leadTimeDays: v?.leadTimeDays == null ? '' : String(v.leadTimeDays),
  archived: v?.archived ?? false,
});

function VendorForm({
  company,
  vendor,
  others,
  onDone,
}: {
  company: string;
  vendor: Vendor | null;
  others: string[];
  onDone: () => void;
}) {
  const t = useIntl().formatMessage;
  const errorText = useErrorText();
  const user = useAppSelector((s) => s.auth.currentUser);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const form = useForm(draftOf(vendor), (v) =>
    Object.fromEntries(Object.entries(vendorProblems(v, others)).map(([field, p]) => [field, messages[`vendor_${p}`]])),
  );
  const send = async (v: ReturnType<typeof draftOf>) => {
    if (!user) return;
    setError(null);
    try {
      const { acknowledged } = await queueVendor(
        company,
        vendor?.id ?? newId(),
        {
          name: v.name.trim(),
          contact: v.contact.trim(),
          email: v.email.trim(),
          phone: v.phone.trim(),
          leadTimeDays: v.leadTimeDays.trim() === '' ? null : Number(v.leadTimeDays.trim()),
          archived: v.archived,
        },
        user.uid,
        !vendor,
      );
      acknowledged.catch((e: unknown) => setError(t(messages.writeFailed, { reason: errorText(toAppError(e)) })));
      setSaved(t(messages.vendorSaved));
      if (vendor) onDone();
      else form.reset(draftOf(null));
    } catch (e) {
      setError(t(messages.writeFailed, { reason: errorText(toAppError(e)) }));
    }
  };
  const prefix = vendor ? `vendor-${vendor.id}` : 'vendor-new';
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => void send(v))} aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="h5">
        {vendor ? t(messages.editVendor, { name: vendor.name }) : t(messages.addVendor)}
      </h2>
      <ErrorAlert text={error} />
      <p className="small text-success-emphasis mb-2" role="status">
        {saved}
      </p>
      <div className="row g-2">
        <div className="col-md-4">
          <TextField id={`${prefix}-name`} name="name" label={t(messages.vendorName)} {...form.field('name')} />
        </div>
        <div className="col-md-4">
          <TextField id={`${prefix}-contact`} name="contact" label={t(messages.contact)} {...form.field('contact')} />
        </div>
        <div className="col-md-4">
          <TextField
            id={`${prefix}-email`}
            name="email"
            type="email"
            label={t(messages.email)}
            {...form.field('email')}
          />
        </div>
        <div className="col-md-4">
          <TextField
            id={`${prefix}-phone`}
            name="phone"
            type="tel"
            label={t(messages.phone)}
            {...form.field('phone')}
          />
        </div>
        <div className="col-md-4">
          <TextField
            id={`${prefix}-lead`}
            name="leadTimeDays"
            inputMode="numeric"
            label={t(messages.leadTime)}
            {...form.field('leadTimeDays')}
          />
        </div>
      </div>
      {vendor && (
        <div className="form-check mb-3">
          <input
            id={`${prefix}-archived`}
            type="checkbox"
            className="form-check-input"
            checked={form.values.archived}
            onChange={(e) => form.set('archived', e.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${prefix}-archived`}>
            {t(messages.archiveVendor)}
          </label>
        </div>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" color="primary">
          {t(messages.saveVendor)}
        </Button>
        {vendor && (
          <Button type="button" color="secondary" outline onClick={onDone}>
            {t(messages.cancelEdit)}
          </Button>
        )}
      </div>
    </form>
  );
}

export default function VendorsPage() {
  const t = useIntl().formatMessage;
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const isAdmin = useAppSelector(selectIsAdmin);
  const live = vendorsLive.useLive(company);
  const vendors = live?.value?.items ?? [];
  const [editing, setEditing] = useState<string | null>(null);
  const names = (except?: string) => vendors.filter((v) => v.id !== except).map((v) => v.name);
  return (
    <>
      <DocumentTitle page={t(messages.vendorsTitle)} />
      <h1 className="h3" tabIndex={-1}>
        {t(messages.vendorsTitle)}
      </h1>
      {!live?.value ? (
        <p role="status">{t(messages.loading)}</p>
      ) : vendors.length === 0 ? (
        <p className="text-body-secondary">{t(messages.vendorsEmpty)}</p>
      ) : (
        <Table responsive size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t(messages.vendorName)}</th>
              <th scope="col">{t(messages.contact)}</th>
              <th scope="col">{t(messages.email)}</th>
              <th scope="col">{t(messages.phone)}</th>
              <th scope="col">{t(messages.leadTime)}</th>
              {isAdmin && <th scope="col">{t(messages.actions)}</th>}
            </tr>
          </thead>
          <tbody>
            {vendors.map((v) =>
              editing === v.id && company ? (
                <tr key={v.id}>
                  <td colSpan={6}>
                    <VendorForm company={company} vendor={v} others={names(v.id)} onDone={() => setEditing(null)} />
                  </td>
                </tr>
              ) : (
                <tr key={v.id} data-vendor={v.id} className={v.archived ? 'text-body-secondary' : undefined}>
                  <th scope="row" className="fw-medium">
                    {v.name} {v.archived && <span className="badge text-bg-secondary">{t(messages.archived)}</span>}
                    <PendingBadge pending={v.pending} />
                  </th>
                  <td>{v.contact}</td>
                  <td>{v.email && <a href={`mailto:${v.email}`}>{v.email}</a>}</td>
                  <td>{v.phone && <a href={`tel:${v.phone}`}>{v.phone}</a>}</td>
                  <td>{v.leadTimeDays !== null && t(messages.leadTimeShown, { days: v.leadTimeDays })}</td>
                  {isAdmin && (
                    <td>
                      <Button
                        size="sm"
                        color="secondary"
                        outline
                        aria-label={t(messages.editVendor, { name: v.name })}
                        onClick={() => setEditing(v.id)}
                      >
                        {t(messages.edit)}
                      </Button>
                    </td>
                  )}
                </tr>
              ),
            )}
          </tbody>
        </Table>
      )}
      {isAdmin && company ? (
        <Card className="mt-3">
          <CardBody>
            <VendorForm company={company} vendor={null} others={names()} onDone={() => undefined} />
          </CardBody>
        </Card>
      ) : (
        <p className="small text-body-secondary">{t(messages.adminsOnly)}</p>
      )}
    </>
  );
}
