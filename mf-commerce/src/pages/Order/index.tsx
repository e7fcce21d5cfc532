import { Button, Input, Radio, Table, Tabs, type TableColumnProps } from '@arco-design/web-react';
import { useMemo, useState, type ReactNode } from 'react';
import {
  type DeliveryDraft,
  type DeliveryOrderRow,
  deliveryStatus,
  type Load,
  Pager,
  prescribingStatus,
  type PrescribingOrder,
  type PrescriptionType,
  prescriptionTypeText,
  StatusTag,
  useLoad,
  useNavigate,
  useUserInfo,
  writeDraft,
  yuan,
} from '@tcm/shared';
import {
  DELIVERY_TABS,
  deliveryTabQuery,
  formatCountdown,
  formCountText,
  isDraftTab,
  isPayable,
  msLeft,
  ORDER_PAGE_SIZE,
  PRESCRIBING_TABS,
} from '@tcm/shared/commerce';
import { listDeliveryOrders, listDrafts, listPrescribingOrders, type Page } from '../../api/orders';
import { COMMERCE_FALLBACK } from '../../api/messages';
import { CARD_TABLE, CARD_TABLE_ACTIONS, PageFrame } from '@tcm/shared/pageFrame';
import { useCountdownClock } from '../../components/useCountdownClock';
import { orderListOffersPublicAccount, PayVisitButton } from '@tcm/shared/wechatPay';
import { CancelPrescribingOrder } from './CancelPrescribingOrder';
import { draftContinuePath, orderDetailPath, prescribingResultPath } from './orderLinks';
import './order.css';
import '../../components/commerce.css';

type Kind = 'prescribing' | 'delivery';

const labelled = (label: string, children: ReactNode) => ({ children, props: { 'data-label': label } });

/**
 * How a list is read: again whenever its query (the key) changes or after 取消订单 (`reload`); the
 * rows stay while the next page is read, and a failed list shows no rows (加载失败 with 重试).
 */
const LIST_READ = { keep: 'whileLoading' } as const;

/**
 * 暂无开方订单 on 全部, 暂无已取消的订单 on a status tab. The prescribing 已取消 tab lists the unpaid
 * visits the doctor cancelled (取消 on a 待支付 row) or that were not paid within 24 hours of pricing.
 */
const emptyText = (tab: { key: string; title: string }, what: string) => (tab.key === 'all' ? `暂无${what}` : `暂无${tab.title}的订单`);

interface Filters {
  month: string;
  keyword: string;
}

/**
 * /order, 我的订单 (spec 3 §2.6, §3, §4, §9), kept alive by the shell: 开方订单 (the visit records
 * as orders) or 配送订单 (delivery orders, and their drafts), a month, a search, the status tabs
 * of each list, 12 a page with the product's pager. A 待支付 delivery order counts down to its pay
 * deadline and the list reloads when one reaches zero.
 */
