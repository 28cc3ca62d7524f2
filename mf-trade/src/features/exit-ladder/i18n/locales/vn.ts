import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const vn: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "Kế hoạch thoát · {symbol}",
  'exitPlan.loading': "Đang tải kế hoạch thoát",
  'exitPlan.current': "Giá hiện tại {price} · giá vốn trung bình {cost} · đang giữ {amount}",
  'exitPlan.rung': "Bậc {n}",
  'exitPlan.targetBy': "Mục tiêu của bậc {n} theo",
  'exitPlan.byPrice': "Giá",
  'exitPlan.byMultiple': "Bội số",
  'exitPlan.price': "Giá mục tiêu (USD)",
  'exitPlan.multiple': "Bội số của giá vốn trung bình",
  'exitPlan.share': "Tỷ lệ vị thế được bán",
  'exitPlan.remove': "Xóa bậc {n}",
  'exitPlan.add': "Thêm bậc",
  'exitPlan.summary': "Tóm tắt kế hoạch",
  'exitPlan.summaryRung': "Bậc {n} bán {amount} ở {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "Giữ lại sau mọi bậc: {amount}",
  'exitPlan.save': "Lưu kế hoạch",
  'exitPlan.cancelPlan': "Hủy kế hoạch",
  'exitPlan.close': "Đóng",
  'exitPlan.saved': "Đã lưu kế hoạch thoát",
  'exitPlan.cancelled': "Đã hủy kế hoạch thoát",
  'exitPlan.error.count': "Một kế hoạch có từ 2 đến 6 bậc",
  'exitPlan.error.target': "Nhập mục tiêu lớn hơn 0",
  'exitPlan.error.share': "Nhập tỷ lệ lớn hơn 0 và tối đa 100, tối đa 2 chữ số thập phân",
  'exitPlan.error.shareTotal': "Tổng các tỷ lệ vượt quá 100 %",
  'exitPlan.error.notAbovePrice': "Mục tiêu phải cao hơn giá hiện tại",
  'exitPlan.error.notIncreasing': "Mỗi mục tiêu phải cao hơn bậc trước",
};

export default vn;
