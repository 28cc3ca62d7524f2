import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const uk: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "План виходу · {symbol}",
  'exitPlan.loading': "Завантаження плану виходу",
  'exitPlan.current': "Ціна зараз {price} · середня вартість {cost} · у наявності {amount}",
  'exitPlan.rung': "Сходинка {n}",
  'exitPlan.targetBy': "Ціль сходинки {n} як",
  'exitPlan.byPrice': "Ціна",
  'exitPlan.byMultiple': "Множник",
  'exitPlan.price': "Цільова ціна (USD)",
  'exitPlan.multiple': "Множник середньої вартості",
  'exitPlan.share': "Частка позиції, що продається",
  'exitPlan.remove': "Видалити сходинку {n}",
  'exitPlan.add': "Додати сходинку",
  'exitPlan.summary': "Підсумок плану",
  'exitPlan.summaryRung': "Сходинка {n} продає {amount} за {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "Залишиться після всіх сходинок: {amount}",
  'exitPlan.save': "Зберегти план",
  'exitPlan.cancelPlan': "Скасувати план",
  'exitPlan.close': "Закрити",
  'exitPlan.saved': "План виходу збережено",
  'exitPlan.cancelled': "План виходу скасовано",
  'exitPlan.error.count': "У плані від 2 до 6 сходинок",
  'exitPlan.error.target': "Введіть ціль більше 0",
  'exitPlan.error.share': "Введіть частку більше 0 і не більше 100, не більше 2 знаків після коми",
  'exitPlan.error.shareTotal': "Сума часток більша за 100 %",
  'exitPlan.error.notAbovePrice': "Ціль має бути вищою за поточну ціну",
  'exitPlan.error.notIncreasing': "Кожна ціль має бути вищою за попередню сходинку",
};

export default uk;
