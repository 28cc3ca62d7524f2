import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const nl: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "Exitplan · {symbol}",
  'exitPlan.loading': "Exitplan laden",
  'exitPlan.current': "Prijs nu {price} · gemiddelde kosten {cost} · in bezit {amount}",
  'exitPlan.rung': "Trede {n}",
  'exitPlan.targetBy': "Doel van trede {n} als",
  'exitPlan.byPrice': "Prijs",
  'exitPlan.byMultiple': "Veelvoud",
  'exitPlan.price': "Doelprijs (USD)",
  'exitPlan.multiple': "Veelvoud van de gemiddelde kosten",
  'exitPlan.share': "Verkocht deel van de positie",
  'exitPlan.remove': "Trede {n} verwijderen",
  'exitPlan.add': "Trede toevoegen",
  'exitPlan.summary': "Samenvatting van het plan",
  'exitPlan.summaryRung': "Trede {n} verkoopt {amount} tegen {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "Behouden na alle treden: {amount}",
  'exitPlan.save': "Plan opslaan",
  'exitPlan.cancelPlan': "Plan annuleren",
  'exitPlan.close': "Sluiten",
  'exitPlan.saved': "Exitplan opgeslagen",
  'exitPlan.cancelled': "Exitplan geannuleerd",
  'exitPlan.error.count': "Een plan heeft 2 tot 6 treden",
  'exitPlan.error.target': "Voer een doel boven 0 in",
  'exitPlan.error.share': "Voer een deel boven 0 en hoogstens 100 in, met hoogstens 2 decimalen",
  'exitPlan.error.shareTotal': "De delen tellen op tot meer dan 100 %",
  'exitPlan.error.notAbovePrice': "Het doel moet boven de huidige prijs liggen",
  'exitPlan.error.notIncreasing': "Elk doel moet boven de vorige trede liggen",
};

export default nl;
