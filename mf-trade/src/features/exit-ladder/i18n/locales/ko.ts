import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const ko: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "청산 계획 · {symbol}",
  'exitPlan.loading': "청산 계획을 불러오는 중",
  'exitPlan.current': "현재 가격 {price} · 평균 단가 {cost} · 보유 {amount}",
  'exitPlan.rung': "단계 {n}",
  'exitPlan.targetBy': "단계 {n} 목표 지정 방식",
  'exitPlan.byPrice': "가격",
  'exitPlan.byMultiple': "배수",
  'exitPlan.price': "목표 가격 (USD)",
  'exitPlan.multiple': "평균 단가의 배수",
  'exitPlan.share': "매도할 포지션 비율",
  'exitPlan.remove': "단계 {n} 삭제",
  'exitPlan.add': "단계 추가",
  'exitPlan.summary': "계획 요약",
  'exitPlan.summaryRung': "단계 {n}: {amount}을(를) {price}에 매도 ≈ {proceeds}",
  'exitPlan.summaryKept': "모든 단계 후 보유: {amount}",
  'exitPlan.save': "계획 저장",
  'exitPlan.cancelPlan': "계획 취소",
  'exitPlan.close': "닫기",
  'exitPlan.saved': "청산 계획이 저장되었습니다",
  'exitPlan.cancelled': "청산 계획이 취소되었습니다",
  'exitPlan.error.count': "계획은 2~6단계입니다",
  'exitPlan.error.target': "0보다 큰 목표를 입력하세요",
  'exitPlan.error.share': "0보다 크고 100 이하, 소수점 2자리까지의 비율을 입력하세요",
  'exitPlan.error.shareTotal': "비율 합계가 100 %를 넘습니다",
  'exitPlan.error.notAbovePrice': "목표는 현재 가격보다 높아야 합니다",
  'exitPlan.error.notIncreasing': "각 목표는 이전 단계보다 높아야 합니다",
};

export default ko;
