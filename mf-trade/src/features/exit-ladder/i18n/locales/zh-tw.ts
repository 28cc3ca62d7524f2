import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const zhTw: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "出場計畫 · {symbol}",
  'exitPlan.loading': "正在載入出場計畫",
  'exitPlan.current': "目前價格 {price} · 平均成本 {cost} · 持有 {amount}",
  'exitPlan.rung': "第 {n} 階",
  'exitPlan.targetBy': "第 {n} 階目標的設定方式",
  'exitPlan.byPrice': "價格",
  'exitPlan.byMultiple': "倍數",
  'exitPlan.price': "目標價格 (USD)",
  'exitPlan.multiple': "平均成本的倍數",
  'exitPlan.share': "賣出的持倉比例",
  'exitPlan.remove': "移除第 {n} 階",
  'exitPlan.add': "新增一階",
  'exitPlan.summary': "計畫摘要",
  'exitPlan.summaryRung': "第 {n} 階以 {price} 賣出 {amount} ≈ {proceeds}",
  'exitPlan.summaryKept': "所有階執行後保留：{amount}",
  'exitPlan.save': "儲存計畫",
  'exitPlan.cancelPlan': "取消計畫",
  'exitPlan.close': "關閉",
  'exitPlan.saved': "出場計畫已儲存",
  'exitPlan.cancelled': "出場計畫已取消",
  'exitPlan.error.count': "計畫有 2 至 6 階",
  'exitPlan.error.target': "請輸入大於 0 的目標",
  'exitPlan.error.share': "請輸入大於 0 且不超過 100、最多 2 位小數的比例",
  'exitPlan.error.shareTotal': "比例合計超過 100 %",
  'exitPlan.error.notAbovePrice': "目標必須高於目前價格",
  'exitPlan.error.notIncreasing': "每個目標必須高於上一階",
};

export default zhTw;
