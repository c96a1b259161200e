// The sanitiser with hostile input ("Bad input"). Every output is parsed by jsdom and
// checked as a browser would see it: no element that runs or embeds anything, no event handler,
// no style, and every address http(s), mailto, relative or the resolver's.
import { describe, expect, it } from 'vitest';
import { leastCpuTime } from '../testing/cpuTime';
import { MARKDOWN_BODY_LIMIT, isSafeLink, renderMarkdown } from './markdown';

const STORAGE = 'https://firebasestorage.googleapis.com/v0/b/demo/o/procedures%2Fp1%2F';
const resolveImage = (name: string) => (name === 'pump-loto.png' ? `${STORAGE}pump-loto.png?alt=media` : null);

const FORBIDDEN_ELEMENTS =
  'script, iframe, object, embed, form, input, button, textarea, select, style, link, meta, base, svg, math, frame, frameset, video, audio, source';

/** Parses the HTML and asserts everything a hostile body must never produce; returns the fragment. */
function safe(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  expect(root.querySelectorAll(FORBIDDEN_ELEMENTS)).toHaveLength(0);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on/i);
      expect(attribute.name, `${element.tagName} has a style`).not.toBe('style');
      expect(attribute.name, `${element.tagName} has an id`).not.toBe('id');
      expect(attribute.name, `${element.tagName} has a name`).not.toBe('name');
      expect(['width', 'height', 'srcset', 'formaction', 'action', 'background', 'xlink:href']).not.toContain(
        attribute.name,
      );
    }
  }
  for (const element of root.querySelectorAll('[href]')) {
    const href = element.getAttribute('href')!;
    expect(isSafeLink(href), `href ${href}`).toBe(true);
    // As the browser resolves it: only the page's own origin, http(s) or mailto.
    const url = new URL(href, 'https://torque.example/app/procedures/p1');
    expect(['http:', 'https:', 'mailto:'], `resolved ${url.href}`).toContain(url.protocol);
  }
  for (const element of root.querySelectorAll('[src]')) {
    expect(element.getAttribute('src')!.startsWith(STORAGE), `src ${element.getAttribute('src')}`).toBe(true);
  }
  return root;
}

const render = (source: string) => safe(renderMarkdown(source, { resolveImage }));

describe('renderMarkdown: raw HTML is text', () => {
  it.each([
    '<script>alert(1)</script>',
    '<iframe src="https://evil.example"></iframe>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)><circle/></svg>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<form action="https://evil.example"><input name=a><button>Go</button></form>',
    '<style>body{display:none}</style>',
    '<link rel=stylesheet href="https://evil.example/x.css">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<base href="https://evil.example/">',
    '<a href="javascript:alert(1)">x</a>',
    '<div style="position:fixed;inset:0">cover</div>',
    '<p onclick="alert(1)">text</p>',
    '<!-- comment --><![CDATA[x]]><?php echo 1 ?>',
    '<details open ontoggle=alert(1)>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ])('%s', (source) => {
    const root = render(source);
    expect(root.querySelectorAll('a, img, div, details')).toHaveLength(0);
    // The text survives, readable, as typed.
    expect(root.textContent).toContain(source.slice(0, 8));
  });

  it('keeps raw HTML inside a paragraph and a block as text', () => {
    const root = render('Before <b onmouseover="x()">bold</b> after\n\n<div>\n<script>x()</script>\n</div>');
    expect(root.querySelector('b')).toBeNull();
    expect(root.textContent).toContain('<b onmouseover="x()">bold</b>');
    expect(root.textContent).toContain('<script>x()</script>');
  });

  it('gives headings no ids that could clobber globals', () => {
    const root = render('# location\n\n## document\n\n### alert');
    expect(root.querySelectorAll('h1, h2, h3')).toHaveLength(3);
    expect(root.querySelector('[id], [name]')).toBeNull();
  });
});

