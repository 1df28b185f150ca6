// Appended to a copy of the visual gallery by gallery_test.sh: sets each filter to each of
// its values in turn, as a person would (the change event), then types a few searches, and
// records the names of the cards left visible after each step in <pre id="gallery-probe">
// for gallery_check.py to compare with the cards computed from docs/cards.md.
(function () {
  function visible() {
    return Array.prototype.filter.call(document.querySelectorAll("figure.card"), function (f) {
      return !f.hidden && f.offsetParent !== null;
    }).map(function (f) { return f.dataset.name; });
  }
  function set(id, value, event) {
    var control = document.getElementById(id);
    control.value = value;
    control.dispatchEvent(new Event(event, { bubbles: true }));
  }
  var steps = [];
  ["f-faction", "f-type", "f-cost", "f-keyword"].forEach(function (id) {
    Array.prototype.forEach.call(document.getElementById(id).options, function (o) {
      if (!o.value) return;
      set(id, o.value, "change");
      steps.push({ control: id, value: o.value, visible: visible() });
      set(id, "", "change");
    });
  });
  ["draw", "FLYING", "#gmo", "bonded to", "no card says this"].forEach(function (q) {
    set("f-text", q, "input");
    steps.push({ control: "f-text", value: q, visible: visible() });
  });
  set("f-text", "", "input");
  set("f-faction", "gnost", "change");
  set("f-type", "character", "change");
  steps.push({ control: "f-faction+f-type", value: "gnost+character", visible: visible() });
  var pre = document.createElement("pre");
  pre.id = "gallery-probe";
  pre.textContent = JSON.stringify(steps);
  document.body.appendChild(pre);
})();
