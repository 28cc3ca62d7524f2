import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const tr: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "Çıkış planı · {symbol}",
  'exitPlan.loading': "Çıkış planı yükleniyor",
  'exitPlan.current': "Şu anki fiyat {price} · ortalama maliyet {cost} · elde {amount}",
  'exitPlan.rung': "Basamak {n}",
  'exitPlan.targetBy': "Basamak {n} hedefi şu şekilde",
  'exitPlan.byPrice': "Fiyat",
  'exitPlan.byMultiple': "Kat",
  'exitPlan.price': "Hedef fiyat (USD)",
  'exitPlan.multiple': "Ortalama maliyetin katı",
  'exitPlan.share': "Satılan pozisyon payı",
  'exitPlan.remove': "Basamak {n} kaldır",
  'exitPlan.add': "Basamak ekle",
  'exitPlan.summary': "Plan özeti",
  'exitPlan.summaryRung': "Basamak {n}, {amount} miktarını {price} fiyatından satar ≈ {proceeds}",
  'exitPlan.summaryKept': "Tüm basamaklardan sonra kalan: {amount}",
  'exitPlan.save': "Planı kaydet",
  'exitPlan.cancelPlan': "Planı iptal et",
  'exitPlan.close': "Kapat",
  'exitPlan.saved': "Çıkış planı kaydedildi",
  'exitPlan.cancelled': "Çıkış planı iptal edildi",
  'exitPlan.error.count': "Bir planda 2 ile 6 basamak olur",
  'exitPlan.error.target': "0’dan büyük bir hedef girin",
  'exitPlan.error.share': "0’dan büyük ve en çok 100 olan, en çok 2 ondalıklı bir pay girin",
  'exitPlan.error.shareTotal': "Payların toplamı %100’ü aşıyor",
  'exitPlan.error.notAbovePrice': "Hedef güncel fiyatın üzerinde olmalı",
  'exitPlan.error.notIncreasing': "Her hedef bir önceki basamağın üzerinde olmalı",
};

export default tr;
