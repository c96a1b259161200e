// The scan page with a camera that "sees" a given code (the camera module replaced; the label's
// reading and the plant lookup are the real ones): our label opens the equipment, a foreign or
// other code says what it holds and opens nothing, a refused camera says so, and the typed tag works.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EquipmentSummary } from '../../../services/firebase/assets';
import { equipmentUrl, partUrl } from '../../../lib/labels';
import { renderWithProviders } from '../../../testing/render';
import type * as Camera from './camera';
import ScanPage from './ScanPage';
import { readyPlant } from '../../../testing/plantState';

const seen = vi.hoisted(() => ({ text: '', error: null as Error | null }));
vi.mock('./camera', async (importOriginal) => ({
  ...(await importOriginal<typeof Camera>()),
  qrDetector: () => Promise.resolve({ detect: () => Promise.resolve([{ rawValue: seen.text }]) }),
  openCamera: () =>
    seen.error
      ? Promise.reject(seen.error)
      : Promise.resolve({ getTracks: () => [{ stop: () => undefined }] } as unknown as MediaStream),
  readUntilFound: (_video: HTMLVideoElement, _detector: unknown, found: (text: string) => void) => {
    queueMicrotask(() => found(seen.text));
    return () => undefined;
  },
}));

const key = { uid: 'user-1', company: 'user-1', site: 's1', plant: 'p1' };
const pump: EquipmentSummary = {
  id: 'eqA',
  tag: 'P-101',
  name: 'Feed pump',
  criticality: 7,
  parent: null,
  status: 'inService',
};

function PartStub() {
  const { partId } = useParams();
  return <p>Part page {partId}</p>;
}

function open() {
  return renderWithProviders(
    <Routes>
      <Route path="/app/assets/scan" element={<ScanPage />} />
      <Route path="/app/assets/equipment/:eqid" element={<p>Equipment page</p>} />
      <Route path="/app/inventory/parts/:partId" element={<PartStub />} />
    </Routes>,
    {
      route: '/app/assets/scan',
      signedIn: true,
      preloadedState: {
        plant: readyPlant(key, 'Mill', [pump]),
      },
    },
  );
}

beforeEach(() => {
  seen.text = '';
  seen.error = null;
});

const scan = async (text: string) => {
  seen.text = text;
  const user = userEvent.setup();
  open();
  await user.click(screen.getByRole('button', { name: 'Start the camera' }));
  return user;
};

describe('scanning a label', () => {
  it('opens the equipment of one of our labels', async () => {
    await scan(equipmentUrl('eqA', { site: 's1', plant: 'p1' }));
    expect(await screen.findByText('Equipment page')).toBeInTheDocument();
  });

  it('opens the part of one of our part labels, whichever plant is chosen', async () => {
    await scan(partUrl('part_7'));
    expect(await screen.findByText('Part page part_7')).toBeInTheDocument();
  });

  it('says what a foreign code holds and opens nothing, then scans again', async () => {
    await scan(equipmentUrl('eqA', null, 'https://other.example.org'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This label belongs to another Torque address (other.example.org). Nothing was opened.',
    );
    expect(screen.queryByText('Equipment page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Scan again' })).toBeInTheDocument();
  });

  it('says so for a code that is not a label', async () => {
    await scan('SN 4471-AB');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code holds “SN 4471-AB”, not an equipment label. Nothing was opened.',
    );
  });

  it('says so for a label of this plant whose equipment is not in it', async () => {
    await scan(equipmentUrl('gone', { site: 's1', plant: 'p1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This label’s equipment is not in Mill: it may have been deleted. Nothing was opened.',
    );
  });

  it('says the camera was refused, in words, and leaves the tag to type', async () => {
    seen.error = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    await scan('');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The browser was not allowed to use the camera. Allow it in the site’s settings, or type the tag below.',
    );
    expect(screen.getByLabelText('Equipment tag')).toBeEnabled();
  });
});

describe('typing the tag', () => {
  it('opens the equipment by its tag in any case, and says when no equipment has it', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Open the equipment' }));
    expect(screen.getByLabelText('Equipment tag')).toHaveAccessibleDescription(
      'Type the tag printed on the label. As printed on the label, for example P-101.',
    );
    await user.type(screen.getByLabelText('Equipment tag'), 'P-999');
    await user.click(screen.getByRole('button', { name: 'Open the equipment' }));
    expect(screen.getByLabelText('Equipment tag')).toHaveAccessibleDescription(
      'No equipment in Mill has the tag “P-999”. As printed on the label, for example P-101.',
    );
    expect(screen.getByLabelText('Equipment tag')).toHaveValue('P-999');
    await user.clear(screen.getByLabelText('Equipment tag'));
    await user.type(screen.getByLabelText('Equipment tag'), 'p-101');
    await user.click(screen.getByRole('button', { name: 'Open the equipment' }));
    expect(await screen.findByText('Equipment page')).toBeInTheDocument();
  });
});
