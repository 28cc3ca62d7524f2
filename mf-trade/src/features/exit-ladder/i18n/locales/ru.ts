import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const ru: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "План выхода · {symbol}",
  'exitPlan.loading': "Загрузка плана выхода",
  'exitPlan.current': "Цена сейчас {price} · средняя стоимость {cost} · в наличии {amount}",
  'exitPlan.rung': "Ступень {n}",
  'exitPlan.targetBy': "Цель ступени {n} как",
  'exitPlan.byPrice': "Цена",
  'exitPlan.byMultiple': "Множитель",
  'exitPlan.price': "Целевая цена (USD)",
  'exitPlan.multiple': "Множитель средней стоимости",
  'exitPlan.share': "Доля продаваемой позиции",
  'exitPlan.remove': "Удалить ступень {n}",
  'exitPlan.add': "Добавить ступень",
  'exitPlan.summary': "Сводка плана",
  'exitPlan.summaryRung': "Ступень {n} продаёт {amount} по {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "Останется после всех ступеней: {amount}",
  'exitPlan.save': "Сохранить план",
  'exitPlan.cancelPlan': "Отменить план",
  'exitPlan.close': "Закрыть",
  'exitPlan.saved': "План выхода сохранён",
  'exitPlan.cancelled': "План выхода отменён",
  'exitPlan.error.count': "В плане от 2 до 6 ступеней",
  'exitPlan.error.target': "Введите цель больше 0",
  'exitPlan.error.share': "Введите долю больше 0 и не более 100, не более 2 знаков после запятой",
  'exitPlan.error.shareTotal': "Сумма долей больше 100 %",
  'exitPlan.error.notAbovePrice': "Цель должна быть выше текущей цены",
  'exitPlan.error.notIncreasing': "Каждая цель должна быть выше предыдущей ступени",
};

export default ru;