export default function OrderPage() {
  const [kind, setKind] = useState<Kind>('prescribing');
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<Filters>({ month: '', keyword: '' });
  const [rxTab, setRxTab] = useState(PRESCRIBING_TABS[0].key);
  const [dlTab, setDlTab] = useState(DELIVERY_TABS[0].key);
  const [page, setPage] = useState(1);

  const resetPage = () => setPage(1);
  const search = (text: string) => {
    setFilters((f) => ({ ...f, keyword: text.trim() }));
    resetPage();
  };

  return (
    <PageFrame title="我的订单" subtitle="开方订单与配送订单" className="tcm-orders">
      <div className="tcm-orders__tools">
        <Radio.Group
          type="button"
          value={kind}
          onChange={(v: Kind) => {
            setKind(v);
            resetPage();
          }}
          aria-label="订单类型"
        >
          <Radio value="prescribing">开方订单</Radio>
          <Radio value="delivery">配送订单</Radio>
        </Radio.Group>
        <label className="tcm-orders__month">
          <span>月份</span>
          <input
            type="month"
            aria-label="月份"
            value={filters.month}
            onChange={(e) => {
              setFilters((f) => ({ ...f, month: e.target.value }));
              resetPage();
            }}
          />
        </label>
        <span className="tcm-orders__month">
          <label htmlFor="tcm-orders-search">搜索订单</label>
          <Input.Search
            id="tcm-orders-search"
            className="tcm-orders__search"
            allowClear
            placeholder="患者姓名或手机号"
            value={typed}
            onChange={setTyped}
            onSearch={search}
            onClear={() => search('')}
            searchButton="搜索"
          />
        </span>
      </div>
      {kind === 'prescribing' ? (
        <>
          <Tabs
            activeTab={rxTab}
            onChange={(k) => {
              setRxTab(k);
              resetPage();
            }}
          >
            {PRESCRIBING_TABS.map((t) => (
              <Tabs.TabPane key={t.key} title={t.title} />
            ))}
          </Tabs>
          <PrescribingList tabKey={rxTab} filters={filters} page={page} onPage={setPage} />
        </>
      ) : (
        <>
          <Tabs
            activeTab={dlTab}
            onChange={(k) => {
              setDlTab(k);
              resetPage();
            }}
          >
            {DELIVERY_TABS.map((t) => (
              <Tabs.TabPane key={t.key} title={t.title} />
            ))}
          </Tabs>
          {isDraftTab(DELIVERY_TABS.find((t) => t.key === dlTab)!) ? (
            <DraftList filters={filters} page={page} onPage={setPage} />
          ) : (
            <DeliveryList tabKey={dlTab} filters={filters} page={page} onPage={setPage} />
          )}
        </>
      )}
    </PageFrame>
  );
}

interface ListProps {
  filters: Filters;
  page: number;
  onPage: (page: number) => void;
}

function ListFailed({ onRetry, loading }: { onRetry: () => void; loading: boolean }) {
  return (
    <div className="tcm-shop__error" role="alert">
      <p>{COMMERCE_FALLBACK.orders}</p>
      <Button onClick={onRetry} loading={loading}>
        重新加载
      </Button>
    </div>
  );
}

function ListBody<T>({
  list,
  columns,
  rowKey,
  empty,
  page,
  onPage,
}: {
  list: Load<Page<T>>;
  columns: TableColumnProps<T>[];
  rowKey: keyof T & string;
  empty: string;
} & Pick<ListProps, 'page' | 'onPage'>) {
  if (list.failed) return <ListFailed onRetry={list.reload} loading={list.loading} />;
  return (
    <>
      <Table<T>
        className={`tcm-shop-table tcm-shop-cards ${CARD_TABLE}`}
        rowKey={rowKey}
        columns={columns}
        data={list.data?.rows ?? []}
        loading={list.loading}
        pagination={false}
        // While loading, the spinner alone (the prerendered page shows it a second before the orders come):
        // the empty-state words appear only once the answer is empty.
        noDataElement={<div className="tcm-shop__empty">{list.loading ? null : empty}</div>}
        border={{ wrapper: true, cell: false }}
        scroll={{ x: 960 }}
      />
      <Pager total={list.data?.total ?? 0} pageSize={ORDER_PAGE_SIZE} current={page} onChange={onPage} />
    </>
  );
}

