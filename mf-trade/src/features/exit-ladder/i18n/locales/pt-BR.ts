import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const ptBR: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "Plano de saída · {symbol}",
  'exitPlan.loading': "Carregando o plano de saída",
  'exitPlan.current': "Preço agora {price} · custo médio {cost} · em carteira {amount}",
  'exitPlan.rung': "Degrau {n}",
  'exitPlan.targetBy': "Alvo do degrau {n} como",
  'exitPlan.byPrice': "Preço",
  'exitPlan.byMultiple': "Múltiplo",
  'exitPlan.price': "Preço-alvo (USD)",
  'exitPlan.multiple': "Múltiplo do custo médio",
  'exitPlan.share': "Parte da posição vendida",
  'exitPlan.remove': "Remover degrau {n}",
  'exitPlan.add': "Adicionar degrau",
  'exitPlan.summary': "Resumo do plano",
  'exitPlan.summaryRung': "O degrau {n} vende {amount} a {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "Mantido após todos os degraus: {amount}",
  'exitPlan.save': "Salvar plano",
  'exitPlan.cancelPlan': "Cancelar plano",
  'exitPlan.close': "Fechar",
  'exitPlan.saved': "Plano de saída salvo",
  'exitPlan.cancelled': "Plano de saída cancelado",
  'exitPlan.error.count': "Um plano tem de 2 a 6 degraus",
  'exitPlan.error.target': "Digite um alvo acima de 0",
  'exitPlan.error.share': "Digite uma parte acima de 0 e no máximo 100, com no máximo 2 casas decimais",
  'exitPlan.error.shareTotal': "As partes somam mais de 100 %",
  'exitPlan.error.notAbovePrice': "O alvo deve estar acima do preço atual",
  'exitPlan.error.notIncreasing': "Cada alvo deve estar acima do degrau anterior",
};

export default ptBR;
