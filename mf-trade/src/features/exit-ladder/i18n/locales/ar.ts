import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const ar: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "خطة الخروج · {symbol}",
  'exitPlan.loading': "جارٍ تحميل خطة الخروج",
  'exitPlan.current': "السعر الآن {price} · متوسط التكلفة {cost} · المحتفظ به {amount}",
  'exitPlan.rung': "الدرجة {n}",
  'exitPlan.targetBy': "هدف الدرجة {n} بصيغة",
  'exitPlan.byPrice': "السعر",
  'exitPlan.byMultiple': "المضاعف",
  'exitPlan.price': "السعر المستهدف (USD)",
  'exitPlan.multiple': "مضاعف متوسط التكلفة",
  'exitPlan.share': "حصة المركز المبيعة",
  'exitPlan.remove': "إزالة الدرجة {n}",
  'exitPlan.add': "إضافة درجة",
  'exitPlan.summary': "ملخص الخطة",
  'exitPlan.summaryRung': "الدرجة {n} تبيع {amount} عند {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "المتبقي بعد كل الدرجات: {amount}",
  'exitPlan.save': "حفظ الخطة",
  'exitPlan.cancelPlan': "إلغاء الخطة",
  'exitPlan.close': "إغلاق",
  'exitPlan.saved': "تم حفظ خطة الخروج",
  'exitPlan.cancelled': "تم إلغاء خطة الخروج",
  'exitPlan.error.count': "تتكون الخطة من 2 إلى 6 درجات",
  'exitPlan.error.target': "أدخل هدفًا أكبر من 0",
  'exitPlan.error.share': "أدخل حصة أكبر من 0 ولا تزيد على 100، بمنزلتين عشريتين على الأكثر",
  'exitPlan.error.shareTotal': "مجموع الحصص يتجاوز 100 %",
  'exitPlan.error.notAbovePrice': "يجب أن يكون الهدف أعلى من السعر الحالي",
  'exitPlan.error.notIncreasing': "يجب أن يكون كل هدف أعلى من الدرجة السابقة",
};

export default ar;
