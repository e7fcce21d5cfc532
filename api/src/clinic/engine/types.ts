import type { InquiryInfo } from '@tcm/shared/clinic';
import type { EngineHerb } from './compose';

export type { EngineHerb } from './compose';
export type { Herb } from './herbs';

export interface EngineInput {
  sex: 0 | 1;
  /** Solar, YYYY-MM-DD. */
  birthday: string;
  inquiry: InquiryInfo;
  /** The first day of taking (toDoDay), YYYY-MM-DD. */
  startDate: string;
  takeDays: number;
  /** Onset date (serviceIndex 6), YYYY-MM-DD. */
  illDay?: string;
}

export interface EnginePrescription {
  name: string;
  /** e.g. 伤寒论 · 桂枝汤. */
  source: string;
  /** Number of doses (one a day). */
  count: number;
  supplyDays: number;
  herbs: EngineHerb[];
}

export interface EngineResult {
  prescriptions: EnginePrescription[];
  shangHan: EnginePrescription[];
  /** Why each choice was made, in Chinese. */
  reasons: string[];
}

// The related record's shape is the contract's, so the route hands it out unchanged.
export type { RelatedRecord, RelatedRecordKind as RelatedKind } from '@tcm/shared/contract';
