// Photos on a work request: the attachments card on the request's own Storage folder (the path
// storage.rules opens), with the equipment's files kept apart; a request still waiting to sync
// takes no files yet (the rules check it exists on the server).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '../../../components/attachments/attachmentsService';
import { finish, resetStorage, storage } from '../../../components/attachments/fakeAttachmentsService';
import { renderWithProviders } from '../../../testing/render';
import { KEY, NUMBER, order } from '../../../testing/harness/workForms';
import { WorkPhotos } from './WorkPhotos';

vi.mock(
  '../../../components/attachments/attachmentsService',
  async () => (await import('../../../components/attachments/fakeAttachmentsService')).fakeAttachmentsService,
);

const FOLDER = `users/user-1/companies/user-1/sites/north/plants/pm1/workRequests/${NUMBER}/attachments`;
const file = (path: string, originalName: string): Attachment => ({
  path,
  name: path.slice(path.lastIndexOf('/') + 1),
  size: 2048,
  contentType: 'image/jpeg',
  uploadedBy: 'user-2',
  originalName,
  timeCreated: '2026-11-23T09:00:00.000Z',
});

beforeEach(() =>
  resetStorage([
    file(`${FOLDER}/m0-seal.jpg`, 'seal.jpg'),
    file(
      'users/user-1/companies/user-1/sites/north/plants/pm1/equipment/pump1/attachments/m0-manual.pdf',
      'manual.pdf',
    ),
  ]),
);

describe('work request photos', () => {
  it('lists the request’s files only and uploads a photo into its folder', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WorkPhotos plant={KEY} order={{ ...order(), pending: false }} />, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Photos and files' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Download seal.jpg' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download manual.pdf' })).toBeNull();

    await user.upload(screen.getByLabelText('Add files'), new File(['jpeg'], 'Leak photo.jpg', { type: 'image/jpeg' }));
    expect(storage.uploads).toHaveLength(1);
    const [upload] = storage.uploads;
    expect(upload.input.path).toMatch(new RegExp(`^${FOLDER}/[0-9a-z]+-Leak_photo\\.jpg$`));
    act(() => finish(upload));
    expect(await screen.findByRole('link', { name: 'Download Leak photo.jpg' })).toBeVisible();
  });

  it('takes no files while the request is still waiting to reach the server', async () => {
    renderWithProviders(<WorkPhotos plant={KEY} order={{ ...order({ version: 1 }), pending: true }} />, {
      signedIn: true,
    });
    expect(await screen.findByLabelText('Add files')).toBeDisabled();
    expect(screen.getByText('Photos can be added once this request has reached the server.')).toBeVisible();
  });
});
