import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { PORTAL_PATH, sharedHead } from '../../../scripts/vitePluginPortal';
import { portalRoute } from './PortalApp';

describe('the portal’s paths', () => {
  it('a portal’s form, with the equipment a label named, and a status link', () => {
    expect(portalRoute('/portal/PortalKeyAlicePress1', '?e=pump1')).toEqual({
      page: 'form',
      key: 'PortalKeyAlicePress1',
      equipment: 'pump1',
    });
    expect(portalRoute('/portal/PortalKeyAlicePress1/', '')).toEqual({
      page: 'form',
      key: 'PortalKeyAlicePress1',
      equipment: null,
    });
    expect(portalRoute('/portal/status/StatusKeyOfVisitor01', '')).toEqual({
      page: 'status',
      key: 'StatusKeyOfVisitor01',
    });
    expect(portalRoute('/portal/', '')).toBeNull();
  });

  it('the servers answer portal paths with portal.html, never a file under /portal/', () => {
    expect(PORTAL_PATH.test('/portal/PortalKeyAlicePress1')).toBe(true);
    expect(PORTAL_PATH.test('/portal/status/StatusKeyOfVisitor01')).toBe(true);
    expect(PORTAL_PATH.test('/portal.html')).toBe(false);
    expect(PORTAL_PATH.test('/portal/x.js')).toBe(false);
    expect(PORTAL_PATH.test('/app/work')).toBe(false);
  });

  it('portal.html takes index.html’s placeholder styles and start-up script, and nothing else', () => {
    const head = sharedHead(readFileSync('index.html', 'utf8'));
    expect(head).toMatch(/^<style>[\s\S]*<\/style>\s*<!--torque-startup-->$/);
    expect(readFileSync('portal.html', 'utf8')).toContain('<!--page-head-->');
    expect(() => sharedHead('<html></html>')).toThrow(/no <!--page-head-->/);
  });
});
