import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { COMPANY } from '../config/company';

/** The footer's QR pictures in shell/src/assets/qr/, by COMPANY.qr key (Footer.tsx imports them). */
const FOOTER_QR_FILES = { officialAccount: 'official-account.svg', miniProgram: 'mini-program.svg' } as const;

/**
 * The footer's QR codes are pictures (shell/src/assets/qr/), drawn once from the company's texts with
 * qrcode.react, so no page runs the encoder at start-up (issue 34). This keeps them in step with
 * COMPANY.qr: `UPDATE_QR=1 npx jest --selectProjects shell shell/src/layout/footerQr.test.tsx` redraws them.
 */
describe('footer QR pictures', () => {
  it('exist for every code of the company', () => {
    expect(Object.keys(FOOTER_QR_FILES).sort()).toEqual(Object.keys(COMPANY.qr).sort());
  });

  for (const [key, file] of Object.entries(FOOTER_QR_FILES)) {
    it(`${file} encodes COMPANY.qr.${key}`, () => {
      const code = COMPANY.qr[key as keyof typeof COMPANY.qr];
      const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(
        <QRCodeSVG xmlns="http://www.w3.org/2000/svg" value={code.text} size={96} marginSize={2} bgColor="#fffaf0" fgColor="#2b2118" title={code.label} />,
      )}\n`;
      const target = path.join(__dirname, '../assets/qr', file);
      if (process.env.UPDATE_QR) writeFileSync(target, svg);
      expect(readFileSync(target, 'utf8')).toBe(svg);
    });
  }
});
