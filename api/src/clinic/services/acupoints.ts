import { pinyin } from 'pinyin-pro';
import type { AcupointDetail } from '@tcm/shared/contract';
import { CHANNELS, DETAILS } from './acupointData';

/**
 * The acupoint table GET /business/acupointDetails/listAll answers and the services name points
 * from: every WHO standard point (acupointData.ts), pinyin computed here with pinyin-pro, and the
 * location and needling of the points recorded in DETAILS.
 */

/**
 * Readings of acupoint names that pinyin-pro's everyday readings miss: 俞 is shù in the 背俞穴 (肺俞
 * fèi shù) but shū in 俞府; 膻中 dàn zhōng; 少 is shào (少商, 少海); 郄 xì; 臑 nào; 髃 yú; 泣 qì;
 * 溜 liū (温溜, 复溜); 率谷 shuài gǔ; 长强 cháng qiáng; 仆参 pú cān; 曲差 qū chā; 中 is zhōng.
 */
const CHAR_READINGS: Record<string, string> = {
  俞: 'shù',
  膻: 'dàn',
  少: 'shào',
  郄: 'xì',
  臑: 'nào',
  髃: 'yú',
  泣: 'qì',
  溜: 'liū',
  率: 'shuài',
  长: 'cháng',
  强: 'qiáng',
  参: 'cān',
  差: 'chā',
  中: 'zhōng',
  间: 'jiān',
  会: 'huì',
  都: 'dū',
  曲: 'qū',
  行: 'xíng',
  冲: 'chōng',
  兑: 'duì',
  解: 'jiě',
  舍: 'shè',
  脉: 'mài',
  分: 'fēn',
  谷: 'gǔ',
  血: 'xuè',
  瘈: 'chì',
  泺: 'luò',
  泠: 'líng',
  渎: 'dú',
  辄: 'zhé',
  角: 'jiǎo',
  彧: 'yù',
  譩: 'yì',
  譆: 'xǐ',
  蠡: 'lí',
  颔: 'hàn',
  囟: 'xìn',
  髎: 'liáo',
  华: 'huá',
  大: 'dà',
  屋: 'wū',
  翳: 'yì',
  石: 'shí',
  乐: 'lè',
  便: 'biàn',
  食: 'shí',
  宁: 'níng',
  扶: 'fú',
  伏: 'fú',
  横: 'héng',
  阙: 'què',
  哑: 'yǎ',
  鸠: 'jiū',
  筑: 'zhù',
  侠: 'xiá',
  攒: 'cuán',
};
const NAME_READINGS: Record<string, string> = { 俞府: 'shū fǔ' };

export function acupointPinyin(name: string): string {
  if (NAME_READINGS[name]) return NAME_READINGS[name];
  const syllables = pinyin(name, { type: 'array' });
  return [...name].map((c, i) => CHAR_READINGS[c] ?? syllables[i] ?? c).join(' ');
}

const DETAIL_BY_CODE = new Map(DETAILS.map(([code, positionSta, position2, acupGet]) => [code, { positionSta, position2, acupGet }]));

export const ACUPOINT_DETAILS: readonly AcupointDetail[] = CHANNELS.flatMap((channel) =>
  channel.points.map((nameAcup, i): AcupointDetail => {
    const code = `${channel.prefix}${i + 1}`;
    const d = DETAIL_BY_CODE.get(code);
    return {
      code,
      nameAcup,
      pinyin: acupointPinyin(nameAcup),
      channels: channel.name,
      positionSta: d?.positionSta ?? '',
      position2: d?.position2 ?? '',
      acupGet: d?.acupGet ?? '',
    };
  }),
);

const BY_CODE = new Map(ACUPOINT_DETAILS.map((p) => [p.code, p]));
const BY_NAME = new Map(ACUPOINT_DETAILS.map((p) => [p.nameAcup, p]));

export const acupointByCode = (code: string) => BY_CODE.get(code);
export const acupointByName = (name: string) => BY_NAME.get(name);

/** A point the services may name: it must exist and have its location and method recorded. */
export function detailedPoint(code: string): AcupointDetail {
  const p = BY_CODE.get(code);
  if (!p || !p.positionSta || !p.position2 || !p.acupGet) throw new Error(`acupoint without details: ${code}`);
  return p;
}
