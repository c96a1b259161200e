import { describe, expect, it } from 'vitest';
import { projectProblem } from './projectCheck';

const real = { apiKey: 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q', projectId: 'northfield-cmms' };

describe('whether a build may start', () => {
  it('starts a production build that names a real project', () => {
    expect(projectProblem({ dev: false, emulators: false, ...real })).toBeNull();
  });

  it('refuses a production build without an API key', () => {
    expect(projectProblem({ dev: false, emulators: false, projectId: real.projectId })).toEqual({
      variable: 'VITE_FIREBASE_API_KEY',
    });
    expect(projectProblem({ dev: false, emulators: false, apiKey: '', projectId: real.projectId })).toEqual({
      variable: 'VITE_FIREBASE_API_KEY',
    });
  });

  it('refuses a production build without a project id, or with a demo- one', () => {
    expect(projectProblem({ dev: false, emulators: false, apiKey: real.apiKey })).toEqual({
      variable: 'VITE_FIREBASE_PROJECT_ID',
      value: undefined,
    });
    expect(projectProblem({ dev: false, emulators: false, apiKey: real.apiKey, projectId: 'demo-torque' })).toEqual({
      variable: 'VITE_FIREBASE_PROJECT_ID',
      value: 'demo-torque',
    });
  });

  it('names the API key first when nothing is set', () => {
    expect(projectProblem({ dev: false, emulators: false })?.variable).toBe('VITE_FIREBASE_API_KEY');
  });

  it('lets a build pointed at the emulators start on the demo project', () => {
    expect(projectProblem({ dev: false, emulators: true })).toBeNull();
    expect(
      projectProblem({ dev: false, emulators: true, apiKey: 'demo-api-key', projectId: 'demo-torque' }),
    ).toBeNull();
  });

  it('lets the dev server start whatever is set (it runs against the emulators or a developer’s project)', () => {
    expect(projectProblem({ dev: true, emulators: false })).toBeNull();
  });

  it('does not take a project that merely contains "demo-" for a demo project', () => {
    expect(projectProblem({ dev: false, emulators: false, apiKey: real.apiKey, projectId: 'plant-demo-1' })).toBeNull();
  });
});
