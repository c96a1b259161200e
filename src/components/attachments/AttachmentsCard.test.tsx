// The attachments card through a real store and the uploads saga; Storage is a small in-memory
// fake the test drives (progress, pause, resume, success, refusals).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../lib/currentUser';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState } from '../../features/auth/authSlice';
import { allowanceStatus, type AllowanceStatus } from '../../lib/planLimits';
import { AttachmentsCard } from './AttachmentsCard';
import type { Attachment } from './attachmentsService';
import { fail, finish, progress, resetStorage, storage } from './fakeAttachmentsService';

vi.mock('./attachmentsService', async () => (await import('./fakeAttachmentsService')).fakeAttachmentsService);

const plant = { uid: 'user-1', company: 'user-1', site: 'site-1', plant: 'plant-1' };
const FOLDER = 'users/user-1/companies/user-1/sites/site-1/plants/plant-1/equipment/eq-1/attachments';

const stored = (name: string, uploadedBy: string, contentType = 'application/pdf'): Attachment => ({
  path: `${FOLDER}/m0-${name}`,
  name: `m0-${name}`,
  size: 2048,
  contentType,
  uploadedBy,
  originalName: name,
  timeCreated: '2026-04-02T09:00:00.000Z',
});

const asAdmin = () => renderWithProviders(<AttachmentsCard plant={plant} eqid="eq-1" />, { signedIn: true });
const asEditor = () =>
  renderWithProviders(<AttachmentsCard plant={plant} eqid="eq-1" />, {
    preloadedState: { auth: initialAuthState({ ...testUser, role: UserRole.Editor }) },
  });

function fileOf(name: string, size: number, type: string) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => resetStorage());

