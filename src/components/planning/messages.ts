// Words of planning work shared by the order's plan, the maintenance plan and the job plan:
// common crafts, material lines and checklist steps.
import { defineMessages } from '../../i18n/defineMessages';

/** Common crafts offered while typing (any other craft may be typed). */
export const CRAFT_NAMES = defineMessages({
  mechanical: { id: 'work.forms.craft.mechanical', defaultMessage: 'Mechanical' },
  electrical: { id: 'work.forms.craft.electrical', defaultMessage: 'Electrical' },
  instrumentation: { id: 'work.forms.craft.instrumentation', defaultMessage: 'Instrumentation' },
  civil: { id: 'work.forms.craft.civil', defaultMessage: 'Civil' },
  lubrication: { id: 'work.forms.craft.lubrication', defaultMessage: 'Lubrication' },
  welding: { id: 'work.forms.craft.welding', defaultMessage: 'Welding' },
  hvac: { id: 'work.forms.craft.hvac', defaultMessage: 'HVAC' },
  operations: { id: 'work.forms.craft.operations', defaultMessage: 'Operations' },
});

export default defineMessages({
  materials: { id: 'work.forms.materials', defaultMessage: 'Materials' },
  noMaterials: { id: 'work.forms.noMaterials', defaultMessage: 'No materials.' },
  materialText: { id: 'work.forms.materialText', defaultMessage: 'Material {n}' },
  materialQuantity: { id: 'work.forms.materialQuantity', defaultMessage: 'Quantity of material {n}' },
  materialFromCatalogue: {
    id: 'work.forms.materialFromCatalogue',
    defaultMessage: 'A catalogue part (counted in {unit}): reserve it on the order’s parts card.',
  },
  materialFreeText: {
    id: 'work.forms.materialFreeText',
    defaultMessage: 'Not in the parts catalogue: kept as free text, not reserved.',
  },
  materialPickHint: {
    id: 'work.forms.materialPickHint',
    defaultMessage: 'Type a part number, description or manufacturer’s number to pick from the catalogue.',
  },
  addMaterial: { id: 'work.forms.addMaterial', defaultMessage: 'Add a material' },
  removeMaterial: { id: 'work.forms.removeMaterial', defaultMessage: 'Remove material {n}' },
  sectionSteps: { id: 'plans.edit.sectionSteps', defaultMessage: 'Checklist' },
  stepsHint: { id: 'plans.edit.stepsHint', defaultMessage: 'The steps the technician ticks off, in order.' },
  noStepsYet: { id: 'plans.edit.noStepsYet', defaultMessage: 'No steps yet.' },
  stepText: { id: 'plans.edit.stepText', defaultMessage: 'Step {n}' },
  stepHasReading: { id: 'plans.edit.stepHasReading', defaultMessage: 'Step {n} asks for a reading' },
  stepUnit: { id: 'plans.edit.stepUnit', defaultMessage: 'Unit' },
  stepMin: { id: 'plans.edit.stepMin', defaultMessage: 'Lowest allowed' },
  stepMax: { id: 'plans.edit.stepMax', defaultMessage: 'Highest allowed' },
  stepUp: { id: 'plans.edit.stepUp', defaultMessage: 'Move step {n} up' },
  stepDown: { id: 'plans.edit.stepDown', defaultMessage: 'Move step {n} down' },
  stepRemove: { id: 'plans.edit.stepRemove', defaultMessage: 'Remove step {n}' },
  up: { id: 'plans.edit.up', defaultMessage: 'Up' },
  down: { id: 'plans.edit.down', defaultMessage: 'Down' },
  remove: { id: 'plans.edit.remove', defaultMessage: 'Remove' },
  addStep: { id: 'plans.edit.addStep', defaultMessage: 'Add a step' },
});
