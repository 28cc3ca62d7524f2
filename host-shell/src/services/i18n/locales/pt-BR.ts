// The shell's strings in pt-BR (every key of the English catalogue, the start's and the lazy parts'; the type checks it).
import type { FullCatalogue } from '../messages';
import pt from './pt';

/** Brazilian Portuguese: European Portuguese with the Brazilian wording where the two differ. */
const pt_BR: FullCatalogue = {
  ...pt,
  'shell.nav.tabs': 'Abas',
  'shell.nav.bindCode': 'Vincular código de convite',
  'shell.nav.loginFirst': 'Entre para abrir {page}',
  'shell.account.disconnect': 'Desconectar',
  'shell.app.download': 'Baixar app',
  'shell.zone.left': 'Zona de rastreadores à esquerda',
  'shell.zone.right': 'Zona de rastreadores à direita',
  'shell.invite.title': 'Você recebeu um convite',
  'shell.invite.body': 'Vincule o código de convite {code} e receba {rate} de cashback nas suas taxas de negociação.',
  'shell.invite.bind': 'Vincular',
  'shell.invite.bound': 'Código de convite {code} vinculado.',
  'shell.invite.already': 'Sua conta já está vinculada ao código de convite {code}.',
  'shell.swap.pick': 'Escolha um token da lista para trocá-lo.',
  'shell.search.placeholder': 'Buscar token ou carteira',
  'shell.status.label': 'Barra de status',
  'shell.status.connection': 'Conexão em tempo real',
  'shell.status.state.connected': "conectado",
  'shell.status.state.connecting': "conectando",
  'shell.status.state.disconnected': "desconectado",
  'shell.status.state.offline': "offline",
  'shell.status.state.reconnecting': "reconectando ({attempt}/{max})",
  'shell.status.retry': 'Reconectar',
  'shell.quickBuy.label': 'Valor de compra rápida',
  'shell.preview.banner': 'Prévia de staging: {remote} é carregado de {url}',
  'shell.preview.clear': 'Limpar prévia',
  'shell.preview.refused': 'Prévia recusada: {reason}. Nada foi carregado dela.',
  'shell.startup.storageBody': 'O Nova guarda sua sessão e suas configurações no armazenamento deste navegador, e o navegador recusa o acesso (um modo de privacidade estrito, dados de sites bloqueados ou a página aberta dentro de outro site). Permita os dados deste site ou abra-o em uma aba própria e recarregue.',
};

export default pt_BR;
