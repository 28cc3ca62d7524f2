import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const ja: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "出口プラン · {symbol}",
  'exitPlan.loading': "出口プランを読み込み中",
  'exitPlan.current': "現在価格 {price} · 平均取得単価 {cost} · 保有 {amount}",
  'exitPlan.rung': "ステップ {n}",
  'exitPlan.targetBy': "ステップ {n} の目標の指定方法",
  'exitPlan.byPrice': "価格",
  'exitPlan.byMultiple': "倍率",
  'exitPlan.price': "目標価格 (USD)",
  'exitPlan.multiple': "平均取得単価の倍率",
  'exitPlan.share': "売却するポジションの割合",
  'exitPlan.remove': "ステップ {n} を削除",
  'exitPlan.add': "ステップを追加",
  'exitPlan.summary': "プランの概要",
  'exitPlan.summaryRung': "ステップ {n}: {amount} を {price} で売却 ≈ {proceeds}",
  'exitPlan.summaryKept': "全ステップ後の保有: {amount}",
  'exitPlan.save': "プランを保存",
  'exitPlan.cancelPlan': "プランを取消",
  'exitPlan.close': "閉じる",
  'exitPlan.saved': "出口プランを保存しました",
  'exitPlan.cancelled': "出口プランを取り消しました",
  'exitPlan.error.count': "プランのステップは 2〜6 個です",
  'exitPlan.error.target': "0 より大きい目標を入力してください",
  'exitPlan.error.share': "0 より大きく 100 以下、小数点以下 2 桁までの割合を入力してください",
  'exitPlan.error.shareTotal': "割合の合計が 100 % を超えています",
  'exitPlan.error.notAbovePrice': "目標は現在価格より上にしてください",
  'exitPlan.error.notIncreasing': "各目標は前のステップより上にしてください",
};

export default ja;
