// Generation of due preventive orders without a server: on start, on opening the plans page,
// after a reading, on choosing a plant. A batch refused because its order exists already was made
// by another client at the same moment: not an error.
import type { Action } from '@reduxjs/toolkit';
import { call, put, select, spawn, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { type CurrentUser } from '../../../lib/currentUser';
import { today as todayOf } from '../../../lib/days';
import { type AppError, toAppError } from '../../../lib/errors';
import type { EquipmentSummary } from '../../../services/firebase/assets';
import type { PlantKey } from '../../../services/firebase/collections';
import type { QueuedWrite } from '../../../services/firebase/writes';
import {
  plantCleared,
  plantLoaded,
  plantLoadFailed,
  plantSelected,
  selectEquipmentById,
  selectPlantState,
  selectSavedPlant,
} from '../../plant/plantSlice';
import { type Generation, planGeneration } from '../../../domain/generation';
import { liveOpened } from '../../../store/liveKit';
import { plansListLive } from '../plansLive';
import { selectCompany } from '../../company/companySlice';
import type { RootState } from '../../../store/rootReducer';
import { type DuePlans, findDuePlans, meterKey, orderExists, queueGenerate } from '../plansService';
import {
  generationFinished,
  generationFailed,
  generationNotMade,
  generationRequested,
  plansWriteFailed,
  type GenerationState,
  selectGeneration,
} from '../plansSlice';

/** A page starts showing a plant's plans (the live-data kit's `plans`). */
const isPlansOpened = (action: Action) => liveOpened.match(action) && action.payload.kit === plansListLive.name;

// --- Generation ------------------------------------------------------------------------------

/** The plant's equipment summary once the plant document has loaded (null without a plant). */
function* loadedEquipment() {
  while (true) {
    const plant = (yield select(selectPlantState)) as ReturnType<typeof selectPlantState>;
    if (plant.status === 'ready') return (yield select(selectEquipmentById)) as ReadonlyMap<string, EquipmentSummary>;
    if (plant.status === 'none' || plant.status === 'failed') return null;
    yield take([plantLoaded.type, plantCleared.type, plantSelected.type, plantLoadFailed.type]);
  }
}

/** Settles to 'accepted', 'elsewhere' (the order exists: another client made it) or the refusal. */
async function outcome(
  key: PlantKey,
  orderId: string,
  queued: QueuedWrite,
): Promise<'accepted' | 'elsewhere' | AppError> {
  try {
    await queued.acknowledged;
    return 'accepted';
  } catch (error) {
    return (await orderExists(key, orderId)) ? 'elsewhere' : toAppError(error);
  }
}

/**
 * One run: reads what may be due and queues one batch per due plan; it is done once they are
 * queued (offline too: they sync later). `generated` counts the orders queued here; one another
 * device made first is refused quietly ("made elsewhere").
 */
function* generate(user: CurrentUser) {
  const key = (yield select(selectSavedPlant)) as PlantKey | null;
  // A closed company generates nothing: nobody may write to it any more.
  const closed = Boolean((yield select((s: RootState) => selectCompany(s).company?.closedAt)) as string | null);
  const equipment = key && !closed ? yield* loadedEquipment() : null;
  if (!key || !equipment) {
    yield put(generationFinished({ generated: 0, read: 0, finishedAt: new Date().toISOString(), plant: null }));
    return;
  }
  const by = { uid: user.uid, name: user.title };
  const today = todayOf();
  let due: DuePlans;
  try {
    due = (yield call(findDuePlans, key, today)) as DuePlans;
  } catch (error) {
    yield put(generationFailed(toAppError(error)));
    return;
  }
  const batches: { generation: Generation; queued: QueuedWrite }[] = [];
  for (const plan of due.plans) {
    const reading = plan.meter
      ? (due.lastReadings[meterKey(plan.meter.equipmentId, plan.meter.meterId)] ?? null)
      : null;
    const generation = planGeneration(plan, today, reading, equipment.get(plan.equipmentIds[0]), by);
    if (!generation) continue;
    try {
      const queued = (yield call(queueGenerate, key, generation, by)) as QueuedWrite;
      batches.push({ generation, queued });
    } catch (error) {
      yield put(plansWriteFailed(toAppError(error)));
    }
  }
  type Outcome = Awaited<ReturnType<typeof outcome>>;
  // Done once queued: the orders show at once (offline-first), and waiting for the server's
  // answers would hold "done" for a second or so per order on a large plant. A refusal other than
  // "made elsewhere" is reported whenever it comes, even after this run.
  for (const { generation, queued } of batches)
    yield spawn(function* report() {
      const result: Outcome = yield call(outcome, key, generation.orderId, queued);
      if (result !== 'accepted') yield put(generationNotMade());
      if (typeof result === 'object') yield put(plansWriteFailed(result));
    });
  yield put(
    generationFinished({
      generated: batches.length,
      read: due.read,
      finishedAt: new Date().toISOString(),
      plant: plantOf(key),
    }),
  );
}

/** Opening the plans page asks again only when this plant's last run is not under way or recent. */
const RECENT_RUN_MS = 60_000;

const plantOf = (key: PlantKey | null) => (key ? `${key.uid}/${key.site}/${key.plant}` : null);

export function* generation(user: CurrentUser) {
  // On start (MainApp) and on choosing a plant, when a plant is saved; pages and readings ask too.
  yield takeLatest(generationRequested.type, generate, user);
  yield takeEvery(plantSelected.type, function* () {
    yield put(generationRequested());
  });
  // The app's start and the plans page usually open together: one run, not one restarted.
  yield takeEvery(isPlansOpened, function* () {
    const run = (yield select(selectGeneration)) as GenerationState;
    const plant = plantOf((yield select(selectSavedPlant)) as PlantKey | null);
    const recent =
      run.status === 'running' ||
      (run.status === 'done' &&
        run.plant === plant &&
        run.finishedAt !== null &&
        Date.now() - Date.parse(run.finishedAt) < RECENT_RUN_MS);
    if (!recent) yield put(generationRequested());
  });
  if ((yield select(selectSavedPlant)) as PlantKey | null) yield put(generationRequested());
}
