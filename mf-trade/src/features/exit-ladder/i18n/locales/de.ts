import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const de: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "Exit-Plan · {symbol}",
  'exitPlan.loading': "Exit-Plan wird geladen",
  'exitPlan.current': "Preis jetzt {price} · Durchschnittskosten {cost} · gehalten {amount}",
  'exitPlan.rung': "Stufe {n}",
  'exitPlan.targetBy': "Ziel von Stufe {n} als",
  'exitPlan.byPrice': "Preis",
  'exitPlan.byMultiple': "Vielfaches",
  'exitPlan.price': "Zielpreis (USD)",
  'exitPlan.multiple': "Vielfaches der Durchschnittskosten",
  'exitPlan.share': "Verkaufter Anteil der Position",
  'exitPlan.remove': "Stufe {n} entfernen",
  'exitPlan.add': "Stufe hinzufügen",
  'exitPlan.summary': "Planübersicht",
  'exitPlan.summaryRung': "Stufe {n} verkauft {amount} zu {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "Nach allen Stufen behalten: {amount}",
  'exitPlan.save': "Plan speichern",
  'exitPlan.cancelPlan': "Plan stornieren",
  'exitPlan.close': "Schließen",
  'exitPlan.saved': "Exit-Plan gespeichert",
  'exitPlan.cancelled': "Exit-Plan storniert",
  'exitPlan.error.count': "Ein Plan hat 2 bis 6 Stufen",
  'exitPlan.error.target': "Gib ein Ziel über 0 ein",
  'exitPlan.error.share': "Gib einen Anteil über 0 und höchstens 100 ein, mit höchstens 2 Dezimalstellen",
  'exitPlan.error.shareTotal': "Die Anteile ergeben zusammen mehr als 100 %",
  'exitPlan.error.notAbovePrice': "Das Ziel muss über dem aktuellen Preis liegen",
  'exitPlan.error.notIncreasing': "Jedes Ziel muss über dem der vorherigen Stufe liegen",
};

export default de;