describe('renderMarkdown: links', () => {
  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](  javascript:alert(1))',
    '[x](<java\tscript:alert(1)>)',
    '[x](<java\nscript:alert(1)>)',
    '[x](&#106;avascript:alert(1))',
    '[x](&#x6A;avascript&#x3A;alert(1))',
    '[x](&#0000106;&#0000097;vascript:alert(1))',
    '[x](javascript&colon;alert(1))',
    '[x](%6Aavascript:alert(1))',
    '[x](%256Aavascript:alert(1))',
    '[x](jav&#x09;ascript:alert(1))',
    '[x](\\javascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](VBScript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](data:image/png;base64,iVBORw0KGgo=)',
    '[x](file:///etc/passwd)',
    '[x](\u0000javascript:alert(1))',
    '[x](java\u200bscript:alert(1))',
    '<javascript:alert(1)>',
    '<JAVASCRIPT:alert(1)>',
    '<vbscript:msgbox(1)>',
    '<data:text/html,<script>alert(1)</script>>',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
    '[ref]\n\n[ref]: JaVaScRiPt:alert(1) "title"',
    '[x](javascript:alert(1) "title")',
  ])('refuses %j', (source) => {
    const root = render(source);
    for (const a of root.querySelectorAll('a')) expect(a.getAttribute('href')).not.toMatch(/script|data:|file:/i);
    expect(root.innerHTML).not.toMatch(/href="[^"]*(javascript|vbscript|data:|file:)/i);
  });

  it('keeps http(s), mailto and relative links; external ones open apart without the referrer', () => {
    const root = render(
      '[site](https://example.com/a?b=1) [plain](http://example.com) [mail](mailto:crew@example.com) ' +
        '[rel](../procedures/p2) [anchor](#step-3) <https://example.com/auto>',
    );
    const links = [...root.querySelectorAll('a')].map((a) => [
      a.getAttribute('href'),
      a.getAttribute('rel'),
      a.getAttribute('target'),
    ]);
    expect(links).toEqual([
      ['https://example.com/a?b=1', 'noopener noreferrer nofollow', '_blank'],
      ['http://example.com', 'noopener noreferrer nofollow', '_blank'],
      ['mailto:crew@example.com', null, null],
      ['../procedures/p2', null, null],
      ['#step-3', null, null],
      ['https://example.com/auto', 'noopener noreferrer nofollow', '_blank'],
    ]);
  });

  it('treats a protocol-relative link as external', () => {
    const a = render('[x](//example.com/x)').querySelector('a')!;
    expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(a.getAttribute('target')).toBe('_blank');
  });

  it('escapes a title that tries to close its attribute', () => {
    const a = render('[x](https://example.com "a\\" onmouseover=\\"alert(1)")').querySelector('a')!;
    expect(a.getAttribute('title')).toBe('a" onmouseover="alert(1)');
    expect(a.getAttributeNames().sort()).toEqual(['href', 'rel', 'target', 'title']);
  });

  it('does not make links of bare addresses (no linkify)', () => {
    expect(render('see https://example.com and www.example.com').querySelector('a')).toBeNull();
  });
});

describe('renderMarkdown: images', () => {
  it('draws an image of the procedure from the resolver, lazily, with the class and no size', () => {
    const img = render('![LOTO points](pump-loto.png "Lock-out points")').querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`${STORAGE}pump-loto.png?alt=media`);
    expect(img.getAttribute('alt')).toBe('LOTO points');
    expect(img.getAttribute('title')).toBe('Lock-out points');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.className).toBe('markdown-image');
    expect(img.getAttributeNames().sort()).toEqual(['alt', 'class', 'loading', 'src', 'title']);
  });

  it('passes the resolver the plain name', () => {
    const names: string[] = [];
    renderMarkdown('![a](./pump-loto.png) ![b](valve%20map.png) ![c](<valve map.png>)', {
      resolveImage: (name) => {
        names.push(name);
        return null;
      },
    });
    expect(names).toEqual(['pump-loto.png', 'valve map.png', 'valve map.png']);
  });

  it.each([
    '![alt text](https://evil.example/track.png)',
    '![alt text](http://evil.example/track.png)',
    '![alt text](//evil.example/track.png)',
    '![alt text](/static/logo.png)',
    '![alt text](../../other/pump-loto.png)',
    '![alt text](data:image/png;base64,iVBORw0KGgo=)',
    '![alt text](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '![alt text](javascript:alert(1))',
    '![alt text](missing.png)',
    '![alt text][img]\n\n[img]: https://evil.example/huge.png',
  ])('draws no image for %j, only its text', (source) => {
    const root = render(source);
    expect(root.querySelector('img')).toBeNull();
    // An address refused by validateLink leaves the whole image as text; any other shows the alt.
    expect(root.textContent).toContain('alt text');
  });

  it('shows the alt text in its place when the resolver has no such file or the address is elsewhere', () => {
    const root = render('![Valve map](https://evil.example/track.png) and ![Isolation points](missing.png)');
    expect([...root.querySelectorAll('.markdown-image-missing')].map((span) => span.textContent)).toEqual([
      'Valve map',
      'Isolation points',
    ]);
  });

  it('escapes a hostile alt text', () => {
    const root = render('![<img src=x onerror=alert(1)>](missing.png) ![" onerror="alert(1)](pump-loto.png)');
    expect(root.querySelectorAll('img')).toHaveLength(1);
    expect(root.querySelector('img')!.getAttribute('alt')).toBe('" onerror="alert(1)');
  });

  it('ignores a resolver that answers a scheme it must not', () => {
    const root = safe(renderMarkdown('![x](a.png)', { resolveImage: () => 'javascript:alert(1)' }));
    expect(root.querySelector('img')).toBeNull();
  });

  it('never takes a size from the source (huge images)', () => {
    const root = render('![big](pump-loto.png =99999x99999) ![big](pump-loto.png){width=99999}');
    for (const img of root.querySelectorAll('img')) {
      expect(img.hasAttribute('width')).toBe(false);
      expect(img.hasAttribute('height')).toBe(false);
    }
  });
});

