export * from './common';
export * from './home';
export * from './account';
export * from './doctor';
export * from './address';
export * from './invite';
export * from './portal';
export * from './clinic';
export * from './selfComposed';
export * from './services';
export * from './general';
export * from './commerce';
export * from './cashier';
export * from './customTea';
export * from './ops';

import type { HomeCalls } from './home';
import type { AccountCalls } from './account';
import type { DoctorCalls } from './doctor';
import type { AddressCalls } from './address';
import type { InviteCalls } from './invite';
import type { PortalCalls } from './portal';
import type { ClinicCalls } from './clinic';
import type { SelfComposedCalls } from './selfComposed';
import type { ServiceCalls } from './services';
import type { GeneralCalls } from './general';
import type { CommerceCalls } from './commerce';
import type { CashierCalls } from './cashier';
import type { CustomTeaCalls } from './customTea';
import type { OpsCalls } from './ops';

/**
 * Every call of the HTTP contract, keyed `METHOD /path` (the path after the `/api` prefix,
 * `:name` for path parameters). The browser client and the reference API are both typed from it.
 * Later domains (clinic, commerce) add their interfaces here.
 */
export interface Calls
  extends
    HomeCalls,
    AccountCalls,
    DoctorCalls,
    AddressCalls,
    InviteCalls,
    PortalCalls,
    ClinicCalls,
    SelfComposedCalls,
    ServiceCalls,
    GeneralCalls,
    CommerceCalls,
    CashierCalls,
    CustomTeaCalls,
    OpsCalls {}

export type CallKey = keyof Calls;
export type CallRequest<K extends CallKey> = Calls[K]['req'];
export type CallResponse<K extends CallKey> = Calls[K]['res'];
