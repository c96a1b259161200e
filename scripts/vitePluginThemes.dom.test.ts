import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { THEME_NAMES } from '../src/boot/startup.js';
import { inlineStartupScript, sheetIds, startupUrlsElement, themeNamesIn } from './vitePluginThemes';

const root = path.resolve(__dirname, '..');

describe('themes plugin', () => {
  it('finds one SCSS file for each of the 20 themes', () => {
    expect(themeNamesIn(path.join(root, 'themes'))).toEqual([...THEME_NAMES].sort());
  });

  it('builds a left-to-right and a right-to-left sheet of each theme', () => {
    expect(sheetIds(['light.bluenavy'])).toEqual(['light.bluenavy', 'light.bluenavy.rtl']);
  });

  it('inlines a start-up script that runs as a classic script and applies the saved theme', () => {
    localStorage.setItem('__theme_selected_color', 'dark.orangecarrot');
    const urls = { 'dark.orangecarrot': '/static/css/theme.dark.orangecarrot.abc.css' };
    document.head.insertAdjacentHTML('beforeend', startupUrlsElement(urls));
    const script = inlineStartupScript(root);
    expect(script).not.toMatch(/\bexport\b|\bimport\b/);
    runInNewContext(script, { window, setTimeout, clearTimeout });
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark.orangecarrot');
    expect(document.head.querySelector('link[data-theme-link]')!.getAttribute('href')).toBe(urls['dark.orangecarrot']);
    expect(window.__torque?.settings.theme).toBe('dark.orangecarrot');
  });

  it('keeps the URLs out of the script, so its text is the same whatever the build emits', () => {
    expect(inlineStartupScript(root)).not.toContain('/static/');
    const data = startupUrlsElement({ x: '/a</script>.css' }, '{"en":"/en.js"}');
    expect(data).toMatch(/^<script type="application\/json" id="torque-startup-urls">/);
    expect(data.slice(data.indexOf('>') + 1, -'</script>'.length)).not.toContain('</');
    const json = JSON.parse(data.slice(data.indexOf('>') + 1, -'</script>'.length)) as unknown;
    expect(json).toEqual({ themes: { x: '/a</script>.css' }, messages: { en: '/en.js' } });
  });
});
