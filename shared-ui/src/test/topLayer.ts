/**
 * jsdom has neither `<dialog>`'s `showModal()` / `close()` nor the Popover API. For component tests
 * only (test setups import it; no app does), this gives them what the components rely on, as the
 * browser does: the `open` attribute, focus moved into a modal dialog (the first `autofocus` or
 * focusable element) and back to where it was on `close()`, the `close` and `toggle` events, one
 * top layer where Escape (a keydown no one prevented) goes to the newest entry (a dialog gets a
 * cancelable `cancel`, then closes unless it was prevented; an auto popover hides), and light
 * dismiss: a pointer down outside the open auto popovers (and their invokers) hides them, and the
 * `:popover-open` pseudo-class (alone, in `matches()`), and a `<dialog>` shown as a popover being
 * displayed (jsdom's UA style hides a dialog without `open`; a browser shows an open popover).
 * Not modelled: inertness, rendering, the top layer's painting order.
 */
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const topLayer: HTMLElement[] = [];
const openedFrom = new WeakMap<HTMLElement, Element | null>();
const popoverOpen = new WeakSet<HTMLElement>();

function fire(target: HTMLElement, type: string, fields: Record<string, unknown> = {}, cancelable = false): boolean {
  const event = Object.assign(new Event(type, { cancelable }), fields);
  return target.dispatchEvent(event);
}

function leave(element: HTMLElement) {
  const index = topLayer.indexOf(element);
  if (index >= 0) topLayer.splice(index, 1);
}

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    openedFrom.set(this, this.ownerDocument.activeElement);
    this.setAttribute('open', '');
    topLayer.push(this);
    const target = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE) ?? this;
    target.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    leave(this);
    const opener = openedFrom.get(this);
    openedFrom.delete(this);
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    fire(this, 'close');
  };
}

if (typeof HTMLElement !== 'undefined' && !HTMLElement.prototype.showPopover) {
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    if (!this.hasAttribute('popover')) throw new DOMException('Not a popover.', 'NotSupportedError');
    if (popoverOpen.has(this)) return;
    popoverOpen.add(this);
    topLayer.push(this);
    if (this instanceof HTMLDialogElement) this.style.setProperty('display', 'block');
    fire(this, 'toggle', { oldState: 'closed', newState: 'open' });
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    if (!popoverOpen.has(this)) return;
    popoverOpen.delete(this);
    leave(this);
    if (this instanceof HTMLDialogElement) this.style.removeProperty('display');
    fire(this, 'toggle', { oldState: 'open', newState: 'closed' });
  };
  HTMLElement.prototype.togglePopover = function togglePopover(this: HTMLElement) {
    if (popoverOpen.has(this)) this.hidePopover();
    else this.showPopover();
    return popoverOpen.has(this);
  };
}

if (typeof Element !== 'undefined') {
  const matches = Element.prototype.matches;
  Element.prototype.matches = function matchesPopoverOpen(this: Element, selectors: string) {
    if (selectors === ':popover-open') return this instanceof HTMLElement && popoverOpen.has(this);
    return matches.call(this, selectors);
  };
}

const isAuto = (element: HTMLElement) => popoverOpen.has(element) && ['', 'auto'].includes(element.getAttribute('popover') ?? '');

if (typeof window !== 'undefined') {
  // Listeners on the window: they run after the page's own (the browser's default actions).
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = topLayer.findLast((element) => element.isConnected && (element instanceof HTMLDialogElement || isAuto(element)));
    if (!top) return;
    if (!(top instanceof HTMLDialogElement)) top.hidePopover();
    else if (fire(top, 'cancel', {}, true)) top.close();
  });
  window.addEventListener('pointerdown', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    for (const element of [...topLayer].reverse()) {
      if (!isAuto(element)) continue;
      const invoker = target?.closest('[popovertarget]')?.getAttribute('popovertarget');
      if (target && (element.contains(target) || invoker === element.id)) break;
      element.hidePopover();
    }
  });
}