function PrescribingList({ tabKey, filters, page, onPage }: ListProps & { tabKey: string }) {
  const navigate = useNavigate();
  // Spec 3 §6's popover flag: the public account too, unless a doctor of hospital 101.
  const offersPublic = orderListOffersPublicAccount(useUserInfo());
  const tab = PRESCRIBING_TABS.find((t) => t.key === tabKey) ?? PRESCRIBING_TABS[0];
  const query = {
    pageNum: page,
    pageSize: ORDER_PAGE_SIZE,
    ...(filters.keyword ? { keyWord: filters.keyword } : {}),
    ...(filters.month ? { createTimeString: filters.month } : {}),
    ...(tab.status !== undefined ? { status: tab.status } : {}),
  };
  const list = useLoad(`orders:listPrescribingOrders:${JSON.stringify(query)}`, (signal) => listPrescribingOrders(query, signal), LIST_READ);

  const columns: TableColumnProps<PrescribingOrder>[] = [
    { title: '患者', dataIndex: 'patientName', width: 110, className: 'tcm-orders__name', render: (v: string) => labelled('患者', v) },
    { title: '手机号', dataIndex: 'patientPhoneNo', width: 130, render: (v: string) => labelled('手机号', v || '—') },
    { title: '类型', dataIndex: 'prescriptionType', width: 110, render: (v: PrescriptionType) => labelled('类型', prescriptionTypeText(v)) },
    { title: '下单时间', dataIndex: 'createTimeString', width: 170, render: (v: string) => labelled('下单时间', v) },
    { title: '金额', dataIndex: 'price', width: 100, render: (fen: number) => labelled('金额', yuan(fen)) },
    { title: '状态', dataIndex: 'status', width: 90, render: (_: unknown, o) => labelled('状态', <StatusTag status={prescribingStatus(o.status)} />) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      className: `tcm-shop-row-actions ${CARD_TABLE_ACTIONS}`,
      render: (_: unknown, o) =>
        o.status === 1 ? (
          <Button type="text" size="mini" onClick={() => navigate(prescribingResultPath(o))} aria-label={`查看处方：${o.patientName}`}>
            查看处方
          </Button>
        ) : o.status === 0 && o.prescriptionType === 'R' ? (
          // A custom tea is paid with its delivery order (the tea itself is what is bought), not here.
          <Button type="text" size="mini" onClick={() => navigate(prescribingResultPath(o))} aria-label={`去配送：${o.patientName}的养生茶`}>
            去配送
          </Button>
        ) : o.status === 0 ? (
          <span className="tcm-orders__actions">
            <PayVisitButton
              visitRecordId={o.visitRecordId}
              amountFen={o.price}
              patientName={o.patientName}
              offersPublic={offersPublic}
              onPaid={list.reload}
              ariaLabel={`去支付：${o.patientName}的开方订单`}
              afterPaid="支付完成后订单状态自动更新"
            />
            <CancelPrescribingOrder order={o} onCancelled={list.reload} />
          </span>
        ) : (
          <span className="tcm-orders__muted">—</span>
        ),
    },
  ];
  return <ListBody list={list} columns={columns} rowKey="visitRecordId" empty={emptyText(tab, '开方订单')} page={page} onPage={onPage} />;
}

