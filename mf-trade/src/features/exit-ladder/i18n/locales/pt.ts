import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const pt: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "Plano de saída · {symbol}",
  'exitPlan.loading': "A carregar o plano de saída",
  'exitPlan.current': "Preço atual {price} · custo médio {cost} · detido {amount}",
  'exitPlan.rung': "Patamar {n}",
  'exitPlan.targetBy': "Alvo do patamar {n} como",
  'exitPlan.byPrice': "Preço",
  'exitPlan.byMultiple': "Múltiplo",
  'exitPlan.price': "Preço-alvo (USD)",
  'exitPlan.multiple': "Múltiplo do custo médio",
  'exitPlan.share': "Parte da posição vendida",
  'exitPlan.remove': "Remover patamar {n}",
  'exitPlan.add': "Adicionar patamar",
  'exitPlan.summary': "Resumo do plano",
  'exitPlan.summaryRung': "O patamar {n} vende {amount} a {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "Mantido após todos os patamares: {amount}",
  'exitPlan.save': "Guardar plano",
  'exitPlan.cancelPlan': "Cancelar plano",
  'exitPlan.close': "Fechar",
  'exitPlan.saved': "Plano de saída guardado",
  'exitPlan.cancelled': "Plano de saída cancelado",
  'exitPlan.error.count': "Um plano tem de 2 a 6 patamares",
  'exitPlan.error.target': "Introduza um alvo acima de 0",
  'exitPlan.error.share': "Introduza uma parte acima de 0 e no máximo 100, com no máximo 2 casas decimais",
  'exitPlan.error.shareTotal': "As partes somam mais de 100 %",
  'exitPlan.error.notAbovePrice': "O alvo tem de estar acima do preço atual",
  'exitPlan.error.notIncreasing': "Cada alvo tem de estar acima do patamar anterior",
};

export default pt;
