import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const it: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "Piano di uscita · {symbol}",
  'exitPlan.loading': "Caricamento del piano di uscita",
  'exitPlan.current': "Prezzo attuale {price} · costo medio {cost} · detenuto {amount}",
  'exitPlan.rung': "Gradino {n}",
  'exitPlan.targetBy': "Obiettivo del gradino {n} come",
  'exitPlan.byPrice': "Prezzo",
  'exitPlan.byMultiple': "Multiplo",
  'exitPlan.price': "Prezzo obiettivo (USD)",
  'exitPlan.multiple': "Multiplo del costo medio",
  'exitPlan.share': "Quota della posizione venduta",
  'exitPlan.remove': "Rimuovi gradino {n}",
  'exitPlan.add': "Aggiungi gradino",
  'exitPlan.summary': "Riepilogo del piano",
  'exitPlan.summaryRung': "Il gradino {n} vende {amount} a {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "Conservato dopo tutti i gradini: {amount}",
  'exitPlan.save': "Salva piano",
  'exitPlan.cancelPlan': "Annulla piano",
  'exitPlan.close': "Chiudi",
  'exitPlan.saved': "Piano di uscita salvato",
  'exitPlan.cancelled': "Piano di uscita annullato",
  'exitPlan.error.count': "Un piano ha da 2 a 6 gradini",
  'exitPlan.error.target': "Inserisci un obiettivo superiore a 0",
  'exitPlan.error.share': "Inserisci una quota superiore a 0 e al massimo 100, con al massimo 2 decimali",
  'exitPlan.error.shareTotal': "Le quote superano il 100 % in totale",
  'exitPlan.error.notAbovePrice': "L’obiettivo deve essere sopra il prezzo attuale",
  'exitPlan.error.notIncreasing': "Ogni obiettivo deve essere sopra il gradino precedente",
};

export default it;
