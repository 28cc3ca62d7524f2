import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const id: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "Rencana keluar · {symbol}",
  'exitPlan.loading': "Memuat rencana keluar",
  'exitPlan.current': "Harga sekarang {price} · biaya rata-rata {cost} · dimiliki {amount}",
  'exitPlan.rung': "Tingkat {n}",
  'exitPlan.targetBy': "Target tingkat {n} sebagai",
  'exitPlan.byPrice': "Harga",
  'exitPlan.byMultiple': "Kelipatan",
  'exitPlan.price': "Harga target (USD)",
  'exitPlan.multiple': "Kelipatan biaya rata-rata",
  'exitPlan.share': "Bagian posisi yang dijual",
  'exitPlan.remove': "Hapus tingkat {n}",
  'exitPlan.add': "Tambah tingkat",
  'exitPlan.summary': "Ringkasan rencana",
  'exitPlan.summaryRung': "Tingkat {n} menjual {amount} di {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "Disimpan setelah semua tingkat: {amount}",
  'exitPlan.save': "Simpan rencana",
  'exitPlan.cancelPlan': "Batalkan rencana",
  'exitPlan.close': "Tutup",
  'exitPlan.saved': "Rencana keluar disimpan",
  'exitPlan.cancelled': "Rencana keluar dibatalkan",
  'exitPlan.error.count': "Rencana memiliki 2 hingga 6 tingkat",
  'exitPlan.error.target': "Masukkan target di atas 0",
  'exitPlan.error.share': "Masukkan bagian di atas 0 dan paling banyak 100, dengan paling banyak 2 desimal",
  'exitPlan.error.shareTotal': "Jumlah bagian lebih dari 100 %",
  'exitPlan.error.notAbovePrice': "Target harus di atas harga saat ini",
  'exitPlan.error.notIncreasing': "Setiap target harus di atas tingkat sebelumnya",
};

export default id;