function DeliveryList({ tabKey, filters, page, onPage }: ListProps & { tabKey: string }) {
  const navigate = useNavigate();
  const tab = DELIVERY_TABS.find((t) => t.key === tabKey) ?? DELIVERY_TABS[0];
  const status = deliveryTabQuery(tab);
  const query = {
    pageNum: page,
    pageSize: ORDER_PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(filters.keyword ? { patientName: filters.keyword } : {}),
    ...(filters.month ? { queryMonth: filters.month } : {}),
  };
  const list = useLoad(`orders:listDeliveryOrders:${JSON.stringify(query)}`, (signal) => listDeliveryOrders(query, signal), LIST_READ);
  const rows = list.data?.rows;
  const deadlines = useMemo(() => (rows ?? []).filter((r) => isPayable(r.status)).map((r) => r.payCountdown), [rows]);
  const now = useCountdownClock(deadlines, list.reload);

  const columns: TableColumnProps<DeliveryOrderRow>[] = [
    { title: '订单号', dataIndex: 'deliveryOrderId', width: 130, render: (v: string) => labelled('订单号', v) },
    { title: '患者', dataIndex: 'patientName', width: 100, className: 'tcm-orders__name', render: (v: string) => labelled('患者', v) },
    { title: '手机号', dataIndex: 'patientPhoneNo', width: 130, render: (v: string) => labelled('手机号', v || '—') },
    { title: '剂型', dataIndex: 'formText', width: 90, render: (v: string) => labelled('剂型', v) },
    { title: '下单时间', dataIndex: 'createTime', width: 170, render: (v: string) => labelled('下单时间', v) },
    { title: '配送中心', dataIndex: 'deliveryName', render: (v: string) => labelled('配送中心', v) },
    { title: '金额', dataIndex: 'sumPrice', width: 100, render: (fen: number) => labelled('金额', yuan(fen)) },
    {
      title: '状态',
      dataIndex: 'status',
      width: 150,
      render: (_: unknown, o) =>
        labelled(
          '状态',
          <span className="tcm-orders__status">
            <StatusTag status={deliveryStatus(o.status)} />
            {isPayable(o.status) && o.payCountdown > now ? (
              <span className="tcm-shop__countdown" aria-label={`${o.deliveryOrderId}支付剩余时间`}>
                {formatCountdown(msLeft(o.payCountdown, now))}
              </span>
            ) : null}
          </span>,
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      className: `tcm-shop-row-actions ${CARD_TABLE_ACTIONS}`,
      render: (_: unknown, o) => (
        <Button
          type="text"
          size="mini"
          onClick={() => navigate(orderDetailPath(o))}
          aria-label={`${isPayable(o.status) ? '去支付' : '查看详情'}：订单${o.deliveryOrderId}`}
        >
          {isPayable(o.status) ? '去支付' : '查看详情'}
        </Button>
      ),
    },
  ];
  return <ListBody list={list} columns={columns} rowKey="deliveryOrderId" empty={emptyText(tab, '配送订单')} page={page} onPage={onPage} />;
}

function DraftList({ filters, page, onPage }: ListProps) {
  const navigate = useNavigate();
  const query = {
    pageNum: page,
    pageSize: ORDER_PAGE_SIZE,
    ...(filters.keyword ? { patientPhoneNo: filters.keyword } : {}),
    ...(filters.month ? { queryMonth: filters.month } : {}),
  };
  const list = useLoad(`orders:listDrafts:${JSON.stringify(query)}`, (signal) => listDrafts(query, signal), LIST_READ);

  const resume = (d: DeliveryDraft) => {
    // The delivery form reads the visit from the session, as after the prescription sheet's 配送.
    writeDraft('visitRecordId', String(d.visitRecordId));
    void navigate(draftContinuePath(d));
  };

  const columns: TableColumnProps<DeliveryDraft>[] = [
    { title: '患者', key: 'patient', width: 100, className: 'tcm-orders__name', render: (_: unknown, d) => labelled('患者', d.patient?.name ?? '—') },
    { title: '处方', key: 'rx', render: (_: unknown, d) => labelled('处方', d.prescriptionInfo?.name ?? '—') },
    { title: '剂型', dataIndex: 'formText', width: 90, render: (v: string) => labelled('剂型', v || '—') },
    // A custom tea's draft counts boxes, a decoction's doses.
    { title: '数量', key: 'formCount', width: 80, render: (_: unknown, d) => labelled('数量', d.formCount ? formCountText(d.formCount, d.type) : '—') },
    { title: '收货人', dataIndex: 'recipientName', width: 100, className: 'tcm-orders__name', render: (v: string) => labelled('收货人', v || '—') },
    { title: '保存时间', dataIndex: 'createTime', width: 170, render: (v: string) => labelled('保存时间', v) },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      className: `tcm-shop-row-actions ${CARD_TABLE_ACTIONS}`,
      render: (_: unknown, d) => (
        <Button type="text" size="mini" onClick={() => resume(d)} aria-label={`继续编辑${d.patient?.name ?? ''}的草稿`}>
          继续编辑
        </Button>
      ),
    },
  ];
  return <ListBody list={list} columns={columns} rowKey="draftId" empty="暂无草稿" page={page} onPage={onPage} />;
}
