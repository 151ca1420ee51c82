/**
 * A small strict XML reader for the hub's Atom documents (Workers have no DOMParser). It accepts
 * well-formed XML 1.0 without a DOCTYPE (so no entity expansion), resolves namespace prefixes,
 * and refuses everything else. It only ever reads signed documents (the signature is checked
 * first), and still caps its work: nesting, elements, attributes per element and namespace
 * declarations are bounded, and an element copies the namespace map only when it declares one,
 * so the work grows with the document's size, never with declarations × elements.
 */

export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedError";
  }
}

export interface XmlElement {
  ns: string;
  local: string;
  attrs: Map<string, string>;
  children: XmlElement[];
  text: string;
}

/** A YouTube notification has about 15 elements, 3 attributes on one and 2-3 declarations. */
export const XML_LIMITS = { depth: 16, elements: 200, attributesPerElement: 16, namespaceDeclarations: 16 } as const;

const NAME = /[A-Za-z_][A-Za-z0-9._-]*(?::[A-Za-z_][A-Za-z0-9._-]*)?/y;
const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(raw: string): string {
  if (raw.includes("<")) throw new FeedError("'<' in character data");
  return raw.replace(/&([^;&]*);|&/g, (whole, name: string | undefined) => {
    if (name === undefined) throw new FeedError("bare '&' in character data");
    if (name in PREDEFINED) return PREDEFINED[name] as string;
    const num = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(name);
    const code = num ? Number.parseInt(num[1] ?? (num[2] as string), num[1] ? 16 : 10) : NaN;
    if (!(code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0x10ffff))) {
      throw new FeedError(`unknown entity ${whole}`);
    }
    return String.fromCodePoint(code);
  });
}

export function parseXml(xml: string): XmlElement {
  let i = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  let elements = 0;
  let declarations = 0;
  const fail = (why: string): never => {
    throw new FeedError(`${why} at offset ${i}`);
  };
  const skipSpace = () => {
    while (i < xml.length && " \t\r\n".includes(xml[i] as string)) i++;
  };
  const readName = () => {
    NAME.lastIndex = i;
    const m = NAME.exec(xml);
    if (!m) fail("expected a name");
    i += (m as RegExpExecArray)[0].length;
    return (m as RegExpExecArray)[0];
  };
  const skipUntil = (end: string) => {
    const at = xml.indexOf(end, i);
    if (at < 0) fail(`unterminated markup, expected ${end}`);
    const body = xml.slice(i, at);
    i = at + end.length;
    return body;
  };
  /** Comments and processing instructions, allowed between elements. */
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (xml.startsWith("<!--", i)) {
        i += 4;
        skipUntil("-->");
      } else if (xml.startsWith("<?", i)) {
        i += 2;
        skipUntil("?>");
      } else if (xml.startsWith("<!DOCTYPE", i)) {
        fail("DOCTYPE is not accepted");
      } else return;
    }
  };

  const element = (scope: Map<string, string>, depth: number): XmlElement => {
    if (depth > XML_LIMITS.depth) fail("elements nested too deeply");
    if (++elements > XML_LIMITS.elements) fail(`more than ${XML_LIMITS.elements} elements`);
    if (xml[i] !== "<") fail("expected an element");
    i++;
    const qname = readName();
    const raw = new Map<string, string>();
    let declares = false;
    for (;;) {
      const before = i;
      skipSpace();
      if (xml.startsWith("/>", i) || xml[i] === ">") break;
      if (i === before) fail("expected whitespace before an attribute");
      const name = readName();
      skipSpace();
      if (xml[i] !== "=") fail("expected '='");
      i++;
      skipSpace();
      const quote = xml[i];
      if (quote !== '"' && quote !== "'") fail("expected a quoted attribute value");
      i++;
      const value = skipUntil(quote as string);
      if (raw.has(name)) fail(`duplicate attribute ${name}`);
      if (name === "xmlns" || name.startsWith("xmlns:")) {
        if (++declarations > XML_LIMITS.namespaceDeclarations) fail(`more than ${XML_LIMITS.namespaceDeclarations} namespace declarations`);
        declares = true;
      }
      if (raw.size >= XML_LIMITS.attributesPerElement) fail(`more than ${XML_LIMITS.attributesPerElement} attributes on ${qname}`);
      raw.set(name, decodeEntities(value));
    }
    // Children share the parent's map unless this element declares a namespace.
    let names = scope;
    if (declares) {
      names = new Map(scope);
      for (const [name, value] of raw) {
        if (name === "xmlns") names.set("", value);
        else if (name.startsWith("xmlns:")) names.set(name.slice(6), value);
      }
    }
    const [prefix, local] = qname.includes(":") ? (qname.split(":") as [string, string]) : ["", qname];
    const ns = names.get(prefix);
    if (ns === undefined && prefix !== "") fail(`undeclared prefix ${prefix}`);
    const node: XmlElement = { ns: ns ?? "", local, attrs: raw, children: [], text: "" };
    if (xml.startsWith("/>", i)) {
      i += 2;
      return node;
    }
    i++;
    for (;;) {
      const lt = xml.indexOf("<", i);
      if (lt < 0) fail(`unclosed element ${qname}`);
      node.text += decodeEntities(xml.slice(i, lt));
      i = lt;
      if (xml.startsWith("</", i)) {
        i += 2;
        if (readName() !== qname) fail(`mismatched end tag for ${qname}`);
        skipSpace();
        if (xml[i] !== ">") fail("expected '>'");
        i++;
        return node;
      }
      if (xml.startsWith("<![CDATA[", i)) {
        i += 9;
        node.text += skipUntil("]]>");
      } else if (xml.startsWith("<!--", i)) {
        i += 4;
        skipUntil("-->");
      } else if (xml.startsWith("<?", i)) {
        i += 2;
        skipUntil("?>");
      } else if (xml.startsWith("<!", i)) {
        fail("unexpected declaration");
      } else {
        node.children.push(element(names, depth + 1));
      }
    }
  };

  skipMisc();
  const root = element(new Map([["xml", "http://www.w3.org/XML/1998/namespace"]]), 1);
  skipMisc();
  if (i !== xml.length) fail("content after the root element");
  return root;
}
