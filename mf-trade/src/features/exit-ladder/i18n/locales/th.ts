import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const th: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "แผนออก · {symbol}",
  'exitPlan.loading': "กำลังโหลดแผนออก",
  'exitPlan.current': "ราคาตอนนี้ {price} · ต้นทุนเฉลี่ย {cost} · ถือ {amount}",
  'exitPlan.rung': "ขั้นที่ {n}",
  'exitPlan.targetBy': "เป้าหมายของขั้นที่ {n} เป็น",
  'exitPlan.byPrice': "ราคา",
  'exitPlan.byMultiple': "ตัวคูณ",
  'exitPlan.price': "ราคาเป้าหมาย (USD)",
  'exitPlan.multiple': "ตัวคูณของต้นทุนเฉลี่ย",
  'exitPlan.share': "สัดส่วนของโพซิชันที่ขาย",
  'exitPlan.remove': "ลบขั้นที่ {n}",
  'exitPlan.add': "เพิ่มขั้น",
  'exitPlan.summary': "สรุปแผน",
  'exitPlan.summaryRung': "ขั้นที่ {n} ขาย {amount} ที่ {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "ถือต่อหลังทุกขั้น: {amount}",
  'exitPlan.save': "บันทึกแผน",
  'exitPlan.cancelPlan': "ยกเลิกแผน",
  'exitPlan.close': "ปิด",
  'exitPlan.saved': "บันทึกแผนออกแล้ว",
  'exitPlan.cancelled': "ยกเลิกแผนออกแล้ว",
  'exitPlan.error.count': "แผนมี 2 ถึง 6 ขั้น",
  'exitPlan.error.target': "ใส่เป้าหมายที่มากกว่า 0",
  'exitPlan.error.share': "ใส่สัดส่วนที่มากกว่า 0 และไม่เกิน 100 ทศนิยมไม่เกิน 2 ตำแหน่ง",
  'exitPlan.error.shareTotal': "สัดส่วนรวมกันเกิน 100 %",
  'exitPlan.error.notAbovePrice': "เป้าหมายต้องสูงกว่าราคาปัจจุบัน",
  'exitPlan.error.notIncreasing': "แต่ละเป้าหมายต้องสูงกว่าขั้นก่อนหน้า",
};

export default th;
