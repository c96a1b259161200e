// Safe Markdown for procedure bodies: a colleague's text can never run script, load
// anything from another origin or style the page. markdown-it is the parser because it stays
// near-linear on hostile input (nested quotes, runs of `**a_` or `[`), where micromark, marked and
// react-markdown blow up. Its HTML is safe by construction, not by cleaning afterwards:
// - raw HTML is never parsed (`html: false`): `<script>`, `<iframe onload=…>` come out as text;
// - a link's address passes `validateLink` only as http(s), mailto or a relative address;
// - images are drawn only from the caller's resolver (the procedure's own files), else their
//   alt text: no request to another origin, which the Content-Security-Policy would refuse;
// - table alignment becomes Bootstrap's `text-start` / `text-center` / `text-end` classes, never
//   a `style` attribute (the CSP refuses inline styles); headings get no ids (no DOM clobbering).
// Loaded on demand only (MarkdownView imports it dynamically), never on the login route.
import markdownIt from 'markdown-it';
import type { Env, MarkdownIt, MarkdownItOptions, RendererRule, Token } from 'markdown-it';

/** The longest procedure body, in characters: the form and the rules refuse longer ones. */
export const MARKDOWN_BODY_LIMIT = 100_000;

export interface RenderOptions {
  /**
   * The address of an image named in the body (`pump-loto.png`), or null when there is no such
   * file. Only http(s) and blob addresses are used; anything else shows the image's alt text.
   */
  resolveImage?: (name: string) => string | null;
}

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);
// A scheme as a browser would read it: letters first, then letters, digits, `+`, `-`, `.`.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// ASCII control characters and spaces: the URL parser drops tabs and new lines inside a scheme
// (`java\tscript:`) and trims the rest, so they are removed before the scheme is read.
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060\ufeff]+/g;

function decodeRepeatedly(text: string): string {
  let current = text;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A lone `%`: decode what can be decoded.
      next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The scheme an address would have once decoded and stripped of what browsers ignore, or null
 * for a relative address. Decoding is deliberately generous: `%6Aavascript:` reads as
 * `javascript:` here although a browser would treat it as a relative path, so it is refused.
 */
export function schemeOf(url: string): string | null {
  const plain = decodeRepeatedly(url).replace(IGNORED_IN_SCHEME, '');
  const match = SCHEME.exec(plain);
  if (match) return match[1].toLowerCase();
  // A colon before any `/`, `?` or `#` that did not make a scheme above (`:x`, `1:x`): refuse.
  const colon = plain.indexOf(':');
  if (colon >= 0 && !/[/?#]/.test(plain.slice(0, colon))) return '';
  return null;
}

/** Whether a link address is allowed: http(s), mailto or relative. */
export function isSafeLink(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === null || ALLOWED_SCHEMES.has(scheme);
}

/** Whether an address leaves the app: an absolute http(s) address or a protocol-relative one. */
function isExternal(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === 'http' || scheme === 'https' || /^[\\/]{2}/.test(url.trim());
}

/** What the resolver may answer: an absolute http(s) or blob address. */
function isResolvedImageUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === 'http' || scheme === 'https' || scheme === 'blob';
}

/** An image's name as written (`./pump-loto.png` → `pump-loto.png`), or null if it is not a plain relative name. */
function imageName(src: string): string | null {
  if (schemeOf(src) !== null || /^[\\/]/.test(src.trim())) return null;
  const name = decodeRepeatedly(src).replace(/^\.\//, '');
  return name && !name.includes('..') ? name : null;
}

const ALIGN_CLASS: Partial<Record<string, string>> = {
  'text-align:left': 'text-start',
  'text-align:center': 'text-center',
  'text-align:right': 'text-end',
};

const attr = (token: Token, name: string): string => String(token.attrGet(name) ?? '');

function create(): MarkdownIt {
  const md = markdownIt({ html: false, linkify: false, typographer: false } satisfies MarkdownItOptions);
  md.validateLink = isSafeLink;
  const escape = md.utils.escapeHtml;
  const rules = md.renderer.rules;
  const renderToken: RendererRule = (tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options);

  rules.link_open = (tokens, idx, options, env, self) => {
    if (isExternal(attr(tokens[idx], 'href'))) {
      tokens[idx].attrSet('rel', 'noopener noreferrer nofollow');
      tokens[idx].attrSet('target', '_blank');
    }
    return renderToken(tokens, idx, options, env, self);
  };

  rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const alt = self.renderInlineAsText(token.children ?? [], options, env);
    const name = imageName(attr(token, 'src'));
    const resolve = env?.resolveImage;
    const url = name && typeof resolve === 'function' ? (resolve as Resolver)(name) : null;
    if (!url || !isResolvedImageUrl(url)) return `<span class="markdown-image-missing">${escape(alt)}</span>`;
    const title = attr(token, 'title');
    return (
      `<img src="${escape(url)}" alt="${escape(alt)}"` +
      (title ? ` title="${escape(title)}"` : '') +
      ' loading="lazy" class="markdown-image">'
    );
  };

  const aligned: RendererRule = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const style = token.attrGet('style');
    if (style !== null) {
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
      const cls = ALIGN_CLASS[String(style).replace(/\s+/g, '')];
      if (cls) token.attrJoin('class', cls);
    }
    return renderToken(tokens, idx, options, env, self);
  };
  rules.th_open = aligned;
  rules.td_open = aligned;
  // A wide table scrolls inside its own box, never the page.
  rules.table_open = () => '<div class="markdown-table"><table class="table table-sm">\n';
  rules.table_close = () => '</table></div>\n';
  return md;
}

type Resolver = NonNullable<RenderOptions['resolveImage']>;

interface RenderEnv extends Env {
  resolveImage?: Resolver;
}

let parser: MarkdownIt | null = null;

/** The body as safe HTML, ready for `innerHTML`. */
export function renderMarkdown(source: string, options: RenderOptions = {}): string {
  parser ??= create();
  const env: RenderEnv = { resolveImage: options.resolveImage };
  return parser.render(source, env);
}
