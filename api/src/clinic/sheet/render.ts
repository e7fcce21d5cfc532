import QRCode from 'qrcode';
import { escapeXml } from './escape';

/**
 * The prescription sheet (处方笺) as an SVG document, A5 portrait (148 × 210 mm, the user units of
 * the viewBox are millimetres). Text stays text: the browser lays it out with the reader's CJK
 * font, prints it sharp at any scale and a PDF of it keeps the herbs as searchable text. Every
 * string that comes from a user (patient, diagnosis, herbs, doctor) passes `escapeXml`, through the
 * one `text()` helper; nothing else builds markup from data.
 */

export interface SheetHerb {
  name: string;
  weight: number;
}

export interface SheetInput {
  clinicName: string;
  slogan: string;
  visitRecordId: number;
  /** 1-based position of this prescription in the visit, and how many the visit has. */
  sheetNo: number;
  sheetCount: number;
  /** Day the sheet is issued (the visit's payment), YYYY-MM-DD. */
  issuedOn: string;
  patient: { name: string; sex: string; age: number; birthday: string };
  diagnosis: string;
  /** 通用方, 自拟方, 智能方: what kind of prescription. */
  kindText: string;
  prescription: { name: string; source: string; count: number; startDate: string; endDate: string; herbs: SheetHerb[] };
  /** 饭前 or 饭后. */
  takeTime: string;
  /** 饮片 (decocted) or 颗粒 (granules dissolved in hot water; the herbs' weights are granule grams). */
  form?: '饮片' | '颗粒';
  doctorName: string;
  /** What the QR code encodes: the visit's sheet page. */
  qrText: string;
}

const W = 148;
const H = 210;
const FONT = `'Noto Sans CJK SC','Noto Serif CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif`;

type Anchor = 'start' | 'middle' | 'end';

const num = (n: number) => String(Math.round(n * 100) / 100);

/** One line of text; `content` is always escaped. */
function text(x: number, y: number, content: string, opts: { size?: number; weight?: number; anchor?: Anchor; fill?: string } = {}): string {
  const attrs = [
    `x="${num(x)}"`,
    `y="${num(y)}"`,
    `font-size="${num(opts.size ?? 3.6)}"`,
    opts.weight ? `font-weight="${opts.weight}"` : '',
    opts.anchor && opts.anchor !== 'start' ? `text-anchor="${opts.anchor}"` : '',
    opts.fill ? `fill="${opts.fill}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

const line = (x1: number, y1: number, x2: number, y2: number, width = 0.3, dash = '') =>
  `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="#8c2f1b" stroke-width="${num(width)}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;

/** Width of `s` in ems, roughly: CJK and full-width characters 1, the rest 0.55. */
export function emWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/.test(ch) ? 1 : 0.55;
  return w;
}

/** Splits `s` into at most `maxLines` lines of at most `maxEm` ems; a cut last line ends with …. */
export function wrap(s: string, maxEm: number, maxLines: number): string[] {
  const out: string[] = [];
  let cur = '';
  const chars = [...s.replace(/\s+/g, ' ').trim()];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (emWidth(cur + ch) > maxEm) {
      out.push(cur);
      cur = '';
      if (out.length === maxLines) {
        out[maxLines - 1] = `${[...out[maxLines - 1]].slice(0, -1).join('')}…`;
        return out;
      }
    }
    cur += ch;
  }
  if (cur || out.length === 0) out.push(cur);
  return out;
}

/** The QR code as one path in a `size` mm square at (x, y), with its quiet zone. */
function qr(textToEncode: string, x: number, y: number, size: number): string {
  const { modules } = QRCode.create(textToEncode, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  let d = '';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) if (modules.get(r, c)) d += `M${c + quiet} ${r + quiet}h1v1h-1z`;
  }
  return (
    `<g transform="translate(${num(x)} ${num(y)}) scale(${Math.round(cell * 10000) / 10000})" aria-label="就诊二维码">` +
    `<rect width="${n + 2 * quiet}" height="${n + 2 * quiet}" fill="#fff"/><path d="${d}" fill="#000"/></g>`
  );
}

