// mf-trackers in pt-BR: European Portuguese with the Brazilian wording where the two differ.
import type { CatalogueOf } from '@nova/shared-ui';
import type { TrackersMessages } from '../messages';
import { pt } from './pt';

export const ptBr: CatalogueOf<TrackersMessages> = {
  ...pt,
  'trackers.resizeHint': 'Arraste ou use as setas: direita e esquerda mudam a largura, baixo e cima a altura (Shift para passos maiores).',
  'trackers.moveHint': 'Arraste ou use as setas (Shift para passos maiores). A menos de 10 px de uma borda da tela, ela se acopla a essa zona lateral.',
  'trackers.moveHintDocked': 'Arraste para fora da zona para deixá-la flutuante. As setas para cima e para baixo a reordenam na zona.',
  'trackers.wallet.signIn': 'Entre para rastrear carteiras',
  'trackers.wallet.signInHint': 'Siga carteiras e veja as transações delas em tempo real.',
  'trackers.wallet.emptyHint': 'Siga uma carteira pela página de perfil dela; as transações aparecem aqui.',
  'trackers.wallet.loading': 'Carregando carteiras seguidas',
  'trackers.wallet.tradesLoading': 'Carregando transações das carteiras seguidas',
  'trackers.wallet.noTradesHint': 'As novas transações das carteiras que você segue aparecem aqui em tempo real.',
  'trackers.wallet.group.default': 'Padrão',
  'trackers.wallet.groupLoading': 'Carregando o grupo',
  'trackers.position.loading': 'Carregando posições',
  'trackers.position.emptyHint': 'Os tokens que você compra aparecem aqui com o L&P.',
  'trackers.watch.loading': 'Carregando a lista de observação',
  'trackers.watch.empty': 'Sua lista de observação está vazia',
  'trackers.watch.emptyHint': 'Marque um token com uma estrela na página dele para observá-lo aqui.',
  'trackers.watch.hiddenToast': '{symbol} ocultado da sua lista de observação',
  'trackers.watch.allHidden': 'Todos os seus tokens observados estão ocultos',
  'trackers.community.noToken': 'Abra um token para ver a comunidade dele',
  'trackers.community.loading': 'Carregando links da comunidade',
  'trackers.community.error': 'Não foi possível carregar os links da comunidade',
  'trackers.community.empty': 'Este token não tem links de comunidade',
  'trackers.community.links': 'Links da comunidade de {symbol}',
};
