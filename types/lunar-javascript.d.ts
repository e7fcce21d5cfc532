/** The part of lunar-javascript (which ships no types) that the portal calls. */
declare module 'lunar-javascript' {
  export class Solar {
    static fromYmd(year: number, month: number, day: number): Solar;
    getLunar(): Lunar;
    next(days: number): Solar;
    toYmd(): string;
  }
  export class JieQi {
    getName(): string;
    getSolar(): Solar;
  }
  export class Lunar {
    static fromYmd(year: number, month: number, day: number): Lunar;
    getYear(): number;
    /** Negative for a leap month: -4 is 闰四月. */
    getMonth(): number;
    getDay(): number;
    getSolar(): Solar;
    getJieQiTable(): Record<string, Solar>;
    getYearInGanZhiExact(): string;
    getPrevJieQi(wholeDay?: boolean): JieQi;
    getNextJieQi(wholeDay?: boolean): JieQi;
    toString(): string;
  }
  export class LunarMonth {
    /** null when the year has no such (leap) month. */
    static fromYm(year: number, month: number): LunarMonth | null;
    getYear(): number;
    getMonth(): number;
    getDayCount(): number;
  }
  export class LunarYear {
    static fromYear(year: number): LunarYear;
    getMonths(): LunarMonth[];
  }
}
