// Small pieces the procedures pages share: the open procedure's listener, the write error in
// words, category and tag badges, the links named from the plant's summaries, and the resolver
// that lets the body show the procedure's image files.
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { attachmentUrl } from '../../components/attachments/attachmentsService';
import { selectList } from '../../components/attachments/uploadsSlice';
import { ErrorAlert } from '../../components/ErrorAlert';
import type { AppMessage } from '../../i18n/defineMessages';
import { useRefusalText } from '../../lib/useErrorText';
import { paths } from '../../services/firebase/collections';
import { parseProcedureLink, type ProcedureCategory } from '../../services/firebase/procedures';
import { selectPlantEquipment, selectSavedPlant } from '../plant/plantSlice';
import { plansListLive, selectPlanList } from '../plans/plansLive';
import messages, { CATEGORY_NAMES } from './messages';
import { proceduresWriteErrorDismissed, selectProcedures } from './proceduresSlice';

/** The plant's maintenance plans, live while a page names them. */
export function usePlans() {
  plansListLive.useLive(useAppSelector(selectSavedPlant));
  return useAppSelector(selectPlanList).items;
}

const REFUSALS: Record<string, AppMessage> = {
  'procedures/admins-only': messages.refusedAdminsOnly,
  'procedures/invalid': messages.refusedInvalid,
  'procedures/unknown': messages.refusedUnknown,
  'procedures/closed': messages.refusedClosed,
  'procedures/archived': messages.refusedArchived,
};

export const useWriteErrorText = () => useRefusalText(REFUSALS, messages.writeFailed);

/** The last refused write, in words, with a button to dismiss it. */
export function WriteError() {
  const dispatch = useAppDispatch();
  const text = useWriteErrorText();
  const error = useAppSelector((s) => selectProcedures(s).writeError);
  if (!error) return null;
  return <ErrorAlert text={text(error)} onDismiss={() => dispatch(proceduresWriteErrorDismissed())} />;
}

export function CategoryBadge({ category }: { category: ProcedureCategory }) {
  const intl = useIntl();
  return <span className="badge text-bg-secondary fw-normal">{intl.formatMessage(CATEGORY_NAMES[category])}</span>;
}

export function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {tags.map((t) => (
        <span key={t} className="badge rounded-pill text-bg-light border fw-normal">
          {t}
        </span>
      ))}
    </span>
  );
}

export interface NamedLink {
  link: string;
  /** The page of the equipment or plan, when it is in the chosen plant. */
  to: string | null;
  text: string;
}

/** Each link named by the chosen plant's equipment tag and name or plan title. */
export function useNamedLinks(links: string[]): NamedLink[] {
  const intl = useIntl();
  const saved = useAppSelector(selectSavedPlant);
  const equipment = useAppSelector(selectPlantEquipment);
  const plans = usePlans();
  return useMemo(
    () =>
      links.map((link) => {
        const target = parseProcedureLink(link);
        if (!target) return { link, to: null, text: link };
        const here = saved && saved.site === target.site && saved.plant === target.plant;
        if (!here)
          return {
            link,
            to: null,
            text: intl.formatMessage(target.kind === 'eq' ? messages.linkOtherPlantEq : messages.linkOtherPlantPlan, {
              ...target,
            }),
          };
        if (target.kind === 'eq') {
          const e = equipment.find((x) => x.id === target.id);
          return e
            ? { link, to: `/app/assets/equipment/${e.id}`, text: `${e.tag} – ${e.name}` }
            : { link, to: null, text: intl.formatMessage(messages.linkMissingEq, { ...target }) };
        }
        const plan = plans.find((p) => p.id === target.id);
        return plan
          ? { link, to: `/app/plans/${plan.id}`, text: intl.formatMessage(messages.planLabel, { name: plan.title }) }
          : { link, to: null, text: intl.formatMessage(messages.linkMissingPlan, { ...target }) };
      }),
    [links, saved, equipment, plans, intl],
  );
}

export function LinksList({ links }: { links: string[] }) {
  const intl = useIntl();
  const named = useNamedLinks(links);
  if (named.length === 0) return <p className="text-body-secondary">{intl.formatMessage(messages.noLinks)}</p>;
  return (
    <ul className="mb-0">
      {named.map((n) => (
        <li key={n.link}>{n.to ? <Link to={n.to}>{n.text}</Link> : <span>{n.text}</span>}</li>
      ))}
    </ul>
  );
}

/** The procedure's Storage folder. */
export const procedureFolder = (company: string, id: string) => `${paths.procedure(company, id)}/attachments`;

/**
 * The body's images: a name (the file's own name or its stored name) → its download address, for
 * the image files listed in the procedure's folder; any other name shows no image.
 */
export function useImageResolver(folder: string) {
  const items = useAppSelector((s) => selectList(s, folder).items);
  const [urls, setUrls] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    const images = items.filter((a) => a.contentType.startsWith('image/'));
    void Promise.all(
      images.map((a) =>
        attachmentUrl(a.path).then(
          (url) => [a, url] as const,
          () => null,
        ),
      ),
    ).then((found) => {
      if (!live) return;
      const next = new Map<string, string>();
      for (const entry of found) {
        if (!entry) continue;
        next.set(entry[0].name, entry[1]);
        next.set(entry[0].originalName, entry[1]);
      }
      setUrls(next);
    });
    return () => {
      live = false;
    };
  }, [items]);
  return useMemo(() => (name: string) => urls.get(name) ?? null, [urls]);
}