export function renderSheetSvg(s: SheetInput): string {
  const parts: string[] = [];
  const left = 10;
  const right = W - 10;
  // Header: the clinic, the sheet's title, its number.
  parts.push(text(W / 2, 17, s.clinicName, { size: 6, weight: 700, anchor: 'middle', fill: '#8c2f1b' }));
  parts.push(text(W / 2, 23, s.slogan, { size: 3, anchor: 'middle', fill: '#6b5a4e' }));
  parts.push(text(W / 2, 33, `处 方 笺（${s.kindText}）`, { size: 5.2, weight: 700, anchor: 'middle' }));
  parts.push(text(left, 41, `就诊编号：${s.visitRecordId}`, { size: 3.2 }));
  parts.push(text(right, 41, `第 ${s.sheetNo}/${s.sheetCount} 张\u3000开具日期：${s.issuedOn}`, { size: 3.2, anchor: 'end' }));
  parts.push(line(left, 44, right, 44, 0.6));
  // Patient.
  const name = wrap(s.patient.name, 13, 1)[0];
  parts.push(text(left, 51, `姓名：${name}`, { size: 3.6 }));
  parts.push(text(left + 56, 51, `性别：${s.patient.sex}`, { size: 3.6 }));
  parts.push(text(left + 84, 51, `年龄：${s.patient.age}岁`, { size: 3.6 }));
  parts.push(text(left, 58, `出生日期：${s.patient.birthday}`, { size: 3.6 }));
  parts.push(text(left + 56, 58, `用药：${s.prescription.startDate} 至 ${s.prescription.endDate}`, { size: 3.6 }));
  const diagnosis = wrap(`诊断：${s.diagnosis || '—'}`, 35, 2);
  diagnosis.forEach((l, i) => parts.push(text(left, 65 + i * 5, l, { size: 3.6 })));
  parts.push(line(left, 73, right, 73));
  // Rp: the prescription and its herbs, two a row.
  parts.push(text(left, 82, 'Rp.', { size: 6, weight: 700, fill: '#8c2f1b' }));
  parts.push(text(left + 14, 81.5, wrap(`${s.prescription.name}（${s.prescription.source}）`, 31, 1)[0], { size: 4, weight: 700 }));
  const herbs = s.prescription.herbs;
  const rows = Math.ceil(herbs.length / 2);
  const top = 90;
  const room = 168 - top;
  const rowH = Math.min(7.5, room / Math.max(rows, 1));
  const size = Math.min(4.2, rowH * 0.62);
  herbs.forEach((h, i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    const x = left + 4 + col * 66;
    const y = top + row * rowH + size;
    parts.push(text(x, y, `${i + 1}.`, { size: size * 0.8, fill: '#6b5a4e' }));
    parts.push(text(x + 7, y, wrap(h.name, 9, 1)[0], { size }));
    parts.push(text(x + 54, y, `${h.weight}g`, { size, anchor: 'end' }));
    if (row < rows - 1 || col === 0) parts.push(line(x + 6, y + rowH * 0.3, x + 55, y + rowH * 0.3, 0.15, '0.8 0.8'));
  });
  parts.push(line(left, 170, right, 170));
  // Usage, doctor, QR.
  const total = herbs.reduce((sum, h) => sum + h.weight, 0);
  parts.push(text(left, 177, `共 ${herbs.length} 味，每剂 ${total}g；${s.prescription.count} 剂，每日一剂`, { size: 3.6 }));
  const preparation = s.form === '颗粒' ? '颗粒剂，开水冲服' : '水煎服';
  parts.push(text(left, 183.5, `服法：${preparation}，早晚分两次${s.takeTime}温服`, { size: 3.6 }));
  parts.push(text(left, 193, `医师：${wrap(s.doctorName, 12, 1)[0]}`, { size: 4, weight: 700 }));
  parts.push(line(left + 12, 195, left + 70, 195, 0.2));
  parts.push(text(left, 202, '审核：＿＿＿＿　调配：＿＿＿＿　核对：＿＿＿＿', { size: 3, fill: '#6b5a4e' }));
  parts.push(qr(s.qrText, right - 26, 172, 26));
  parts.push(text(right - 13, 200.5, '扫码查看处方', { size: 2.6, anchor: 'middle', fill: '#6b5a4e' }));

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="592" height="840" viewBox="0 0 ${W} ${H}" font-family="${FONT}" fill="#1d1d1f">` +
    `<title>${escapeXml(`${s.clinicName} 处方笺 ${s.prescription.name}`)}</title>` +
    `<rect width="${W}" height="${H}" fill="#fffdf8"/>` +
    `<rect x="4" y="4" width="${W - 8}" height="${H - 8}" fill="none" stroke="#8c2f1b" stroke-width="0.5"/>` +
    parts.join('') +
    '</svg>'
  );
}

/** The sheet as the `imageUrl` the page puts in an <img>. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
