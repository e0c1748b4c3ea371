// The host page's own script: how a partner listens to the widgets and drives them.

// Widget events bubble out of the shadow root and reach document.
const log = document.getElementById('event-log');
function record(event) {
  const item = document.createElement('li');
  const { form } = event.detail;
  item.dataset.event = event.type;
  if (event.type === 'resin-dealer-selected') {
    item.dataset.dealer = event.detail.dealer;
    item.textContent = `${event.type}: ${event.detail.action} ${event.detail.dealer}`;
    log?.append(item);
    return;
  }
  item.dataset.form = form;
  if (event.type === 'resin-submitted') {
    item.dataset.id = event.detail.id;
    item.textContent = `${event.type}: ${form} stored as ${event.detail.id}`;
  } else {
    item.textContent = `${event.type}: ${form}: ${event.detail.message}`;
  }
  log?.append(item);
}
document.addEventListener('resin-submitted', record);
document.addEventListener('resin-failed', record);
document.addEventListener('resin-dealer-selected', record);

// A <select data-drives="#id" data-attribute="name"> sets that attribute on the widget live.
for (const control of document.querySelectorAll('[data-drives]')) {
  control.addEventListener('change', () => {
    const widget = document.querySelector(control.dataset.drives);
    if (!widget) return;
    if (control.value) widget.setAttribute(control.dataset.attribute, control.value);
    else widget.removeAttribute(control.dataset.attribute);
  });
}

// <button data-adds="tag" data-into="#id">: the host adds a widget after the page has loaded.
for (const button of document.querySelectorAll('[data-adds]')) {
  button.addEventListener('click', () => {
    const widget = document.createElement(button.dataset.adds);
    for (const [name, value] of Object.entries(button.dataset)) {
      if (!name.startsWith('attr')) continue;
      const attribute = name.slice(4).replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase());
      widget.setAttribute(attribute, value);
    }
    document.querySelector(button.dataset.into)?.append(widget);
    button.disabled = true;
  });
}
