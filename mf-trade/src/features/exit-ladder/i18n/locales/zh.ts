import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const zh: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "退出计划 · {symbol}",
  'exitPlan.loading': "正在加载退出计划",
  'exitPlan.current': "当前价格 {price} · 平均成本 {cost} · 持有 {amount}",
  'exitPlan.rung': "第 {n} 档",
  'exitPlan.targetBy': "第 {n} 档目标的设定方式",
  'exitPlan.byPrice': "价格",
  'exitPlan.byMultiple': "倍数",
  'exitPlan.price': "目标价格 (USD)",
  'exitPlan.multiple': "平均成本的倍数",
  'exitPlan.share': "卖出的持仓比例",
  'exitPlan.remove': "删除第 {n} 档",
  'exitPlan.add': "添加一档",
  'exitPlan.summary': "计划摘要",
  'exitPlan.summaryRung': "第 {n} 档以 {price} 卖出 {amount} ≈ {proceeds}",
  'exitPlan.summaryKept': "所有档执行后保留：{amount}",
  'exitPlan.save': "保存计划",
  'exitPlan.cancelPlan': "取消计划",
  'exitPlan.close': "关闭",
  'exitPlan.saved': "退出计划已保存",
  'exitPlan.cancelled': "退出计划已取消",
  'exitPlan.error.count': "计划有 2 至 6 档",
  'exitPlan.error.target': "请输入大于 0 的目标",
  'exitPlan.error.share': "请输入大于 0 且不超过 100、最多 2 位小数的比例",
  'exitPlan.error.shareTotal': "比例合计超过 100 %",
  'exitPlan.error.notAbovePrice': "目标必须高于当前价格",
  'exitPlan.error.notIncreasing': "每个目标必须高于上一档",
};

export default zh;