describe('renderMarkdown: tables, code and styles', () => {
  it('aligns table cells with classes, never a style', () => {
    const root = render('| Step | Torque | Note |\n| :--- | ---: | :---: |\n| 1 | 40 Nm | ok |');
    expect(root.querySelector('.markdown-table > table.table')).not.toBeNull();
    expect([...root.querySelectorAll('th')].map((th) => th.className)).toEqual([
      'text-start',
      'text-end',
      'text-center',
    ]);
    expect([...root.querySelectorAll('td')].map((td) => td.className)).toEqual([
      'text-start',
      'text-end',
      'text-center',
    ]);
    expect(root.querySelector('[style]')).toBeNull();
  });

  it.each([
    '{style="color:red"}',
    '<span style="color:red">x</span>',
    '# Title {style=x}',
    '```js" style="x" onclick="alert(1)\ncode\n```',
  ])('writes no style for %j', (source) => {
    expect(render(source).querySelector('[style]')).toBeNull();
  });

  it('escapes code and the fence language', () => {
    const root = render('```html"><script>alert(1)</script>\n<script>alert(2)</script>\n```\n\n`<b>x</b>`');
    expect(root.querySelector('pre code')!.textContent).toBe('<script>alert(2)</script>\n');
    expect(root.querySelectorAll('code')[1].textContent).toBe('<b>x</b>');
  });

  it('renders the usual Markdown of a procedure', () => {
    const root = render(
      '# Pump P-101: lock-out\n\n1. Isolate **power**\n2. Lock *and* tag\n\n- [ ] test\n\n> Danger: stored energy\n\n---\n\nDone.',
    );
    expect(root.querySelector('h1')!.textContent).toBe('Pump P-101: lock-out');
    expect(root.querySelectorAll('ol > li')).toHaveLength(2);
    expect(root.querySelector('strong')!.textContent).toBe('power');
    expect(root.querySelector('blockquote')!.textContent).toContain('stored energy');
    expect(root.querySelector('hr')).not.toBeNull();
  });
});

describe('renderMarkdown: hostile bodies of the full size stay fast', () => {
  const fill = (unit: string, size = MARKDOWN_BODY_LIMIT) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

  // Each body of the full size (MARKDOWN_BODY_LIMIT), and of a tenth of it.
  it.each<[string, (size: number) => string]>([
    ['nested quotes', (size) => '>'.repeat(size / 10) + ' x\n'],
    ['nested quotes with spaces', (size) => fill('> ', size)],
    ['emphasis runs', (size) => fill('**a_', size)],
    ['open brackets', (size) => fill('[', size)],
    ['brackets and parens', (size) => fill('[](', size)],
    ['nested links', (size) => fill('[a](', size)],
    ['image openers', (size) => fill('![', size)],
    ['backticks', (size) => fill('`a``', size)],
    ['list nesting', (size) => fill(' - ', size)],
    ['entities', (size) => fill('&#106;', size)],
    ['pipes', (size) => fill('|a', size) + '\n' + fill('|-', size)],
    ['autolinks', (size) => fill('<a:', size)],
    ['reference definitions', (size) => fill('[a]: <', size)],
    ['underscores', (size) => fill('_a*', size)],
  ])(
    '%s',
    async (_name, body) => {
      // A guard against catastrophic blow-up that a slow or busy machine cannot trip: the full
      // body takes about ten times the CPU time of a tenth of it (measured: from 1.5 to 13 times;
      // a rendering that grew with the square of the body would take a hundred times, a
      // backtracking one far more). The least of a few runs of each; 50 ms more for the noise on
      // renderings of well under a millisecond.
      const render = (source: string) => () => renderMarkdown(source, { resolveImage });
      const tenth = await leastCpuTime(render(body(MARKDOWN_BODY_LIMIT / 10)), 3);
      const full = await leastCpuTime(render(body(MARKDOWN_BODY_LIMIT)), 2);
      expect(full.ms).toBeLessThan(40 * tenth.ms + 50);
      // The output is safe. Parsed at a tenth of the size: jsdom takes far longer to parse the full
      // one (50,000 table cells) than the renderer to make it, and the shape is the same.
      safe(tenth.value);
    },
    60_000,
  );
});

describe('isSafeLink', () => {
  it.each([
    'https://a.example',
    'http://a',
    'mailto:a@b.c',
    'MAILTO:a@b.c',
    'p2',
    './p2',
    '../p',
    '/app/x',
    '#a',
    '?q=1',
    'a/b:c',
  ])('allows %s', (url) => expect(isSafeLink(url)).toBe(true));
  it.each([
    'javascript:x',
    ' JAVASCRIPT:x',
    'java%09script:x',
    '%6Aavascript:x',
    'vbscript:x',
    'data:x',
    'file:x',
    'blob:x',
    'ftp://x',
    ':x',
    'tel:1',
  ])('refuses %s', (url) => expect(isSafeLink(url)).toBe(false));
});
