// The 24 annual service contract categories (docs/product.md §9). The spec names six (Fire & Safety, motor
// rewinding, instrument calibration, crane, generator and transformer service); the other 18 are
// what industrial sites commonly contract out (docs/service-contracts.md lists them with reasons).
// The codes are stored in Firestore and checked by firestore.rules: never rename one.
export const CONTRACT_CATEGORIES = [
  'fireSafety',
  'motorRewinding',
  'instrumentCalibration',
  'crane',
  'generator',
  'transformer',
  'hvac',
  'compressors',
  'elevators',
  'boilers',
  'ups',
  'switchgear',
  'thermography',
  'vibration',
  'lubrication',
  'waterTreatment',
  'liftingGear',
  'forklifts',
  'doors',
  'earthing',
  'weighbridge',
  'cathodic',
  'pestControl',
  'wasteDisposal',
] as const;

export type ContractCategory = (typeof CONTRACT_CATEGORIES)[number];
