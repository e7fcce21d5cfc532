import { bytesBySource, decodeMappings, sourceMapUrl, UNMAPPED } from '../src/sourcemap';

/** Encodes segments the way a bundler writes `mappings` (relative fields, base64 VLQ). */
function encode(lines: [col: number, src?: number, line?: number, srcCol?: number][][]): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const vlq = (n: number) => {
    let v = n < 0 ? (-n << 1) | 1 : n << 1;
    let out = '';
    do {
      let digit = v & 31;
      v >>>= 5;
      if (v > 0) digit |= 32;
      out += chars[digit];
    } while (v > 0);
    return out;
  };
  let src = 0;
  let line = 0;
  let srcCol = 0;
  return lines
    .map((segs) => {
      let col = 0;
      return segs
        .map(([c, s, l = 0, sc = 0]) => {
          let out = vlq(c - col);
          col = c;
          if (s !== undefined) {
            out += vlq(s - src) + vlq(l - line) + vlq(sc - srcCol);
            [src, line, srcCol] = [s, l, sc];
          }
          return out;
        })
        .join(',');
    })
    .join(';');
}

describe('decodeMappings', () => {
  it('gives each line its segments with absolute columns and source indexes', () => {
    const mappings = encode([
      [[0, 0], [5, 1], [9]],
      [],
      [
        [2, 1],
        [4, 0],
      ],
    ]);
    expect(decodeMappings(mappings)).toEqual([[0, 0, 5, 1, 9, -1], [], [2, 1, 4, 0]]);
  });

  it('reads the real thing: negative deltas and multi-digit numbers', () => {
    // S = 9; gB = 16 (a continuation digit); D = −1: every field is relative to the previous segment.
    expect(decodeMappings('AAAA,SAAS,gBAAgB')).toEqual([[0, 0, 9, 0, 25, 0]]);
    expect(decodeMappings('ACAA,KDAA')).toEqual([[0, 1, 5, 0]]);
  });

  it('rejects a character outside base64', () => {
    expect(() => decodeMappings('AA!A')).toThrow(/invalid base64/);
  });
});

describe('bytesBySource', () => {
  it('splits every byte of the file between the sources, unmapped bytes apart, newlines to the segment before', () => {
    const code = 'xxAAAABBB\nCCC';
    const map = {
      version: 3,
      sources: ['a.js', 'b.js', 'c.js'],
      mappings: encode([
        [
          [2, 0],
          [6, 1],
        ],
        [[0, 2]],
      ]),
    };
    const out = bytesBySource(code, map);
    expect(Object.fromEntries(out)).toEqual({ [UNMAPPED]: 2, 'a.js': 4, 'b.js': 4, 'c.js': 3 });
    expect([...out.values()].reduce((a, b) => a + b, 0)).toBe(Buffer.byteLength(code));
  });

  it('counts UTF-8 bytes while columns are UTF-16 units (Chinese text, emoji)', () => {
    const code = 'a="登录";b="😀"';
    // a="登录"; is 7 UTF-16 units, 11 bytes; b="😀" is 6 units, 8 bytes.
    const map = {
      version: 3,
      sources: ['zh.ts', 'emoji.ts'],
      mappings: encode([
        [
          [0, 0],
          [7, 1],
        ],
      ]),
    };
    expect(Object.fromEntries(bytesBySource(code, map))).toEqual({ 'zh.ts': 11, 'emoji.ts': 8 });
  });

  it('gives segments without a source and lines without segments to UNMAPPED, and applies sourceRoot', () => {
    const code = 'abc\ndef\nghi';
    const map = { version: 3, sourceRoot: 'webpack://app', sources: ['./src/x.ts'], mappings: encode([[[0, 0], [1]], [], [[0, 0]]]) };
    expect(Object.fromEntries(bytesBySource(code, map))).toEqual({ 'webpack://app/./src/x.ts': 1 + 3, [UNMAPPED]: 3 + 4 });
  });

  it('clamps columns beyond the end of a line', () => {
    const map = {
      version: 3,
      sources: ['a', 'b'],
      mappings: encode([
        [
          [0, 0],
          [99, 1],
        ],
      ]),
    };
    expect(Object.fromEntries(bytesBySource('abc', map))).toEqual({ a: 3 });
  });
});

describe('sourceMapUrl', () => {
  it('resolves the last sourceMappingURL comment against the file', () => {
    expect(sourceMapUrl('x\n//# sourceMappingURL=main.1a2b.js.map', 'http://h/shell/1.0.0+abc/main.1a2b.js')).toBe('http://h/shell/1.0.0+abc/main.1a2b.js.map');
    expect(sourceMapUrl('a{}\n/*# sourceMappingURL=224.css.map*/', 'http://h/remotes/account/v/224.css')).toBe('http://h/remotes/account/v/224.css.map');
  });

  it('ignores inline maps and files without a comment', () => {
    expect(sourceMapUrl('//# sourceMappingURL=data:application/json;base64,e30=', 'http://h/a.js')).toBeNull();
    expect(sourceMapUrl('var a=1', 'http://h/a.js')).toBeNull();
  });
});
