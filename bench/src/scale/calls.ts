/** The list calls the scale bench measures (spec 3 §7, spec 2 §7), as a doctor's pages send them. */
export interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: (ctx: { deepPage: number }) => string;
  body?: Record<string, unknown>;
}

export const CALLS: Call[] = [
  { name: '`GET /delivery/order/list`', method: 'GET', path: () => '/api/delivery/order/list?pageNum=1&pageSize=10' },
  { name: 'same, deep page', method: 'GET', path: ({ deepPage }) => `/api/delivery/order/list?pageNum=${deepPage}&pageSize=10` },
  { name: 'same, 已支付 tab (1,2,3)', method: 'GET', path: () => '/api/delivery/order/list?pageNum=1&pageSize=10&status=1,2,3' },
  { name: 'same, `patientName` 志强', method: 'GET', path: () => `/api/delivery/order/list?pageNum=1&pageSize=10&patientName=${encodeURIComponent('志强')}` },
  { name: '`GET /delivery/order/draft/list`', method: 'GET', path: () => '/api/delivery/order/draft/list?pageNum=1&pageSize=10' },
  {
    name: 'same, `patientPhoneNo` 志强',
    method: 'GET',
    path: () => `/api/delivery/order/draft/list?pageNum=1&pageSize=10&patientPhoneNo=${encodeURIComponent('志强')}`,
  },
  {
    name: '`GET /health/v1/prescription/order` with `keyWord` 志强',
    method: 'GET',
    path: () => `/api/health/v1/prescription/order?pageNum=1&pageSize=10&keyWord=${encodeURIComponent('志强')}`,
  },
  { name: 'same, `status=0`', method: 'GET', path: () => '/api/health/v1/prescription/order?pageNum=1&pageSize=10&status=0' },
  { name: '`POST /patient/v1/list`', method: 'POST', path: () => '/api/patient/v1/list', body: { pageNum: 1, pageSize: 8 } },
];
