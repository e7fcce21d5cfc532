/**
 * Byte attribution through a production source map: which original source each byte of a served
 * JS or CSS file came from. Only what the bench needs: base64-VLQ decoding of `mappings` (generated
 * column and source index of each segment) and a walk over the generated text. Columns are UTF-16
 * code units (as in every source map); bytes are counted in UTF-8, as served.
 */

export interface RawSourceMap {
  version: number;
  sources: string[];
  mappings: string;
  sourceRoot?: string;
}

/** Bytes not covered by any mapping segment (chunk wrappers, the sourceMappingURL comment). */
export const UNMAPPED = '(unmapped)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64.length; i++) DIGIT[BASE64.charCodeAt(i)] = i;

/** One generated line: pairs of (generated column, source index or -1 for a segment without source). */
export type LineSegments = number[];

/**
 * Decodes `mappings` into, per generated line, a flat list [col0, src0, col1, src1, …] in the
 * order the map lists them (generated columns ascending, as the spec requires).
 */
export function decodeMappings(mappings: string): LineSegments[] {
  const lines: LineSegments[] = [];
  let line: LineSegments = [];
  let source = 0;
  let i = 0;
  const n = mappings.length;
  const fields: number[] = [];
  while (i <= n) {
    const c = i < n ? mappings.charCodeAt(i) : 59; // ';' at the end flushes the last line
    if (c === 59 /* ; */ || c === 44 /* , */) {
      i++;
      if (c === 59) {
        lines.push(line);
        line = [];
      }
      continue;
    }
    // One segment: up to five VLQ fields until ',' or ';'.
    fields.length = 0;
    while (i < n) {
      const ch = mappings.charCodeAt(i);
      if (ch === 44 || ch === 59) break;
      let value = 0;
      let shift = 0;
      let digit: number;
      do {
        digit = DIGIT[mappings.charCodeAt(i++)] ?? -1;
        if (digit < 0) throw new Error(`invalid base64 VLQ character at ${i - 1}`);
        value += (digit & 31) << shift;
        shift += 5;
      } while (digit & 32);
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    }
    // The generated column restarts at every line; the other fields are relative to the previous segment.
    const prevCol = line.length ? line[line.length - 2] : 0;
    const col = prevCol + fields[0];
    if (fields.length >= 4) {
      source += fields[1];
      line.push(col, source);
    } else {
      line.push(col, -1);
    }
    if (i >= n) {
      lines.push(line);
      break;
    }
  }
  return lines;
}

function utf8Length(text: string, from: number, to: number): number {
  let bytes = 0;
  for (let k = from; k < to; k++) {
    const code = text.charCodeAt(k);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && k + 1 < to) {
      bytes += 4; // surrogate pair
      k++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * UTF-8 bytes of `code` per original source (by the map's `sources` strings, sourceRoot applied).
 * Each segment owns the text from its column to the next segment's; a line's newline goes with
 * its last segment. Text before a line's first segment, on lines without segments and of
 * segments without a source is counted under UNMAPPED. The values add up to the file's size.
 */
export function bytesBySource(code: string, map: RawSourceMap): Map<string, number> {
  const names = map.sources.map((s) => (map.sourceRoot ? `${map.sourceRoot.replace(/\/?$/, '/')}${s}` : s));
  const out = new Map<string, number>();
  const add = (key: string, bytes: number) => {
    if (bytes > 0) out.set(key, (out.get(key) ?? 0) + bytes);
  };
  const lines = decodeMappings(map.mappings);
  let start = 0;
  for (let l = 0; start <= code.length; l++) {
    let end = code.indexOf('\n', start);
    const last = end === -1;
    if (last) end = code.length;
    const segs = lines[l] ?? [];
    const lineLength = end - start;
    let owner = UNMAPPED;
    let from = 0;
    for (let s = 0; s < segs.length; s += 2) {
      const col = Math.min(segs[s], lineLength);
      add(owner, utf8Length(code, start + from, start + col));
      owner = segs[s + 1] >= 0 ? (names[segs[s + 1]] ?? UNMAPPED) : UNMAPPED;
      from = col;
    }
    add(owner, utf8Length(code, start + from, end) + (last ? 0 : 1));
    if (last) break;
    start = end + 1;
  }
  return out;
}

/** The map's URL from a file's last sourceMappingURL comment, resolved against the file's URL. */
export function sourceMapUrl(code: string, fileUrl: string): string | null {
  const tail = code.slice(-2000);
  const re = /[#@]\s*sourceMappingURL=([^\s*'"]+)/g;
  let found: string | null = null;
  for (let m = re.exec(tail); m; m = re.exec(tail)) found = m[1];
  if (!found || found.startsWith('data:')) return null;
  return new URL(found, fileUrl).toString();
}
