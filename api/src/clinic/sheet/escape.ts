/**
 * Text for an XML (SVG) document: every character that could end a text node or an attribute is
 * replaced by its entity, and characters XML 1.0 forbids (C0 controls other than tab/newline/CR,
 * lone surrogates, U+FFFE/U+FFFF) are dropped, so no user-provided string (a patient named
 * `<script>`, a diagnosis with quotes) can add markup to the sheet or make it unreadable.
 */
export function escapeXml(text: string): string {
  let out = '';
  for (const ch of String(text)) {
    const code = ch.codePointAt(0)!;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff) {
      continue;
    }
    switch (ch) {
      case '&':
        out += '&amp;';
        break;
      case '<':
        out += '&lt;';
        break;
      case '>':
        out += '&gt;';
        break;
      case '"':
        out += '&quot;';
        break;
      case "'":
        out += '&#39;';
        break;
      default:
        out += ch;
    }
  }
  return out;
}
