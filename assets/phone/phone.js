// Quorum's phone page: renders the table's screens (docs/phone-protocol.md) and sends this seat's moves.
// It knows nothing of any game: every word comes from the table, already translated.
"use strict";

(function () {
  const S = Object.assign({}, JSON.parse(document.getElementById("strings").textContent || "{}"));
  const token = decodeURIComponent(location.pathname.split("/").pop() || "");
  const deviceKey = "quorum-device-" + token;
  const pendingKey = "quorum-pending-" + token;
  const state = { ws: null, screen: null, backoff: 500, stopped: false, timer: null, pending: null,
                  connected: false,
                  // Previews, keyed by version and the action asked about: each asked once, its answer kept, so
                  // drawing a screen again (after a refusal, an error) asks nothing (docs/phone-protocol.md).
                  previewAnswers: {}, previewAsked: {}, previewIds: {}, previewRetry: null,
                  forms: {}, previewsSent: 0 };
  window.quorum = state; // for the curious (and the tests): the page's own data only

  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  };
  const word = (key) => S[key] || key;

  function randomId() {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes); // works on plain http too (randomUUID does not)
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  function setConn(text, bad) {
    const conn = $("conn");
    conn.textContent = text;
    conn.classList.toggle("bad", !!bad);
  }

  function notice(text, tone) {
    const box = $("notice");
    if (tone === "warn") state.warnUntil = Date.now() + 6000; // a refusal stays in sight a while
    if (!text) { box.hidden = true; return; }
    box.textContent = text;
    box.className = tone || "";
    box.hidden = false;
  }

  // --- the socket -------------------------------------------------------------------------------
  function connect() {
    if (state.stopped) return;
    setConn(state.connected ? word("reconnecting") : word("connecting"), state.connected);
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    let ws;
    try {
      ws = new WebSocket(scheme + location.host + "/ws/" + encodeURIComponent(token));
    } catch (e) { retry(); return; }
    state.ws = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "hello", device: localStorage.getItem(deviceKey) }));
    };
    ws.onmessage = (event) => {
      let msg;
      try { msg = JSON.parse(event.data); } catch (e) { return; }
      receive(msg);
    };
    ws.onclose = () => {
      if (state.ws === ws) state.ws = null;
      if (!state.stopped) { setConn(word("reconnecting"), true); retry(); }
    };
  }

  function retry() {
    clearTimeout(state.timer);
    const wait = state.backoff;
    state.backoff = Math.min(state.backoff * 2, 8000);
    state.timer = setTimeout(connect, wait);
  }

  function stop(text) {
    state.stopped = true;
    clearTimeout(state.timer);
    setConn(text, true);
    notice(text, "warn");
    if (state.ws) try { state.ws.close(); } catch (e) { /* gone already */ }
    render(null);
  }

  function send(msg) {
    if (state.ws && state.ws.readyState === WebSocket.OPEN) { state.ws.send(JSON.stringify(msg)); return true; }
    return false;
  }

  function receive(msg) {
    switch (msg.type) {
      case "claimed":
        localStorage.setItem(deviceKey, msg.device);
        state.connected = true;
        state.backoff = 500;
        setConn(word("connected"), false);
        break;
      case "strings":
        Object.assign(S, msg.strings || {});
        if (msg.lang) document.documentElement.lang = msg.lang;
        // "claimed" comes first, worded in the page's old strings: word it again in the table's language
        if (state.connected) setConn(word("connected"), false);
        break;
      case "refused":
        if (msg.reason === "released") localStorage.removeItem(deviceKey);
        localStorage.removeItem(pendingKey);
        stop(word("refused_" + msg.reason));
        break;
      case "screen":
        if (state.screen && msg.screen.your_turn && !state.screen.your_turn) window.scrollTo(0, 0); // a decision: its top
        if (!state.screen || state.screen.version !== msg.screen.version) {
          // a new screen: the picks and previews of the old one mean nothing any more
          state.forms = {}; state.previewAnswers = {}; state.previewAsked = {}; state.previewIds = {};
        }
        state.screen = msg.screen;
        render(msg.screen);
        resend();
        break;
      case "result": answered(msg); break;
      case "previewed": previewed(msg); break;
      case "error":
        notice(word(msg.reason), "warn");
        if (msg.reason === "rate") {
          // Not read: the same move (same id) goes again once the flood is over, and so do the previews
          // still unanswered, once, a moment later (never at once: that would feed the flood).
          if (state.pending) setTimeout(resend, 1500);
          state.previewAsked = {};
          clearTimeout(state.previewRetry);
          state.previewRetry = setTimeout(retryPreviews, 1500);
        } else if (state.pending) {
          state.pending = null; // not read at all: nothing was played
          localStorage.removeItem(pendingKey);
          unlock();
        }
        break;
      case "closed":
        localStorage.removeItem(pendingKey);
        stop(msg.reason || word("closed"));
        break;
    }
  }

  // --- moves ----------------------------------------------------------------------------------------
  function move(action) {
    if (!state.screen || state.pending) return;
    const pending = { type: "move", id: randomId(), version: state.screen.version, action: action };
    state.pending = pending;
    localStorage.setItem(pendingKey, JSON.stringify(pending)); // sent again after a reconnect: applied once
    lock();
    notice(word("sending"), "");
    send(pending);
  }

  function resend() {
    // A move sent before the connection dropped: its answer may have been lost, so it goes again with
    // the same id (the table answers it once more and plays it once).
    if (!state.pending) {
      try { state.pending = JSON.parse(localStorage.getItem(pendingKey) || "null"); } catch (e) { state.pending = null; }
    }
    if (state.pending) { lock(); send(state.pending); }
  }

  function answered(msg) {
    if (state.pending && msg.id === state.pending.id) {
      state.pending = null;
      localStorage.removeItem(pendingKey);
    }
    notice(msg.ok ? "" : (msg.message || word("stale")), msg.ok ? "" : "warn");
    unlock();
    if (msg.ok && state.screen && state.screen.notice) notice(state.screen.notice, "");
  }

  function lock() { document.querySelectorAll("main button").forEach((b) => { b.disabled = true; }); }
  function unlock() { if (state.screen) render(state.screen, true); }

  // --- rendering -------------------------------------------------------------------------------------
  function render(screen, keepNotice) {
    const main = $("screen");
    main.textContent = "";
    if (!screen) return;
    $("seat").textContent = screen.seat_name || "";
    document.title = (screen.seat_name ? screen.seat_name + " · " : "") + (screen.title || "Quorum");
    // A refusal (a stale move, say) arrives with the screen sent again: the new screen must not wipe it.
    if (!keepNotice && !state.pending && !(Date.now() < (state.warnUntil || 0))) notice(screen.notice || "", "");
    main.appendChild(el("h1", "title", screen.title));
    main.appendChild(el("p", "status" + (screen.your_turn ? " turn" : ""), screen.status));
    let forms = 0;
    for (const block of screen.blocks || []) {
      const node = block.kind === "form" ? renderForm(block, screen.version + ":" + forms++)
        : (RENDER[block.kind] || (() => null))(block);
      if (node) { node.classList.add("block"); node.dataset.kind = block.kind; main.appendChild(node); }
    }
    if (state.pending) lock();
  }

  const RENDER = {
    heading: (b) => el("h2", "", b.text),
    text: (b) => el("p", "text " + (b.tone || "plain"), b.text),
    facts: (b) => {
      const table = el("table", "facts");
      for (const row of b.rows || []) {
        const tr = el("tr");
        tr.appendChild(el("td", "", row[0]));
        tr.appendChild(el("td", "", row[1]));
        table.appendChild(tr);
      }
      return table;
    },
    seats: (b) => {
      const box = el("div", "seats");
      for (const row of b.rows || []) {
        const line = el("div");
        line.appendChild(el("b", "", row.name));
        line.appendChild(el("span", "", row.text));
        line.appendChild(el("span", "m", row.mark || ""));
        box.appendChild(line);
      }
      return box;
    },
    cards: (b) => {
      const box = el("section", "");
      if (b.title) box.appendChild(el("h2", "", b.title));
      const grid = el("div", "cards");
      for (const card of b.cards || []) {
        const c = el("article", "card " + (card.tone || "plain"));
        c.appendChild(el("div", "t", card.title));
        if (card.text) c.appendChild(el("div", "x", card.text));
        if (card.tags && card.tags.length) {
          const tags = el("div", "tags");
          for (const t of card.tags) tags.appendChild(el("span", "tag", t));
          c.appendChild(tags);
        }
        grid.appendChild(c);
      }
      box.appendChild(grid);
      return box;
    },
    choice: (b) => {
      const box = el("section", "choice");
      if (b.prompt) box.appendChild(el("div", "prompt", b.prompt));
      for (const option of b.options || []) {
        const button = el("button", "option" + (option.primary ? " primary" : ""));
        button.type = "button";
        button.appendChild(document.createTextNode(option.label));
        if (option.detail) button.appendChild(el("span", "d", option.detail));
        button.addEventListener("click", () => {
          if (option.confirm) ask(option.confirm, () => move(option.action));
          else move(option.action);
        });
        box.appendChild(button);
      }
      return box;
    },
  };

  function ask(text, then) {
    const dialog = $("dialog");
    $("dialog-text").textContent = text;
    $("dialog-yes").textContent = word("confirm_yes");
    $("dialog-no").textContent = word("confirm_no");
    dialog.hidden = false;
    $("dialog-yes").onclick = () => { dialog.hidden = true; then(); };
    $("dialog-no").onclick = () => { dialog.hidden = true; };
  }

  function setPath(target, name, value) {
    const parts = String(name).split(".");
    let node = target;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== "object" || node[part] === null) node[part] = {};
      node = node[part];
    }
    node[parts[parts.length - 1]] = value;
  }

  function renderForm(b, key) {
    // The player's picks live in state.forms[key] (this screen version's form), so a form drawn again
    // keeps them. A `some` field's picks are item places, not values: two items of one value (two copies
    // of a card) are two picks; the action still carries the values.
    const memo = state.forms[key] || (state.forms[key] = {});
    const form = el("form", "form");
    form.addEventListener("submit", (e) => e.preventDefault());
    if (b.prompt) form.appendChild(el("div", "prompt", b.prompt));
    const values = {};
    const checks = [];
    const name = "f" + randomId().slice(0, 6);
    (b.fields || []).forEach((field, index) => {
      const set = el("fieldset");
      set.dataset.field = field.name;
      if (field.label) set.appendChild(el("legend", "", field.label));
      const items = field.items || [];
      const keep = memo[field.name] || (memo[field.name] = {});
      if (field.type === "some") {
        if (!keep.picked) {
          keep.picked = new Set();
          for (const v of field.default || []) { // a default value: the first place holding it not yet taken
            const k = JSON.stringify(v);
            const i = items.findIndex((it, j) => !keep.picked.has(j) && JSON.stringify(it.value) === k);
            if (i >= 0) keep.picked.add(i);
          }
        }
        const picked = keep.picked;
        values[field.name] = () => items.filter((it, i) => picked.has(i)).map((it) => it.value);
        checks.push(() => {
          const n = picked.size;
          return n >= (field.min || 0) && n <= (field.max === undefined ? items.length : field.max);
        });
        items.forEach((it, i) => {
          const label = el("label", "item");
          const box = el("input");
          box.type = "checkbox";
          box.checked = picked.has(i);
          box.addEventListener("change", () => {
            if (box.checked) picked.add(i); else picked.delete(i);
            changed();
          });
          label.appendChild(box);
          const words = el("span", "", it.label);
          if (it.detail) words.appendChild(el("span", "d", it.detail));
          label.appendChild(words);
          set.appendChild(label);
        });
      } else if (field.type === "one") {
        if (!("chosen" in keep)) keep.chosen = field.default !== undefined ? field.default : (items[0] || {}).value;
        values[field.name] = () => keep.chosen;
        checks.push(() => items.some((it) => JSON.stringify(it.value) === JSON.stringify(keep.chosen)));
        items.forEach((it) => {
          const label = el("label", "item");
          const radio = el("input");
          radio.type = "radio";
          radio.name = name + index;
          radio.checked = JSON.stringify(it.value) === JSON.stringify(keep.chosen);
          radio.addEventListener("change", () => { if (radio.checked) { keep.chosen = it.value; changed(); } });
          label.appendChild(radio);
          const words = el("span", "", it.label);
          if (it.detail) words.appendChild(el("span", "d", it.detail));
          label.appendChild(words);
          set.appendChild(label);
        });
      } else if (field.type === "number") {
        const input = el("input");
        input.type = "number";
        input.min = field.min; input.max = field.max;
        if (!("text" in keep)) keep.text = String(field.default !== undefined ? field.default : field.min);
        input.value = keep.text;
        input.inputMode = "numeric";
        values[field.name] = () => parseInt(keep.text, 10);
        checks.push(() => { const v = parseInt(keep.text, 10); return v >= field.min && v <= field.max; });
        input.addEventListener("input", () => { keep.text = input.value; changed(); });
        set.appendChild(input);
      } else if (field.type === "each") {
        const choices = field.choices || [];
        if (!keep.marks) keep.marks = items.map(() => 0); // each item's choice, by its place
        const marks = keep.marks;
        values[field.name] = () => items.map((it, i) => [it.value, (choices[marks[i]] || {}).value])
          .filter((p) => p[1] !== null && p[1] !== undefined);
        items.forEach((it, i) => {
          const row = el("label", "each");
          row.appendChild(el("span", "", it.label));
          const select = el("select");
          choices.forEach((c, k) => { const o = el("option", "", c.label); o.value = String(k); select.appendChild(o); });
          select.value = String(marks[i]);
          select.addEventListener("change", () => { marks[i] = parseInt(select.value, 10); changed(); });
          row.appendChild(select);
          set.appendChild(row);
        });
      }
      set.dataset.type = field.type;
      form.appendChild(set);
    });
    const preview = el("div", "preview");
    const submit = el("button", "submit primary", b.submit);
    submit.type = "submit";
    form.appendChild(preview);
    form.appendChild(submit);
    const fields = b.fields || [];

    function action() {
      const out = JSON.parse(JSON.stringify(b.action || {}));
      for (const field of fields) {
        const value = values[field.name] ? values[field.name]() : undefined;
        if (field.into) field.into.forEach((n, i) => setPath(out, n, Array.isArray(value) ? value[i] : null));
        else setPath(out, field.name, value);
      }
      if (b.rest) {
        const picked = values[b.rest.of] ? values[b.rest.of]() : [];
        setPath(out, b.rest.name, b.rest.total - (Array.isArray(picked) ? picked.length : 0));
      }
      return out;
    }
    const previewState = { key: null, ok: !b.preview, timer: null };
    form.quorumPreview = (key, msg) => {
      if (key !== previewState.key) return;
      previewState.ok = !!msg.ok;
      preview.textContent = msg.text || "";
      refreshSubmit();
    };
    form.quorumRetry = () => {
      if (previewState.key && !state.previewAnswers[previewState.key]) askPreview(previewState.key, action());
    };
    function refreshSubmit() {
      const within = checks.every((c) => c());
      submit.disabled = !within || !previewState.ok || !!state.pending;
      submit.title = within ? "" : word("submit_disabled");
    }
    function changed(drawing) {
      // A preview is asked only for picks not asked about yet on this screen, and a moment after the last
      // change (a player ticking three planets asks once); a form drawn again shows the answer it has.
      if (b.preview && state.screen) {
        const act = action();
        const key = state.screen.version + "|" + JSON.stringify(act);
        previewState.key = key;
        const known = state.previewAnswers[key];
        clearTimeout(previewState.timer);
        if (known) {
          form.quorumPreview(key, known);
          return;
        }
        previewState.ok = false;
        preview.textContent = "";
        if (!state.previewAsked[key]) previewState.timer = setTimeout(() => askPreview(key, act), drawing ? 0 : 250);
      }
      refreshSubmit();
    }
    submit.addEventListener("click", () => { if (!submit.disabled) move(action()); });
    form.quorumAction = action;
    changed(true);
    return form;
  }

  function askPreview(key, act) {
    if (!state.screen || state.previewAnswers[key] || state.previewAsked[key]) return;
    if (!key.startsWith(state.screen.version + "|")) return; // a screen gone meanwhile
    const id = randomId();
    state.previewAsked[key] = id;
    state.previewIds[id] = key;
    state.previewsSent += 1;
    send({ type: "preview", id: id, version: state.screen.version, action: act });
  }

  function retryPreviews() {
    document.querySelectorAll("main form.form").forEach((f) => { if (f.quorumRetry) f.quorumRetry(); });
  }

  function previewed(msg) {
    const key = state.previewIds[msg.id];
    delete state.previewIds[msg.id];
    if (!key) return;
    state.previewAnswers[key] = { text: msg.text, ok: msg.ok };
    delete state.previewAsked[key];
    document.querySelectorAll("main form.form").forEach((f) => { if (f.quorumPreview) f.quorumPreview(key, msg); });
  }

  document.addEventListener("visibilitychange", () => {
    // A phone waking up: reconnect at once instead of waiting out the back-off.
    if (document.visibilityState === "visible" && !state.stopped && !state.ws) {
      state.backoff = 500; clearTimeout(state.timer); connect();
    }
  });
  connect();
})();