describe('uploading', () => {
  it('shows a resumable upload running, pausing, paused, resumed and done; then lists the file', async () => {
    const user = userEvent.setup();
    asAdmin();
    expect(await screen.findByText('No files are attached yet.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Add files'), fileOf('Pump manual.pdf', 400_000, 'application/pdf'));
    const bar = await screen.findByRole('progressbar', { name: 'Upload of Pump manual.pdf' });
    expect(bar).toHaveAttribute('value', '0');
    expect(storage.uploads).toHaveLength(1);
    const [upload] = storage.uploads;
    expect(upload.input).toMatchObject({
      contentType: 'application/pdf',
      uploadedBy: 'user-1',
      originalName: 'Pump manual.pdf',
    });
    expect(upload.input.path).toMatch(new RegExp(`^${FOLDER}/[0-9a-z]+-Pump_manual\\.pdf$`));

    act(() => progress(upload, 200_000));
    expect(bar).toHaveAttribute('value', '50');
    expect(screen.getByText(/^Uploading: .* \(50%\)$/)).toBeInTheDocument();

    // Pause with the keyboard.
    const pause = screen.getByRole('button', { name: 'Pause the upload of Pump manual.pdf' });
    pause.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/^Paused: .* \(50%\)$/)).toBeInTheDocument();
    expect(upload.paused).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Resume the upload of Pump manual.pdf' }));
    expect(await screen.findByText(/^Uploading: .* \(50%\)$/)).toBeInTheDocument();
    expect(upload.paused).toBe(false);

    act(() => finish(upload));
    expect(await screen.findByText(/^Uploaded: .* \(100%\)$/)).toBeInTheDocument();
    expect(bar).toHaveAttribute('value', '100');
    // The list is refreshed from storage and shows the new file.
    const link = await screen.findByRole('link', { name: 'Download Pump manual.pdf' });
    expect(link).toHaveAttribute('href', expect.stringContaining('Pump_manual.pdf'));
    expect(screen.getByText('1 file shown')).toBeInTheDocument();
  });

  it('cancels a resumable upload: "canceled", nothing stored', async () => {
    const user = userEvent.setup();
    asAdmin();
    await user.upload(screen.getByLabelText('Add files'), fileOf('drawing.dwg', 300_000, ''));
    await screen.findByRole('progressbar', { name: 'Upload of drawing.dwg' });
    expect(storage.uploads[0].input.contentType).toBe('image/vnd.dwg');
    await user.click(screen.getByRole('button', { name: 'Cancel the upload of drawing.dwg' }));
    expect(await screen.findByText(/^Cancelled, nothing was stored:/)).toBeInTheDocument();
    expect(storage.files).toEqual([]);
    expect(screen.queryByRole('button', { name: /Pause|Resume|Cancel the/ })).not.toBeInTheDocument();
  });

  it('a small file goes in one request: no pause or cancel; a refusal reads in words', async () => {
    const user = userEvent.setup();
    asAdmin();
    await user.upload(screen.getByLabelText('Add files'), fileOf('notes.txt', 1_000, 'text/plain'));
    await screen.findByRole('progressbar', { name: 'Upload of notes.txt' });
    expect(screen.queryByRole('button', { name: /Pause/ })).not.toBeInTheDocument();
    act(() => fail(storage.uploads[0], 'storage/unauthorized'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The upload failed. The file was refused');
    expect(alert).not.toHaveTextContent('Firebase');
    expect(screen.getByText(/^Failed:/)).toBeInTheDocument();
  });

  it('refuses an over-size file and a type not allowed in words, and uploads nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    asAdmin();
    await screen.findByText('No files are attached yet.');
    await user.upload(screen.getByLabelText('Add files'), [
      fileOf('huge.pdf', 21 * 1024 * 1024, 'application/pdf'),
      fileOf('page.html', 500, 'text/html'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('huge.pdf was not uploaded: it is 21 MB, over the limit of 20 MB.');
    expect(alert).toHaveTextContent('page.html was not uploaded: this type of file is not allowed.');
    expect(storage.uploads).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe("this month's upload allowance", () => {
  const MB = 1024 * 1024;
  const withAllowance = (allowance: AllowanceStatus) =>
    renderWithProviders(<AttachmentsCard plant={plant} eqid="eq-1" allowance={allowance} />, { signedIn: true });

  it('says what is used and left; files chosen together share what is left; the rest are refused in words', async () => {
    const user = userEvent.setup();
    withAllowance(allowanceStatus(240 * MB, false));
    expect(
      await screen.findByText("This month's uploads: 240 MB of the company's 250 MB (10 MB left)."),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('Add files');
    expect(input).toHaveAccessibleDescription(/10 MB left/);
    await user.upload(input, [
      fileOf('photo1.jpg', 6 * MB, 'image/jpeg'),
      fileOf('photo2.jpg', 6 * MB, 'image/jpeg'),
      fileOf('photo3.jpg', 3 * MB, 'image/jpeg'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "photo2.jpg was not uploaded: it is 6 MB, and this month's upload allowance has 4 MB left.",
    );
    expect(alert).not.toHaveTextContent('photo1.jpg');
    expect(alert).not.toHaveTextContent('photo3.jpg');
    await waitFor(() => expect(storage.reserved).toHaveLength(2));
    expect(storage.reserved.map((path) => path.replace(/^.*\/[0-9a-z]+-/, ''))).toEqual(['photo1.jpg', 'photo3.jpg']);
  });

  it('used up: the picker is off and says from when files can be added again', async () => {
    withAllowance(allowanceStatus(250 * MB, false));
    const input = await screen.findByLabelText('Add files');
    expect(input).toBeDisabled();
    const next = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
    const day = next.toLocaleDateString('en', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(
        `This month's upload allowance is used up (250 MB of 250 MB): files can be added again from ${day}`,
      ),
    );
  });

  it('a reservation the server refuses (a colleague used the rest) reads in words, and nothing is sent', async () => {
    const user = userEvent.setup();
    withAllowance(allowanceStatus(0, true));
    expect(
      await screen.findByText("This month's uploads: 0 bytes of the company's 25 GB (25 GB left)."),
    ).toBeInTheDocument();
    storage.allowanceLeft = 10;
    await user.upload(screen.getByLabelText('Add files'), fileOf('notes.txt', 1_000, 'text/plain'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The upload failed. This month's upload allowance has no room for this file");
    expect(storage.uploads).toHaveLength(0);
    expect(screen.getByText(/^Failed:/)).toBeInTheDocument();
  });
});

describe('the list', () => {
  it('offline, says the files need a connection instead of loading, and lists them when it returns', async () => {
    resetStorage([stored('manual.pdf', 'user-2')]);
    storage.hangLists = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      asAdmin();
      expect(await screen.findByText(/listed once there is a connection/)).toBeInTheDocument();
      expect(screen.queryByText('manual.pdf')).not.toBeInTheDocument();

      storage.hangLists = false;
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('manual.pdf')).toBeInTheDocument();
      expect(screen.queryByText(/listed once there is a connection/)).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('says who uploaded each file: you, a member by name, or a colleague no longer listed', async () => {
    resetStorage([stored('a.pdf', 'user-1'), stored('b.pdf', 'user-2'), stored('c.pdf', 'user-9')]);
    renderWithProviders(<AttachmentsCard plant={plant} eqid="eq-1" memberNames={{ 'user-2': 'Bob Editor' }} />, {
      signedIn: true,
    });
    const row = async (name: string) => (await screen.findByText(name)).closest('li');
    expect(await row('a.pdf')).toHaveTextContent('You, ');
    expect(await row('b.pdf')).toHaveTextContent('Bob Editor, ');
    expect(await row('c.pdf')).toHaveTextContent('A colleague, ');
  });

  it('an editor may delete their own file but not another member’s', async () => {
    resetStorage([stored('other.pdf', 'user-2'), stored('mine.pdf', 'user-1')]);
    asEditor();
    expect(await screen.findByText('mine.pdf')).toBeInTheDocument();
    expect(screen.getByText('other.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete mine.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete other.pdf' })).not.toBeInTheDocument();
    // Its download link comes once its address is fetched: waited for, not assumed.
    expect(await screen.findByRole('link', { name: 'Download other.pdf' })).toBeInTheDocument();
  });

  it('an admin deletes after confirming; keeping it deletes nothing; a refusal reads in words', async () => {
    const user = userEvent.setup();
    resetStorage([stored('other.pdf', 'user-2'), stored('photo.png', 'user-2', 'image/png')]);
    asAdmin();
    expect(await screen.findByRole('img', { name: 'Preview of photo.png' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete other.pdf' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storage.files).toHaveLength(2);

    storage.refuseDelete = 'storage/unauthorized';
    await user.click(screen.getByRole('button', { name: 'Delete other.pdf' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be deleted. The file was refused');

    storage.refuseDelete = null;
    await user.click(screen.getByRole('button', { name: 'Delete other.pdf' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('other.pdf will be deleted for everyone in the company.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the file' }));
    await waitFor(() => expect(screen.queryByText('other.pdf')).not.toBeInTheDocument());
    expect(storage.files.map((f) => f.originalName)).toEqual(['photo.png']);
  });

  it('pages: a page size from 1 to 1000, and "Load more"', async () => {
    const user = userEvent.setup();
    resetStorage(['a.pdf', 'b.pdf', 'c.pdf'].map((n) => stored(n, 'user-1')));
    asAdmin();
    expect(await screen.findByText('3 files shown')).toBeInTheDocument();

    const size = screen.getByLabelText('Files per page');
    for (const bad of ['0', '1001', 'two']) {
      await user.clear(size);
      await user.type(size, bad);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(size).toHaveAccessibleDescription('Enter a whole number from 1 to 1000.');
      expect(screen.getByText('3 files shown')).toBeInTheDocument();
    }

    await user.clear(size);
    await user.type(size, '2');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 files shown')).toBeInTheDocument();
    expect(screen.queryByText('c.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('3 files shown')).toBeInTheDocument();
    expect(screen.getByText('c.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
