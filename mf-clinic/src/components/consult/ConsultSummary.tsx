import dayjs from 'dayjs';
import { type ConsultInfo, sexText } from '@tcm/shared';
import { FactList } from './FactList';

/** The last day of the course: the start date counts as day one. */
export function endDate(useDate: string, useDays: number): string {
  return dayjs(useDate).add(useDays - 1, 'day').format('YYYY-MM-DD');
}

/** Patient and usage of a consultation (spec 2 §3 consult info), as name/value lines. */
export function ConsultSummary({ consult }: { consult: ConsultInfo }) {
  const p = consult.contact;
  const lines: [string, string][] = [
    ['患者', p.name],
    ['性别', sexText(p.sex)],
    ['出生日期', p.birthday],
    ['手机号', p.phoneNo || '—'],
    // The consultation's own word (spec 2 §5), as on its start form.
    ['使用日期', consult.useDate],
    ['使用天数', `${consult.useDays} 天`],
    ['结束日期', endDate(consult.useDate, consult.useDays)],
  ];
  if (consult.illDay) lines.push(['发病日期', consult.illDay]);
  return <FactList lines={lines} testId="consult-summary" />;
}
