import type { CatalogueOf } from '@nova/shared-ui';
import type { ExitPlanMessages } from '../en';

const es: CatalogueOf<ExitPlanMessages> = {
  'exitPlan.title': "Plan de salida · {symbol}",
  'exitPlan.loading': "Cargando el plan de salida",
  'exitPlan.current': "Precio actual {price} · coste medio {cost} · en cartera {amount}",
  'exitPlan.rung': "Escalón {n}",
  'exitPlan.targetBy': "Objetivo del escalón {n} como",
  'exitPlan.byPrice': "Precio",
  'exitPlan.byMultiple': "Múltiplo",
  'exitPlan.price': "Precio objetivo (USD)",
  'exitPlan.multiple': "Múltiplo del coste medio",
  'exitPlan.share': "Parte de la posición vendida",
  'exitPlan.remove': "Quitar escalón {n}",
  'exitPlan.add': "Añadir escalón",
  'exitPlan.summary': "Resumen del plan",
  'exitPlan.summaryRung': "El escalón {n} vende {amount} a {price} ≈ {proceeds}",
  'exitPlan.summaryKept': "Se conserva tras todos los escalones: {amount}",
  'exitPlan.save': "Guardar plan",
  'exitPlan.cancelPlan': "Cancelar plan",
  'exitPlan.close': "Cerrar",
  'exitPlan.saved': "Plan de salida guardado",
  'exitPlan.cancelled': "Plan de salida cancelado",
  'exitPlan.error.count': "Un plan tiene de 2 a 6 escalones",
  'exitPlan.error.target': "Introduce un objetivo mayor que 0",
  'exitPlan.error.share': "Introduce una parte mayor que 0 y como máximo 100, con 2 decimales como máximo",
  'exitPlan.error.shareTotal': "Las partes suman más del 100 %",
  'exitPlan.error.notAbovePrice': "El objetivo debe estar por encima del precio actual",
  'exitPlan.error.notIncreasing': "Cada objetivo debe estar por encima del escalón anterior",
};

export default es;
