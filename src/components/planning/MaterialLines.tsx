// The material lines of a plan (a work order's, a job plan's): each a part from the catalogue —
// picked by number, description or manufacturer's number — or free text for a non-stock item,
// with its quantity; lines are added and removed with buttons, each labelled with its number.
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { UNIT_NAMES } from '../inventory/names';
import { partLabel as catalogueLabel, partsMatching } from '../../domain/inventory';
import { MATERIAL_TEXT_MAX, type Material } from '../../domain/work';
import type { Part } from '../../services/firebase/inventory';
import messages from './messages';

/** A material line as typed (its quantity stays text until saved). */
export interface MaterialDraft {
  text: string;
  quantity: string;
  /** The catalogue part the plan already names for this text (kept while the text is not changed). */
  partId?: string;
  /** The text the plan stored with that part. */
  savedText?: string;
}

/** The catalogue's parts by the label a material line shows. */
export type PartsByLabel = ReadonlyMap<string, Part>;

export const partLabel = (p: Part) => catalogueLabel(p, MATERIAL_TEXT_MAX);

/** The catalogue by label (a line's text names its part). */
export const useCatalogueLabels = (catalogue: readonly Part[] | undefined): PartsByLabel =>
  useMemo(() => new Map((catalogue ?? []).map((p) => [partLabel(p), p])), [catalogue]);

/**
 * The part a line names: the catalogue's part with this label, else the part the plan already
 * named while its text is unchanged (the catalogue may not have arrived yet, or be out of reach
 * offline: re-saving a plan never drops its parts).
 */
const partIdOf = (m: MaterialDraft, parts: PartsByLabel): string | undefined =>
  parts.get(m.text.trim())?.id ?? (m.partId && m.text.trim() === m.savedText ? m.partId : undefined);

/** A number typed in a field; empty or not a number is NaN (refused by the checks). */
const quantityOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The lines as stored. */
export const materialsOf = (drafts: readonly MaterialDraft[], parts: PartsByLabel): Material[] =>
  drafts.map((m) => {
    const partId = partIdOf(m, parts);
    return { text: m.text.trim(), quantity: quantityOf(m.quantity), ...(partId ? { partId } : {}) };
  });

/** Stored lines as the editor holds them. */
export const materialDraftsOf = (materials: readonly Material[]): MaterialDraft[] =>
  materials.map((m) => ({
    text: m.text,
    quantity: String(m.quantity),
    ...(m.partId ? { partId: m.partId, savedText: m.text.trim() } : {}),
  }));

interface Props {
  /** The id prefix of the lines' fields. */
  id: string;
  materials: MaterialDraft[];
  onMaterials: (materials: MaterialDraft[]) => void;
  /** The company's parts (undefined while not known). */
  catalogue: readonly Part[] | undefined;
  parts: PartsByLabel;
  invalid: boolean;
  /** The problem in words, under the lines. */
  problem?: ReactNode;
  describedBy?: string;
}

export function MaterialLines({ id, materials, onMaterials, catalogue, parts, invalid, problem, describedBy }: Props) {
  const intl = useIntl();
  return (
    <fieldset className="mb-3" aria-describedby={describedBy}>
      <legend className="form-label fs-6">{intl.formatMessage(messages.materials)}</legend>
      {materials.length === 0 && <p className="text-body-secondary">{intl.formatMessage(messages.noMaterials)}</p>}
      {materials.map((m, i) => {
        const n = { n: i + 1 };
        const change = (part: Partial<MaterialDraft>) =>
          onMaterials(materials.map((x, j) => (j === i ? { ...x, ...part } : x)));
        const part = parts.get(m.text.trim());
        const listId = `${id}-parts-${i}`;
        return (
          <div className="mb-2" key={i}>
            <div className="d-flex gap-2 align-items-center">
              <input
                className={`form-control${invalid ? ' is-invalid' : ''}`}
                name={i === 0 ? 'materials' : undefined}
                aria-label={intl.formatMessage(messages.materialText, n)}
                aria-describedby={`${listId}-hint`}
                list={catalogue?.length ? listId : undefined}
                autoComplete="off"
                value={m.text}
                onChange={(e) => change({ text: e.target.value })}
              />
              {catalogue && catalogue.length > 0 && (
                <datalist id={listId}>
                  {partsMatching(catalogue, part ? '' : m.text).map((p) => (
                    <option key={p.id} value={partLabel(p)} />
                  ))}
                </datalist>
              )}
              <input
                className={`form-control w-auto${invalid ? ' is-invalid' : ''}`}
                style={{ maxWidth: '8rem' }}
                inputMode="decimal"
                aria-label={intl.formatMessage(messages.materialQuantity, n)}
                value={m.quantity}
                onChange={(e) => change({ quantity: e.target.value })}
              />
              <Button
                type="button"
                color="link"
                className="text-danger"
                onClick={() => onMaterials(materials.filter((_, j) => j !== i))}
              >
                {intl.formatMessage(messages.removeMaterial, n)}
              </Button>
            </div>
            <div id={`${listId}-hint`} className="form-text mt-0" data-material-part={part?.id ?? ''}>
              {part
                ? intl.formatMessage(messages.materialFromCatalogue, {
                    unit: intl.formatMessage(UNIT_NAMES[part.unit]),
                  })
                : m.text.trim()
                  ? intl.formatMessage(messages.materialFreeText)
                  : catalogue?.length
                    ? intl.formatMessage(messages.materialPickHint)
                    : null}
            </div>
          </div>
        );
      })}
      <Button
        type="button"
        color="secondary"
        outline
        size="sm"
        onClick={() => onMaterials([...materials, { text: '', quantity: '1' }])}
      >
        {intl.formatMessage(messages.addMaterial)}
      </Button>
      {problem}
    </fieldset>
  );
}
