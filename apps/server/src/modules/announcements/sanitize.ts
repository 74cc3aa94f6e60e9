import sanitizeHtml from 'sanitize-html';

/** A CSS value without functions, escapes, comments or anything that could carry a URL or script. */
const PLAIN = /^[-#%.,\w\s"']{1,64}$/;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z]{3,20})$/i;
const LENGTH = /^\d{1,4}(\.\d{1,3})?(px|em|rem|%|pt)?$/;

/** The raster images an editor pastes inline; SVG is refused (it can carry script). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'font',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    '*': ['style', 'title', 'align'],
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color', 'size'],
    ol: ['start', 'type'],
    col: ['span', 'width'],
    colgroup: ['span', 'width'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'width', 'scope'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
  },
  allowedStyles: {
    '*': {
      color: [COLOR],
      'background-color': [COLOR],
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^[a-z\s-]{1,40}$/],
      'font-size': [LENGTH, /^(x{0,2}-?small|medium|x{0,2}-?large)$/],
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic|oblique)$/],
      'font-family': [PLAIN],
      'line-height': [LENGTH, /^normal$/],
      'padding-left': [LENGTH],
      'margin-left': [LENGTH],
      'text-indent': [LENGTH],
      width: [LENGTH, /^auto$/],
      height: [LENGTH, /^auto$/],
      'max-width': [LENGTH],
      'vertical-align': [/^(top|middle|bottom|baseline)$/],
      border: [/^\d{1,2}px (solid|dashed|dotted) (#[0-9a-f]{3,8}|[a-z]{3,20})$/i],
      'border-collapse': [/^(collapse|separate)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the portal without handing it `window.opener` or a referrer.
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs, rel: 'noopener noreferrer' };
      if (attribs.target !== undefined) out.target = '_blank';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? '';
      const { src: _src, ...rest } = attribs;
      return {
        tagName,
        attribs: src.toLowerCase().startsWith('data:') && !DATA_IMAGE.test(src) ? rest : attribs,
      };
    },
  },
  // An image left without a source shows nothing: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * The rich text of an announcement, made safe to render as HTML: formatting, lists, links (http,
 * https, mailto; `rel="noopener noreferrer"`), images (http, https, inline raster `data:image`),
 * tables and a few plain CSS properties survive; scripts, event handlers, frames, forms,
 * `javascript:` URLs and CSS functions do not.
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Whether sanitised content has anything to show (text or an image). */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}
