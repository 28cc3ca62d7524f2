// The realtime door of @nova/shared-contracts (`@nova/shared-contracts/realtime`): the channel
// definitions with their schemas (CHANNELS) and the wire messages' schemas. Read by the realtime
// client (platform-core's `/realtime`, which the host loads after a page's first answer) and by
// market-sim; the package root keeps their types and `channelKey` only, so an app that reads the
// root carries none of these schemas. Lint allows this entry there and in Node code only.
export { CHANNELS, defineChannel } from './realtime/channels';
export { ackMessageSchema, clientMessageSchema, pushMessageSchema, serverMessageSchema } from './realtime/protocol';
