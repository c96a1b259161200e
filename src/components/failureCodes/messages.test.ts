// Every built-in entry of the failure-code library has a name, so no code shows raw on screen.
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CAUSES,
  causeCode,
  EQUIPMENT_CLASSES,
  FAILURE_MECHANISMS,
  FAILURE_MODES,
  MECHANISM_GROUPS,
} from '../../domain/failureCodes';
import { FAILURE_CAUSES } from '../../domain/referenceLists';
import { CAUSE_NAMES, CLASS_NAMES, MECHANISM_GROUP_NAMES, MECHANISM_NAMES, MODE_NAMES } from './messages';

describe('the library’s names', () => {
  it('name every class, mode, mechanism, mechanism group and cause, and nothing else', () => {
    expect(Object.keys(CLASS_NAMES).sort()).toEqual([...EQUIPMENT_CLASSES].sort());
    expect(Object.keys(MODE_NAMES).sort()).toEqual([...FAILURE_MODES].sort());
    expect(Object.keys(MECHANISM_NAMES).sort()).toEqual([...FAILURE_MECHANISMS].sort());
    expect(Object.keys(MECHANISM_GROUP_NAMES).sort()).toEqual([...MECHANISM_GROUPS].sort());
    const causes = FAILURE_CAUSES.flatMap((cat) => CATEGORY_CAUSES[cat].map((id) => causeCode(cat, id)));
    expect(Object.keys(CAUSE_NAMES).sort()).toEqual(causes.sort());
  });
});
