import type { parseDocument } from 'htmlparser2';

// The DOM types of htmlparser2's tree, named once (its own type package is not a dependency of the API).

export type MarkupDocument = ReturnType<typeof parseDocument>;
export type MarkupNode = MarkupDocument['children'][number];
export type MarkupElement = Extract<MarkupNode, { attribs: Record<string, string> }>;

export const isElement = (node: MarkupNode): node is MarkupElement => 'attribs' in node;

/** Element children of a node. */
export const childElements = (node: MarkupElement | MarkupDocument): MarkupElement[] => node.children.filter(isElement);

/** A tag name without its namespace prefix, lower case: `atom:link` and `link` alike. */
export const localName = (element: MarkupElement) => element.name.toLowerCase().replace(/^[^:]*:/, '');

/** Every element below a node, depth first, in document order, without recursion (deep markup is no stack risk). */
export function descendants(root: MarkupElement | MarkupDocument): MarkupElement[] {
  const found: MarkupElement[] = [];
  const stack: MarkupElement[] = childElements(root).reverse();
  while (stack.length > 0) {
    const element = stack.pop() as MarkupElement;
    found.push(element);
    const children = childElements(element);
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as MarkupElement);
  }
  return found;
}

/** Tags that never nest: void elements, and ones HTML closes by themselves when the next one opens. */
const NON_NESTING =
  /^(?:area|base|br|col|dd|dt|embed|hr|img|input|li|link|meta|option|p|param|source|td|th|tr|track|wbr)(?![\w:-])/;

/** Nesting deeper than this is no venue's page or feed (real ones stay under a hundred levels). */
export const MAX_NESTING = 20_000;

/**
 * An upper estimate of how deep a markup text nests, in one linear pass: opened tags less closed and self-closed
 * ones. htmlparser2 keeps its open-tag stack with `unshift`, so 2 MB of `<div>` (or of `<<<<>>>>`, which XML mode
 * reads as tags) would take minutes: such text is refused before it is parsed.
 */
export function nestingEstimate(text: string): number {
  let depth = 0;
  for (let index = text.indexOf('<'); index !== -1; index = text.indexOf('<', index + 1)) {
    const next = text.charCodeAt(index + 1);
    // '/' closes; '!' and '?' open comments, doctypes and declarations; whitespace is text; '<<' is one tag start.
    if (next === 47 || next === 33 || next === 63 || next === 60 || next <= 32 || Number.isNaN(next)) {
      if (next === 47) depth--;
      continue;
    }
    if (!NON_NESTING.test(text.slice(index + 1, index + 9).toLowerCase())) depth++;
  }
  for (let index = text.indexOf('/>'); index !== -1; index = text.indexOf('/>', index + 2)) depth--;
  return depth;
}
