import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const fr: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "Plan de sortie · {symbol}",
  'exitPlan.loading': "Chargement du plan de sortie",
  'exitPlan.current': "Prix actuel {price} · coût moyen {cost} · détenu {amount}",
  'exitPlan.rung': "Palier {n}",
  'exitPlan.targetBy': "Objectif du palier {n} en",
  'exitPlan.byPrice': "Prix",
  'exitPlan.byMultiple': "Multiple",
  'exitPlan.price': "Prix cible (USD)",
  'exitPlan.multiple': "Multiple du coût moyen",
  'exitPlan.share': "Part de la position vendue",
  'exitPlan.remove': "Retirer le palier {n}",
  'exitPlan.add': "Ajouter un palier",
  'exitPlan.summary': "Résumé du plan",
  'exitPlan.summaryRung': "Le palier {n} vend {amount} à {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "Conservé après tous les paliers : {amount}",
  'exitPlan.save': "Enregistrer le plan",
  'exitPlan.cancelPlan': "Annuler le plan",
  'exitPlan.close': "Fermer",
  'exitPlan.saved': "Plan de sortie enregistré",
  'exitPlan.cancelled': "Plan de sortie annulé",
  'exitPlan.error.count': "Un plan compte de 2 à 6 paliers",
  'exitPlan.error.target': "Saisissez un objectif supérieur à 0",
  'exitPlan.error.share': "Saisissez une part supérieure à 0 et au plus 100, avec au plus 2 décimales",
  'exitPlan.error.shareTotal': "Les parts dépassent 100 % au total",
  'exitPlan.error.notAbovePrice': "L’objectif doit être au-dessus du prix actuel",
  'exitPlan.error.notIncreasing': "Chaque objectif doit être au-dessus du palier précédent",
};

export default fr;
